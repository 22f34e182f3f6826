import { describe, expect, it } from 'vitest';
import { CurrencyAmount, Percent, Route, SplitRouteTrade, Trade, quoteSplitExactIn } from '@fuelswap/sdk';
import { formatPriceImpact, priceImpactTone, swapSummaryValues, tradeMeaningfullyDiffers } from './confirm.ts';
import { BNB, BUSD, E18, USDT, WBNB, pair } from './swap.test-helpers.ts';

const bnbBusd = pair(WBNB, 1000n * E18, BUSD, 300_000n * E18);
const busdUsdt = pair(BUSD, 1_000_000n * E18, USDT, 1_000_000n * E18);
const bnbUsdt = pair(WBNB, 1000n * E18, USDT, 300_000n * E18);

describe('tradeMeaningfullyDiffers', () => {
  const route = new Route([bnbBusd], BNB, BUSD);
  const a = Trade.exactIn(route, CurrencyAmount.fromRaw(BNB, E18));

  it('is false for the same amounts on the same route', () => {
    expect(tradeMeaningfullyDiffers(a, Trade.exactIn(route, CurrencyAmount.fromRaw(BNB, E18)))).toBe(false);
  });

  it('is true when an amount, the type or the route changes', () => {
    expect(tradeMeaningfullyDiffers(a, Trade.exactIn(route, CurrencyAmount.fromRaw(BNB, E18 + 1n)))).toBe(true);
    const moved = pair(WBNB, 1001n * E18, BUSD, 300_000n * E18);
    expect(tradeMeaningfullyDiffers(a, Trade.exactIn(new Route([moved], BNB, BUSD), CurrencyAmount.fromRaw(BNB, E18)))).toBe(true);
    expect(tradeMeaningfullyDiffers(a, Trade.exactOut(route, a.outputAmount))).toBe(true);
    const twoHop = Trade.exactIn(new Route([bnbUsdt, busdUsdt], BNB, BUSD), CurrencyAmount.fromRaw(BNB, E18));
    expect(tradeMeaningfullyDiffers(a, twoHop)).toBe(true);
  });
});

describe('tradeMeaningfullyDiffers with splits', () => {
  const routes = [new Route([bnbUsdt], BNB, USDT), new Route([bnbBusd, busdUsdt], BNB, USDT)];
  const split = (a: bigint, b: bigint) => {
    const s = quoteSplitExactIn(routes, [a, b]);
    if (!s) throw new Error('quotes');
    return new SplitRouteTrade(s);
  };

  it('is false for the same split, true when the shares or the kind change', () => {
    expect(tradeMeaningfullyDiffers(split(6n * E18, 4n * E18), split(6n * E18, 4n * E18))).toBe(false);
    expect(tradeMeaningfullyDiffers(split(6n * E18, 4n * E18), split(5n * E18, 5n * E18))).toBe(true);
    const single = Trade.exactIn(routes[0] as Route<typeof BNB, typeof USDT>, CurrencyAmount.fromRaw(BNB, 10n * E18));
    expect(tradeMeaningfullyDiffers(split(6n * E18, 4n * E18), single)).toBe(true);
  });
});

describe('display', () => {
  it('price impact below 0.01% reads <0.01, else two decimals', () => {
    expect(formatPriceImpact(new Percent(1n, 100_000n))).toBe('<0.01');
    expect(formatPriceImpact(new Percent(1n, 10_000n))).toBe('0.01');
    expect(formatPriceImpact(new Percent(1234n, 10_000n))).toBe('12.34');
  });

  it('colours severities 0-4', () => {
    expect([0, 1, 2, 3, 4].map((s) => priceImpactTone(s as 0))).toEqual(['success', 'default', 'warning', 'danger', 'danger']);
  });

  it('summarises with 3 significant digits', () => {
    const trade = Trade.exactIn(new Route([bnbBusd], BNB, BUSD), CurrencyAmount.fromRaw(BNB, 1234n * 10n ** 15n));
    expect(swapSummaryValues(trade)).toEqual({ inputAmount: '1.23', inputSymbol: 'BNB', outputAmount: '368', outputSymbol: 'BUSD' });
  });
});
