/**
 * `npm test`: every test of the project, in order of cost, stopping at the
 * first failing stage: type check, lint, unit tests, contract tests against anvil,
 * then the Playwright suite in Chromium against a dedicated devnet, then the chain-97 launch rehearsal. Prints a
 * closing "N passed, N failed" line summed over the stages.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (n: string) => resolve(root, 'node_modules/.bin', n);
const out = resolve(root, 'test-results');
mkdirSync(out, { recursive: true });

interface Stage {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  count?: () => { passed: number; failed: number; skipped: number };
  /** Counts read from the stage's own output (its stdout is then captured and echoed). */
  countOutput?: (stdout: string) => { passed: number; failed: number; skipped: number };
}

/** forge's closing line: "Ran 3 test suites in 1.2s (…): 5 tests passed, 0 failed, 0 skipped (5 total tests)". */
function forgeCounts(stdout: string) {
  const m = /(\d+) tests? passed, (\d+) failed, (\d+) skipped/.exec(stdout);
  if (!m) throw new Error('no forge summary');
  return { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3]) };
}

function vitestCounts(file: string) {
  return () => {
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  };
}

function playwrightCounts(file: string) {
  return () => {
    const r = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped };
  };
}

const only = process.argv[2];
const stages: Stage[] = [
  { name: 'contracts build', cmd: bin('tsx'), args: ['contracts/scripts/build.ts'] },
  { name: 'type check', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  // Biome lint, knip (dead code) and the per-page size budgets: scripts/lint.ts.
  { name: 'lint', cmd: bin('tsx'), args: ['scripts/lint.ts'] },
  {
    name: 'unit tests',
    cmd: bin('vitest'),
    args: ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${out}/unit.json`],
    count: vitestCounts(`${out}/unit.json`),
  },
  {
    name: 'contract tests',
    cmd: bin('vitest'),
    args: ['run', '--project', 'contracts', '--reporter=default', '--reporter=json', `--outputFile=${out}/contracts.json`],
    count: vitestCounts(`${out}/contracts.json`),
  },
  {
    // A fresh fuzz seed each run, printed for replay (contracts/scripts/forge-test.ts).
    name: 'forge invariants',
    cmd: bin('tsx'),
    args: ['contracts/scripts/forge-test.ts'],
    countOutput: forgeCounts,
  },
  {
    name: 'service tests',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'services',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}/services.json`,
    ],
    count: vitestCounts(`${out}/services.json`),
  },
  {
    name: 'browser tests',
    cmd: bin('tsx'),
    args: ['e2e/run.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` },
    count: playwrightCounts(`${out}/e2e.json`),
  },
  {
    // The chain-97 launch rehearsal: a bare anvil as BSC testnet, the operator's commands, Chromium on the result
    // (e2e/rehearsal/run.ts; its own ports and folder, .rehearsal/).
    name: 'launch rehearsal',
    cmd: bin('tsx'),
    args: ['e2e/rehearsal/run.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/rehearsal.json` },
    count: playwrightCounts(`${out}/rehearsal.json`),
  },
].filter((s) => !only || s.name.startsWith(only));

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
let failedStage: string | undefined;
for (const s of stages) {
  const t0 = Date.now();
  console.log(`\n=== ${s.name} ===`);
  const r = spawnSync(s.cmd, s.args, {
    cwd: s.cwd ?? root,
    stdio: ['inherit', s.countOutput ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, ...s.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (s.countOutput) process.stdout.write(r.stdout ?? '');
  if (s.count || s.countOutput) {
    try {
      const c = s.countOutput ? s.countOutput(String(r.stdout ?? '')) : s.count!();
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
    } catch {
      /* the stage died before writing its report; its exit code says so */
    }
  }
  console.log(`=== ${s.name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(0)} s ===`);
  if (r.status !== 0) {
    failedStage = s.name;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
}
console.log(
  `\nnpm test: ${failedStage ? `failed at "${failedStage}"` : 'all stages passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
