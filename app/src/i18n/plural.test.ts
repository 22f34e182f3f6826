/**
 * i18next's plural lookup with the app's real options (testing.ts → I18N_OPTIONS): a language with
 * more categories than English (Russian: one/few/many/other) picks its own form for each count,
 * from the real locale file. Romanian (one/few/other) too: its "few" covers 2-19, "other" 20 and up.
 */
import { describe, expect, it } from 'vitest';
import enUS from '../../public/locales/en-US.json';
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

describe('counts in the app read in the plural form of their number', () => {
  const i18n = initTestI18n();
  const load = async (code: string) => {
    const data = (await import(`../../public/locales/${code}.json`)) as { default: Record<string, string> };
    i18n.addResourceBundle(code, 'translation', data.default, true, true);
    return i18n.getFixedT(code);
  };

  it('English: "1 member", "2 members", "1 trader", "1 point", "1 block", "1 token"', async () => {
    const en = await load('en-US');
    expect(en('{{members}} members', { count: 1, members: '1' })).toBe('1 member');
    expect(en('{{members}} members', { count: 2, members: '2' })).toBe('2 members');
    expect(en('{{count}} traders', { count: 1 })).toBe('1 trader');
    expect(en('{{count}} traders registered', { count: 1 })).toBe('1 trader registered');
    expect(en('{{points}} points', { count: 1, points: '1' })).toBe('1 point');
    expect(en('+{{points}} Points', { count: 1, points: '1' })).toBe('+1 Point');
    expect(en('{{blocks}} blocks', { count: 1, blocks: '1' })).toBe('1 block');
    expect(en('{{blocks}} blocks', { count: 1200, blocks: '1,200' })).toBe('1,200 blocks');
    expect(en('{{count}} tokens', { count: 1 })).toBe('1 token');
    expect(en('You have {{count}} tickets this round', { count: 1 })).toBe('You have 1 ticket this round');
  });

  it('the round card, the vote total and the pools count: "1 block", "1 vote", "of 1 pool", in English and Russian', async () => {
    const en = await load('en-US');
    expect(en('Entry closes in {{blocks}} blocks (~{{time}})', { count: 1, blocks: '1', time: '00:03' })).toBe(
      'Entry closes in 1 block (~00:03)',
    );
    expect(en('Entry closes in {{blocks}} blocks (~{{time}})', { count: 7, blocks: '7', time: '00:21' })).toBe(
      'Entry closes in 7 blocks (~00:21)',
    );
    expect(en('Total: {{power}} from {{count}} votes', { count: 1, power: '5' })).toBe('Total: 5 from 1 vote');
    expect(en('Showing {{shown}} of {{total}} pools', { count: 1, shown: 1, total: 1 })).toBe('Showing 1 of 1 pool');
    expect(en('Showing {{shown}} of {{total}} pools', { count: 30, shown: 12, total: 30 })).toBe('Showing 12 of 30 pools');
    const ru = await load('ru-RU');
    expect([1, 3, 5].map((n) => ru('Entry closes in {{blocks}} blocks (~{{time}})', { count: n, blocks: String(n), time: '' }))).toEqual([
      'Приём ставок закроется через 1 блок (~)',
      'Приём ставок закроется через 3 блока (~)',
      'Приём ставок закроется через 5 блоков (~)',
    ]);
  });

  it('Russian and Polish pick one, few and many', async () => {
    const ru = await load('ru-RU');
    expect(['1', '3', '5', '21'].map((n) => ru('{{members}} members', { count: Number(n), members: n }))).toEqual([
      '1 участник',
      '3 участника',
      '5 участников',
      '21 участник',
    ]);
    const pl = await load('pl-PL');
    expect([1, 2, 5, 22].map((n) => pl('{{count}} days', { count: n }))).toEqual(['1 dzień', '2 dni', '5 dni', '22 dni']);
    expect([1, 3, 12].map((n) => pl('{{count}} tokens', { count: n }))).toEqual(['1 token', '3 tokeny', '12 tokenów']);
  });

  it('the lottery, token list, approvals and activity counts: "1 Winning Ticket", "Buy 1 lottery ticket", "1 Imported Token", "the first 1 approval"', async () => {
    const en = await load('en-US');
    expect(en('{{count}} Winning Tickets', { count: 1 })).toBe('1 Winning Ticket');
    expect(en('{{count}} Winning Tickets', { count: 2 })).toBe('2 Winning Tickets');
    expect(en('Buy {{count}} lottery tickets', { count: 1 })).toBe('Buy 1 lottery ticket');
    expect(en('Buy {{count}} lottery tickets', { count: 100 })).toBe('Buy 100 lottery tickets');
    expect(en('{{count}} Imported Tokens', { count: 1 })).toBe('1 Imported Token');
    expect(en('{{count}} Imported Tokens', { count: 0 })).toBe('0 Imported Tokens');
    expect(en('Showing the first {{count}} approvals.', { count: 1 })).toBe('Showing the first 1 approval.');
    expect(en('Showing the first {{count}} approvals.', { count: 1000 })).toBe('Showing the first 1000 approvals.');
    const ru = await load('ru-RU');
    expect([1, 3, 5, 21].map((n) => ru('{{count}} Winning Tickets', { count: n }))).toEqual([
      '1 выигрышный билет',
      '3 выигрышных билета',
      '5 выигрышных билетов',
      '21 выигрышный билет',
    ]);
    expect([1, 2, 6].map((n) => ru('Matched first {{count}}', { count: n }))).toEqual([
      'Совпала первая 1 цифра',
      'Совпали первые 2 цифры',
      'Совпали первые 6 цифр',
    ]);
    const pl = await load('pl-PL');
    expect([1, 4, 10].map((n) => pl('Buy {{count}} lottery tickets', { count: n }))).toEqual([
      'Kup 1 los loterii',
      'Kup 4 losy loterii',
      'Kup 10 losów loterii',
    ]);
    expect([1, 3, 7].map((n) => pl('Recent Transactions ({{count}} pending)', { count: n }))).toEqual([
      'Ostatnie transakcje (1 oczekująca)',
      'Ostatnie transakcje (3 oczekujące)',
      'Ostatnie transakcje (7 oczekujących)',
    ]);
  });

  it('every {{count}} string has plural forms, except a count standing alone after a label ("Votes (3)")', () => {
    // These show the number by itself (after a colon or in parentheses), so no word agrees with it in any language.
    const alone = new Set([
      'Votes ({{count}})',
      'Total tickets this round: {{count}}',
      'Total players this round: {{count}}',
      'Harvest all ({{count}})',
    ]);
    const missing = Object.keys(enUS).filter(
      (k) => k.includes('{{count}}') && !/_(zero|one|two|few|many|other)$/.test(k) && !alone.has(k) && !(`${k}_one` in enUS),
    );
    expect(missing).toEqual([]);
  });

  it('Arabic has its six forms: 0, 1, 2, 3-10, 11-99, 100+', async () => {
    const ar = await load('ar-SA');
    const forms = [0, 1, 2, 3, 11, 100].map((n) => ar('{{count}} days', { count: n }));
    expect(forms[2]).toContain('يومان');
    expect(forms[3]).toContain('أيام');
    expect(forms[4]).toContain('يومًا');
    expect(new Set(forms).size).toBeGreaterThanOrEqual(4);
  });
});
