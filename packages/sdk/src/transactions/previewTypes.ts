/**
 * What a transaction preview shows (preview.ts), apart from the functions that compute it: a page that shows a
 * preview needs these, and they bring no event decoding with them.
 */
import type { Address } from 'viem';

/** The native coin (BNB) in a probe. */
export const NATIVE = 'native' as const;

export interface BalanceProbe {
  holder: Address;
  /** A token address, or NATIVE. */
  token: Address | typeof NATIVE;
}

export interface BalanceChange extends BalanceProbe {
  before: bigint;
  after: bigint;
  /** after − before: negative when the holder pays. */
  diff: bigint;
}

export interface ApprovalSet {
  token: Address;
  spender: Address;
  amount: bigint;
}
