/**
 * `npm run test:forge` (and npm test's forge stage): forge's unit, fuzz and invariant tests with a fresh fuzz seed
 * on every run, printed first so that a failure found by one run can be replayed exactly:
 *
 *   FOUNDRY_FUZZ_SEED=0x… npm run test:forge
 *
 * A fixed seed in foundry.toml would replay the same sequences on every CI run, so the money rules would only
 * ever be exercised along one path per invariant; a new seed each run makes every run explore new ones. A seed
 * already in the environment is kept (the replay). Extra arguments go to `forge test` (e.g. `--match-path`).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

const contracts = resolve(import.meta.dirname, '..');
const forge = resolve(contracts, '../node_modules/.bin/forge');

/** A 32-byte seed in hex, what forge's `fuzz.seed` takes; an explicit one must be hex too. */
function chooseSeed(given: string | undefined): string {
  if (given === undefined || given === '') return `0x${randomBytes(32).toString('hex')}`;
  if (!/^0x[0-9a-fA-F]{1,64}$/.test(given)) throw new Error(`FOUNDRY_FUZZ_SEED must be 0x and up to 64 hex digits, got "${given}"`);
  return given;
}

const seed = chooseSeed(process.env.FOUNDRY_FUZZ_SEED);
console.log(`forge fuzz seed ${seed} (replay: FOUNDRY_FUZZ_SEED=${seed} npm run test:forge)`);
const r = spawnSync(forge, ['test', ...process.argv.slice(2)], {
  cwd: contracts,
  stdio: 'inherit',
  env: { ...process.env, FOUNDRY_FUZZ_SEED: seed },
});
if (r.error) throw r.error;
process.exit(r.status ?? 1);
