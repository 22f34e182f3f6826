/**
 * The first error named `name` in `e`'s chain of causes (viem's BaseError.walk, by name): matching viem's
 * error classes with instanceof would bring their catalogue (contract, transaction, state-override errors
 * and their formatters) into every page with a button.
 */
export function causeNamed<T>(e: unknown, name: string): T | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 10 && cur && typeof cur === 'object'; i++) {
    if ((cur as { name?: unknown }).name === name) return cur as T;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}
