/**
 * The app's import boundaries (docs/ARCHITECTURE.md "Layers"), checked over
 * every source file under app/src:
 * 1. Layers import downwards only: `ui/`, `lib/` and `i18n/` import nothing of the app,
 *    `chain/` nothing from `features/` or `app/`, features nothing from `app/`.
 * 2. A feature imports another feature only through its public `index.ts`.
 * 3. Outside `ui/`, the design system is imported through `ui/index.ts`.
 * The shell's route table (`app/routes/`) may lazy-import a page module
 * directly (`import('…/XPage.tsx')`) so that each page is its own chunk.
 *
 * Hand-written (a regex over import specifiers) rather than
 * dependency-cruiser or an ESLint plugin: three rules, no extra toolchain, and
 * Biome's noRestrictedImports cannot say "another feature's internals".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname);

interface Import {
  specifier: string;
  dynamic: boolean;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Static and dynamic import specifiers of one source (comments stripped first). */
export function importsOf(source: string): Import[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out: Import[] = [];
  for (const m of code.matchAll(IMPORT_RE)) {
    if (m[1]) out.push({ specifier: m[1], dynamic: false });
    else if (m[2]) out.push({ specifier: m[2], dynamic: true });
  }
  return out;
}

/**
 * The layers, lowest first: ui, lib and i18n (no app knowledge), chain (transport, blocks,
 * batched reads, the write path, the transaction store), features, and the app shell.
 */
const RANK: Record<string, number> = { ui: 0, lib: 0, i18n: 0, chain: 1, features: 2, app: 3 };

/** Violations of the three rules for one file (paths relative to app/src, with '/'). */
export function violationsOf(file: string, imports: Import[]): string[] {
  const out: string[] = [];
  const [layer, feature] = file.split('/');
  for (const { specifier, dynamic } of imports) {
    if (!specifier.startsWith('.')) continue;
    const target = join(dirname(file), specifier).split(sep).join('/');
    const [tLayer, tFeature, ...rest] = target.split('/');
    if (target.startsWith('..')) continue;
    const rank = RANK[layer ?? ''];
    const tRank = RANK[tLayer ?? ''];
    if (rank !== undefined && tRank !== undefined && tRank > rank) {
      out.push(`${file}: ${layer}/ imports ${target} (a layer imports nothing above it)`);
    }
    if (tLayer === 'features' && tFeature && !(layer === 'features' && feature === tFeature)) {
      const isIndex = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]!));
      const routeChunk = dynamic && file.startsWith('app/routes/');
      if (!isIndex && !routeChunk) out.push(`${file}: imports ${target} (use features/${tFeature}/index.ts)`);
    }
    if (tLayer === 'ui' && layer !== 'ui') {
      const isIndex = tFeature === undefined || /^index(\.tsx?)?$/.test(tFeature);
      if (!isIndex) out.push(`${file}: imports ${target} (use ui/index.ts)`);
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('import boundaries', () => {
  it('finds each kind of violation (the checker can fail)', () => {
    expect(violationsOf('chain/write.ts', importsOf("import { x } from '../features/wallet/index.ts';"))).toHaveLength(1);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from '../pools/yield/reads.ts';"))).toHaveLength(1);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from '../pools/index.ts';"))).toEqual([]);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from '../pools';"))).toEqual([]);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from './hooks/x.ts';"))).toEqual([]);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { Button } from '../../ui/Button.tsx';"))).toHaveLength(1);
    expect(violationsOf('features/farms/A.tsx', importsOf("import {\n  Button,\n} from '../../ui/index.ts';"))).toEqual([]);
    expect(violationsOf('ui/Modal.tsx', importsOf("import { Button } from './Button.tsx';"))).toEqual([]);
    expect(violationsOf('app/routes/routes.tsx', importsOf("page(() => import('../../features/swap/SwapPage.tsx'))"))).toEqual([]);
    expect(violationsOf('app/Layout.tsx', importsOf("import { SwapPage } from '../features/swap/SwapPage.tsx';"))).toHaveLength(1);
    expect(violationsOf('lib/a.ts', importsOf("import { x } from '../chain/write.ts';"))).toHaveLength(1);
    expect(violationsOf('features/swap/a.ts', importsOf("import { x } from '../../app/App.tsx';"))).toHaveLength(1);
    expect(violationsOf('chain/a.ts', importsOf("// import { x } from '../features/wallet/index.ts';"))).toEqual([]);
  });

  it('holds for every file under app/src', () => {
    const found = sourceFiles(SRC).flatMap((p) => {
      const file = relative(SRC, p).split(sep).join('/');
      return violationsOf(file, importsOf(readFileSync(p, 'utf8')));
    });
    expect(found).toEqual([]);
  });
});
