/**
 * Writes the next migration from src/db/schema.ts into api/drizzle/:
 *   npm run db:generate -w api -- --name <what-changed>
 *
 * Why a wrapper: drizzle-kit is hoisted to the root node_modules and imports
 * `drizzle-orm` from there, but npm keeps drizzle-orm 0.45 under api/node_modules
 * (Ponder pins an older one). For the run, the root gets a link to ours.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootOrm = join(api, '..', 'node_modules', 'drizzle-orm');
const ours = join(api, 'node_modules', 'drizzle-orm');
const link = !existsSync(rootOrm) && existsSync(ours);
if (link) symlinkSync(ours, rootOrm, 'dir');
try {
  const kit = join(api, '..', 'node_modules', '.bin', 'drizzle-kit');
  const r = spawnSync(kit, ['generate', ...process.argv.slice(2)], { cwd: api, stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
} finally {
  if (link) rmSync(rootOrm);
}
