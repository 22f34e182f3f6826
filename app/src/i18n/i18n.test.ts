// @vitest-environment happy-dom
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchBackend } from './backend.ts';
import { changeLanguage, initI18n } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY, applyDocumentLanguage, localeDir, storedLocale } from './locales.ts';
import { formatDateTime, localizeFor, numberSymbolsFor } from './numbers.ts';

const files: Record<string, Record<string, string>> = {
  'en-US': {
    Farms: 'Farms',
    'Insufficient {{symbol}} balance': 'Insufficient {{symbol}} balance',
    'Account {{address}}': 'Account {{address}}',
    'Only English': 'Only English',
  },
  'de-DE': {
    Farms: 'Farmen',
    'Insufficient {{symbol}} balance': 'Unzureichendes {{symbol}}-Guthaben',
    'Account {{address}}': 'Konto {{address}}',
  },
  'ar-SA': { Farms: 'المزارع' },
};

function fakeFetch() {
  return vi.fn(async (url: string | URL | Request) => {
    const code = /locales\/(.+)\.json$/.exec(String(url))?.[1] ?? '';
    const data = files[code];
    return new Response(data ? JSON.stringify(data) : 'not found', { status: data ? 200 : 404 });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

afterEach(() => localStorage.clear());

describe('locales', () => {
  it('reads only offered languages from storage', () => {
    expect(storedLocale()).toBe('en-US');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de-DE');
    expect(storedLocale()).toBe('de-DE');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx-XX');
    expect(storedLocale()).toBe('en-US');
  });

  it('sets <html lang dir>; ar-SA is right-to-left', () => {
    applyDocumentLanguage('ar-SA');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localeDir('en-US')).toBe('ltr');
  });
});

describe('fetch backend', () => {
  const read = (backend: ReturnType<typeof createFetchBackend>, lng: string) =>
    new Promise<{ err: unknown; data: unknown }>((resolve) => backend.read(lng, 'translation', (err, data) => resolve({ err, data })));

  it('loads /locales/{code}.json', async () => {
    const f = fakeFetch();
    const { err, data } = await read(createFetchBackend({ fetch: f }), 'de-DE');
    expect(err).toBeNull();
    expect(data).toEqual(files['de-DE']);
    expect(String(f.mock.calls[0]?.[0])).toBe('/locales/de-DE.json');
  });

  it('reports HTTP errors and refuses languages it does not offer', async () => {
    const f = fakeFetch();
    expect((await read(createFetchBackend({ fetch: f }), 'fi-FI')).err).toBeTruthy();
    expect((await read(createFetchBackend({ fetch: f }), '../../secret')).err).toBeTruthy();
    expect(f).toHaveBeenCalledTimes(1);
  });
});

describe('initI18n', () => {
  it('loads the stored language and en-US before resolving, falls back to en-US, interpolates both brace styles, and remembers changes', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de-DE');
    const f = fakeFetch();
    const instance = i18next.createInstance();
    await initI18n({ fetch: f }, instance);

    const urls = f.mock.calls.map((c) => String(c[0])).sort();
    expect(urls).toEqual(['/locales/de-DE.json', '/locales/en-US.json']);
    expect(instance.language).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');

    expect(instance.t('Farms')).toBe('Farmen');
    expect(instance.t('Only English')).toBe('Only English');
    expect(instance.t('Not in any file')).toBe('Not in any file');
    expect(instance.t('Insufficient {{symbol}} balance', { symbol: 'FUEL' })).toBe('Unzureichendes FUEL-Guthaben');
    expect(instance.t('Account {{address}}', { address: '0x12…34' })).toBe('Konto 0x12…34');
    expect(instance.t('Missing {{symbol}} key', { symbol: 'BNB' })).toBe('Missing BNB key');
    // One placeholder style: single braces are text.
    expect(instance.t('Single {symbol}', { symbol: 'BNB' })).toBe('Single {symbol}');
    expect(instance.t('Keeps {unknown}', {})).toBe('Keeps {unknown}');
    // Numbers interpolated into any sentence take the language's separators; other values do not change.
    expect(instance.t('Balance: {{balance}}', { balance: '1,234.56' })).toBe('Balance: 1.234,56');
    expect(instance.t('Account {{address}}', { address: '0x1234' })).toBe('Konto 0x1234');

    await changeLanguage('ar-SA', instance);
    expect(instance.t('Farms')).toBe('المزارع');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar-SA');
    // Arabic with Latin digits takes Latin separators too (ICU's latn numbers for ar-SA).
    expect(instance.t('Balance: {{balance}}', { balance: '1,234.56' })).toBe('Balance: 1,234.56');
  });
});

describe('numbers and dates in the language', () => {
  it('finds each language separators, Latin digits always', () => {
    expect(numberSymbolsFor('en-US')).toEqual({ group: ',', decimal: '.' });
    expect(numberSymbolsFor('de-DE')).toEqual({ group: '.', decimal: ',' });
    expect(numberSymbolsFor('fr-FR')).toEqual({ group: '\u202f', decimal: ',' });
    expect(numberSymbolsFor(undefined)).toEqual({ group: ',', decimal: '.' });
    expect(localizeFor('$1,234.50', 'de-DE')).toBe('$1.234,50');
    expect(localizeFor('1,234.5', 'en-US')).toBe('1,234.5');
  });

  it('prints dates in the language, with Latin digits', () => {
    const s = 1_795_000_000; // 2026-11-18
    expect(formatDateTime(s, 'de-DE')).toMatch(/^\d{2}\.\d{2}\.2026, \d{2}:\d{2}$/);
    expect(formatDateTime(s, 'en-US')).toMatch(/^Nov 18, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime(s, 'ar-SA')).not.toMatch(/[٠-٩]/);
  });
});
