/**
 * API latency under concurrent load on loopback: p50/p95 and errors of
 * GET /api/users/{address} (registered and unregistered addresses) and GET /api/users/valid/{name}, each for 10 s with
 * 20 connections (autocannon), on PGlite and, when Debian's PostgreSQL is
 * installed, on a throwaway cluster. The API runs as its own process (the real
 * `api/src/main.ts`), seeded with 100 registered names through the real
 * POST /api/users/register. Printed beside the limit p95 <= 50 ms as a ratio.
 *
 *   npx tsx bench/api.ts                      # both engines
 *   BENCH_API_ENGINES=pglite npx tsx bench/api.ts
 *   BENCH_API_SECONDS=5 BENCH_API_CONNECTIONS=10 npx tsx bench/api.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { buildRegistrationMessage, newRegistrationNonce } from '../packages/sdk/src/profile/index.ts';
import { startPostgres, type TestPostgres } from '../scripts/testing/postgres.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT_P95_MS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 20);
const USERS = 100;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => done(port));
    });
  });
}

async function startApi(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', CHAIN_ID: '31337', DEPLOYMENT_FILE: '', RPC_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  };
  for (const until = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`api exited: ${log.trim().split('\n').slice(-5).join('\n')}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error('api not healthy within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop };
}

/** 100 deterministic accounts with names, registered through the real endpoint. */
async function seed(url: string): Promise<string[]> {
  const addresses: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const account = privateKeyToAccount(keccak256(toHex(`fuelswap bench api ${i}`)));
    const username = `bench${i}`;
    const message = buildRegistrationMessage({
      username,
      address: account.address,
      chainId: 31337,
      nonce: newRegistrationNonce(),
      issuedAt: new Date().toISOString(),
    });
    const res = await fetch(`${url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: account.address, username, message, signature: await account.signMessage({ message }) }),
    });
    if (res.status !== 201) throw new Error(`seeding ${username}: ${res.status} ${await res.text()}`);
    addresses.push(account.address);
  }
  return addresses;
}

interface Figures {
  requests: number;
  p50: number;
  p95: number;
  errors: number;
  rps: number;
}

/** Cycles through `paths`; every answer other than 200 counts as an error. */
async function load(url: string, paths: string[]): Promise<Figures> {
  let i = 0;
  const times: number[] = [];
  let wrong = 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] ?? '/' }) }],
      },
      (err, res) => (err ? fail(err) : done(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) wrong++;
    });
  });
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN;
  return {
    requests: times.length,
    p50: q(0.5),
    p95: q(0.95),
    errors: wrong + result.errors + result.timeouts,
    rps: result.requests.average,
  };
}

function line(name: string, engine: string, f: Figures): string {
  return `  ${name.padEnd(30)} ${engine.padEnd(8)} p50 ${f.p50.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  limit ${LIMIT_P95_MS} ms: ${(f.p95 / LIMIT_P95_MS).toFixed(3)}x  errors ${f.errors}/${f.requests}  ${Math.round(f.rps)} req/s`;
}

export async function benchApi(): Promise<string[]> {
  const wanted = (process.env.BENCH_API_ENGINES ?? 'pglite,postgres').split(',');
  const lines = [`  ${CONNECTIONS} connections, ${SECONDS} s per endpoint, loopback, ${USERS} registered names`];
  for (const engine of wanted) {
    let pg: TestPostgres | undefined;
    let dir: string | undefined;
    if (engine === 'postgres') {
      if (!existsSync('/usr/lib/postgresql')) {
        lines.push('  postgres: skipped (Debian postgresql not installed)');
        continue;
      }
      pg = await startPostgres();
    } else dir = mkdtempSync(path.join(tmpdir(), 'fuelswap-bench-api-'));
    const api = await startApi(pg ? { DATABASE_URL: pg.url } : { API_DATA_DIR: path.join(dir ?? '', 'db'), DATABASE_URL: '' });
    try {
      const addresses = await seed(api.url);
      // Registered names are cached after their first read (they never change); unregistered
      // addresses are read from the database every time.
      lines.push(
        line(
          'GET /api/users/{registered}',
          engine,
          await load(
            api.url,
            addresses.map((a) => `/api/users/${a}`),
          ),
        ),
      );
      const nobody = Array.from(
        { length: 500 },
        (_, k) => `/api/users/${privateKeyToAccount(keccak256(toHex(`fuelswap bench nobody ${k}`))).address}`,
      );
      lines.push(line('GET /api/users/{no name}', engine, await load(api.url, nobody)));
      const free = Array.from({ length: 500 }, (_, k) => `/api/users/valid/free${k}`);
      lines.push(line('GET /api/users/valid/{name}', engine, await load(api.url, free)));
    } finally {
      await api.stop();
      await pg?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const l of await benchApi()) console.log(l);
}
