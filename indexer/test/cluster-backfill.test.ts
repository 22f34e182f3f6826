/**
 * The cluster's writer SIGKILLed in the middle of its backfill, on a throwaway
 * PostgreSQL: its supervisor starts it again, Ponder recovers from its last
 * checkpoint (after the dead process's lock expires: 25 s in production, 5 s
 * here, PONDER_DATABASE_HEARTBEAT_TIMEOUT_MS in patches/ponder+0.16.6.patch), and the
 * finished tables equal a clean index of the same chain in another schema:
 * the same row counts and the same hash of every row of the history tables.
 *
 * On the devnet no block is final (patches/ponder+0.16.6.patch keeps 10,000
 * blocks unfinalized for 31337), so the whole history is indexed block by
 * block as live blocks, and every row written is in Ponder's reorg tables:
 * crash recovery reverts them all and indexes the chain again from the start.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/testing/postgres.ts';
import { clusterOn, sleep } from './cluster-harness.ts';
import { startChain, tempDir, tokenAddress, trader, waitFor } from './harness.ts';

const WAD = 10n ** 18n;
/** Swaps in the history, each in a block of its own: enough that the kill lands with part of them written. */
const SWAPS = 30;
const available = !!process.env.CI || existsSync('/usr/lib/postgresql');
/** Ponder's lock on a schema outlives its writer by this much (25 s unset): kept short to bound the test. */
const env = { PONDER_DATABASE_HEARTBEAT_TIMEOUT_MS: '5000' };
const TABLES = ['token', 'pair', 'swap', 'mint', 'burn', 'account', 'pair_hour_data', 'token_day_data'];

async function ready(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Row count and an md5 over every row (as JSON, in id order) of each table. */
async function fingerprint(client: pg.Client, schema: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of TABLES) {
    const r = await client.query<{ n: number; h: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(row_to_json(x)::text, ',' ORDER BY x.id)) AS h FROM "${schema}"."${t}" x`,
    );
    out[t] = `${r.rows[0]?.n} ${r.rows[0]?.h ?? '-'}`;
  }
  return out;
}

describe.skipIf(!available)('the cluster writer killed mid-backfill', () => {
  const stoppers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const s of stoppers.reverse()) await s().catch(() => {});
  });

  it('resumes after a restart and ends with the tables of a clean index', async () => {
    const dir = tempDir('cluster-backfill');
    const db = await startPostgres({ maxConnections: 100 });
    stoppers.push(() => db.stop());
    const chain = await startChain(dir);
    stoppers.push(() => chain.anvil.stop());
    // A history to backfill: swaps each in a block of its own.
    const d = chain.deployment;
    const t = await trader(chain, 2);
    const BUSD = tokenAddress(d, 'BUSD');
    for (let i = 0; i < SWAPS; i++) await t.swapExactIn(BigInt(i + 1) * WAD, i % 2 ? [BUSD, d.contracts.WBNB] : [d.contracts.WBNB, BUSD]);
    // Asked of the chain now: viem answers getBlockNumber from a cache of the last 4 s (the receipts' polling), and a
    // head read that way is blocks short of the last swap, so "both at the head" held while the indexes were still
    // writing the last swaps (the 59 and 53 of 60 rows once seen here: no row was lost, the comparison came early).
    const head = Number(await t.pub.getBlockNumber({ cacheTime: 0 }));

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    stoppers.push(() => client.end());
    const swapRows = async (schema: string) => {
      try {
        return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}".swap`)).rows[0]?.n ?? 0;
      } catch {
        return 0;
      }
    };

    const killed = await clusterOn(chain, db.url, join(dir, 'a'), { readers: 0, apis: 0 }, { waitForBackfill: false, env });
    stoppers.push(() => killed.stop());
    const writer = killed.member('writer');
    // Kill as soon as some of the history is in. Ponder's backfill proper ends at the block it takes as final (its
    // /ready), and the blocks after it are indexed one commit each: the kill lands in either, with part written.
    const t0 = Date.now();
    let before = 0;
    while (Date.now() - t0 < 30_000) {
      before = await swapRows('fuelswap_indexer');
      if (before > 0) break;
      await sleep(10);
    }
    const wasReady = await ready(writer.url);
    const pid = writer.serverPid();
    writer.kill('SIGKILL');

    // A clean index of the same chain beside it, while the killed one waits for its lock to expire.
    const clean = await clusterOn(
      chain,
      db.url,
      join(dir, 'b'),
      { readers: 0, apis: 0 },
      { schema: 'clean_index', viewsSchema: 'clean_views', waitForBackfill: true, env },
    );
    stoppers.push(() => clean.stop());

    await waitFor('the restarted writer to finish its backfill', async () => writer.restarts() > 0 && (await ready(writer.url)), 90_000);
    const restartedS = (Date.now() - t0) / 1000;
    // Both caught up with the chain's head (their checkpoints), whatever rows that makes.
    const atHead = async (schema: string) => {
      const r = await client.query<{ c: string | null }>(`SELECT max(latest_checkpoint) AS c FROM "${schema}"._ponder_checkpoint`);
      return Number(r.rows[0]?.c?.slice(26, 42) ?? 0) >= head;
    };
    await waitFor('both indexes at the head', async () => (await atHead('fuelswap_indexer')) && (await atHead('clean_index')), 60_000);
    const a = await fingerprint(client, 'fuelswap_indexer');
    const b = await fingerprint(client, 'clean_index');
    console.log(
      `cluster: writer (pid ${pid}) SIGKILLed mid-backfill (past the final block: ${wasReady}, ${before} swap rows of ${SWAPS}, head block ${head}); restarted as pid ${writer.serverPid()}, ready ${restartedS.toFixed(1)} s after the kill, both at the head after ${((Date.now() - t0) / 1000).toFixed(1)} s; resumed / clean:\n${TABLES.map((x) => `  ${x}: ${a[x]} / ${b[x]}`).join('\n')}`,
    );
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(SWAPS);
    expect(a.swap?.startsWith(`${SWAPS} `)).toBe(true);
    expect(a).toEqual(b);
  }, 150_000);
});
