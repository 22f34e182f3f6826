/**
 * `npm run lint` and the "lint" stage of `npm test`: the conventions a tool
 * enforces, each run to the end so one run shows every violation:
 * - Biome's linter and formatter (biome.jsonc): a file the formatter would change fails,
 * - knip: unused files, exports, types and dependencies (knip.jsonc),
 * - the per-page JavaScript budgets (bench/size.ts, bench/budgets.json).
 * The import boundaries (chain below features, features through their index.ts,
 * ui through ui/index.ts) are a unit test: app/src/architecture.test.ts.
 * Exit code 1 if any check fails.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (n: string) => resolve(root, 'node_modules/.bin', n);

const checks: { name: string; cmd: string; args: string[] }[] = [
  // Errors only here (warnings are listed by `npx biome lint`).
  { name: 'biome lint', cmd: bin('biome'), args: ['lint', '--diagnostic-level=error', '--max-diagnostics=50'] },
  // `npx biome format --write .` formats what this lists.
  { name: 'biome format', cmd: bin('biome'), args: ['format', '--max-diagnostics=20', '.'] },
  { name: 'knip', cmd: bin('knip'), args: ['--no-progress'] },
  { name: 'route size budgets', cmd: bin('tsx'), args: ['bench/size.ts'] },
];

const failed: string[] = [];
for (const c of checks) {
  console.log(`--- ${c.name}`);
  const r = spawnSync(c.cmd, c.args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed.push(c.name);
}
console.log(failed.length ? `lint: failed: ${failed.join(', ')}` : 'lint: all checks passed');
process.exit(failed.length ? 1 : 0);
