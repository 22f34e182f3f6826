/**
 * Transaction preview: what a write will do, simulated against the latest block before the wallet
 * prompt. Standard RPC only: `eth_simulateV1` (viem's simulateBlocks; anvil, geth, reth and BSC's geth fork
 * serve it) runs, in one simulated block on top of the latest, a balance probe (Multicall3: BNB and every
 * token's balanceOf, for the account and the recipient), the transaction, and the probe again. A first
 * simulation of the transaction alone finds the tokens it moves, so a token the dialog did not name still
 * shows. Where the node lacks eth_simulateV1, the fallback is `eth_call` + `eth_estimateGas`: the revert
 * reason and the gas, without balance changes (the dialog says so).
 *
 * The simulation runs with validation off (no fee is charged in it), so BNB changes are the value moved;
 * the network fee is shown apart: gas used × the node's gas price.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useConfig, type Config } from 'wagmi';
import { BaseError, type Abi, type Address } from 'viem';
import type { ApprovalSet, BalanceChange } from '@fuelswap/sdk';
import { runtime } from './runtime.ts';
import { useCurrentBlock } from './blocks.ts';

const jsonBigint = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

/** How often an open dialog's preview is simulated again, in blocks (15 s of the devnet's 3-second blocks). */
export const PREVIEW_REFRESH_BLOCKS = 5;
import { TransactionCannotSucceedError } from './write/errors.ts';
import type { ContractTransactionParams } from './write/types.ts';

export interface PreviewCall {
  account: Address;
  address: Address;
  abi: Abi | readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

/** The preview of the call the write path would send (a chosen candidate's parameters). */
export function previewCallOf(tx: ContractTransactionParams): PreviewCall {
  return {
    account: tx.account,
    address: tx.address,
    abi: tx.abi,
    functionName: tx.functionName,
    ...(tx.args ? { args: tx.args } : {}),
    ...(tx.value !== undefined ? { value: tx.value } : {}),
  };
}

export interface PreviewOptions {
  /** Tokens the action involves (probed even if the simulation shows no Transfer of them). */
  tokens?: readonly Address[];
  /** Another address whose balances change (a swap's recipient). */
  recipient?: Address;
}

export interface TokenInfo {
  symbol: string | undefined;
  decimals: number | undefined;
}

export type Preview =
  | {
      kind: 'ok';
      block: bigint;
      changes: BalanceChange[];
      approvals: ApprovalSet[];
      gasUsed: bigint;
      gasPrice: bigint;
      /** Symbol and decimals of every token in `changes` and `approvals` (lower-case address). */
      tokens: Record<string, TokenInfo>;
    }
  | { kind: 'reverted'; block: bigint | undefined; reason: string | undefined }
  /** The node has no eth_simulateV1: checked with eth_call only. */
  | { kind: 'checked'; block: bigint; gasUsed: bigint; gasPrice: bigint }
  | { kind: 'failed'; message: string };

/** A failure's message for the dialog: viem's short message when there is one. */
export function shortMessage(e: unknown): string {
  return e instanceof BaseError ? e.shortMessage || e.message : e instanceof Error ? e.message : String(e);
}

/**
 * The preview of the call `build` returns, refreshed on every block while the dialog shows it. `build` throws
 * the write path's errors (a candidate that cannot succeed: its revert reason), which become a `reverted`
 * preview; undefined means nothing to preview yet. `key` identifies the call (what the dialog reviews).
 */
export function useTransactionPreview(
  key: readonly unknown[],
  build: (() => Promise<{ call: PreviewCall; options?: PreviewOptions } | undefined>) | undefined,
) {
  const config = useConfig();
  // Simulated again every PREVIEW_REFRESH_BLOCKS blocks. Not a 'perBlock' query: the block watcher's invalidation
  // cancels a fetch in flight, so a simulation slower than one block (a busy node) never finished and the
  // dialog showed "Simulating…" for ever. A new key per period lets the running one finish; the previous
  // result stays on screen meanwhile.
  const block = useCurrentBlock(runtime().chainId);
  const period = block === undefined ? 0 : Math.floor(block / PREVIEW_REFRESH_BLOCKS);
  const q = useQuery({
    queryKey: ['preview', ...key, period],
    retry: false,
    structuralSharing: false,
    // The last period's result for the same call, never another call's (another amount's changes would mislead).
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1), jsonBigint) === JSON.stringify(['preview', ...key], jsonBigint)
        ? previous
        : undefined,
    queryFn:
      build !== undefined
        ? async (): Promise<Preview | null> => {
            let built: Awaited<ReturnType<typeof build>>;
            try {
              built = await build();
            } catch (e) {
              return e instanceof TransactionCannotSucceedError
                ? { kind: 'reverted', block: undefined, reason: e.reason }
                : { kind: 'failed', message: shortMessage(e) };
            }
            if (!built) return null;
            // The simulation's code loads with the first preview (previewRun.ts), not with the page.
            const { previewTransaction } = await import('./previewRun.ts');
            return previewTransaction(config, built.call, built.options);
          }
        : skipToken,
  });
  return { preview: q.data ?? undefined, isLoading: q.isLoading };
}
