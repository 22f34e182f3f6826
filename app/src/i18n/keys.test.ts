/**
 * Translation keys: every key the code uses must be in en-US.json; every locale
 * file must be valid JSON, hold only known keys, keep the same {{placeholders}} (double braces only),
 * and translate at least the shell (every key used under src/app and src/ui).
 * Every locale must also be complete: it has every en-US key (plural keys expanded
 * to the locale's own Intl.PluralRules categories, as /work/helpers/i18n.py's
 * expected() does), and no value is left equal to the English text (when that text
 * has letters outside {{placeholders}}) unless the key is listed in
 * same-as-english/all.json (names and symbols) or same-as-english/<code>.json.
 *
 * The scan finds literal keys in t('...'), t("..."), t(`...`) (no ${}) and
 * <Trans i18nKey="...">. Keys built at run time cannot be checked: keep keys
 * literal (write a function of t, as the menu and titles do, rather than a
 * table of keys).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const PH = /\{\{\s*(\w+)\s*\}\}/g;
/** Letters (as Python's [^\W\d_]) outside {{placeholders}}: text a translator must translate. */
const hasLetters = (s: string) => /[\p{L}\p{Nl}\p{No}]/u.test(s.replace(PH, ''));

function pluralCategories(code: string): string[] {
  return new Intl.PluralRules(code).resolvedOptions().pluralCategories;
}

/**
 * The keys a locale must have, with the English text each one translates: en-US's keys,
 * every plural base ("X" with "X_one") expanded to the locale's categories (X_few, X_many...),
 * the English of each variant being en-US's variant if any, else X_other, else X.
 */
export function expectedKeys(code: string, english: Record<string, string>): Map<string, string> {
  const cats = pluralCategories(code);
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(english)) {
    const m = PLURAL.exec(k);
    if (m) {
      const base = m[1]!;
      const other = english[`${base}_other`] ?? english[base] ?? v;
      for (const c of cats) out.set(`${base}_${c}`, english[`${base}_${c}`] ?? other);
    } else {
      out.set(k, v);
    }
  }
  return out;
}

const sameDir = join(srcDir, 'i18n', 'same-as-english');
function sameAsEnglish(code: string): Set<string> {
  const out = new Set<string>();
  for (const name of ['all', code]) {
    const p = join(sameDir, `${name}.json`);
    if (existsSync(p)) for (const k of JSON.parse(readFileSync(p, 'utf8')) as string[]) out.add(k);
  }
  return out;
}

/** A failure message listing at most 20 keys, with the total (the assertion compares counts, so no full diff follows). */
function listed(what: string, keys: string[]): string {
  const shown = keys.slice(0, 20).map((k) => `  ${JSON.stringify(k)}`);
  const more = keys.length > 20 ? [`  ... and ${keys.length - 20} more`] : [];
  return `${keys.length} ${what}:\n${[...shown, ...more].join('\n')}`;
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

    it('has only keys en-US knows (plural variants in its own categories), with the same placeholders', () => {
      const data = readLocale(code);
      const expected = expectedKeys(code, en);
      for (const [key, value] of Object.entries(data)) {
        const english = en[key] ?? expected.get(key);
        expect(english !== undefined, `${code} has unknown key "${key}"`).toBe(true);
        expect(placeholders(value), `${code} "${key}"`).toEqual(placeholders(english ?? key));
      }
    });

    it.skipIf(code === DEFAULT_LOCALE)('has every en-US key (plurals in its own categories)', () => {
      const data = readLocale(code);
      const missing = [...expectedKeys(code, en).keys()].filter((k) => !(k in data));
      expect(missing.length, `${code}: ${listed('keys missing', missing)}`).toBe(0);
    });

    it.skipIf(code === DEFAULT_LOCALE)('leaves no text in English unless listed in same-as-english', () => {
      const data = readLocale(code);
      const same = sameAsEnglish(code);
      const untranslated = [...expectedKeys(code, en)]
        .filter(([k, english]) => data[k] === english && hasLetters(english) && !same.has(k))
        .map(([k]) => k);
      expect(
        untranslated.length,
        `${code}: ${listed('values still in English (translate, or mark with i18n.py same)', untranslated)}`,
      ).toBe(0);
    });

    it('translates every shell and menu string', () => {
      const data = readLocale(code);
      const missing = [...shellKeys].filter((k) => !(k in data));
      expect(missing, `${code} lacks:\n${missing.join('\n')}`).toEqual([]);
    });
  });

  it("expands a plural key to each locale's categories, so a missing form is caught", () => {
    const english = { '{{count}} days': '{{count}} days', '{{count}} days_one': '{{count}} day' };
    expect([...expectedKeys('ru-RU', english).keys()].sort()).toEqual(
      ['{{count}} days', '{{count}} days_few', '{{count}} days_many', '{{count}} days_one', '{{count}} days_other'].sort(),
    );
    expect([...expectedKeys('ja-JP', english).keys()].sort()).toEqual(['{{count}} days', '{{count}} days_other']);
    const russian = { '{{count}} days': '{{count}} дн.', '{{count}} days_one': '{{count}} день', '{{count}} days_other': '{{count}} дня' };
    const missing = [...expectedKeys('ru-RU', english).keys()].filter((k) => !(k in russian));
    expect(missing.sort()).toEqual(['{{count}} days_few', '{{count}} days_many']);
    // A count the app shows has its singular in en-US (else "1 members"), so each locale is held to its own forms.
    expect(en['{{members}} members_one']).toBe('{{members}} member');
  });

  it('en-US keys equal their text placeholders', () => {
    for (const [key, value] of Object.entries(en)) expect(placeholders(value), key).toEqual(placeholders(key));
  });
});
