/**
 * Where the JavaScript weight is: builds the app once into
 * test-results/app-bundle (never app/dist, which running devnets serve) with a
 * Vite manifest, records every module's rendered code per output chunk
 * (Rollup's generateBundle), and prints, for the shell every page loads first
 * and for each page's own chunks beyond it, the heaviest packages and source
 * modules by gzipped size. A module's gzipped size is that of its code alone,
 * so the figures add up to a little more than the chunk's (gzip shares a
 * dictionary across a file): a ranking, not an invoice.
 *
 *   npx tsx bench/bundle.ts [top=12] [package] [page]   also part of `npm run bench`;
 *       with a package name (e.g. viem), that package's heaviest modules in the shell, or with a page
 *       (e.g. PoolsPage) in that page's own chunks
 *
 * First a table: each page's first load (shell + its own chunks) beside its limit
 * (bench/budgets.json `limits`: 150 kB for /swap, 180 kB for every other route) as a ratio.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { loadBudgets, routeLimit } from './size.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'test-results/app-bundle');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** "node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js" → "@scope/pkg"; app sources keep their path. */
function owner(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const i = clean.lastIndexOf('node_modules/');
  if (i < 0) return clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
  const parts = clean.slice(i + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

export async function benchBundle(top = 12, detail?: string, page?: string): Promise<string[]> {
  /** output file → module id → gzipped bytes of its rendered code */
  const modules = new Map<string, Map<string, number>>();
  const collect: Plugin = {
    name: 'fuelswap-bundle-analysis',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const m = new Map<string, number>();
        for (const [id, info] of Object.entries(out.modules)) if (info.code) m.set(id, gzipSync(info.code).length);
        modules.set(out.fileName, m);
      }
    },
  };
  await build({
    root: resolve(root, 'app'),
    logLevel: 'error',
    plugins: [collect],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shellKeys = ['index.html', 'src/chain/ChainProvider.tsx', 'src/app/App.tsx'].filter((k) => manifest[k]);
  const shell = closure(manifest, shellKeys);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const fileGz = (f: string) => gzipSync(readFileSync(resolve(outDir, f))).length;

  const rank = (files: Set<string>): string[] => {
    const byOwner = new Map<string, number>();
    for (const f of files) for (const [id, n] of modules.get(f) ?? []) byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + n);
    return [...byOwner]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([o, n]) => `      ${kb(n).padStart(9)}  ${o}`);
  };

  const lines: string[] = [];
  const shellTotal = [...shell].reduce((n, f) => n + fileGz(f), 0);
  const budgets = loadBudgets();
  const app = manifest['src/app/App.tsx'];
  /** Page module → [its own chunks beyond the shell, their gzipped total]. */
  const pages: [string, Set<string>, number][] = [];
  for (const key of app?.dynamicImports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const name = chunk.src ?? chunk.name ?? key;
    if (!/Page(\.tsx)?$/.test(name)) continue;
    const own = new Set([...closure(manifest, [key])].filter((f) => !shell.has(f)));
    pages.push([name, own, [...own].reduce((n, f) => n + fileGz(f), 0)]);
  }
  lines.push(`each route's first load (shell ${kb(shellTotal)} + the page's own chunks), beside its limit (bench/budgets.json "limits"):`);
  for (const [name, , total] of [...pages].sort((a, b) => b[2] - a[2])) {
    const limit = routeLimit(budgets, name);
    const all = shellTotal + total;
    lines.push(
      `  ${name.replace(/^src\/features\//, '').padEnd(44)} ${kb(all).padStart(9)}  ${limit === undefined ? 'no limit' : `${(all / limit).toFixed(2)}x of the ${kb(limit)} limit`}`,
    );
  }
  lines.push(`shell (entry, ChainProvider, App; every page loads it first): ${kb(shellTotal)} gzipped in ${shell.size} chunks; heaviest:`);
  lines.push(...rank(shell));
  if (detail) {
    const mods: [string, number][] = [];
    const where = page ? pages.find(([name]) => name.includes(page)) : undefined;
    for (const f of where ? where[1] : shell)
      for (const [id, n] of modules.get(f) ?? []) if (owner(id) === detail) mods.push([id.slice(id.lastIndexOf(`${detail}/`)), n]);
    lines.push(`  ${detail} in ${where ? `${where[0]}'s own chunks` : 'the shell'}, heaviest modules:`);
    for (const [id, n] of mods.sort((a, b) => b[1] - a[1]).slice(0, top * 3)) lines.push(`      ${kb(n).padStart(9)}  ${id}`);
  }
  for (const [name, own, total] of pages) {
    lines.push(`${name}: shell + ${kb(total)} = ${kb(shellTotal + total)}; its own heaviest:`);
    lines.push(...rank(own).slice(0, Math.ceil(top / 2)));
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const l of await benchBundle(Number(process.argv[2] ?? 12), process.argv[3], process.argv[4])) console.log(l);
}
