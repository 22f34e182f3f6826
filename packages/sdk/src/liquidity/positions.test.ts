import { describe, expect, it } from 'vitest';
import { formatPoolShare } from '../format/display.ts';
import { sqrt } from '../math/decimal.ts';
import { BUSD, E18, E9, FUEL, USDT, WBNB, addr, pair } from '../swap/fixtures.test-helpers.ts';
import { Token } from '../swap/currency.ts';
import { protocolFeeLiquidity, supplyWithProtocolFee } from './fee.ts';
import { MAX_TRACKED_PAIRS, hasPositionActions, positionInfo, trackedTokenPairs } from './positions.ts';

describe('position card values', () => {
  const p = pair(FUEL, 1000n * E9, BUSD, 500n * E18);
  const supply = 1000n * E18;

  it('pooled amounts of each token (9 and 18 decimals) and the share of pool', () => {
    const info = positionInfo(p, supply, 10n * E18)!;
    expect(info.pooled0.currency.equals(p.token0)).toBe(true);
    const pooledFuel = info.pooled0.currency.equals(FUEL) ? info.pooled0 : info.pooled1;
    const pooledBusd = info.pooled0.currency.equals(BUSD) ? info.pooled0 : info.pooled1;
    expect(pooledFuel.raw).toBe(10n * E9);
    expect(pooledBusd.raw).toBe(5n * E18);
    expect(formatPoolShare(info.share, 6)).toBe('1.000000');
  });

  it('a share below 0.01% shows <0.01, otherwise 6 decimals', () => {
    expect(formatPoolShare(positionInfo(p, supply, E18 / 100n)!.share, 6)).toBe('<0.01');
    expect(formatPoolShare(positionInfo(p, supply, E18 / 10n)!.share, 6)).toBe('0.010000');
    expect(formatPoolShare(positionInfo(p, supply, 123_456_789n * 10n ** 9n)!.share, 6)).toBe('0.012346');
  });

  it('no value for reads that do not fit', () => {
    expect(positionInfo(p, 0n, 0n)).toBeUndefined();
    expect(positionInfo(p, supply, supply + 1n)).toBeUndefined();
  });

  it('includes the pending protocol fee: less is pooled and the share is smaller', () => {
    const fee = { feeOn: true, kLast: (1000n * E9 * 500n * E18) / 4n }; // √k doubled
    const info = positionInfo(p, supply, 10n * E18, fee)!;
    const pooledFuel = info.pooled0.currency.equals(FUEL) ? info.pooled0 : info.pooled1;
    expect(pooledFuel.raw).toBeLessThan(10n * E9);
    expect(info.share.lessThan(positionInfo(p, supply, 10n * E18)!.share)).toBe(true);
  });

  it('shows Remove / Add liquidity instead only above the minimum LP balance', () => {
    expect(hasPositionActions(undefined)).toBe(false);
    expect(hasPositionActions(0n)).toBe(false);
    expect(hasPositionActions(1n)).toBe(true);
  });
});

describe('protocol fee liquidity (contract formula)', () => {
  it('is S·(√k − √kLast)·8 / (17·√k + 8·√kLast)', () => {
    const p = pair(BUSD, 400n * E18, USDT, 400n * E18); // √k = 400e18
    const kLast = 100n * E18 * 100n * E18 * 9n; // √kLast = 300e18
    const s = 300n * E18;
    const expected = (s * (400n * E18 - 300n * E18) * 8n) / (400n * E18 * 17n + 300n * E18 * 8n);
    expect(protocolFeeLiquidity(p, s, { feeOn: true, kLast })).toBe(expected);
    expect(supplyWithProtocolFee(p, s, { feeOn: true, kLast })).toBe(s + expected);
  });
  it('is zero with the switch off, kLast 0, no growth or no supply', () => {
    const p = pair(BUSD, 400n * E18, USDT, 400n * E18);
    const k = 400n * E18 * 400n * E18;
    expect(protocolFeeLiquidity(p, E18, { feeOn: false, kLast: k / 2n })).toBe(0n);
    expect(protocolFeeLiquidity(p, E18, { feeOn: true, kLast: 0n })).toBe(0n);
    expect(protocolFeeLiquidity(p, E18, { feeOn: true, kLast: k })).toBe(0n);
    expect(protocolFeeLiquidity(p, 0n, { feeOn: true, kLast: k / 2n })).toBe(0n);
    expect(sqrt(k)).toBe(400n * E18);
  });
});

describe('tracked pairs', () => {
  const tokens = [FUEL, BUSD, USDT];
  const bases = [WBNB, BUSD];

  it('saved pairs first, then bases × bases, then tokens × bases; once each, in contract order', () => {
    const saved: [Token, Token][] = [[USDT, FUEL]];
    const pairs = trackedTokenPairs(tokens, bases, saved);
    const keys = pairs.map(([a, b]) => `${a.symbol}-${b.symbol}`);
    expect(pairs[0]![0].sortsBefore(pairs[0]![1])).toBe(true);
    expect(keys[0]).toBe(
      [FUEL, USDT]
        .sort((a, b) => (a.sortsBefore(b) ? -1 : 1))
        .map((t) => t.symbol)
        .join('-'),
    );
    expect(new Set(keys).size).toBe(keys.length);
    // {FUEL,USDT} saved, {WBNB,BUSD}, FUEL×2, BUSD×WBNB (dup), USDT×2
    expect(keys).toHaveLength(1 + 1 + 2 + 2);
  });

  it('skips a token against itself and other chains', () => {
    const other = new Token(56, FUEL.address, 9, 'FUEL', 'FUEL on 56');
    const pairs = trackedTokenPairs([other, BUSD], [BUSD], []);
    expect(pairs).toHaveLength(0);
  });

  it('is bounded, keeping saved pairs', () => {
    const many = Array.from({ length: 400 }, (_, i) => new Token(FUEL.chainId, addr(0x5000 + i), 18, `T${i}`, `Token ${i}`));
    const saved: [Token, Token][] = [[many[399]!, many[398]!]];
    const pairs = trackedTokenPairs(many, [WBNB, BUSD], saved);
    expect(pairs).toHaveLength(MAX_TRACKED_PAIRS);
    expect(pairs[0]!.map((t) => t.symbol).sort()).toEqual(['T398', 'T399']);
    expect(trackedTokenPairs(many, [WBNB], [], 10)).toHaveLength(10);
  });
});
