/**
 * `npm run cluster`: the devnet's chain, deployment, keepers and app as `npm
 * start` has them (startDevnet), with the indexer and the API as a cluster on
 * one throwaway PostgreSQL behind HAProxy (cluster.ts), and the app pointed at
 * the balancer. Prints every URL and writes them, with each process's role and
 * pid, to .devnet/cluster.json. Ctrl-C or SIGTERM stops everything it started.
 *
 * Its own ports (28xxx, clear of `npm start` and the e2e lanes) and state
 * folder (.devnet/cluster), so it runs beside `npm start`. Environment:
 * CLUSTER_BLOCK_TIME (seconds per block, default 3).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, ROOT, startDevnet, StepError, type Devnet } from '../devnet.ts';
import { startPostgres, type TestPostgres } from '../postgres.ts';
import { startCluster, writeClusterFile, type Cluster } from './cluster.ts';

const PORTS = {
  rpc: 28545,
  web: 28173,
  postgres: 28432,
  writer: 28069,
  readers: [28070, 28071],
  apis: [28001, 28002],
  graphql: 28080,
  api: 28081,
  stats: 28090,
};
const dir = join(ROOT, '.devnet/cluster');
const clusterFile = join(ROOT, '.devnet/cluster.json');
const blockTime = Number(process.env.CLUSTER_BLOCK_TIME) || 3;

const controller = new AbortController();
let pg: TestPostgres | undefined;
let cluster: Cluster | undefined;
let devnet: Devnet | undefined;
let stopping = false;
let writer: NodeJS.Timeout | undefined;

async function stopAll(): Promise<void> {
  clearInterval(writer);
  await devnet?.stop();
  await pg?.stop();
  rmSync(clusterFile, { force: true });
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster…`);
  const t0 = Date.now();
  if (devnet) {
    await stopAll();
    console.log(`stopped in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    process.exit(0);
  }
  controller.abort();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

async function main(): Promise<void> {
  const t0 = Date.now();
  // A fresh chain each run, as the database is fresh: an index must describe the chain it is on. (And anvil's reloaded
  // state answers a genesis hash that block 1 does not name as its parent, which Ponder takes for a reorg past
  // finality and stops indexing.) The app's build hash in the folder stays, so an unchanged app is not rebuilt.
  rmSync(join(dir, 'anvil-state.json'), { force: true });
  rmSync(join(dir, 'deployment.json'), { force: true });
  console.log(`▸ start PostgreSQL on 127.0.0.1:${PORTS.postgres}`);
  pg = await startPostgres({ port: PORTS.postgres, maxConnections: 200 });
  console.log(`✓ PostgreSQL ${pg.url} (pid ${pg.pid()})`);
  const databaseUrl = pg.url;
  const d = await startDevnet({
    rpcPort: PORTS.rpc,
    webPort: PORTS.web,
    blockTime,
    dir,
    deploymentFile: join(dir, 'deployment.json'),
    signal: controller.signal,
    services: async (ctx) => {
      cluster = await startCluster({
        host: HOST,
        rpcUrl: ctx.rpcUrl,
        deploymentFile: ctx.deploymentFile,
        databaseUrl,
        dir: ctx.dir,
        ports: PORTS,
        blockTime: ctx.blockTime,
        log: ctx.log,
        signal: controller.signal,
      });
      const c = cluster;
      const lines = [
        `GraphQL   ${c.graphqlUrl}/graphql  (HAProxy over ${PORTS.readers.length} readers)`,
        `API       ${c.apiUrl}  (HAProxy over ${PORTS.apis.length} API processes)`,
        `Balancer  ${c.statsUrl}`,
        `Database  ${databaseUrl}`,
        ...c.members.map((m) => `  ${m.role.padEnd(8)} ${m.name.padEnd(9)} ${m.url}  pid ${m.serverPid()}`),
        `Processes ${clusterFile}`,
      ];
      return { indexerUrl: c.graphqlUrl, apiUrl: c.apiUrl, lines, stop: () => c.stop() };
    },
  });
  devnet = d;
  const c = cluster!;
  const write = () =>
    writeClusterFile(clusterFile, c, {
      urls: { app: d.webUrl, rpc: d.rpcUrl },
      postgres: { url: databaseUrl, pid: pg?.pid() },
    });
  write();
  // Pids change when the supervisor restarts a process.
  writer = setInterval(write, 2_000);
  writer.unref();
  console.log(`Cluster ready in ${((Date.now() - t0) / 1000).toFixed(1)} s. Ctrl-C to stop.`);
  if (stopping) await stopAll().then(() => process.exit(0));
}

main().catch(async (e: unknown) => {
  await pg?.stop().catch(() => {});
  if (stopping) process.exit(0);
  if (e instanceof StepError) console.error(`\nnpm run cluster failed at step "${e.step}" (see above); everything it started was stopped.`);
  else console.error(`\nnpm run cluster failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
