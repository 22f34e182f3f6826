/**
 * Route size budgets, checked by `npm test` (stage "lint"): builds the app into
 * test-results/app-size (never app/dist, which running devnets serve) with a
 * Vite manifest, and sums the gzipped JavaScript each page needs before it can
 * render: the static-import closure of the entry, the shell (ChainProvider,
 * App) and the page's lazy chunk. Fails when a page exceeds its budget in
 * bench/budgets.json; a page without a budget is listed, not failed.
 *
 *   npx tsx bench/size.ts            check
 *   npx tsx bench/size.ts --update [src/features/x/XPage.tsx ...]
 *       rewrite the budgets (of the pages already budgeted, plus those named)
 *       to today's sizes + margin
 *
 * Hand-written rather than size-limit: the manifest already has the chunk
 * graph per page, so the check is a graph walk and a gzip, no browser and no
 * second bundler (size-limit 12's file plugin cannot follow Vite's chunk graph).
 * The bench (bench/app.ts) measures the same pages in Chromium against the same budgets.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const budgetsFile = resolve(import.meta.dirname, 'budgets.json');
const outDir = resolve(root, 'test-results/app-size');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  /** Added to today's size by `--update` (a fraction: 0.05 = 5%). */
  margin: number;
  /** Page module (relative to app/) → budget in gzipped bytes. */
  pages: Record<string, number>;
}

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
}

/** Gzipped bytes of every JavaScript chunk statically reachable from `keys`. */
function closureSize(manifest: Manifest, keys: string[], dir: string, cache: Map<string, number>): number {
  const seen = new Set<string>();
  const stack = [...keys];
  let total = 0;
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) {
      let size = cache.get(chunk.file);
      if (size === undefined) {
        size = gzipSync(readFileSync(resolve(dir, chunk.file))).length;
        cache.set(chunk.file, size);
      }
      total += size;
    }
    stack.push(...(chunk.imports ?? []));
  }
  return total;
}

/** The feature module with this file name (src/features/<feature>/<file>), if exactly one. */
function featureModule(file: string): string | undefined {
  const dir = resolve(root, 'app/src/features');
  const found = readdirSync(dir).filter((f) => existsSync(resolve(dir, f, file)));
  return found.length === 1 ? `src/features/${found[0]}/${file}` : undefined;
}

/** Page module (src/features/x/YPage.tsx) → its manifest key, for every lazily loaded page. */
function pageChunks(manifest: Manifest): Map<string, string> {
  const app = manifest['src/app/App.tsx'];
  if (!app) throw new Error('manifest has no src/app/App.tsx');
  const pages = new Map<string, string>();
  for (const key of app.dynamicImports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    // A page module that another module also imports statically becomes a shared chunk
    // (no `src`): it is then known by its name.
    const src = chunk.src ?? featureModule(`${chunk.name}.tsx`);
    if (src && /Page\.tsx$/.test(src)) pages.set(src, key);
  }
  return pages;
}

export function measurePages(): Map<string, number> {
  const build = spawnSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
    cwd: resolve(root, 'app'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = ['index.html', 'src/chain/ChainProvider.tsx', 'src/app/App.tsx'].filter((k) => manifest[k]);
  const cache = new Map<string, number>();
  const sizes = new Map<string, number>();
  for (const [page, key] of pageChunks(manifest)) sizes.set(page, closureSize(manifest, [...shell, key], outDir, cache));
  return sizes;
}

function main(): number {
  const update = process.argv.includes('--update');
  const budgets = loadBudgets();
  const sizes = measurePages();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  let failed = 0;
  console.log('page JavaScript (gzipped, entry + shell + page chunk) against bench/budgets.json:');
  for (const [page, size] of [...sizes].sort(([a], [b]) => a.localeCompare(b))) {
    const budget = budgets.pages[page];
    const verdict = budget === undefined ? 'no budget' : size > budget ? 'OVER BUDGET' : 'ok';
    if (budget !== undefined && size > budget) failed++;
    console.log(`  ${basename(page).padEnd(26)} ${kb(size).padStart(9)}  budget ${budget === undefined ? '-' : kb(budget)}  ${verdict}`);
  }
  if (update) {
    const pages: Record<string, number> = {};
    for (const [page, size] of [...sizes].sort(([a], [b]) => a.localeCompare(b))) {
      if (!(page in budgets.pages) && !process.argv.includes(page)) continue;
      // Today's size plus the margin, rounded up to 512 bytes.
      pages[page] = Math.ceil((size * (1 + budgets.margin)) / 512) * 512;
    }
    writeFileSync(budgetsFile, `${JSON.stringify({ ...budgets, pages }, null, 2)}\n`);
    console.log(`budgets rewritten: ${budgetsFile}`);
    return 0;
  }
  if (failed > 0) console.error(`${failed} page(s) over budget: shrink them, or raise the budget in bench/budgets.json with a reason in the commit.`);
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] === import.meta.filename) process.exit(main());
