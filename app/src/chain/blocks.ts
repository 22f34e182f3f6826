/**
 * Block tracking (spec 000 §3 "Block store", §4 "Block tracking"): the latest
 * block is polled while the page is visible; the highest block seen is kept
 * per chain, with the initial block set once on the first update, and the
 * store is updated at most every 100 ms. Every new block invalidates the
 * chain reads, which viem batches into one Multicall3 request.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlockNumber as useWagmiBlockNumber } from 'wagmi';
import { create } from 'zustand';
import { usePageVisible } from './clock.ts';

export const BLOCK_DEBOUNCE_MS = 100;

interface BlockState {
  /** chainId -> { currentBlock, initialBlock } */
  byChain: Record<number, { currentBlock: number; initialBlock: number }>;
  update(chainId: number, block: number): void;
}

export const useBlockStore = create<BlockState>((set) => ({
  byChain: {},
  update: (chainId, block) =>
    set((s) => {
      const prev = s.byChain[chainId];
      if (prev && block <= prev.currentBlock) return s;
      return { byChain: { ...s.byChain, [chainId]: { currentBlock: block, initialBlock: prev?.initialBlock ?? block } } };
    }),
}));

/** Query keys (first element) that are refreshed on every new block. */
const PER_BLOCK_QUERIES = new Set(['readContract', 'readContracts', 'balance', 'perBlock']);

/** Mount once: polls the block number while visible and refreshes chain reads per block. */
export function BlockWatcher({ chainId }: { chainId: number }) {
  const visible = usePageVisible();
  const { data } = useWagmiBlockNumber({ chainId, watch: visible });
  const queryClient = useQueryClient();
  const update = useBlockStore((s) => s.update);

  useEffect(() => {
    if (data === undefined) return;
    const t = setTimeout(() => {
      update(chainId, Number(data));
      void queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && PER_BLOCK_QUERIES.has(q.queryKey[0]),
      });
    }, BLOCK_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [data, chainId, update, queryClient]);
  return null;
}

export function useCurrentBlock(chainId: number): number | undefined {
  return useBlockStore((s) => s.byChain[chainId]?.currentBlock);
}
