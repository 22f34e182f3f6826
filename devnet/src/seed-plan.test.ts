import { describe, expect, it } from 'vitest';
import { parseUnits } from 'viem';
import { devnetExchange } from '@fuelswap/config';
import {
  DEFAULT_LIST_SYMBOLS,
  PAIRS,
  SAFETY_PAIRS,
  TOKENS,
  formatFixed,
  formatSignificant,
  fundAmount,
  isSeedableToken,
  liquidityNeeds,
  pairAmounts,
  priceOf,
  tokenSpec,
  unitsForUsd,
} from './seed-plan.ts';
import { fakeDeployment } from './test-helpers.ts';

describe('amounts', () => {
  it('converts dollars to base units with bigint math at the token price and decimals', () => {
    expect(unitsForUsd('BUSD', '1')).toBe(parseUnits('1', 18));
    expect(unitsForUsd('FUEL', '5')).toBe(parseUnits('2', 9));
    expect(unitsForUsd('BTCB', '30000')).toBe(parseUnits('0.5', 18));
    expect(unitsForUsd('SAFEMOON', '3')).toBe(parseUnits('1000000', 18));
    expect(unitsForUsd('WBNB', '600')).toBe(parseUnits('1', 18));
  });

  it('seeds each pool with half its depth on each side, so the pool price is the dollar price ratio', () => {
    const busdBnb = pairAmounts({ a: 'BUSD', b: 'WBNB', depthUsd: '10000000' });
    expect(busdBnb.amountA).toBe(parseUnits('5000000', 18));
    expect(formatFixed(busdBnb.amountB, 18).startsWith('8333.333333')).toBe(true);
    for (const p of PAIRS) {
      const { amountA, amountB } = pairAmounts(p);
      const price = priceOf(amountA, tokenSpec(p.a).decimals, amountB, tokenSpec(p.b).decimals, 12);
      // price of A in B = priceA / priceB, to 1e-6 relative
      const expected = (parseUnits(tokenSpec(p.a).priceUsd, 30) * 10n ** 12n) / parseUnits(tokenSpec(p.b).priceUsd, 30);
      const got = parseUnits(price, 12);
      const diff = got > expected ? got - expected : expected - got;
      expect(diff * 1_000_000n <= expected, `${p.a}-${p.b}: ${price}`).toBe(true);
    }
  });

  it('has deep majors and shallower small caps', () => {
    const depth = (name: string) => Number(PAIRS.find((p) => `${p.a}-${p.b}` === name)!.depthUsd);
    expect(depth('BUSD-WBNB')).toBeGreaterThanOrEqual(5_000_000);
    expect(depth('FUEL-WBNB')).toBeGreaterThanOrEqual(2_000_000);
    expect(depth('TKO-DAI')).toBeLessThan(1_000_000);
  });

  it('funds every account generously', () => {
    expect(fundAmount('BUSD')).toBe(parseUnits('1000000', 18));
    expect(fundAmount('ETH')).toBe(parseUnits('1000', 18));
    expect(fundAmount('BTCB')).toBe(parseUnits('50', 18));
    expect(fundAmount('FUEL')).toBe(parseUnits('1000000', 9));
    for (const t of TOKENS) expect(fundAmount(t.symbol) > 0n, t.symbol).toBe(true);
  });

  it('needs less BNB for the pools than the deployer holds (100,000)', () => {
    expect(liquidityNeeds().get('WBNB')! < parseUnits('50000', 18)).toBe(true);
  });
});

describe('tokens', () => {
  it('covers the default list, FUEL with 9 decimals, the taxed SAFEMOON, and the required pools', () => {
    for (const s of DEFAULT_LIST_SYMBOLS) expect(() => tokenSpec(s)).not.toThrow();
    expect(tokenSpec('FUEL').decimals).toBe(9);
    expect(tokenSpec('SAFEMOON')).toMatchObject({ name: 'SafeMoon', kind: 'taxed', tags: ['taxed'] });
    for (const t of TOKENS.filter((x) => x.symbol !== 'FUEL')) expect(t.decimals, t.symbol).toBe(18);
    const names = PAIRS.map((p) => `${p.a}-${p.b}`);
    for (const n of [
      'FUEL-WBNB',
      'BUSD-WBNB',
      'CAKE-WBNB',
      'USDT-BUSD',
      'ETH-WBNB',
      'BTCB-WBNB',
      'DAI-BUSD',
      'USDC-BUSD',
      'SAFEMOON-WBNB',
      'XVS-WBNB',
      'VAI-BUSD',
      'CAKE-BUSD',
    ]) {
      expect(names).toContain(n);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('has one token per safety verdict, each pooled with BNB apart from PAIRS and on no default list', () => {
    const safety = TOKENS.filter((t) => ['fee', 'honeypot', 'pausable', 'rebasing'].includes(t.kind));
    expect(safety.map((t) => [t.symbol, t.kind])).toEqual([
      ['TAX5', 'fee'],
      ['HONEY', 'honeypot'],
      ['PAUSED', 'pausable'],
      ['REBASE', 'rebasing'],
    ]);
    expect(SAFETY_PAIRS.map((p) => `${p.a}-${p.b}`)).toEqual(['TAX5-WBNB', 'HONEY-WBNB', 'PAUSED-WBNB', 'REBASE-WBNB']);
    for (const t of safety) {
      expect(DEFAULT_LIST_SYMBOLS as readonly string[]).not.toContain(t.symbol);
      expect(PAIRS.some((p) => p.a === t.symbol || p.b === t.symbol)).toBe(false);
      // Farms pick every mintable token as a partner reward: a safety token must never reach them.
      expect(isSeedableToken(t.symbol)).toBe(false);
    }
    expect(TOKENS.filter((t) => isSeedableToken(t.symbol)).map((t) => t.kind)).not.toContain('fee');
    expect(isSeedableToken('WBNB')).toBe(true);
    expect(isSeedableToken('NRV')).toBe(true);
  });
});

/** Fewest hops from `from` to `to` using only the pools the app's router considers (direct, each side × bases, bases × bases). */
function appHops(from: string, to: string, bases: readonly string[]): number | undefined {
  const visible = new Set([...bases, from, to]);
  const edges = [...PAIRS, ...SAFETY_PAIRS].filter((p) => visible.has(p.a) && visible.has(p.b));
  let frontier = new Set([from]);
  const seen = new Set([from]);
  for (let hops = 1; hops <= 3; hops++) {
    const next = new Set<string>();
    for (const e of edges) {
      for (const [x, y] of [
        [e.a, e.b],
        [e.b, e.a],
      ] as const) {
        if (frontier.has(x) && !seen.has(y)) next.add(y);
      }
    }
    if (next.has(to)) return hops;
    next.forEach((x) => seen.add(x));
    frontier = next;
  }
  return undefined;
}

describe('routing shape (with the bases the app routes through)', () => {
  const bases = devnetExchange(fakeDeployment()).bases.map((t) => t.symbol);

  it('uses the devnet bases from packages/config', () => {
    expect(bases).toEqual(['WBNB', 'BUSD', 'USDT', 'ETH', 'BTCB', 'FUEL', 'CAKE', 'DAI']);
  });

  it('reaches every token from BNB within the 3 hops the app searches', () => {
    for (const t of TOKENS) expect(appHops('WBNB', t.symbol, bases), t.symbol).toBeDefined();
  });

  it('has tokens that need 2 and 3 hops from BNB', () => {
    expect(appHops('WBNB', 'FUEL', bases)).toBe(1);
    expect(appHops('WBNB', 'ALPACA', bases)).toBe(2);
    expect(appHops('WBNB', 'NRV', bases)).toBe(2);
    expect(appHops('WBNB', 'TKO', bases)).toBe(3);
    expect(appHops('WBNB', 'BELT', bases)).toBe(3);
  });

  it('has a pool between two non-base tokens, used only when one is an endpoint', () => {
    expect(appHops('ALPACA', 'TKO', bases)).toBe(1);
  });
});

describe('formatting', () => {
  it('formats fixed-point bigints without floats', () => {
    expect(formatFixed(1500000000000000000n, 18)).toBe('1.5');
    expect(formatFixed(5n, 3)).toBe('0.005');
    expect(formatFixed(-5n, 0)).toBe('-5');
    expect(formatSignificant(123456789n, 3, 4)).toBe('123400');
    expect(formatSignificant(parseUnits('0.00000312345', 18), 18, 3)).toBe('0.00000312');
  });
});
