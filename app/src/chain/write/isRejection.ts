import { isUserRejection } from '../errors.ts';
import { causeNamed } from './causeNamed.ts';
import { TransactionRejectedError } from './errors.ts';

/** The wallet refused to sign: EIP-1193 code 4001 or viem's UserRejectedRequestError anywhere in the causes. */
export function isRejection(e: unknown): boolean {
  return e instanceof TransactionRejectedError || isUserRejection(e) || causeNamed(e, 'UserRejectedRequestError') !== undefined;
}
