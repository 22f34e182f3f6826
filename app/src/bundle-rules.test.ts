/**
 * Import rules that keep code out of the pages' first loads (docs/DEVELOPING.md
 * "Bundle size"), checked over app/src. Each rule is a regression the bundle analysis found:
 * 1. No dynamic import of a package's entry point (viem, viem/actions, wagmi/actions, ...): the bundler
 *    must keep every export of what is imported as a namespace, so one `await import('viem/actions')`
 *    put every viem action into the shell. Import a small local module of named re-exports instead
 *    (chain/ens.ts, chain/writeActions.ts).
 * 2. No viem/wagmi client that bundles whole action sets: usePublicClient / getPublicClient (all of
 *    publicActions), createWalletClient (all wallet actions), createPublicClient. Use the bare client
 *    (useClient, getClient, createClient) with actions imported one by one.
 * 3. A feature's index.ts never re-exports a page module: the router imports pages by file, and a
 *    feature that imports another's index (home imports farms, pools, profile) would load its pages.
 * 4. Modules that exist to be loaded on demand are imported only with import(): one static import would
 *    put them in that page's first load. chain/writeActions.ts (what only acting needs: sending, receipts,
 *    events, watchAsset), chain/updaterActions.ts (the transaction updater's checks), chain/previewRun.ts
 *    (the transaction preview's simulation) and features/tokens/lists/validation.ts (the token-list validator).
 * 5. Only features/tokens/lists/validation.ts imports the SDK's validating functions (fetchTokenList,
 *    parseTokenListText, validateTokenList): a static import anywhere else bundles the validator with it.
 * Hand-written like architecture.test.ts: a regex over the sources, no extra toolchain.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (/\.tsx?$/.test(e.name) && !/\.test(-helpers)?\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Rule 1: dynamic imports of a bare package specifier (anything not starting with '.'). */
export function packageDynamicImports(source: string): string[] {
  return [...stripComments(source).matchAll(/\bimport\s*\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g)].map((m) => m[1]!);
}

const WHOLESALE = /\b(usePublicClient|getPublicClient|createPublicClient|createWalletClient|publicActions|walletActions)\b/g;

/** Rule 2: names of the clients that bundle every action. */
export function wholesaleClients(source: string): string[] {
  return [...stripComments(source).matchAll(WHOLESALE)].map((m) => m[1]!);
}

/** Rule 3: page modules (./XPage.tsx, ./pages/XPage.tsx) a feature index re-exports. */
export function reexportedPages(indexSource: string): string[] {
  return [...stripComments(indexSource).matchAll(/export\s+(?!type\b)[^;]*?from\s+['"](\.[^'"]*Page\.tsx?)['"]/g)].map((m) => m[1]!);
}

/** Rule 4: the modules loaded only on demand, by file name. */
const ON_DEMAND = ['writeActions.ts', 'updaterActions.ts', 'previewRun.ts', 'validation.ts'];

/** Rule 4: static imports and re-exports (not `import type`) of an on-demand module. */
export function staticOnDemandImports(source: string): string[] {
  return [
    ...stripComments(source).matchAll(
      /(?:import|export)\s+(?!type\b)[^;'"]*?from\s*['"]([^'"]*\/([\w.]+))['"]|import\s+['"]([^'"]*\/([\w.]+))['"]/g,
    ),
  ]
    .filter((m) => ON_DEMAND.includes((m[2] ?? m[4])!))
    .map((m) => (m[1] ?? m[3])!);
}

/** Rule 5: the SDK functions that bring the token-list validator. */
const VALIDATING = new Set(['fetchTokenList', 'parseTokenListText', 'validateTokenList']);

/** Rule 5: validating functions imported or re-exported (not as types) from '@fuelswap/sdk'. */
export function validatingImports(source: string): string[] {
  const out: string[] = [];
  for (const m of stripComments(source).matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@fuelswap\/sdk['"]/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (VALIDATING.has(name)) out.push(name);
    }
  }
  return out;
}

const rel = (p: string) => relative(SRC, p).split(sep).join('/');

describe('bundle import rules', () => {
  const files = sources(SRC);

  it('imports no package entry point dynamically', () => {
    const found = files.flatMap((f) => packageDynamicImports(readFileSync(f, 'utf8')).map((s) => `${rel(f)}: import('${s}')`));
    expect(found).toEqual([]);
  });

  it('uses no client that bundles every public or wallet action', () => {
    const found = files.flatMap((f) => wholesaleClients(readFileSync(f, 'utf8')).map((s) => `${rel(f)}: ${s}`));
    expect(found).toEqual([]);
  });

  it('re-exports no page from a feature index', () => {
    const found = files
      .filter((f) => /^features\/[^/]+\/index\.ts$/.test(rel(f)))
      .flatMap((f) => reexportedPages(readFileSync(f, 'utf8')).map((s) => `${rel(f)}: ${s}`));
    expect(found).toEqual([]);
  });

  it('imports the on-demand modules only with import()', () => {
    const found = files.flatMap((f) => staticOnDemandImports(readFileSync(f, 'utf8')).map((s) => `${rel(f)}: ${s}`));
    expect(found).toEqual([]);
  });

  it('only validation.ts imports the validating functions from the SDK', () => {
    const found = files
      .filter((f) => rel(f) !== 'features/tokens/lists/validation.ts')
      .flatMap((f) => validatingImports(readFileSync(f, 'utf8')).map((name) => `${rel(f)}: ${name}`));
    expect(found).toEqual([]);
    expect(validatingImports(readFileSync(join(SRC, 'features/tokens/lists/validation.ts'), 'utf8'))).toEqual([
      'fetchTokenList',
      'validateTokenList',
    ]);
  });

  it('the checks find what they look for', () => {
    expect(staticOnDemandImports("import { watchAsset } from '../../chain/writeActions.ts';")).toEqual(['../../chain/writeActions.ts']);
    expect(staticOnDemandImports("const { watchAsset } = await import('../../chain/writeActions.ts');")).toEqual([]);
    expect(staticOnDemandImports("import type { X } from './writeActions.ts';")).toEqual([]);
    expect(staticOnDemandImports("import { validateTokenList } from './validation.ts';")).toEqual(['./validation.ts']);
    expect(staticOnDemandImports("export * from '../lists/validation.ts';")).toEqual(['../lists/validation.ts']);
    expect(staticOnDemandImports("import '../lists/validation.ts';")).toEqual(['../lists/validation.ts']);
    expect(staticOnDemandImports("import { x } from './otherValidation.ts';")).toEqual([]);
    expect(validatingImports("import { Token, validateTokenList, type TokenList } from '@fuelswap/sdk';")).toEqual(['validateTokenList']);
    expect(validatingImports("import {\n  fetchTokenList as f,\n  sanitizeLogoURI,\n} from '@fuelswap/sdk';")).toEqual(['fetchTokenList']);
    expect(validatingImports("export { parseTokenListText } from '@fuelswap/sdk';")).toEqual(['parseTokenListText']);
    expect(
      validatingImports("import type { validateTokenList } from '@fuelswap/sdk';\n// import { fetchTokenList } from '@fuelswap/sdk'"),
    ).toEqual([]);
    expect(packageDynamicImports("const { a } = await import('viem/actions');")).toEqual(['viem/actions']);
    expect(packageDynamicImports("await import('./ens.ts'); // import('viem')")).toEqual([]);
    expect(wholesaleClients('const c = usePublicClient();\nconst w = createWalletClient({});')).toEqual([
      'usePublicClient',
      'createWalletClient',
    ]);
    expect(wholesaleClients('// usePublicClient bundles publicActions\nconst c = useClient();')).toEqual([]);
    expect(
      reexportedPages("export { FarmsPage } from './FarmsPage.tsx';\nexport { useFarmsData } from './hooks/useFarmsData.ts';"),
    ).toEqual(['./FarmsPage.tsx']);
    // A type-only re-export puts no code in a bundle.
    expect(reexportedPages("export type { AddLiquidityPageProps } from './AddLiquidityPage.tsx';")).toEqual([]);
  });
});
