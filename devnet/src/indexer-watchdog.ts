/**
 * Keeps the devnet's indexer following the chain. Ponder follows ordinary
 * reorgs, but a devnet's chain can move in ways no public chain does: anvil's
 * evm_revert drops thousands of blocks at once (every e2e test reverts its
 * snapshot), and anvil_mine adds thousands in one call. After such a jump
 * Ponder's realtime sync was seen looping for good ("Block at number 1718 could
 * not be found", then "unknown block" with a rising retry count) while /ready
 * still answered 200 and /status kept a block of the dropped chain: every
 * history screen then showed stale rows until the devnet was restarted.
 *
 * The watchdog compares the indexer's newest block with the chain every few
 * seconds: the indexed head by hash (the indexer's `indexedHead` row, written
 * for every devnet block), or /status's number and timestamp until that row
 * exists. The indexer is stalled when its block is not on the chain (a number
 * past the head, another hash or timestamp at that number), or when it is more
 * than a few blocks behind and did not move since the last look. The hash
 * matters: a snapshot revert takes anvil's clock back too, so the blocks mined
 * again have the dropped ones' numbers and timestamps; an index of the dropped
 * history passed a number-and-timestamp check (CI saw rows of earlier tests). Stalled for
 * `stallMs` (15 s) in a row, or exited, it is restarted on a fresh index (the marker
 * check of indexer/src/main.ts is told to wipe): on the devnet that takes
 * seconds and is always right, where resuming from a database that holds
 * dropped blocks is not.
 *
 * A chain with a hole is told apart: anvil can lose blocks below its head when
 * a revert races a block being mined (devnet/src/mining.ts). Ponder fetches
 * blocks by number, so no index can pass the missing one, and restarting it
 * on a fresh index only looped (a fresh-clone npm test: "stays at block 392", four restarts). The
 * watchdog then says so once and stops restarting.
 *
 * Written here rather than with a process manager: the rule is about the chain,
 * which no process manager knows.
 */

export interface IndexedBlock {
  number: number;
  timestamp: number;
  /** From the indexed head row; /status has none. */
  hash?: string;
}

/** One look at the indexer and the chain. */
export interface Probe {
  /** The indexer's /status block; undefined when it did not answer. */
  indexed?: IndexedBlock;
  /** The chain's head number. */
  head: number;
  /** The timestamp of the chain's block at `indexed.number`; null when there is no such block. */
  canonicalTimestamp?: number | null;
  /** The hash of the chain's block at `indexed.number` (when known). */
  canonicalHash?: string;
  /** True when the chain has no block `indexed.number + 1` although its head is past it (looked at only when behind). */
  nextMissing?: boolean;
}

export interface WatchState {
  /** Since when (ms) the indexer has been stalled; undefined while it follows. */
  badSince?: number;
  /** The indexed block number at the previous look. */
  lastIndexed?: number;
  /** The block the chain lacked at the previous look (below its head). */
  missing?: number;
}

export interface Verdict {
  state: WatchState;
  /** Why it is stalled now (undefined while it follows). */
  problem?: string;
  /** Restart it now. */
  restart: boolean;
  /** Set when the chain itself is broken (a block missing below its head twice in a row): no restart helps. */
  broken?: string;
}

export interface WatchRules {
  /** Blocks behind the head that count as following. Default 3. */
  lagBlocks?: number;
  /** How long a stall lasts before a restart. Default 15 s. */
  stallMs?: number;
}

/** Pure rule: is the indexer following the chain, and has it been stalled long enough to restart it? */
export function judge(prev: WatchState, probe: Probe, now: number, rules: WatchRules = {}): Verdict {
  const lagBlocks = rules.lagBlocks ?? 3;
  const stallMs = rules.stallMs ?? 15_000;
  const problem = stallOf(prev, probe, lagBlocks);
  const state: WatchState = { lastIndexed: probe.indexed?.number };
  const missing = probe.nextMissing && probe.indexed ? probe.indexed.number + 1 : undefined;
  if (missing !== undefined) {
    state.missing = missing;
    // Twice in a row: a revert between the head's read and the block's can make one look miss a block.
    if (prev.missing === missing) {
      const broken = `the chain has no block ${missing} below its head ${probe.head}: anvil lost blocks (a snapshot revert raced a block being mined); no index can pass it, restart the devnet`;
      return { state, problem: broken, restart: false, broken };
    }
  }
  if (!problem) return { state, restart: false };
  state.badSince = prev.badSince ?? now;
  return { state, problem, restart: now - state.badSince >= stallMs };
}

function stallOf(prev: WatchState, p: Probe, lagBlocks: number): string | undefined {
  const b = p.indexed;
  if (!b) return 'it does not answer /status';
  if (b.number > p.head) return `its block ${b.number} is past the chain's head ${p.head}`;
  if (p.canonicalTimestamp === null) return `the chain has no block ${b.number}`;
  if (p.canonicalTimestamp !== undefined && p.canonicalTimestamp !== b.timestamp) return `its block ${b.number} is not the chain's`;
  if (b.hash && p.canonicalHash && b.hash.toLowerCase() !== p.canonicalHash.toLowerCase())
    return `its block ${b.number} is not the chain's`;
  if (p.head - b.number > lagBlocks && prev.lastIndexed === b.number)
    return `it stays at block ${b.number}, ${p.head - b.number} behind the head`;
  return undefined;
}

interface RpcBlock {
  number: string;
  timestamp: string;
  hash: string;
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(3_000),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/**
 * The indexer's `indexedHead` row (number, hash, timestamp) through its GraphQL; undefined when it does not answer
 * or has no row yet (an indexer started at the chain's head writes it with the next block).
 */
export async function indexedHead(indexerUrl: string): Promise<IndexedBlock | undefined> {
  try {
    const res = await fetch(`${indexerUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ indexedHead(id: "head") { number hash timestamp } }' }),
      signal: AbortSignal.timeout(3_000),
    });
    const body = (await res.json()) as { data?: { indexedHead?: IndexedBlock | null } };
    const h = body.data?.indexedHead;
    return h ? { number: h.number, timestamp: h.timestamp, hash: h.hash } : undefined;
  } catch {
    return undefined;
  }
}

/** Looks at the indexer and the chain once; undefined when the chain itself does not answer (nothing to judge). */
export async function probe(indexerUrl: string, rpcUrl: string): Promise<Probe | undefined> {
  let head: number;
  try {
    head = Number(await rpc<string>(rpcUrl, 'eth_blockNumber', []));
  } catch {
    return undefined;
  }
  let indexed = await indexedHead(indexerUrl);
  if (!indexed) {
    try {
      const res = await fetch(`${indexerUrl}/status`, { signal: AbortSignal.timeout(3_000) });
      const s = (await res.json()) as Record<string, { block?: IndexedBlock } | undefined>;
      const b = Object.values(s).find((c) => c?.block)?.block;
      indexed = b && { number: b.number, timestamp: b.timestamp };
    } catch {
      indexed = undefined;
    }
  }
  if (!indexed) return { head };
  if (indexed.number > head) return { head, indexed };
  const blockAt = (n: number) => rpc<RpcBlock | null>(rpcUrl, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, false]);
  try {
    const block = await blockAt(indexed.number);
    const found: Probe = {
      head,
      indexed,
      canonicalTimestamp: block ? Number(block.timestamp) : null,
      ...(block ? { canonicalHash: block.hash } : {}),
    };
    if (!block || head <= indexed.number + 1) return found;
    // Behind: is the next block there? (The head is read again: a revert meanwhile may have lowered it.)
    const next = await blockAt(indexed.number + 1);
    const nextMissing = next === null && Number(await rpc<string>(rpcUrl, 'eth_blockNumber', [])) > indexed.number + 1;
    return nextMissing ? { ...found, nextMissing } : found;
  } catch {
    return undefined;
  }
}

export interface Watchdog {
  stop(): void;
}

/**
 * Watches every `everyMs` and calls `restart` (awaited; no look meanwhile) when `judge` says so.
 * `exited` tells whether the service process is gone, which restarts it at once.
 */
export function watchIndexer(o: {
  indexerUrl: string;
  rpcUrl: string;
  exited: () => boolean;
  restart: (reason: string) => Promise<void>;
  log: (line: string) => void;
  everyMs?: number;
  rules?: WatchRules;
}): Watchdog {
  let state: WatchState = {};
  let stopped = false;
  let toldBroken: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      if (o.exited()) {
        await o.restart('it exited');
        state = {};
      } else {
        const p = await probe(o.indexerUrl, o.rpcUrl);
        if (p) {
          const v = judge(state, p, Date.now(), o.rules);
          state = v.state;
          if (v.broken && v.broken !== toldBroken) o.log(`indexer: ${v.broken}`);
          toldBroken = v.broken;
          if (v.restart && v.problem && !stopped) {
            await o.restart(`${v.problem} for ${Math.round((o.rules?.stallMs ?? 15_000) / 1000)} s`);
            state = {};
          }
        }
      }
    } catch (e) {
      o.log(`indexer watchdog: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!stopped) timer = setTimeout(tick, o.everyMs ?? 2_000);
  };
  timer = setTimeout(tick, o.everyMs ?? 2_000);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
