/**
 * Translation keys: every key the code uses must be in en-US.json; every locale
 * file must be valid JSON, hold only known keys, keep the same {{placeholders}} (double braces only),
 * and translate at least the shell (every key used under src/app and src/ui).
 *
 * The scan finds literal keys in t('...'), t("..."), t(`...`) (no ${}) and
 * <Trans i18nKey="...">. Keys built at run time cannot be checked: keep keys
 * literal (write a function of t, as the menu and titles do, rather than a
 * table of keys).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(srcDir, '..', 'public', 'locales');

const CALL = /(?<![\w$])t\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)/g;
const TRANS = /i18nKey=\{?\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;

function unescape(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, c: string) => {
    if (c.startsWith('u{')) return String.fromCodePoint(parseInt(c.slice(2, -1), 16));
    if (c.startsWith('u') && c.length === 5) return String.fromCharCode(parseInt(c.slice(1), 16));
    if (c.startsWith('x') && c.length === 3) return String.fromCharCode(parseInt(c.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[c] ?? c;
  });
}

/** Literal translation keys per source file (relative path with '/'). */
export function scanKeys(dir = srcDir): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    const keys = new Set<string>();
    for (const re of [CALL, TRANS]) {
      for (const m of text.matchAll(re)) {
        const raw = m[1] ?? m[2] ?? m[3];
        if (raw !== undefined) keys.add(unescape(raw));
      }
    }
    if (keys.size > 0) out.set(relative(dir, join(dir, file)).split(sep).join('/'), keys);
  }
  return out;
}

/** Placeholder names: {name} or {{name}}. */
const placeholders = (s: string) => [...s.matchAll(/\{\{?\s*(\w+)\s*\}\}?/g)].map((m) => m[1]).sort();

function readLocale(code: string): Record<string, string> {
  return JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Record<string, string>;
}

const used = scanKeys();
const allKeys = new Set([...used.values()].flatMap((s) => [...s]));
const shellKeys = new Set(
  [...used.entries()].filter(([file]) => file.startsWith('app/') || file.startsWith('ui/')).flatMap(([, s]) => [...s]),
);
const en = readLocale(DEFAULT_LOCALE);

describe('translation keys', () => {
  it('finds the keys the code uses', () => {
    expect(allKeys.size).toBeGreaterThan(50);
    expect(allKeys.has('Back Home')).toBe(true);
  });

  it('writes every placeholder {{name}}, in the code and in every locale file', () => {
    const single = /(?<!\{)\{\s*\w+\s*\}(?!\})/;
    const bad = [...allKeys].filter((k) => single.test(k)).map((k) => `code: ${k}`);
    for (const { code } of LOCALES) {
      for (const [k, v] of Object.entries(readLocale(code))) if (single.test(k) || single.test(v)) bad.push(`${code}: ${k}`);
    }
    expect(bad, `single-brace placeholders:\n${bad.join('\n')}`).toEqual([]);
  });

  it('en-US has every key the code uses', () => {
    const missing = [...allKeys].filter((k) => !(k in en));
    expect(missing, `missing in en-US.json:\n${missing.join('\n')}`).toEqual([]);
  });

  it('offers exactly 27 locales, each with a file', () => {
    expect(LOCALES).toHaveLength(27);
    expect(new Set(LOCALES.map((l) => l.code)).size).toBe(27);
    const files = readdirSync(localesDir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(LOCALES.map((l) => l.code).sort());
  });

  describe.each(LOCALES.map((l) => l.code))('%s', (code) => {
    const file = readFileSync(join(localesDir, `${code}.json`), 'utf8');

    it('is a JSON object of non-empty strings', () => {
      const data: unknown = JSON.parse(file);
      expect(data !== null && typeof data === 'object' && !Array.isArray(data)).toBe(true);
      for (const [k, v] of Object.entries(data as object)) {
        expect(typeof v, k).toBe('string');
        expect((v as string).trim(), k).not.toBe('');
      }
    });

    it('has only keys en-US knows, with the same placeholders', () => {
      const data = readLocale(code);
      for (const [key, value] of Object.entries(data)) {
        expect(key in en, `${code} has unknown key "${key}"`).toBe(true);
        expect(placeholders(value), `${code} "${key}"`).toEqual(placeholders(en[key] ?? key));
      }
    });

    it('translates every shell and menu string', () => {
      const data = readLocale(code);
      const missing = [...shellKeys].filter((k) => !(k in data));
      expect(missing, `${code} lacks:\n${missing.join('\n')}`).toEqual([]);
    });
  });

  it('en-US keys equal their text placeholders', () => {
    for (const [key, value] of Object.entries(en)) expect(placeholders(value), key).toEqual(placeholders(key));
  });
});
