/**
 * Reading what a wallet or node threw: the EIP-1193 code and the error's name,
 * looked up through up to five `cause` links. Pure; used by the write path and
 * by the wallet feature's toasts.
 */

/** The first numeric `code` on the error or its causes. */
export function errorCode(e: unknown): number | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const c = (cur as { code?: unknown }).code;
    if (typeof c === 'number') return c;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The error's `name`, or 'Error'. */
export function errorName(e: unknown): string {
  return e && typeof e === 'object' && 'name' in e && typeof e.name === 'string' ? e.name : 'Error';
}

/** Is this a wallet rejection (EIP-1193 code 4001)? */
export function isUserRejection(e: unknown): boolean {
  return errorCode(e) === 4001 || errorName(e) === 'UserRejectedRequestError';
}
