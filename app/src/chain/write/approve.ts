import type { Address } from 'viem';
import { runtime } from '../runtime.ts';
import { sendApproval } from './sendApproval.ts';
import type { Send } from './types.ts';

/** Approve `spender` for a token (the maximum, else `amount`), recorded as an approval. */
export function approve(p: { token: Address; spender: Address; amount: bigint; summary: string }): Send {
  return (config, account) =>
    sendApproval(config, {
      tokenAddress: p.token,
      spender: p.spender,
      amount: p.amount,
      owner: account,
      chainId: runtime().chainId,
      summary: p.summary,
    });
}
