/**
 * The list validator stays out of every page's first load (issue 18 "Size"; validation.ts): checked over
 * app/src like bundle-rules.test.ts (a regex over the sources; `npx tsx bench/size.ts` shows the result).
 * 1. Only validation.ts imports the validating functions (fetchTokenList, parseTokenListText,
 *    validateTokenList) from '@fuelswap/sdk'; a static import anywhere else bundles the validator with it.
 * 2. validation.ts itself is only ever imported with `import()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../..');
const VALIDATING = new Set(['fetchTokenList', 'parseTokenListText', 'validateTokenList']);

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

/** Rule 1: validating functions imported or re-exported (not as types) from '@fuelswap/sdk'. */
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

/** Rule 2: static imports or re-exports of validation.ts. */
export function staticValidationImports(source: string): string[] {
  return [
    ...stripComments(source).matchAll(
      /(?:import|export)\s[^;'"]*?from\s*['"]([^'"]*\/validation\.ts)['"]|import\s+['"]([^'"]*\/validation\.ts)['"]/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);
}

const rel = (p: string) => relative(SRC, p).split(sep).join('/');

describe('the token-list validator loads on demand (issue 18)', () => {
  const files = sources(SRC);

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

  it('validation.ts is only imported dynamically', () => {
    const found = files.flatMap((f) => staticValidationImports(readFileSync(f, 'utf8')).map((s) => `${rel(f)}: ${s}`));
    expect(found).toEqual([]);
  });

  it('the checks find what they look for', () => {
    expect(validatingImports("import { Token, validateTokenList, type TokenList } from '@fuelswap/sdk';")).toEqual(['validateTokenList']);
    expect(validatingImports("import {\n  fetchTokenList as f,\n  sanitizeLogoURI,\n} from '@fuelswap/sdk';")).toEqual(['fetchTokenList']);
    expect(validatingImports("export { parseTokenListText } from '@fuelswap/sdk';")).toEqual(['parseTokenListText']);
    expect(
      validatingImports("import type { validateTokenList } from '@fuelswap/sdk';\n// import { fetchTokenList } from '@fuelswap/sdk'"),
    ).toEqual([]);
    expect(staticValidationImports("import { validateTokenList } from './validation.ts';")).toEqual(['./validation.ts']);
    expect(staticValidationImports("export * from '../lists/validation.ts';")).toEqual(['../lists/validation.ts']);
    expect(staticValidationImports("const { fetchTokenList } = await import('./validation.ts');")).toEqual([]);
  });
});
