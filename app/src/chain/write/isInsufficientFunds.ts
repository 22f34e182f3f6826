import { causeNamed } from './causeNamed.ts';

/** A wallet without the native coin to pay for gas: viem's InsufficientFundsError, or a node's "insufficient funds" text. */
export function isInsufficientFunds(e: unknown): boolean {
  if (causeNamed(e, 'InsufficientFundsError') !== undefined) return true;
  const details = e && typeof e === 'object' && 'details' in e && typeof e.details === 'string' ? e.details : '';
  const text = e instanceof Error ? `${e.message} ${details}` : String(e);
  return /insufficient funds/i.test(text);
}
