/**
 * The yield side's constants, in one place so the UI, the
 * keepers and the tests agree. Fixed-point convention of this folder: a
 * fraction or a dollar price is a bigint scaled by WAD (1e18): an APR of
 * 1e18 is 100%, a price of 25e17 is $2.50 per whole token.
 */

/** 1e18: the fixed-point scale of APRs (1e18 = 100%), dollar prices and dollar values. */
export const WAD = 10n ** 18n;
/** 1e27: the scale used inside compounding, so 105,120 compounding steps lose nothing visible at 2 decimals. */
export const RAY = 10n ** 27n;
/** Basis points: fees are given in them (200 = 2%). */
export const BPS = 10_000n;

/** 3-second blocks. */
export const BLOCK_TIME_SECONDS = 3;
export const SECONDS_PER_DAY = 86_400;
export const DAYS_PER_YEAR = 365;
/** 86,400 / 3. */
export const BLOCKS_PER_DAY = BigInt(SECONDS_PER_DAY / BLOCK_TIME_SECONDS);
/** Blocks per year from 3-second blocks over 365 days: 10,512,000 (the 2021 front end's BLOCKS_PER_YEAR). */
export const BLOCKS_PER_YEAR = BLOCKS_PER_DAY * BigInt(DAYS_PER_YEAR);
/** Spec 9 time splits (countdowns): a year of 365.25 days and a twelfth of it. */
export const SECONDS_PER_YEAR_SPLIT = 31_557_600;
export const SECONDS_PER_MONTH_SPLIT = 2_629_800;

/** The vault compounds 288 times a day (every 5 minutes). */
export const VAULT_COMPOUNDS_PER_DAY = 288;
/** The ROI calculator compounds once a day by default. */
export const DEFAULT_COMPOUNDS_PER_DAY = 1;
/** ROI periods in days; 365 is shown as the APY. */
export const ROI_PERIODS_DAYS = [1, 7, 30, 365] as const;
/** The ROI calculator's stake, in dollars. */
export const ROI_PRINCIPAL_USD = 1_000n;

/** Spec 4/9: a vault withdrawal leaving at most this many shares withdraws everything (1e-6 FUEL at a share price of 1 FUEL). */
export const WITHDRAW_ALL_THRESHOLD_SHARES = 10n ** 12n;
/** The vault's withdrawal-fee window by default, 72 hours. */
export const DEFAULT_WITHDRAW_FEE_PERIOD_SECONDS = 259_200;
/** Fixed gas limit of vault deposits and withdrawals. */
export const VAULT_GAS_LIMIT = 380_000n;

/** Farms' multiplier = allocation points / 100. */
export const MULTIPLIER_DIVISOR = 100n;

/** Pools list page size (12 more each time the bottom comes into view). */
export const POOLS_PAGE_SIZE = 12;

/** Spec 9 display decimals. */
export const DISPLAY_DECIMALS = { earnings: 5, staked: 3, apr: 2, usd: 2 } as const;

/** Quick percent buttons of the stake dialog; the slider goes 0-100 in steps of 1. */
export const STAKE_PERCENT_BUTTONS = [25, 50, 75, 100] as const;

/**
 * The "absurd price" guard: a dollar price outside (0, 1e9] per whole token is
 * treated as unknown (shown as a dash), and a price is only derived through a
 * pair whose already-priced side holds at least MIN_PRICING_LIQUIDITY_USD.
 * Not in the spec: chosen so a dust pool cannot produce a ten-trillion-percent APR.
 */
export const MAX_TOKEN_PRICE_USD = 10n ** 9n * WAD;
export const MIN_PRICING_LIQUIDITY_USD = 100n * WAD;
/**
 * APRs above this (1,000,000%) are shown capped (">1,000,000%") and not compounded:
 * (1 + r/n)^(n·t) of such a rate is meaningless and expensive.
 */
export const MAX_DISPLAY_APR = 10_000n * WAD;
