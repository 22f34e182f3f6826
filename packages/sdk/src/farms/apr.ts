/**
 * APR, APY and the ROI calculator, exact on bigints.
 *
 * Every rate here is a WAD fraction (1e18 = 100%); every dollar price a WAD
 * per whole token. A result is `undefined` when an input is missing, zero
 * where it divides, or not a sane price: the screens show a dash for it.
 */
import {
  BLOCKS_PER_YEAR,
  BPS,
  DAYS_PER_YEAR,
  DEFAULT_COMPOUNDS_PER_DAY,
  MAX_DISPLAY_APR,
  RAY,
  ROI_PERIODS_DAYS,
  ROI_PRINCIPAL_USD,
  WAD,
} from './constants.ts';
import { isSanePrice } from './prices.ts';

const pow10 = (n: number) => 10n ** BigInt(n);

export interface PoolAprInput {
  /** Earning-token base units paid per block to the whole pool. */
  rewardPerBlock: bigint;
  earningDecimals: number;
  earningPriceUsd: bigint | undefined;
  /** Staking-token base units staked in the pool. */
  totalStaked: bigint;
  stakingDecimals: number;
  stakingPriceUsd: bigint | undefined;
  blocksPerYear?: bigint;
}

/**
 * A Syrup pool's APR: the dollar value of a year of rewards over the dollar
 * value staked. (rewardPerBlock · blocksPerYear · earningPrice) / (totalStaked · stakingPrice).
 */
export function poolApr(p: PoolAprInput): bigint | undefined {
  if (!isSanePrice(p.earningPriceUsd) || !isSanePrice(p.stakingPriceUsd)) return undefined;
  if (p.totalStaked <= 0n || p.rewardPerBlock < 0n) return undefined;
  const num = p.rewardPerBlock * (p.blocksPerYear ?? BLOCKS_PER_YEAR) * p.earningPriceUsd * pow10(p.stakingDecimals) * WAD;
  const den = p.totalStaked * p.stakingPriceUsd * pow10(p.earningDecimals);
  return num / den;
}

export interface FarmAprInput {
  /** FUEL base units minted per block across all pools (the chef's fuelPerBlock). */
  fuelPerBlock: bigint;
  fuelDecimals: number;
  fuelPriceUsd: bigint | undefined;
  allocPoint: bigint;
  totalAllocPoint: bigint;
  /** Dollar value (WAD) of the LP tokens staked in the farm. */
  liquidityUsd: bigint | undefined;
  blocksPerYear?: bigint;
}

/** A farm's APR: its share of the FUEL emission over a year, in dollars, over the dollars staked. */
export function farmApr(f: FarmAprInput): bigint | undefined {
  if (!isSanePrice(f.fuelPriceUsd) || f.liquidityUsd === undefined || f.liquidityUsd <= 0n) return undefined;
  if (f.totalAllocPoint <= 0n) return undefined;
  const num = f.fuelPerBlock * f.allocPoint * (f.blocksPerYear ?? BLOCKS_PER_YEAR) * f.fuelPriceUsd * WAD;
  const den = f.totalAllocPoint * pow10(f.fuelDecimals) * f.liquidityUsd;
  return num / den;
}

/** A growth factor too large to mean anything; compounding stops and reports undefined. */
const GROWTH_CAP = RAY * 10n ** 12n;

/**
 * (1 + apr / periodsPerYear)^periods − 1 as a WAD fraction: the growth of a
 * stake compounded `periods` times at `periodsPerYear` compounds a year.
 * Exponentiation by squaring at RAY precision, rounded down at each step.
 * Undefined when the growth exceeds 10^12 (an absurd rate).
 */
export function compoundGrowth(apr: bigint, periodsPerYear: number, periods: number): bigint | undefined {
  if (apr < 0n || !Number.isInteger(periodsPerYear) || periodsPerYear <= 0 || !Number.isInteger(periods) || periods < 0) return undefined;
  let base = RAY + (apr * (RAY / WAD)) / BigInt(periodsPerYear);
  let e = periods;
  let result = RAY;
  while (e > 0) {
    if (e & 1) {
      result = (result * base) / RAY;
      if (result > GROWTH_CAP) return undefined;
    }
    e = Math.floor(e / 2);
    if (e > 0) {
      base = (base * base) / RAY;
      if (base > GROWTH_CAP) return undefined;
    }
  }
  return (result - RAY) / (RAY / WAD);
}

/** What a rate beyond any meaningful figure is reported as: just above the display cap (formatApr prints ">1,000,000"). */
export const BEYOND_DISPLAY = MAX_DISPLAY_APR + 1n;

/**
 * APY from an APR, the one rule of the vault's card and of its ROI calculator: the performance fee (basis points)
 * is taken off the APR, then what remains compounds `compoundsPerDay` times a day for `days` days (the 2021 APR
 * helper: 365 · frequency periods a year). The fee comes off the APR because the vault takes it from every
 * harvest before reinvesting, so the fee never compounds; taking it off the compounded result instead would
 * overstate the return (704.01% against the calculator's 684.68% for a 210.22% APR at 288 a day). The vault uses
 * 288 compounds a day. An APR above the display cap, or one whose compounding explodes, gives BEYOND_DISPLAY; no
 * APR gives undefined.
 */
export function aprToApy(
  apr: bigint | undefined,
  compoundsPerDay = DEFAULT_COMPOUNDS_PER_DAY,
  days = DAYS_PER_YEAR,
  performanceFeeBps = 0n,
): bigint | undefined {
  if (apr === undefined || apr < 0n) return undefined;
  const aprAfterFee = apr - (apr * performanceFeeBps) / BPS;
  if (aprAfterFee > MAX_DISPLAY_APR) return BEYOND_DISPLAY;
  const growth = compoundGrowth(aprAfterFee, DAYS_PER_YEAR * compoundsPerDay, compoundsPerDay * days);
  return growth === undefined || growth > MAX_DISPLAY_APR ? BEYOND_DISPLAY : growth;
}

export interface RoiRow {
  days: number;
  /** Return on the $1,000 as a WAD fraction (1e18 = 100%); BEYOND_DISPLAY when it explodes. */
  roi: bigint;
  /** Tokens earned on $1,000, in WAD whole tokens (1e18 = 1 token); undefined beyond the display cap. */
  tokensEarned: bigint | undefined;
}

export interface RoiInput {
  apr: bigint | undefined;
  /** Dollar price (WAD) of the token the rewards are counted in. */
  earningTokenPriceUsd: bigint | undefined;
  compoundsPerDay?: number;
  /** Basis points taken off the APR before compounding (the vault's performance fee); 0 for none. */
  performanceFeeBps?: bigint;
  periods?: readonly number[];
}

/**
 * The ROI calculator (spec 9): for 1, 7, 30 and 365 days, what $1,000 earns
 * when compounded `compoundsPerDay` times a day (default once), after the
 * performance fee: the 2021 tokenEarnedPerThousandDollarsCompounding, each
 * period by aprToApy's rule, so its 365-day row is the APY the card shows. Undefined without an APR or a sane price.
 */
export function roiTable(i: RoiInput): RoiRow[] | undefined {
  const { apr, earningTokenPriceUsd: price } = i;
  if (apr === undefined || apr < 0n || !isSanePrice(price)) return undefined;
  const rows: RoiRow[] = [];
  for (const days of i.periods ?? ROI_PERIODS_DAYS) {
    const growth = aprToApy(apr, i.compoundsPerDay ?? DEFAULT_COMPOUNDS_PER_DAY, days, i.performanceFeeBps ?? 0n);
    if (growth === undefined || growth === BEYOND_DISPLAY) {
      rows.push({ days, roi: BEYOND_DISPLAY, tokensEarned: undefined });
      continue;
    }
    // tokens = ($1000 / price) · growth, in WAD tokens.
    rows.push({ days, roi: growth, tokensEarned: (ROI_PRINCIPAL_USD * WAD * growth) / price });
  }
  return rows;
}
