/**
 * What the cluster fault tests share: a cluster (devnet/src/cluster) on a
 * throwaway PostgreSQL over the harness's small chain, on free loopback ports,
 * and a bounded load loop that counts what the client saw.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../../contracts/scripts/anvil.ts';
import { startCluster, type Cluster, type ClusterOptions } from '../../devnet/src/cluster/cluster.ts';
import type { Chain } from './harness.ts';

export async function clusterOn(
  chain: Chain,
  databaseUrl: string,
  dir: string,
  shape: { readers: number; apis: number },
  over: Partial<ClusterOptions> = {},
): Promise<Cluster> {
  const free = async (n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(await findFreePort());
    return out;
  };
  const [writer, graphql, api, stats] = await free(4);
  mkdirSync(dir, { recursive: true });
  return startCluster({
    host: '127.0.0.1',
    rpcUrl: chain.rpcUrl,
    deploymentFile: chain.deploymentFile,
    databaseUrl,
    dir: join(dir, 'cluster'),
    ports: {
      writer: writer!,
      readers: await free(shape.readers),
      apis: await free(shape.apis),
      graphql: graphql!,
      api: api!,
      stats: stats!,
    },
    blockTime: 1,
    log: () => {},
    ...over,
  });
}

export interface LoadResult {
  sent: number;
  failed: number;
  /** The first few failures: status or error text. */
  failures: string[];
}

/**
 * `concurrency` loops, each sending one request after another until `stop()`; a request fails when it throws or
 * answers other than 2xx. A bounded loop of fetches rather than autocannon: it must see each answer's status.
 */
export function load(concurrency: number, request: () => Promise<Response>): { stop(): Promise<LoadResult> } {
  let running = true;
  const r: LoadResult = { sent: 0, failed: 0, failures: [] };
  const loop = async () => {
    while (running) {
      r.sent++;
      try {
        const res = await request();
        await res.arrayBuffer();
        if (res.status < 200 || res.status > 299) {
          r.failed++;
          if (r.failures.length < 5) r.failures.push(`status ${res.status}`);
        }
      } catch (e) {
        r.failed++;
        if (r.failures.length < 5) r.failures.push(e instanceof Error ? (e.cause ? String(e.cause) : e.message) : String(e));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return r;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
