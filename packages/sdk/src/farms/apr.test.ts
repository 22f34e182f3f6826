import { describe, expect, it } from 'vitest';
import { aprToApy, BEYOND_DISPLAY, compoundGrowth, farmApr, poolApr, roiTable } from './apr.ts';
import { BLOCKS_PER_DAY, BLOCKS_PER_YEAR, MAX_DISPLAY_APR, VAULT_COMPOUNDS_PER_DAY, WAD } from './constants.ts';
import { formatApr, formatWadTokens } from './display.ts';

const usd = (s: string) => {
  const [w, f = ''] = s.split('.');
  return BigInt(w!) * WAD + BigInt(f.padEnd(18, '0'));
};
const FUEL = 10n ** 9n; // 9 decimals
const E18 = 10n ** 18n;

describe('block constants (3-second blocks)', () => {
  it('counts 28,800 blocks a day and 10,512,000 a year', () => {
    expect(BLOCKS_PER_DAY).toBe(28_800n);
    expect(BLOCKS_PER_YEAR).toBe(10_512_000n);
  });
});

describe('poolApr', () => {
  it('pool 0: 10 FUEL a block over 105,120,000 FUEL staked is 100%', () => {
    const apr = poolApr({
      rewardPerBlock: 10n * FUEL,
      earningDecimals: 9,
      earningPriceUsd: usd('2.5'),
      totalStaked: 105_120_000n * FUEL,
      stakingDecimals: 9,
      stakingPriceUsd: usd('2.5'),
    });
    expect(apr).toBe(WAD);
    expect(formatApr(apr)).toBe('100.00');
  });

  it('prices the earning and staking tokens separately, across decimals', () => {
    // 0.5 CAKE ($2.40, 18 decimals) a block, 1,000,000 FUEL ($2.50) staked: 12,614,400 / 2,500,000 = 504.576%.
    const apr = poolApr({
      rewardPerBlock: 5n * 10n ** 17n,
      earningDecimals: 18,
      earningPriceUsd: usd('2.4'),
      totalStaked: 1_000_000n * FUEL,
      stakingDecimals: 9,
      stakingPriceUsd: usd('2.5'),
    });
    expect(apr).toBe(usd('5.04576'));
    expect(formatApr(apr)).toBe('504.58');
  });

  it('is undefined without stake or with a missing or absurd price (a dash, never 1e13%)', () => {
    const base = { rewardPerBlock: E18, earningDecimals: 18, totalStaked: E18, stakingDecimals: 18 };
    expect(poolApr({ ...base, earningPriceUsd: WAD, stakingPriceUsd: WAD, totalStaked: 0n })).toBeUndefined();
    expect(poolApr({ ...base, earningPriceUsd: undefined, stakingPriceUsd: WAD })).toBeUndefined();
    expect(poolApr({ ...base, earningPriceUsd: WAD, stakingPriceUsd: 0n })).toBeUndefined();
    expect(poolApr({ ...base, earningPriceUsd: 10n ** 40n, stakingPriceUsd: WAD })).toBeUndefined();
  });
});

describe('farmApr', () => {
  it('a 40X farm of 160X in all (40 FUEL a block) with $1,000,000 staked earns 26,280%', () => {
    // 40 · 4000/16000 = 10 FUEL a block; 10 · 10,512,000 · $2.5 = $262,800,000 a year.
    const apr = farmApr({
      fuelPerBlock: 40n * FUEL,
      fuelDecimals: 9,
      fuelPriceUsd: usd('2.5'),
      allocPoint: 4000n,
      totalAllocPoint: 16000n,
      liquidityUsd: usd('1000000'),
    });
    expect(apr).toBe(usd('262.8'));
    expect(formatApr(apr)).toBe('26,280.00');
  });

  it('is undefined without liquidity or a FUEL price', () => {
    const f = { fuelPerBlock: 40n * FUEL, fuelDecimals: 9, allocPoint: 1n, totalAllocPoint: 1n };
    expect(farmApr({ ...f, fuelPriceUsd: usd('2.5'), liquidityUsd: 0n })).toBeUndefined();
    expect(farmApr({ ...f, fuelPriceUsd: undefined, liquidityUsd: WAD })).toBeUndefined();
  });
});

describe('APY (the vault compounds 288 times a day)', () => {
  it('100% APR compounded 288 times a day for a year is 171.83% (e − 1 at n = 105,120)', () => {
    const apy = aprToApy(WAD, VAULT_COMPOUNDS_PER_DAY);
    // exact: 171.8268899149...%
    expect(formatApr(apy)).toBe('171.83');
    expect(apy! - usd('1.718268899149091217')).toBeLessThan(10n ** 6n);
    expect(usd('1.718268899149091217') - apy!).toBeLessThan(10n ** 6n);
  });

  it('takes the 2% performance fee off the APR before compounding: 166.44%', () => {
    // (1 + 0.98 / 105,120)^105,120 − 1 = 166.4456...%: the fee is taken from every harvest, so it never compounds.
    expect(formatApr(aprToApy(WAD, 288, 365, 200n))).toBe('166.44');
  });

  it("the vault's card and its calculator's 365-day row agree: 684.68% for a 210.2175% APR, 288 a day, 2% fee", () => {
    const apr = usd('2.102175');
    const apy = aprToApy(apr, VAULT_COMPOUNDS_PER_DAY, 365, 200n);
    // (1 + 0.98 · 2.102175 / 105,120)^105,120 − 1 = 684.6843...% (fee off the compounded result: 704.01%).
    expect(formatApr(apy)).toBe('684.68');
    const rows = roiTable({ apr, earningTokenPriceUsd: usd('2.5'), compoundsPerDay: VAULT_COMPOUNDS_PER_DAY, performanceFeeBps: 200n })!;
    expect(rows.find((r) => r.days === 365)?.roi).toBe(apy);
    // Every period of the calculator follows the same rule.
    for (const r of rows) expect(r.roi).toBe(aprToApy(apr, VAULT_COMPOUNDS_PER_DAY, r.days, 200n));
  });

  it('compounds once a day by default: 171.46%', () => {
    expect(formatApr(aprToApy(WAD))).toBe('171.46');
  });

  it('is undefined without an APR, and beyond the display cap when it explodes', () => {
    expect(aprToApy(undefined)).toBeUndefined();
    expect(aprToApy(MAX_DISPLAY_APR + 1n, 288)).toBe(BEYOND_DISPLAY);
    // 1,486% APR compounded 105,120 times: e^14.86 · 100% ≈ 285,000,000%: shown as ">1,000,000".
    expect(formatApr(aprToApy(usd('14.86'), 288))).toBe('>1,000,000');
  });

  it('compoundGrowth is exact for one period and zero for none', () => {
    expect(compoundGrowth(WAD, 365, 1)).toBe(WAD / 365n);
    expect(compoundGrowth(WAD, 365, 0)).toBe(0n);
    expect(compoundGrowth(-1n, 365, 1)).toBeUndefined();
  });
});

describe('ROI calculator (1, 7, 30, 365 days per $1,000, daily compounding, 2 decimals)', () => {
  it('100% APR on a $2.50 token, compounded daily', () => {
    const rows = roiTable({ apr: WAD, earningTokenPriceUsd: usd('2.5') })!;
    expect(rows.map((r) => r.days)).toEqual([1, 7, 30, 365]);
    expect(rows.map((r) => formatApr(r.roi))).toEqual(['0.27', '1.93', '8.55', '171.46']);
    // $1,000 = 400 tokens: 1.0959, 7.7346, 34.2168, 685.8270 tokens earned.
    expect(rows.map((r) => formatWadTokens(r.tokensEarned!))).toEqual(['1.10', '7.73', '34.22', '685.83']);
  });

  it('the vault: 288 compounds a day after a 2% performance fee', () => {
    const rows = roiTable({ apr: WAD, earningTokenPriceUsd: usd('2.5'), compoundsPerDay: 288, performanceFeeBps: 200n })!;
    expect(rows.map((r) => formatApr(r.roi))).toEqual(['0.27', '1.90', '8.39', '166.44']);
    expect(rows.map((r) => formatWadTokens(r.tokensEarned!))).toEqual(['1.08', '7.59', '33.55', '665.78']);
  });

  it('caps the periods whose compounding explodes and keeps the others', () => {
    const rows = roiTable({ apr: usd('100'), earningTokenPriceUsd: usd('2.5') })!; // 10,000% APR
    expect(rows.map((r) => formatApr(r.roi))).toEqual(['27.40', '444.65', '142,724.48', '>1,000,000']);
    expect(rows[3]!.tokensEarned).toBeUndefined();
  });

  it('has no rows without an APR or a price', () => {
    expect(roiTable({ apr: undefined, earningTokenPriceUsd: WAD })).toBeUndefined();
    expect(roiTable({ apr: WAD, earningTokenPriceUsd: undefined })).toBeUndefined();
  });
});
