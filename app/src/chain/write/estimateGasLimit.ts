import type { Config } from 'wagmi';
import { calculateGasMargin, GAS_MARGIN_BPS } from '@fuelswap/sdk';
import { runtime } from '../runtime.ts';
import { GasEstimationError, TransactionCannotSucceedError } from './errors.ts';
import { revertReason } from './revertReason.ts';
import type { ContractTransactionParams } from './types.ts';

/**
 * The gas limit for a call: the node's estimate plus the margin (1000 of 10000 unless the call says otherwise).
 * When estimation fails a static call tells why: TransactionCannotSucceedError with the revert reason, else
 * GasEstimationError.
 */
export async function estimateGasLimit(config: Config, params: Omit<ContractTransactionParams, 'summary'>): Promise<bigint> {
  const chainId = params.chainId ?? runtime().chainId;
  const call = {
    address: params.address,
    abi: params.abi,
    functionName: params.functionName,
    ...(params.args ? { args: params.args } : {}),
    ...(params.value !== undefined ? { value: params.value } : {}),
    account: params.account,
  };
  const { estimateContractGas, getClient, simulateContract } = await import('../writeActions.ts');
  // The bare client with viem's estimateContractGas alone: getPublicClient bundles all of publicActions.
  const client = getClient(config, { chainId });
  if (!client) throw new GasEstimationError();
  let estimate: bigint;
  try {
    estimate = await estimateContractGas(client, call);
  } catch (estimateError) {
    try {
      await simulateContract(config, { ...call, chainId });
    } catch (callError) {
      const reason = revertReason(callError) ?? revertReason(estimateError);
      if (reason) throw new TransactionCannotSucceedError(reason, { cause: callError });
      throw new GasEstimationError(undefined, undefined, { cause: callError });
    }
    throw new GasEstimationError(undefined, undefined, { cause: estimateError });
  }
  return calculateGasMargin(estimate, params.gasMarginBps ?? GAS_MARGIN_BPS);
}
