import { errorMessage } from './errorMessage.ts';
import { TransactionCannotSucceedError, TransactionRevertedError } from './errors.ts';
import { isInsufficientFunds } from './isInsufficientFunds.ts';
import { isRejection } from './isRejection.ts';
import { isRpcDown } from './isRpcDown.ts';
import { revertReason } from './revertReason.ts';

/**
 * Why a write failed. `reverted` carries the contract's reason when it gave one (`reason`), else the hash of the
 * transaction that reverted on the chain (`hash`); `other` carries the error's own message (a translation key
 * with its values, errorMessage's). failureText turns it into the toast.
 */
export type WriteFailure =
  | { kind: 'rejected' }
  | { kind: 'insufficient-funds' }
  | { kind: 'rpc-down' }
  | { kind: 'reverted'; reason: string }
  | { kind: 'reverted'; hash: string }
  | { kind: 'other'; message: string; values: Record<string, string> };

/**
 * The one reading of a failed write, for every feature: a refused signature, a wallet without gas, a node that
 * does not answer (or a chain that stopped moving), a call the contract refuses or that reverted on the chain,
 * or anything else.
 */
export function classifyWriteError(e: unknown): WriteFailure {
  if (isRejection(e)) return { kind: 'rejected' };
  if (isInsufficientFunds(e)) return { kind: 'insufficient-funds' };
  if (isRpcDown(e)) return { kind: 'rpc-down' };
  if (e instanceof TransactionCannotSucceedError) return { kind: 'reverted', reason: e.reason };
  if (e instanceof TransactionRevertedError) return { kind: 'reverted', hash: e.hash };
  const reason = revertReason(e);
  if (reason) return { kind: 'reverted', reason };
  return { kind: 'other', ...errorMessage(e) };
}
