import { describe, expect, it } from 'vitest';
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import { bestExecutionExactIn, bestExecutionExactOut, chooseByNetOfGas, nativeValueIn, routerGas, tradeGas } from './execution.ts';
import { LARGE_NETWORK_FEE, networkFeeIsLarge } from './network-fee.ts';
import { isSplitTrade, SplitRouteTrade } from './split-trade.ts';
import { BNB, BUSD, E18, FUEL, USDT, WBNB, pair } from './fixtures.test-helpers.ts';
import { swapInputError, tradeInvolvesAddress } from './input-errors.ts';
import { computeTradePriceBreakdown } from './price-impact.ts';
import { Route } from './route.ts';
import { bestSplitExactIn, splitSwapCallParameters } from './split.ts';
import { Trade, TradeType } from './trade.ts';

const GWEI = 10n ** 9n;
// WBNB at 300 BUSD; BUSD–USDT at par, both ways round through WBNB too.
const wbnbBusd = pair(WBNB, 1_000n * E18, BUSD, 300_000n * E18);
const wbnbUsdt = pair(WBNB, 1_000n * E18, USDT, 300_000n * E18);
const busdUsdt = pair(BUSD, 100_000n * E18, USDT, 100_000n * E18);
const pairs = [wbnbBusd, wbnbUsdt, busdUsdt];
const pricing = { pairs, wrappedNative: WBNB };

describe('routerGas (fitted to the router: 46,500 base, 46,400 a hop, 1,300 an extra path, plus 21,000)', () => {
  it('prices single routes and splits', () => {
    expect(routerGas([1])).toBe(113_900n);
    expect(routerGas([2])).toBe(160_300n);
    expect(routerGas([3])).toBe(206_700n);
    // 1+2 hops: the forge measurement was 187,001 without the 21,000 intrinsic
    expect(routerGas([1, 2])).toBe(208_000n);
  });
  it('refuses an empty or hop-less route', () => {
    expect(() => routerGas([])).toThrow('at least one route');
    expect(() => routerGas([0])).toThrow('at least one hop');
  });
});

describe('nativeValueIn', () => {
  it('values wei through the pools at the mid price', () => {
    // 0.001 BNB at 300 BUSD a BNB
    expect(nativeValueIn(10n ** 15n, BUSD, pairs, WBNB)?.raw).toBe(3n * 10n ** 17n);
  });
  it('is the amount itself for BNB and WBNB', () => {
    expect(nativeValueIn(123n, BNB, pairs, WBNB)?.raw).toBe(123n);
    expect(nativeValueIn(123n, WBNB, pairs, WBNB)?.raw).toBe(123n);
  });
  it('is undefined without a route from WBNB', () => {
    expect(nativeValueIn(10n ** 15n, FUEL, pairs, WBNB)).toBeUndefined();
  });
});

describe('chooseByNetOfGas', () => {
  const amount = CurrencyAmount.fromRaw(BUSD, 10n * E18);
  const direct = Trade.exactIn(new Route([busdUsdt], BUSD, USDT), amount);
  const twoHop = Trade.exactIn(new Route([wbnbBusd, wbnbUsdt], BUSD, USDT), amount);

  it('keeps the gross order without a gas price', () => {
    // the direct pair is deeper per unit here, so it wins gross too; build a case where the longer route is better gross
    const thin = pair(BUSD, 1_000n * E18, USDT, 1_000n * E18);
    const d = Trade.exactIn(new Route([thin], BUSD, USDT), CurrencyAmount.fromRaw(BUSD, 100n * E18));
    const l = Trade.exactIn(new Route([wbnbBusd, wbnbUsdt], BUSD, USDT), CurrencyAmount.fromRaw(BUSD, 100n * E18));
    expect(l.outputAmount.raw).toBeGreaterThan(d.outputAmount.raw);
    expect(chooseByNetOfGas([d, l], { ...pricing, gasPriceWei: 0n })?.trade).toBe(l);
  });

  it('charges each candidate its gas in the output token', () => {
    const best = chooseByNetOfGas([direct, twoHop], { ...pricing, gasPriceWei: 5n * GWEI });
    expect(best?.trade).toBe(direct);
    expect(best?.gas).toBe(113_900n);
    expect(best?.feeWei).toBe(113_900n * 5n * GWEI);
    // 0.0005695 BNB at the WBNB–USDT mid price of 300
    expect(best?.feeInToken?.raw).toBe(113_900n * 5n * GWEI * 300n);
    expect(best?.net).toBe(direct.outputAmount.raw - 113_900n * 5n * GWEI * 300n);
  });

  it('lets more gas lose a small gross gain', () => {
    // the direct pair pays 0.996 USDT a BUSD before its fee, the route through WBNB 1.0 before two fees
    const thin = pair(BUSD, 1_000n * E18, USDT, 996n * E18);
    const amountIn = CurrencyAmount.fromRaw(BUSD, E18);
    const d = Trade.exactIn(new Route([thin], BUSD, USDT), amountIn);
    const l = Trade.exactIn(new Route([wbnbBusd, wbnbUsdt], BUSD, USDT), amountIn);
    const gain = l.outputAmount.raw - d.outputAmount.raw;
    // a 1 BUSD trade: the longer route is better gross by about 0.15 cents, less than 46,400 gas at 1 gwei (1.39 cents)
    expect(gain).toBeGreaterThan(0n);
    expect(46_400n * GWEI * 300n).toBeGreaterThan(gain);
    expect(chooseByNetOfGas([d, l], { ...pricing, gasPriceWei: GWEI })?.trade).toBe(d);
  });

  it('compares exact output by input plus the fee in the input token', () => {
    const out = CurrencyAmount.fromRaw(USDT, 10n * E18);
    const d = Trade.exactOut(new Route([busdUsdt], BUSD, USDT), out);
    const l = Trade.exactOut(new Route([wbnbBusd, wbnbUsdt], BUSD, USDT), out);
    const best = chooseByNetOfGas([l, d], { ...pricing, gasPriceWei: GWEI });
    expect(best?.trade).toBe(d);
    expect(best?.net).toBe(d.inputAmount.raw + 113_900n * GWEI * 300n);
  });

  it('compares gross when a fee cannot be priced, fewer gas winning ties', () => {
    const a = pair(FUEL, 1_000n * E18, USDT, 1_000n * E18);
    const t = Trade.exactIn(new Route([a], FUEL, USDT), CurrencyAmount.fromRaw(FUEL, E18));
    const best = chooseByNetOfGas([t], { pairs: [a], wrappedNative: WBNB, gasPriceWei: GWEI });
    expect(best?.feeInToken).toBeUndefined();
    expect(best?.net).toBe(t.outputAmount.raw);
  });
});

describe('bestExecutionExactIn / ExactOut', () => {
  // two equal, independent routes BUSD→USDT: the direct pair and BUSD→WBNB→USDT
  const deep = [
    pair(BUSD, 300_000n * E18, USDT, 300_000n * E18),
    pair(WBNB, 10_000n * E18, BUSD, 3_000_000n * E18),
    pair(WBNB, 10_000n * E18, USDT, 3_000_000n * E18),
  ];
  const opts = { pairs: deep, wrappedNative: WBNB, gasPriceWei: GWEI, splits: true };

  it('splits a large trade when the gain beats the extra gas', () => {
    const amountIn = CurrencyAmount.fromRaw(BUSD, 50_000n * E18);
    const best = bestExecutionExactIn(deep, amountIn, USDT, opts);
    expect(best && isSplitTrade(best.trade)).toBe(true);
    const split = bestSplitExactIn(deep, amountIn, USDT);
    expect(best?.trade.outputAmount.raw).toBe(split?.outputAmount.raw);
    expect(best?.gas).toBe(routerGas([1, 2]));
  });

  it('keeps one route for a small trade, where the split gains less than its gas', () => {
    const best = bestExecutionExactIn(deep, CurrencyAmount.fromRaw(BUSD, 10n * E18), USDT, opts);
    expect(best && isSplitTrade(best.trade)).toBe(false);
    expect((best?.trade as Trade | undefined)?.route.pairs).toHaveLength(1);
  });

  it('never splits with splits off or single hop', () => {
    const amountIn = CurrencyAmount.fromRaw(BUSD, 50_000n * E18);
    expect(isSplitTrade(bestExecutionExactIn(deep, amountIn, USDT, { ...opts, splits: false })?.trade)).toBe(false);
    const one = bestExecutionExactIn(deep, amountIn, USDT, { ...opts, singleHopOnly: true })?.trade as Trade;
    expect(isSplitTrade(one)).toBe(false);
    expect(one.route.pairs).toHaveLength(1);
  });

  it('splits a large exact output', () => {
    const best = bestExecutionExactOut(deep, BUSD, CurrencyAmount.fromRaw(USDT, 50_000n * E18), opts);
    expect(best && isSplitTrade(best.trade)).toBe(true);
    expect(best?.trade.tradeType).toBe(TradeType.EXACT_OUTPUT);
    expect(best?.trade.outputAmount.raw).toBe(50_000n * E18);
  });
});

describe('SplitRouteTrade', () => {
  const deep = [
    pair(BUSD, 300_000n * E18, USDT, 300_000n * E18),
    pair(WBNB, 10_000n * E18, BUSD, 3_000_000n * E18),
    pair(WBNB, 10_000n * E18, USDT, 3_000_000n * E18),
  ];
  const split = bestSplitExactIn(deep, CurrencyAmount.fromRaw(BUSD, 50_000n * E18), USDT);
  if (!split) throw new Error('fixture has a split');
  const t = new SplitRouteTrade(split);

  it('has the limit the router call sends', () => {
    const call = splitSwapCallParameters(split, {
      allowedSlippage: 50,
      recipient: '0x000000000000000000000000000000000000dEaD',
      deadline: 1n,
    });
    expect(t.minimumAmountOut(Percent.fromBips(50)).raw).toBe(call.args[1]);
    expect(t.maximumAmountIn(Percent.fromBips(50)).raw).toBe(50_000n * E18);
  });

  it('pays each part its own LP fee: 0.25% on the direct part, 1 − 0.9975² on the two-hop part', () => {
    const [a, b] = split.parts;
    if (!a || !b) throw new Error('two parts');
    const direct = a.route.pairs.length === 1 ? a : b;
    const twoHop = direct === a ? b : a;
    expect(twoHop.route.pairs).toHaveLength(2);
    const b1 = computeTradePriceBreakdown(t);
    const expected = (direct.inputAmount.raw * 25n) / 10_000n + (twoHop.inputAmount.raw * (100_000_000n - 9975n * 9975n)) / 100_000_000n;
    expect(b1.realizedLPFee.raw).toBe(expected);
    expect(t.priceImpact.greaterThan(b1.priceImpactWithoutFee)).toBe(true);
    expect(tradeGas(t)).toBe(routerGas([a.route.pairs.length, b.route.pairs.length]));
  });

  it('checks the recipient against every route', () => {
    const wbnbPair = deep[1];
    if (!wbnbPair) throw new Error('pair');
    expect(tradeInvolvesAddress(t, WBNB.address)).toBe(true);
    expect(tradeInvolvesAddress(t, wbnbPair.address)).toBe(true);
    const err = swapInputError({
      account: '0x000000000000000000000000000000000000dEaD',
      parsedAmount: t.inputAmount,
      inputCurrency: BUSD,
      outputCurrency: USDT,
      recipient: WBNB.address,
      recipientValid: true,
      routerAddresses: [],
      trade: t,
      balances: {},
    });
    expect(err?.key).toBe('Invalid recipient');
  });
});

describe('networkFeeIsLarge (1%)', () => {
  const amount = CurrencyAmount.fromRaw(USDT, 100n * E18);
  it('flags a fee above 1% of the trade, not at 1%', () => {
    expect(LARGE_NETWORK_FEE.toFixed(2)).toBe('1.00');
    expect(networkFeeIsLarge(CurrencyAmount.fromRaw(USDT, E18), amount)).toBe(false);
    expect(networkFeeIsLarge(CurrencyAmount.fromRaw(USDT, E18 + 1n), amount)).toBe(true);
    expect(networkFeeIsLarge(undefined, amount)).toBe(false);
  });
});
