/**
 * What the yield seeding stakes, and the APR each seeded farm and pool then shows, from the plans alone (no
 * chain): the pairs' depths and the tokens' dollar prices (seed-plan.ts), the allocation points and the pools'
 * rates (contracts/scripts/deploy-farms.ts), the stakes below (seed-farms.ts sends them). The APRs come from the
 * sdk's farmApr / poolApr with the prices the app derives from the same reserves, so a unit test can keep every
 * figure a user sees on /farms and /pools in a plausible range before any devnet starts.
 */
import { parseUnits } from 'viem';
import { AUCTION_FARM_ALLOC_POINT } from '@fuelswap/config';
import { farmApr, farmLiquidityUsd, poolApr, sqrt } from '@fuelswap/sdk';
import { ALLOC_CYCLE, POOL_PLANS, REFERENCE_FARM_ALLOC, type PoolPlan } from '../../contracts/scripts/deploy-farms.ts';
import { PAIRS, TOKENS, fundAmount, pairAmounts, tokenSpec, type PairSpec } from './seed-plan.ts';

const FUEL_DECIMALS = 9;
const fuel = (whole: bigint) => whole * 10n ** BigInt(FUEL_DECIMALS);

/**
 * The devnet chef's emission: 4 FUEL a block (1 to pool 0). The documents' 40 (deploy-farms' default, kept for a
 * public chain) over the devnet's $27M of staked liquidity would pay every farm thousands of percent a year.
 */
export const DEVNET_FUEL_PER_BLOCK = fuel(4n);
/** The share of its LP tokens the deployer stakes in each farm (the rest stays in its wallet, 1% to each test account). */
export const FARM_STAKE = { numerator: 1n, denominator: 2n } as const;
/** FUEL the deployer stakes: 10M in pool 0, 40M in the vault (which stakes it in pool 0), 2M per FUEL pool. */
export const POOL0_STAKE = fuel(10_000_000n);
export const VAULT_STAKE = fuel(40_000_000n);
export const FUEL_POOL_STAKE = fuel(2_000_000n);
/** BNB the deployer stakes in the native-BNB pool. */
export const BNB_POOL_STAKE = 100n * 10n ** 18n;
/** A partner-token pool's stake: this fraction of the deployer's balance of the token (its own fund). */
export const PARTNER_STAKE_DIVISOR = 10n;
/** The deployer's LP in each auction winner's farm: all it got when it seeded the token-BNB pair. */
export const AUCTION_FARM_LIQUIDITY = { bnb: 200n * 10n ** 18n, tokens: 2_000_000n * 10n ** 18n } as const;
/** Auction winners' farms scheduled while seeding (Kalmar's and Hot Cross's). */
export const SEEDED_AUCTION_FARMS = 2;

const WAD = 10n ** 18n;
/** A token's dollar price (WAD) as the app finds it: the pools are seeded at the plan's prices. */
export function planPrice(symbol: string): bigint {
  return parseUnits(tokenSpec(symbol === 'BNB' ? 'WBNB' : symbol).priceUsd, 18);
}

/** The Uniswap V2 pair's first mint: sqrt(a * b), of which 1000 units are locked for ever. */
const MINIMUM_LIQUIDITY = 1000n;

/** Allocation points of each farm, by the rule of deploy-farms (planFarms): reference farms fixed, the rest in turn. */
export function farmAllocPoints(pairs: readonly PairSpec[] = PAIRS): number[] {
  const set = (p: PairSpec) => new Set([p.a, p.b]);
  const is = (p: PairSpec, x: string, y: string) => set(p).has(x) && set(p).has(y);
  const rows = pairs.map((p, i) =>
    is(p, 'FUEL', 'WBNB')
      ? REFERENCE_FARM_ALLOC.fuelBnb
      : is(p, 'BUSD', 'WBNB')
        ? REFERENCE_FARM_ALLOC.busdBnb
        : is(p, 'FUEL', 'BUSD')
          ? REFERENCE_FARM_ALLOC.fuelBusd
          : ALLOC_CYCLE[i % ALLOC_CYCLE.length]!,
  );
  const sum = rows.reduce((s, r) => s + r, 0);
  let last = -1;
  rows.forEach((r, i) => {
    if (ALLOC_CYCLE.includes(r)) last = i;
  });
  if (sum % 3 !== 0 && last >= 0) rows[last]! += sum % 3 === 1 ? 200 : 100;
  return rows;
}

export interface SeededApr {
  name: string;
  /** WAD fraction (1e18 = 100%), undefined when the app would show a dash. */
  apr: bigint | undefined;
}

/** The chef's total allocation: the farms, pool 0 (a third of the farms'), the auction farms scheduled while seeding. */
function chefTotals(alloc: readonly number[]) {
  const farms = BigInt(alloc.reduce((s, a) => s + a, 0));
  const pool0 = farms / 3n;
  return { pool0, total: farms + pool0 + AUCTION_FARM_ALLOC_POINT * BigInt(SEEDED_AUCTION_FARMS) };
}

/** Every seeded farm's APR as /farms computes it: its share of the emission over the LP the deployer staked. */
export function seededFarmAprs(fuelPerBlock: bigint = DEVNET_FUEL_PER_BLOCK): SeededApr[] {
  const alloc = farmAllocPoints();
  const { total } = chefTotals(alloc);
  const out: SeededApr[] = PAIRS.map((p, i) => {
    const { amountA, amountB } = pairAmounts(p);
    const supply = sqrt(amountA * amountB);
    const staked = ((supply - MINIMUM_LIQUIDITY) * FARM_STAKE.numerator) / FARM_STAKE.denominator;
    // Either side priced at the plan's price gives the same value: the pool is seeded at the price ratio.
    const liquidityUsd = farmLiquidityUsd({
      quoteReserve: amountB,
      quoteDecimals: tokenSpec(p.b).decimals,
      quotePriceUsd: planPrice(p.b),
      lpTotalSupply: supply,
      lpStaked: staked,
    });
    return {
      name: `${p.a}-${p.b}`,
      apr: farmApr({
        fuelPerBlock,
        fuelDecimals: FUEL_DECIMALS,
        fuelPriceUsd: planPrice('FUEL'),
        allocPoint: BigInt(alloc[i]!),
        totalAllocPoint: total,
        liquidityUsd,
      }),
    };
  });
  // The auction winners' farms: token-BNB pairs whose whole LP the deployer stakes; the pair prices the token.
  const { bnb, tokens } = AUCTION_FARM_LIQUIDITY;
  const supply = sqrt(bnb * tokens);
  for (let i = 0; i < SEEDED_AUCTION_FARMS; i++) {
    out.push({
      name: `auction farm ${i + 1}`,
      apr: farmApr({
        fuelPerBlock,
        fuelDecimals: FUEL_DECIMALS,
        fuelPriceUsd: planPrice('FUEL'),
        allocPoint: AUCTION_FARM_ALLOC_POINT,
        totalAllocPoint: total,
        liquidityUsd: farmLiquidityUsd({
          quoteReserve: bnb,
          quoteDecimals: 18,
          quotePriceUsd: planPrice('WBNB'),
          lpTotalSupply: supply,
          lpStaked: supply - MINIMUM_LIQUIDITY,
        }),
      }),
    });
  }
  return out;
}

/** Partner reward tokens in deploy-farms' order: the mintable test tokens, its preferred ones first. */
const PARTNER_PRIORITY = ['CAKE', 'XVS', 'ALPACA', 'BELT', 'TKO', 'NRV', 'EPS', 'VAI', 'ETH', 'BTCB', 'USDT', 'BUSD', 'DAI', 'USDC', 'UST'];
function partners(): string[] {
  const rank = (s: string) => (PARTNER_PRIORITY.includes(s) ? PARTNER_PRIORITY.indexOf(s) : PARTNER_PRIORITY.length);
  return TOKENS.filter((t) => t.kind === 'test')
    .map((t) => t.symbol)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** What the deployer stakes in a pool (seed-farms.ts): FUEL pools a fixed amount or half a per-user limit. */
function poolStake(plan: PoolPlan, staking: string): bigint {
  if (plan.kind === 'bnb') return BNB_POOL_STAKE;
  const base = staking === 'FUEL' ? FUEL_POOL_STAKE : fundAmount(staking) / PARTNER_STAKE_DIVISOR;
  const limit = plan.limit ? parseUnits(plan.limit, tokenSpec(staking).decimals) : 0n;
  return limit > 0n && limit / 2n < base ? limit / 2n : base;
}

/** Pool 0's and every live or upcoming Syrup pool's APR as /pools computes it (finished pools show none). */
export function seededPoolAprs(fuelPerBlock: bigint = DEVNET_FUEL_PER_BLOCK): SeededApr[] {
  const { pool0, total } = chefTotals(farmAllocPoints());
  const out: SeededApr[] = [
    {
      name: 'pool 0 (FUEL earns FUEL)',
      apr: poolApr({
        rewardPerBlock: (fuelPerBlock * pool0) / total,
        earningDecimals: FUEL_DECIMALS,
        earningPriceUsd: planPrice('FUEL'),
        totalStaked: POOL0_STAKE + VAULT_STAKE,
        stakingDecimals: FUEL_DECIMALS,
        stakingPriceUsd: planPrice('FUEL'),
      }),
    },
  ];
  const list = partners();
  let partnerTurn = 0;
  let stakeTurn = 0;
  POOL_PLANS.forEach((plan, i) => {
    let staking: string;
    let earning: string;
    if (plan.kind === 'partnerToFuel') {
      staking = list[stakeTurn++ % list.length]!;
      earning = 'FUEL';
    } else {
      staking = plan.kind === 'bnb' ? 'WBNB' : 'FUEL';
      earning = list[partnerTurn++ % list.length]!;
    }
    if (plan.window === 'finished') return;
    const e = tokenSpec(earning);
    const s = tokenSpec(staking);
    out.push({
      name: `pool ${i + 1} (${staking} earns ${earning})`,
      apr: poolApr({
        rewardPerBlock: parseUnits(plan.rate, e.decimals),
        earningDecimals: e.decimals,
        earningPriceUsd: planPrice(earning),
        totalStaked: poolStake(plan, staking),
        stakingDecimals: s.decimals,
        stakingPriceUsd: planPrice(staking),
      }),
    });
  });
  return out;
}

/** "12.34%" of a WAD fraction (for messages). */
export function formatAprPercent(apr: bigint | undefined): string {
  if (apr === undefined) return '-';
  const bps = (apr * 10_000n) / WAD;
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}%`;
}
