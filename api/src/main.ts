/**
 * The API service. Run: node_modules/.bin/tsx api/src/main.ts
 *
 *   API_PORT          default 4000
 *   API_HOST          default 127.0.0.1
 *   API_DATA_DIR      PGlite data folder, default .devnet/api-db (never shared with another process)
 *   DATABASE_URL      when set, PostgreSQL through node-postgres instead of PGlite; required off the devnet (31337)
 *   RPC_URL           the chain, for smart-account (ERC-1271) signatures; plain accounts need no chain; the voting
 *                     hub's, required for it off the devnet (src/settings.ts)
 *   DEPLOYMENT_FILE   the deployment JSON whose chainId signed messages must name (else CHAIN_ID, else 31337);
 *                     its `voting` section turns on the voting hub (/api/voting), which reads power through RPC_URL
 *   API_CORS_ORIGINS  comma-separated allowed web origins; default any loopback origin
 *   API_TRUST_PROXY   1: the voting hub's per-IP rate limit takes the client from the last X-Forwarded-For hop
 *                     (set it only behind a load balancer that writes that header)
 */
import { existsSync, readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/index.ts';
import { createTypedDataVerifier, createVerifier } from './verify.ts';
import { apiChainId, apiDatabaseUrl } from './settings.ts';
import { votingFromDeployment } from './voting/config.ts';

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 4000);
  const host = process.env.API_HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`API_PORT must be a port number, got ${process.env.API_PORT}`);
  const dataDir = process.env.API_DATA_DIR || '.devnet/api-db';
  const corsOrigins = process.env.API_CORS_ORIGINS
    ? process.env.API_CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

  const chainId = apiChainId();
  const databaseUrl = apiDatabaseUrl(chainId);
  const file = process.env.DEPLOYMENT_FILE;
  const voting =
    file && existsSync(file) ? votingFromDeployment(JSON.parse(readFileSync(file, 'utf8')), process.env.RPC_URL || undefined) : undefined;
  if (!voting) console.log('[api] no voting section in DEPLOYMENT_FILE: the voting hub is off');
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const rpcUrl = process.env.RPC_URL || undefined;
  const app = createApp({
    database,
    chainId,
    verify: createVerifier(rpcUrl),
    corsOrigins,
    voting: voting && { ...voting, verifyTypedData: createTypedDataVerifier(rpcUrl), trustProxy: process.env.API_TRUST_PROXY === '1' },
  });
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
    console.log(`[api] listening on http://${host}:${info.port} (chain ${chainId}, ${where})`);
  });
  server.on('error', (e) => {
    console.error(`[api] cannot listen on ${host}:${port}: ${e.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: stopping`);
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    // Keep-alive connections may hold close() open: give up after 3 s.
    setTimeout(() => process.exit(0), 3_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Started by the devnet supervisor: stop when it is gone (killed without stopping us), so no
  // orphan keeps the port and answers health checks for a later devnet with a deleted database.
  const supervisor = Number(process.env.SUPERVISOR_PID);
  if (Number.isInteger(supervisor) && supervisor > 0) {
    setInterval(() => {
      try {
        process.kill(supervisor, 0);
      } catch {
        stop('supervisor gone');
      }
    }, 2_000).unref();
  }
}

main().catch((e: unknown) => {
  // A refused configuration says why in one line; anything else keeps its stack.
  const refusal = e instanceof Error && /is required on chain/.test(e.message);
  console.error(`[api] failed to start: ${refusal ? (e as Error).message : ((e as Error).stack ?? e)}`);
  process.exit(1);
});
