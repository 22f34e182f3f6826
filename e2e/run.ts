/**
 * `npm run test:e2e`: starts a dedicated devnet (test ports, its own state
 * folder, fresh chain, 1-second blocks), runs the Playwright suite in
 * Chromium against it, and stops the devnet whatever the outcome.
 * Extra arguments go to `playwright test` (e.g. a spec file). Exit code: Playwright's.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { root, startTestDevnet } from './devnet.ts';

async function main(): Promise<number> {
  const devnet = await startTestDevnet();
  try {
    const pw = spawn(resolve(root, 'node_modules/.bin/playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_WEB_URL: devnet.webUrl, E2E_RPC_URL: devnet.rpcUrl, E2E_DEPLOYMENT_FILE: devnet.deploymentFile },
    });
    return await new Promise<number>((done) => pw.once('exit', (code) => done(code ?? 1)));
  } finally {
    await devnet.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`e2e: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
