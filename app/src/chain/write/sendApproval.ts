import type { Config } from 'wagmi';
import type { Address, Hash } from 'viem';
import { erc20Abi } from '@fuelswap/contracts';
import { approvalAmounts } from '@fuelswap/sdk';
import { GasEstimationError } from './errors.ts';
import { estimateGasLimit } from './estimateGasLimit.ts';
import { sendContractTransaction } from './sendContractTransaction.ts';

/** Whether approvals ask for the maximum (the default) or exactly what the action needs. */
export type ApprovalPreference = 'maximum' | 'exact';
let approvalPreference: () => ApprovalPreference = () => 'maximum';

/**
 * Where the user's "Approve exact amounts" setting comes from. The settings feature registers it (this layer
 * imports no feature); until then, and in tests, approvals follow the spec's maximum-first rule. (The
 * one setting sendApproval reads, kept beside it.)
 */
export function setApprovalPreference(read: () => ApprovalPreference): void {
  approvalPreference = read;
}

/**
 * The approval rule: sends approve(spender, max uint256), or approve(spender, amount) when gas estimation for the
 * maximum fails (some tokens refuse an unlimited allowance), recorded as an approval of the token for the spender.
 */
export async function sendApproval(
  config: Config,
  p: { tokenAddress: Address; spender: Address; amount: bigint; owner: Address; chainId: number; summary: string },
): Promise<Hash> {
  const [max, exact] = approvalAmounts(p.amount);
  const base = {
    address: p.tokenAddress,
    abi: erc20Abi,
    functionName: 'approve' as const,
    account: p.owner,
    chainId: p.chainId,
    summary: p.summary,
    approval: { tokenAddress: p.tokenAddress, spender: p.spender },
  };
  // With "Approve exact amounts" on, only the exact amount (callers pass what the action needs).
  if (approvalPreference() === 'exact' && exact < max) {
    const gas = await estimateGasLimit(config, { ...base, args: [p.spender, exact] });
    return sendContractTransaction(config, { ...base, args: [p.spender, exact], gas });
  }
  let value = max;
  let gas: bigint;
  try {
    gas = await estimateGasLimit(config, { ...base, args: [p.spender, max] });
  } catch (e) {
    if (!(e instanceof GasEstimationError)) throw e;
    // Some tokens refuse an unlimited allowance: approve exactly the amount instead.
    value = exact;
    gas = await estimateGasLimit(config, { ...base, args: [p.spender, exact] });
  }
  return sendContractTransaction(config, { ...base, args: [p.spender, value], gas });
}
