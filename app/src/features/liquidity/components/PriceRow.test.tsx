// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Percent, Price, Token } from '@fuelswap/sdk';
import { initTestI18n } from '../../../i18n/testing.ts';
import { PoolPriceBar } from './PoolPriceBar.tsx';
import { PriceRow } from './PriceRow.tsx';

const A = new Token(31337, '0x00000000000000000000000000000000000000A1', 18, 'AAA', 'Token A');
const B = new Token(31337, '0x00000000000000000000000000000000000000B1', 18, 'BBB', 'Token B');
// 1 AAA = 1234.56 BBB
const price = new Price(A, B, 100n, 123_456n);

beforeAll(() => {
  initTestI18n();
  // useLocalizeNumber follows i18next's resolved language, which is a language with translations: give de-DE one.
  i18next.addResourceBundle('de-DE', 'translation', { Price: 'Preis' });
});
afterEach(cleanup);
afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

describe("liquidity prices in the reader's language", () => {
  it('PriceRow: canonical in English', async () => {
    await i18next.changeLanguage('en-US');
    render(
      <dl>
        <PriceRow price={price} symbolA="AAA" symbolB="BBB" />
      </dl>,
    );
    expect(screen.getByText('1 AAA = 1234.56 BBB')).toBeInTheDocument();
    expect(screen.getByText('1 BBB = 0.000810005 AAA')).toBeInTheDocument();
  });

  it('PriceRow: the number part takes German separators, the symbols stay', async () => {
    await i18next.changeLanguage('de-DE');
    render(
      <dl>
        <PriceRow price={price} symbolA="AAA" symbolB="BBB" />
      </dl>,
    );
    expect(screen.getByText('1 AAA = 1234,56 BBB')).toBeInTheDocument();
    expect(screen.getByText('1 BBB = 0,000810005 AAA')).toBeInTheDocument();
  });

  it('PoolPriceBar: both prices and the pool share in German', async () => {
    await i18next.changeLanguage('de-DE');
    render(<PoolPriceBar currencyA={A} currencyB={B} price={price} poolShare={new Percent(1234n, 10_000n)} noLiquidity={false} />);
    expect(screen.getByText('1234,56')).toBeInTheDocument();
    expect(screen.getByText('0,000810005')).toBeInTheDocument();
    expect(screen.getByText('12,34%')).toBeInTheDocument();
  });
});
