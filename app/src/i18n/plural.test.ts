/**
 * i18next's plural lookup with the app's real options (testing.ts → I18N_OPTIONS): a language with
 * more categories than English (Russian: one/few/many/other) picks its own form for each count,
 * from the real locale file. Romanian (one/few/other) too: its "few" covers 2-19, "other" 20 and up.
 */
import { describe, expect, it } from 'vitest';
import roRO from '../../public/locales/ro-RO.json';
import ruRU from '../../public/locales/ru-RU.json';
import { initTestI18n } from './testing.ts';

const KEY = '{{count}} seconds ago';
const ru = ruRU as Record<string, string>;

describe('plural forms', () => {
  const i18n = initTestI18n();
  i18n.addResourceBundle('ru-RU', 'translation', ru, true, true);
  const t = i18n.getFixedT('ru-RU');

  it('the ru-RU file has distinct one/few/many forms for the key (else this test proves nothing)', () => {
    const forms = ['one', 'few', 'many'].map((c) => ru[`${KEY}_${c}`]);
    for (const f of forms) expect(f).toMatch(/\{\{count\}\}/);
    expect(new Set(forms).size).toBe(3);
  });

  it('renders the "few" form for 3 (and 22), "many" for 5 (and 11), "one" for 1 (and 21)', () => {
    const form = (c: string, n: number) => ru[`${KEY}_${c}`]!.replace('{{count}}', String(n));
    expect(t(KEY, { count: 3 })).toBe(form('few', 3));
    expect(t(KEY, { count: 22 })).toBe(form('few', 22));
    expect(t(KEY, { count: 5 })).toBe(form('many', 5));
    expect(t(KEY, { count: 11 })).toBe(form('many', 11));
    expect(t(KEY, { count: 1 })).toBe(form('one', 1));
    expect(t(KEY, { count: 21 })).toBe(form('one', 21));
  });

  it('falls back to the English plural forms in en-US', () => {
    const en = i18n.getFixedT('en-US');
    expect(en(KEY, { count: 1 })).toBe('1 second ago');
    expect(en(KEY, { count: 3 })).toBe('3 seconds ago');
  });

  it('renders Romanian one/few/other: 1, 3 (and 19), 20 (and 101 is few again)', () => {
    const ro = roRO as Record<string, string>;
    i18n.addResourceBundle('ro-RO', 'translation', ro, true, true);
    const tRo = i18n.getFixedT('ro-RO');
    const forms = ['one', 'few', 'other'].map((c) => ro[`${KEY}_${c}`]);
    expect(new Set(forms).size).toBe(3);
    const form = (c: string, n: number) => ro[`${KEY}_${c}`]!.replace('{{count}}', String(n));
    expect(tRo(KEY, { count: 1 })).toBe(form('one', 1));
    expect(tRo(KEY, { count: 3 })).toBe(form('few', 3));
    expect(tRo(KEY, { count: 19 })).toBe(form('few', 19));
    expect(tRo(KEY, { count: 20 })).toBe(form('other', 20));
    expect(tRo(KEY, { count: 101 })).toBe(form('few', 101));
  });
});
