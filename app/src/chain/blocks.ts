/**
 * Block tracking: the latest
 * block is polled while the page is visible; the highest block seen is kept
 * per chain, with the initial block set once on the first update (once per
 * poll, so far less often than the spec's 100 ms). Every poll refreshes the
 * chain reads, which viem batches into one Multicall3 request, sent with the
 * block number in one JSON-RPC batch.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import { getBlockNumber } from 'wagmi/actions';
import { create } from 'zustand';
import { usePageVisible } from './clock.ts';
import { pollingIntervalFor } from './wagmi.ts';

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

/**
 * Chain health: the chain counts as not
 * responding when no new block has been seen for longer than `staleAfterMs`,
 * or when the last block poll failed. The block poll is the only clock: a
 * stopped RPC (its requests hang until the transport's timeout) and a chain
 * that stopped producing blocks look the same, and both mean the figures on
 * screen may be out of date. Counting starts afresh when the tab becomes
 * visible again (a hidden tab polls nothing, so its silence proves nothing).
 */
export interface ChainHealth {
  /** True while figures may be out of date; actions that sign on them are disabled. */
  stale: boolean;
}

interface HealthState {
  stale: boolean;
  set(stale: boolean): void;
}

export const useHealthStore = create<HealthState>((set) => ({
  stale: false,
  set: (stale) => set((s) => (s.stale === stale ? s : { stale })),
}));

/**
 * Two block times, measured with the block poll: the app sees a new block only
 * once per poll, so the threshold is two polling intervals (6 s on the devnet,
 * whose app polls every 3 s; 12 s on BSC, where the spec's poll is 6 s and a
 * block 3 s). A failed poll marks the chain stale at once.
 */
export function staleAfterMs(chainId: number): number {
  return 2 * pollingIntervalFor(chainId);
}

/** How often the silence is measured: fine enough to report within the threshold. */
const HEALTH_TICK_MS = 500;

/** Pure rule for the watcher: stale when the poll failed or the last new block is older than the threshold. */
export function isStale(p: { now: number; lastBlockAt: number; pollFailed: boolean; staleAfter: number }): boolean {
  return p.pollFailed || p.now - p.lastBlockAt > p.staleAfter;
}

/** The chain's health for features: `stale` disables actions that would sign on stale numbers. */
export function useChainHealth(): ChainHealth {
  const stale = useHealthStore((s) => s.stale);
  return { stale };
}

/**
 * Mount once: polls the block number while visible and refreshes the chain
 * reads with it. One HTTP request per refresh: each
 * tick invalidates the per-block reads and asks the block number in the same
 * moment, so the transport's JSON-RPC batch (chain/wagmi.ts) carries
 * eth_blockNumber and the page's aggregate3 in one POST. The reads so
 * refreshed are those of the block the poll finds (on BSC a 6 s poll always
 * finds a new 3 s block; on the devnet the poll is one block). Hand-written
 * rather than wagmi's useBlockNumber({ watch }): that one polls on its own
 * clock and the reads could only follow its answer, in a second request.
 * A hidden tab polls and reads nothing.
 */
export function BlockWatcher({ chainId }: { chainId: number }) {
  const visible = usePageVisible();
  const config = useConfig();
  const queryClient = useQueryClient();
  const update = useBlockStore((s) => s.update);
  const lastBlockAt = useRef(Date.now());
  const lastBlock = useRef<bigint | undefined>(undefined);
  const [pollFailed, setPollFailed] = useState(false);

  useEffect(() => {
    if (!visible) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const tick = async () => {
      // Back from hidden (or the first tick): the reads were just mounted or are refreshed below on the answer.
      if (!first) invalidatePerBlock(queryClient);
      const wasFirst = first;
      first = false;
      try {
        const n = await getBlockNumber(config, { chainId, cacheTime: 0 });
        if (stopped) return;
        setPollFailed(false);
        if (lastBlock.current === undefined || n > lastBlock.current) {
          const had = lastBlock.current !== undefined;
          lastBlock.current = n;
          lastBlockAt.current = Date.now();
          useHealthStore.getState().set(false);
          update(chainId, Number(n));
          // After a hidden spell the reads are a spell old: refresh them at once.
          if (wasFirst && had) invalidatePerBlock(queryClient);
        }
      } catch {
        if (stopped) return;
        setPollFailed(true);
      }
      if (!stopped) timer = setTimeout(() => void tick(), pollingIntervalFor(chainId));
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [visible, chainId, config, queryClient, update]);

  // The silence is counted only while the tab is visible (and polling): afresh on each return.
  useEffect(() => {
    if (visible) lastBlockAt.current = Date.now();
  }, [visible]);
  useEffect(() => {
    if (!visible) return;
    const setStale = useHealthStore.getState().set;
    const check = () =>
      setStale(isStale({ now: Date.now(), lastBlockAt: lastBlockAt.current, pollFailed, staleAfter: staleAfterMs(chainId) }));
    check();
    const id = setInterval(check, HEALTH_TICK_MS);
    return () => clearInterval(id);
  }, [visible, chainId, pollFailed]);
  return null;
}

function invalidatePerBlock(queryClient: QueryClient): void {
  void queryClient.invalidateQueries(
    { predicate: (q) => typeof q.queryKey[0] === 'string' && PER_BLOCK_QUERIES.has(q.queryKey[0]) },
    // A read still running when the next block arrives finishes; this block's refetch is skipped. By default a
    // new block cancelled it and started again, so a read slower than one block (a busy node, 1-second test
    // blocks) never settled: an allowance stuck after Enable, a preview stuck on "Simulating".
    { cancelRefetch: false },
  );
}

export function useCurrentBlock(chainId: number): number | undefined {
  return useBlockStore((s) => s.byChain[chainId]?.currentBlock);
}
