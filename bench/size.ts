/**
 * Route size budgets, checked by `npm test` (stage "lint"): builds the app into
 * test-results/app-size (never app/dist, which running devnets serve) with a
 * Vite manifest and sums gzipped JavaScript over the chunk graph:
 * - the shell: the static-import closure of the entry, ChainProvider and App,
 *   which every page loads first;
 * - each page's own JavaScript: what its lazy chunk adds on top of the shell.
 * A page needs the sum of the two before it can render. Each has its own
 * budget in bench/budgets.json, so a page that grows fails as that page, and
 * code added to the shell fails the shell's budget once, not every page's.
 * A page without a budget is listed, not failed. A route (shell + page) past
 * the limit in bench/budgets.json `limits` (150 kB for /swap, 180 kB
 * for the others) fails too, whatever the page's budget says.
 * Beside the gzip estimate, each route's bytes as served: the files a first
 * visit fetches before the page can render (index.html, the JavaScript and
 * CSS of the shell and the page, the English locale), each counted as the
 * precompressed brotli file the server sends (app/precompress.ts), or as it
 * is when it has none. A route past `servedLimits` fails (200 kB for /swap's
 * first visit: the devnet's runtime JSON and the RPC come on top, measured by
 * bench/phone.ts).
 *
 * Two builds are checked against the same budgets: the devnet's (the default), and a BSC testnet one
 * (VITE_CHAIN_ID=97) with the fixture deployment file app/test-fixtures/deployment-97.json, which must also
 * serve that file as deployment.json and have index.html's boot script request it (app/deploymentFile.ts).
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
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const budgetsFile = resolve(import.meta.dirname, 'budgets.json');

/** A build to measure: its environment and its own output folder. */
interface SizeBuild {
  label: string;
  env: Record<string, string>;
  outDir: string;
}

const FIXTURE_97 = 'app/test-fixtures/deployment-97.json';
const BUILDS: SizeBuild[] = [
  { label: 'devnet (31337)', env: { VITE_CHAIN_ID: '31337', VITE_DEPLOYMENT_FILE: '' }, outDir: resolve(root, 'test-results/app-size') },
  {
    label: `BSC testnet (97) with ${FIXTURE_97}`,
    env: { VITE_CHAIN_ID: '97', VITE_DEPLOYMENT_FILE: FIXTURE_97 },
    outDir: resolve(root, 'test-results/app-size-97'),
  },
];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  /** Added to today's size by `--update` (a fraction: 0.05 = 5%). */
  margin: number;
  /** The shell every page loads first, in gzipped bytes. */
  shell: number;
  /** Page module (relative to app/) → its own JavaScript beyond the shell, in gzipped bytes. */
  pages: Record<string, number>;
  /**
   * The targets for a route's whole first load (shell + page), in gzipped bytes: `*` for every route,
   * or a page module for its own (/swap: 150 kB; others 180 kB). Printed as a ratio beside each figure
   * (here and in `npm run bench`'s bundle analysis); the budgets above are what fails the check.
   */
  limits: Record<string, number>;
  /** A route's first visit in bytes as served (brotli), `*` or per page module, like `limits`. */
  servedLimits?: Record<string, number>;
}

/** The limit for a route's shell + page, in gzipped bytes. */
export function routeLimit(budgets: Budgets, page: string): number | undefined {
  return budgets.limits?.[page] ?? budgets.limits?.['*'];
}

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
}

/** The route's served-bytes limit, if any. */
export function servedLimit(budgets: Budgets, page: string): number | undefined {
  return budgets.servedLimits?.[page] ?? budgets.servedLimits?.['*'];
}

/** Every file (JavaScript, its CSS and assets) statically reachable from `keys`. */
function closureFiles(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

/** Gzipped bytes of the JavaScript among `files`. */
function gzipSize(files: Iterable<string>, dir: string, cache: Map<string, number>): number {
  let total = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(resolve(dir, file))).length;
      cache.set(file, size);
    }
    total += size;
  }
  return total;
}

/** Bytes as the server sends them to a browser that accepts brotli: the .br sibling, else the file. */
function servedSize(files: Iterable<string>, dir: string): number {
  let total = 0;
  for (const file of files) {
    const br = resolve(dir, `${file}.br`);
    total += statSync(existsSync(br) ? br : resolve(dir, file)).size;
  }
  return total;
}

/** Fetched by every first visit besides the chunk graph: the document and the default language's strings. */
const FIRST_VISIT_FILES = ['index.html', 'locales/en-US.json'];

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

function measurePages(b: SizeBuild): { shell: number; pages: Map<string, number>; served: Map<string, number> } {
  const outDir = b.outDir;
  const build = spawnSync(
    resolve(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    {
      cwd: resolve(root, 'app'),
      stdio: 'inherit',
      env: { ...process.env, ...b.env },
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = ['index.html', 'src/chain/ChainProvider.tsx', 'src/app/App.tsx'].filter((k) => manifest[k]);
  const cache = new Map<string, number>();
  const shellFiles = closureFiles(manifest, shell);
  const shellSize = gzipSize(shellFiles, outDir, cache);
  const pages = new Map<string, number>();
  const served = new Map<string, number>();
  for (const [page, key] of pageChunks(manifest)) {
    const files = closureFiles(manifest, [...shell, key]);
    pages.set(page, gzipSize(files, outDir, cache) - shellSize);
    served.set(page, servedSize([...files, ...FIRST_VISIT_FILES], outDir));
  }
  return { shell: shellSize, pages, served };
}

/**
 * The 97 build serves the fixture as deployment.json, index.html asks for it before any chunk runs, and the
 * development wallet's code is not in the build at all (app/src/chain/wagmi.ts, DEVNET_BUILD).
 */
function checkServedDeployment(b: SizeBuild): number {
  const file = b.env.VITE_DEPLOYMENT_FILE;
  if (!file) return 0;
  const served = resolve(b.outDir, 'deployment.json');
  const problems: string[] = [];
  if (!existsSync(served)) problems.push('no deployment.json in the build');
  else if (
    JSON.stringify(JSON.parse(readFileSync(served, 'utf8'))) !== JSON.stringify(JSON.parse(readFileSync(resolve(root, file), 'utf8')))
  )
    problems.push(`deployment.json is not ${file}`);
  if (!readFileSync(resolve(b.outDir, 'index.html'), 'utf8').includes('fetch(b + "deployment.json"'))
    problems.push("index.html's boot script does not request deployment.json");
  const assets = resolve(b.outDir, 'assets');
  for (const f of readdirSync(assets))
    if (f.endsWith('.js') && readFileSync(resolve(assets, f), 'utf8').includes('fuelswap:devnet-wallet'))
      problems.push(`the development wallet is in the build (${f})`);
  for (const p of problems) console.error(`  ${b.label}: ${p}`);
  if (problems.length === 0) console.log(`  deployment.json served (${file}) and requested by index.html, no development wallet: ok`);
  return problems.length;
}

function main(): number {
  const update = process.argv.includes('--update');
  const budgets = loadBudgets();
  let failed = 0;
  for (const b of update ? BUILDS.slice(0, 1) : BUILDS) {
    const r = checkBuild(b, budgets, update);
    if (r < 0) return 0;
    failed += r;
  }
  if (failed > 0)
    console.error(
      `${failed} check(s) failed (above); a budget or route limit exceeded: shrink the code, or raise the page's budget in bench/budgets.json with a reason in the commit (a route's limit: 150 kB for /swap, 180 kB for the others).`,
    );
  return failed > 0 ? 1 : 0;
}

/** One build against the budgets: the number of failures, or -1 once `--update` rewrote them. */
function checkBuild(b: SizeBuild, budgets: Budgets, update: boolean): number {
  const { shell, pages: sizes, served } = measurePages(b);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const withMargin = (n: number) => Math.ceil((n * (1 + budgets.margin)) / 512) * 512; // rounded up to 512 bytes
  let failed = 0;
  const line = (name: string, size: number, budget: number | undefined, route = '') => {
    const verdict = budget === undefined ? 'no budget' : size > budget ? 'OVER BUDGET' : 'ok';
    if (budget !== undefined && size > budget) failed++;
    console.log(`  ${name.padEnd(26)} ${kb(size).padStart(9)}  budget ${budget === undefined ? '-' : kb(budget)}  ${verdict}${route}`);
  };
  console.log(
    `${b.label}: gzipped JavaScript against bench/budgets.json (a page loads the shell, then its own; then the route total beside its limit; ` +
      `then its first visit as served: brotli files of HTML, JS, CSS and locale, beside its served limit):`,
  );
  line('shell (entry, chain, App)', shell, budgets.shell);
  const sorted = [...sizes].sort(([x], [y]) => x.localeCompare(y));
  for (const [page, size] of sorted) {
    const limit = routeLimit(budgets, page);
    // The limit is a hard one since every route met it: a route past it fails like a page past its budget.
    const over = limit !== undefined && shell + size > limit;
    if (over) failed++;
    const route =
      limit === undefined
        ? ''
        : `  route ${kb(shell + size)}, ${((shell + size) / limit).toFixed(2)}x of ${kb(limit)}${over ? '  OVER THE LIMIT' : ''}`;
    // What the wire carries: the precompressed files of the first visit (HTML, JS, CSS, locale).
    const sent = served.get(page) ?? 0;
    const sentLimit = servedLimit(budgets, page);
    const sentOver = sentLimit !== undefined && sent > sentLimit;
    if (sentOver) failed++;
    const wire =
      sentLimit === undefined
        ? `  served ${kb(sent)}`
        : `  served ${kb(sent)}, ${(sent / sentLimit).toFixed(2)}x of ${kb(sentLimit)}${sentOver ? '  OVER THE SERVED LIMIT' : ''}`;
    line(`+ ${basename(page)}`, size, budgets.pages[page], route + wire);
  }
  if (update) {
    const pages: Record<string, number> = {};
    for (const [page, size] of sorted) if (page in budgets.pages || process.argv.includes(page)) pages[page] = withMargin(size);
    writeFileSync(
      budgetsFile,
      `${JSON.stringify({ margin: budgets.margin, shell: withMargin(shell), pages, limits: budgets.limits, servedLimits: budgets.servedLimits }, null, 2)}\n`,
    );
    console.log(`budgets rewritten: ${budgetsFile}`);
    return -1;
  }
  return failed + checkServedDeployment(b);
}

if (process.argv[1] === import.meta.filename) process.exit(main());
