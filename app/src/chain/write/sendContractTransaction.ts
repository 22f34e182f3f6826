import type { Config } from 'wagmi';
import type { Abi, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem';
import { runtime } from '../runtime.ts';
import { useBlockStore, useHealthStore } from '../blocks.ts';
import { addTransaction, useTransactionsStore } from '../transactions.ts';
import { StaleChainError, TransactionRejectedError } from './errors.ts';
import { estimateGasLimit } from './estimateGasLimit.ts';
import { isRejection } from './isRejection.ts';
import type { ContractTransactionParams } from './types.ts';

/**
 * A call with its ABI widened to `Abi`: the function name is then any string and the arguments any
 * tuple, which is what viem's estimate, static call and write accept without a cast. The narrow,
 * ABI-checked types are enforced where the call is written (ContractTransactionParams' generics).
 */
type WideCall = ContractTransactionParams & { gas?: bigint };

function widen<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(params: ContractTransactionParams<abi, functionName, args> & { gas?: bigint }): WideCall {
  const { abi, functionName, args, ...rest } = params;
  // Widening only (a narrow ABI is an Abi, a tuple of arguments an array): no information is invented.
  return { ...rest, abi: abi as Abi, functionName, ...(args ? { args: args as readonly unknown[] } : {}) };
}

/**
 * Sends a contract call through the connected wallet and records it in the transaction store, which tracks it
 * to its receipt. Gas is estimated with its margin (estimateGasLimit) unless the call brings its own limit.
 * Returns the hash. Throws StaleChainError before signing on a chain that stopped answering,
 * TransactionRejectedError on a wallet rejection (nothing recorded), the estimation errors, or the wallet's
 * error; 'Attempted to add existing transaction.' if the hash is already recorded.
 */
export async function sendContractTransaction<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(config: Config, params: ContractTransactionParams<abi, functionName, args> & { gas?: bigint }): Promise<Hash> {
  const p = widen(params);
  // The last line of defence behind the disabled buttons: never sign on stale numbers.
  if (useHealthStore.getState().stale) throw new StaleChainError();
  const chainId = p.chainId ?? runtime().chainId;
  const gas = p.gas ?? (await estimateGasLimit(config, { ...p, chainId }));
  const { writeContract } = await import('../writeActions.ts');

  let hash: Hash;
  try {
    hash = await writeContract(config, {
      address: p.address,
      abi: p.abi,
      functionName: p.functionName,
      ...(p.args ? { args: p.args } : {}),
      ...(p.value !== undefined ? { value: p.value } : {}),
      account: p.account,
      gas,
      chainId,
    });
  } catch (e) {
    if (isRejection(e)) throw new TransactionRejectedError({ cause: e });
    throw e;
  }

  const addedBlock = useBlockStore.getState().byChain[chainId]?.currentBlock;
  addTransaction({
    chainId,
    hash,
    from: p.account,
    summary: p.summary,
    ...(p.approval ? { approval: p.approval } : {}),
    ...(p.claim ? { claim: p.claim } : {}),
    ...(addedBlock !== undefined ? { addedBlock } : {}),
  });
  void recordNonce(config, chainId, hash);
  return hash;
}

/** Learns the nonce the wallet used (needed to detect a replacement later); the updater retries if this fails. */
async function recordNonce(config: Config, chainId: number, hash: Hash): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { getTransaction } = await import('../writeActions.ts');
      const tx = await getTransaction(config, { hash, chainId });
      useTransactionsStore.getState().dispatch({ type: 'transactions/nonce', chainId, hash, nonce: tx.nonce });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
    }
  }
}
