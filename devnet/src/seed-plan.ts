/**
 * What the devnet deploys and seeds: tokens with their dollar prices, the
 * pools with their depth, and how much of each token every anvil account gets.
 * Pure data and bigint math only (no I/O), so it is unit-tested and the
 * deployer, the keepers and the tests share one source of truth.
 *
 * Routing shape: the app routes through the bases WBNB, BUSD, USDT, ETH, BTCB,
 * FUEL, CAKE, DAI (DEVNET_BASES in packages/config). Pools between a base and
 * a non-base are visible to the router, pools between two non-bases only when
 * one of them is the input or output. So:
 *   - ALPACA, EPS, VAI (only with BUSD) and NRV (only with ETH) need 2 hops from BNB;
 *   - TKO (only with DAI) and BELT (only with USDT) need 3 hops from BNB
 *     (BNB→BUSD→DAI→TKO, BNB→BUSD→USDT→BELT), since DAI and USDT trade only against BUSD;
 *   - TKO-ALPACA is a pool between two non-bases (a direct small-cap route).
 */
import { parseUnits } from 'viem';

/**
 * test: mintable TestToken; fuel: FuelToken; taxed: SAFEMOON's reflection token (fixed supply). The token-safety
 * kinds, one per verdict the app measures (contracts/src/tokens/safety): fee, a 5% tax both ways (mintable);
 * honeypot, sells revert (mintable, creates its BNB pool itself); pausable, paused once its pool is seeded
 * (mintable); rebasing, rebased +1% once its pool is seeded, so the pool holds more than its reserve (fixed supply).
 */
export type TokenKind = 'test' | 'fuel' | 'taxed' | 'fee' | 'honeypot' | 'pausable' | 'rebasing';

export interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  /** Dollar price as a decimal string (never a float). */
  priceUsd: string;
  /** Whole tokens given to every anvil account (0..19), as a decimal string. */
  fundEach: string;
  kind: TokenKind;
  tags?: string[];
}

/** Native BNB and its wrapped form share this price. */
export const BNB_PRICE_USD = '600';
/** WBNB every anvil account receives (on top of its native BNB). */
export const WBNB_FUND_EACH = '100';
export const ACCOUNT_COUNT = 20;

export const TOKENS: readonly TokenSpec[] = [
  { symbol: 'FUEL', name: 'Fuel Token', decimals: 9, priceUsd: '2.5', fundEach: '1000000', kind: 'fuel' },
  { symbol: 'BUSD', name: 'Binance USD', decimals: 18, priceUsd: '1', fundEach: '1000000', kind: 'test' },
  { symbol: 'DAI', name: 'Dai Token', decimals: 18, priceUsd: '1', fundEach: '1000000', kind: 'test' },
  { symbol: 'USDT', name: 'Tether USD', decimals: 18, priceUsd: '1', fundEach: '1000000', kind: 'test' },
  { symbol: 'BTCB', name: 'BTCB Token', decimals: 18, priceUsd: '60000', fundEach: '50', kind: 'test' },
  { symbol: 'UST', name: 'Wrapped UST Token', decimals: 18, priceUsd: '1', fundEach: '1000000', kind: 'test' },
  { symbol: 'ETH', name: 'Ethereum Token', decimals: 18, priceUsd: '3000', fundEach: '1000', kind: 'test' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 18, priceUsd: '1', fundEach: '1000000', kind: 'test' },
  { symbol: 'CAKE', name: 'PancakeSwap Token', decimals: 18, priceUsd: '2.4', fundEach: '100000', kind: 'test' },
  { symbol: 'XVS', name: 'Venus', decimals: 18, priceUsd: '12', fundEach: '20000', kind: 'test' },
  { symbol: 'VAI', name: 'VAI Stablecoin', decimals: 18, priceUsd: '1', fundEach: '1000000', kind: 'test' },
  { symbol: 'ALPACA', name: 'Alpaca Finance', decimals: 18, priceUsd: '0.6', fundEach: '500000', kind: 'test' },
  { symbol: 'BELT', name: 'Belt Finance', decimals: 18, priceUsd: '1.5', fundEach: '200000', kind: 'test' },
  { symbol: 'TKO', name: 'Tokocrypto Token', decimals: 18, priceUsd: '1.2', fundEach: '200000', kind: 'test' },
  { symbol: 'NRV', name: 'Nerve Finance', decimals: 18, priceUsd: '0.4', fundEach: '500000', kind: 'test' },
  { symbol: 'EPS', name: 'Ellipsis', decimals: 18, priceUsd: '0.35', fundEach: '500000', kind: 'test' },
  {
    symbol: 'SAFEMOON',
    name: 'SafeMoon',
    decimals: 18,
    priceUsd: '0.000003',
    fundEach: '10000000000',
    kind: 'taxed',
    tags: ['taxed'],
  },
  // Token-safety test tokens: deployed and pooled with BNB, on no list, so a user meets the import warning.
  { symbol: 'TAX5', name: 'Tax Five Token', decimals: 18, priceUsd: '1', fundEach: '10000', kind: 'fee' },
  { symbol: 'HONEY', name: 'Honeypot Token', decimals: 18, priceUsd: '1', fundEach: '10000', kind: 'honeypot' },
  { symbol: 'PAUSED', name: 'Paused Token', decimals: 18, priceUsd: '1', fundEach: '10000', kind: 'pausable' },
  { symbol: 'REBASE', name: 'Rebase Token', decimals: 18, priceUsd: '1', fundEach: '10000', kind: 'rebasing' },
];

/** The kinds that exist only to be flagged by the swap page's token-safety check. */
export const SAFETY_KINDS: readonly TokenKind[] = ['fee', 'honeypot', 'pausable', 'rebasing'];

/**
 * The tokens the rest of the seeding (farms' partner rewards, history, IFOs) may use: all but the safety tokens.
 * deployFarms picks as partner rewards every token the deployer can mint, and three safety tokens are mintable: a
 * Syrup pool paying out a honeypot would be a trap on a page the user trusts.
 */
export function isSeedableToken(symbol: string): boolean {
  const t = TOKENS.find((x) => x.symbol === symbol);
  return t === undefined || !SAFETY_KINDS.includes(t.kind);
}

/** The fee charged by TAX5 on every transfer not from or to its owner, in basis points. */
export const TAX5_FEE_BPS = 500n;
/** REBASE's rebase after seeding, in basis points of its supply. */
export const REBASE_AFTER_SEED_BPS = 100n;

export interface PairSpec {
  /** Symbol of the first token ("WBNB" means the pool is seeded with native BNB). */
  a: string;
  b: string;
  /** Total pool value in dollars (half on each side), whole dollars as a string. */
  depthUsd: string;
}

export const PAIRS: readonly PairSpec[] = [
  { a: 'BUSD', b: 'WBNB', depthUsd: '10000000' },
  { a: 'FUEL', b: 'WBNB', depthUsd: '4000000' },
  { a: 'CAKE', b: 'WBNB', depthUsd: '4000000' },
  { a: 'ETH', b: 'WBNB', depthUsd: '6000000' },
  { a: 'BTCB', b: 'WBNB', depthUsd: '6000000' },
  { a: 'USDT', b: 'BUSD', depthUsd: '6000000' },
  { a: 'DAI', b: 'BUSD', depthUsd: '3000000' },
  { a: 'USDC', b: 'BUSD', depthUsd: '3000000' },
  { a: 'UST', b: 'BUSD', depthUsd: '2000000' },
  { a: 'CAKE', b: 'BUSD', depthUsd: '2000000' },
  { a: 'FUEL', b: 'BUSD', depthUsd: '2000000' },
  { a: 'XVS', b: 'WBNB', depthUsd: '1500000' },
  { a: 'VAI', b: 'BUSD', depthUsd: '1000000' },
  { a: 'SAFEMOON', b: 'WBNB', depthUsd: '600000' },
  { a: 'ALPACA', b: 'BUSD', depthUsd: '800000' },
  { a: 'EPS', b: 'BUSD', depthUsd: '300000' },
  { a: 'NRV', b: 'ETH', depthUsd: '300000' },
  { a: 'TKO', b: 'DAI', depthUsd: '400000' },
  { a: 'BELT', b: 'USDT', depthUsd: '400000' },
  { a: 'TKO', b: 'ALPACA', depthUsd: '200000' },
];

/**
 * The token-safety tokens' pools, apart from PAIRS: no farm, no seeded history, no price reference is built on
 * them (farm allocations and seeded APRs follow PAIRS by position), but they are in the deployment's pairs.
 */
export const SAFETY_PAIRS: readonly PairSpec[] = [
  { a: 'TAX5', b: 'WBNB', depthUsd: '200000' },
  { a: 'HONEY', b: 'WBNB', depthUsd: '200000' },
  { a: 'PAUSED', b: 'WBNB', depthUsd: '200000' },
  { a: 'REBASE', b: 'WBNB', depthUsd: '200000' },
];

/** The 15 tokens of the spec's default list, in its order. */
export const DEFAULT_LIST_SYMBOLS = [
  'WBNB',
  'BUSD',
  'ETH',
  'BTCB',
  'USDT',
  'CAKE',
  'XVS',
  'VAI',
  'FUEL',
  'SAFEMOON',
  'ALPACA',
  'BELT',
  'TKO',
  'NRV',
  'EPS',
] as const;

export const WBNB_SPEC: TokenSpec = {
  symbol: 'WBNB',
  name: 'Wrapped BNB',
  decimals: 18,
  priceUsd: BNB_PRICE_USD,
  fundEach: WBNB_FUND_EACH,
  kind: 'test',
};

export function tokenSpec(symbol: string): TokenSpec {
  if (symbol === 'WBNB') return WBNB_SPEC;
  const t = TOKENS.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`unknown token ${symbol}`);
  return t;
}

const PRICE_DECIMALS = 18;

/** Token base units worth `usd` dollars at the token's price: usd * 10^decimals / price, in bigint. */
export function unitsForUsd(symbol: string, usd: string): bigint {
  const t = tokenSpec(symbol);
  return parseUnits(usd, t.decimals + PRICE_DECIMALS) / parseUnits(t.priceUsd, PRICE_DECIMALS);
}

/** The two amounts (base units) that seed a pool at the tokens' dollar prices. */
export function pairAmounts(p: PairSpec): { amountA: bigint; amountB: bigint } {
  return { amountA: unitsForUsd(p.a, p.depthUsd) / 2n, amountB: unitsForUsd(p.b, p.depthUsd) / 2n };
}

/** Base units of a token each account receives. */
export function fundAmount(symbol: string): bigint {
  const t = tokenSpec(symbol);
  return parseUnits(t.fundEach, t.decimals);
}

/** What the deployer must hold of each token to seed every pool (base units, by symbol, WBNB = native BNB). */
export function liquidityNeeds(pairs: readonly PairSpec[] = PAIRS): Map<string, bigint> {
  const need = new Map<string, bigint>();
  for (const p of pairs) {
    const { amountA, amountB } = pairAmounts(p);
    need.set(p.a, (need.get(p.a) ?? 0n) + amountA);
    need.set(p.b, (need.get(p.b) ?? 0n) + amountB);
  }
  return need;
}

/** Price of one `base` in `quote` units implied by two reserves, as a fixed-point bigint with `digits` decimals. */
export function priceScaled(reserveBase: bigint, baseDecimals: number, reserveQuote: bigint, quoteDecimals: number, digits = 18): bigint {
  if (reserveBase === 0n) return 0n;
  return (reserveQuote * 10n ** BigInt(baseDecimals + digits)) / (reserveBase * 10n ** BigInt(quoteDecimals));
}

/** The same price as a decimal string with `digits` decimals. */
export function priceOf(reserveBase: bigint, baseDecimals: number, reserveQuote: bigint, quoteDecimals: number, digits = 6): string {
  return formatFixed(priceScaled(reserveBase, baseDecimals, reserveQuote, quoteDecimals, digits), digits);
}

/** Formats a fixed-point bigint with `decimals` decimals, trimming trailing zeros. */
export function formatFixed(v: bigint, decimals: number): string {
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  const frac = decimals > 0 ? s.slice(s.length - decimals).replace(/0+$/, '') : '';
  return `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** Formats a fixed-point bigint rounded down to `sig` significant digits (for display). */
export function formatSignificant(v: bigint, decimals: number, sig: number): string {
  if (v === 0n) return '0';
  const digits = (v < 0n ? -v : v).toString().length;
  const drop = digits - sig;
  const rounded = drop > 0 ? (v / 10n ** BigInt(drop)) * 10n ** BigInt(drop) : v;
  return formatFixed(rounded, decimals);
}
