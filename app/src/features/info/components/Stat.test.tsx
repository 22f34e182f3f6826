// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { formatUsdCompact } from '@fuelswap/sdk';
import { initTestI18n } from '../../../i18n/testing.ts';
import { Change, Stat } from './Stat.tsx';

const USD = 10n ** 18n;

beforeAll(() => {
  initTestI18n();
  // useLocalizeNumber follows i18next's resolved language, which is a language with translations: give de-DE one.
  i18next.addResourceBundle('de-DE', 'translation', { Liquidity: 'Liquidität' });
});
afterEach(cleanup);
afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

describe('Stat and Change (numbers follow the language)', () => {
  // $1,234.56 in WAD
  const value = 123_456n * (USD / 100n);

  it('shows the canonical form in English, with the exact value in data-usd', async () => {
    await i18next.changeLanguage('en-US');
    render(<Stat testId="s" label="Liquidity" value={formatUsdCompact(value)} usd={value} change={123n} />);
    expect(screen.getByTestId('s-value')).toHaveTextContent('$1,234.56');
    expect(screen.getByTestId('s-value')).toHaveAttribute('data-usd', value.toString());
    expect(screen.getByTestId('s')).toHaveTextContent('+1.23%');
  });

  it('takes German separators for the value and the change, data-usd unchanged', async () => {
    await i18next.changeLanguage('de-DE');
    render(<Stat testId="s" label="Liquidity" value={formatUsdCompact(value)} usd={value} change={-50n} />);
    expect(screen.getByTestId('s-value')).toHaveTextContent('$1.234,56');
    expect(screen.getByTestId('s-value')).toHaveAttribute('data-usd', value.toString());
    expect(screen.getByTestId('s')).toHaveTextContent('-0,50%');
  });

  it('leaves text that is not a number alone ("-" before there is anything to compare)', async () => {
    await i18next.changeLanguage('de-DE');
    render(
      <>
        <Stat testId="s" label="Volume" value="-" />
        <Change bps={undefined} />
      </>,
    );
    expect(screen.getByTestId('s-value')).toHaveTextContent(/^-$/);
  });
});
