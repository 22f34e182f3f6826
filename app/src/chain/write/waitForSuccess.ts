import type { Config } from 'wagmi';
import type { Hash, TransactionReceipt } from 'viem';
import { runtime } from '../runtime.ts';
import { TransactionRevertedError } from './errors.ts';

/**
 * Waits for `hash`'s receipt and returns it; throws TransactionRevertedError when the transaction reverted. The
 * receipt watcher loads with the rest of the wallet actions (writeActions.ts), on first use.
 */
export async function waitForSuccess(config: Config, hash: Hash): Promise<TransactionReceipt> {
  const { waitForTransactionReceipt } = await import('../writeActions.ts');
  const receipt = await waitForTransactionReceipt(config, { hash, chainId: runtime().chainId, pollingInterval: 500 });
  if (receipt.status !== 'success') throw new TransactionRevertedError(hash);
  return receipt;
}
