/**
 * `npm run test:e2e`: starts a dedicated devnet (test ports, its own state
 * folder, fresh chain, 1-second blocks), waits until it is healthy, runs the
 * Playwright suite in Chromium against it, and stops the devnet whatever the
 * outcome. Exit code: Playwright's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const RPC_PORT = process.env.E2E_RPC_PORT ?? '18545';
const WEB_PORT = process.env.E2E_WEB_PORT ?? '15173';
const DIR = resolve(root, '.devnet-test');
const DEPLOYMENT_FILE = resolve(DIR, 'deployment.json');

async function waitFor(url: string, ms: number, devnet: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (devnet.exitCode !== null) throw new Error(`the devnet exited with code ${devnet.exitCode} before it was ready`);
    try {
      const r = await fetch(url);
      if (r.ok && existsSync(DEPLOYMENT_FILE)) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the devnet did not become healthy at ${url} within ${ms / 1000} s`);
}

function stop(p: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (p.exitCode !== null) return done();
    p.once('exit', () => done());
    p.kill('SIGINT');
    setTimeout(() => p.kill('SIGKILL'), 10_000).unref();
  });
}

async function main(): Promise<number> {
  // A fresh chain every run: tests assume the seeded state.
  rmSync(resolve(DIR, 'anvil-state.json'), { force: true });
  rmSync(DEPLOYMENT_FILE, { force: true });
  const env = {
    ...process.env,
    RPC_PORT,
    WEB_PORT,
    DEVNET_DIR: DIR,
    DEPLOYMENT_FILE,
    DEVNET_BLOCK_TIME: process.env.E2E_BLOCK_TIME ?? '1',
  };
  const devnet = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'devnet/src/start.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${WEB_PORT}/healthz`, 240_000, devnet);
    const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
    const pw = spawn(resolve(root, 'node_modules/.bin/playwright'), args.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_WEB_URL: `http://127.0.0.1:${WEB_PORT}`,
        E2E_RPC_URL: `http://127.0.0.1:${RPC_PORT}`,
        E2E_DEPLOYMENT_FILE: DEPLOYMENT_FILE,
      },
    });
    return await new Promise<number>((done) => pw.once('exit', (code) => done(code ?? 1)));
  } finally {
    await stop(devnet);
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`e2e: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
