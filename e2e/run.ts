/**
 * `npm run test:e2e`: starts dedicated devnets (test ports, their own state folders, fresh chains, 1-second
 * blocks), runs the Playwright suite in Chromium against them, and stops them whatever the outcome.
 *
 * Lanes: E2E_LANES devnets (default 1), one Playwright worker each (e2e/lane.ts maps a worker's slot to its
 * devnet). Every test still has a chain of its own for its duration (a snapshot reverted after it); two lanes run
 * two spec files at once. On this project's 2-core machines one lane is the default: measured with two, the CPU
 * was saturated (each devnet's indexer, anvil, keepers and Chromium), the suite was hardly faster (25 tests in
 * 15 min against 19 with one lane) and tests that mine thousands of blocks ran out of time. Use more on more cores.
 * Extra arguments go to `playwright test` (e.g. a spec file). Exit code: Playwright's.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { root, startTestDevnet, type TestDevnet } from './devnet.ts';
import type { LaneDevnet } from './lane.ts';

/** Lane k's ports: the first lane's defaults (or E2E_*_PORT) plus k × 100. */
function portsOf(k: number) {
  const port = (name: string, base: string) => String(Number(process.env[name] ?? base) + 100 * k);
  return {
    rpcPort: port('E2E_RPC_PORT', '18545'),
    webPort: port('E2E_WEB_PORT', '15173'),
    indexerPort: port('E2E_INDEXER_PORT', '14069'),
    apiPort: port('E2E_API_PORT', '14000'),
    dir: k === 0 ? (process.env.E2E_DIR ?? '.devnet-test') : `${process.env.E2E_DIR ?? '.devnet-test'}-${k + 1}`,
  };
}

async function main(): Promise<number> {
  const lanes = Math.max(1, Number(process.env.E2E_LANES ?? '1') || 1);
  const devnets: TestDevnet[] = [];
  const described: LaneDevnet[] = [];
  try {
    // One after another: the first builds the app when its sources changed, the others find it built.
    for (let k = 0; k < lanes; k++) {
      const p = portsOf(k);
      const d = await startTestDevnet(p);
      devnets.push(d);
      described.push({
        rpcUrl: d.rpcUrl,
        webUrl: d.webUrl,
        deploymentFile: d.deploymentFile,
        indexerPort: p.indexerPort,
        apiPort: p.apiPort,
        dir: resolve(root, p.dir),
      });
    }
    const first = described[0]!;
    const pw = spawn(
      resolve(root, 'node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', `--workers=${lanes}`, ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_DEVNETS: JSON.stringify(described),
          E2E_WEB_URL: first.webUrl,
          E2E_RPC_URL: first.rpcUrl,
          E2E_DEPLOYMENT_FILE: first.deploymentFile,
        },
      },
    );
    return await new Promise<number>((done) => pw.once('exit', (code) => done(code ?? 1)));
  } finally {
    await Promise.all(devnets.map((d) => d.stop()));
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`e2e: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
