/**
 * Token safety from a simulated buy, transfer and sell (the TokenProbe contract, run in an eth_call): the raw
 * amounts it measured become a verdict and the taxes in basis points. What a swap must do about it (the
 * fee-on-transfer call, the slippage check, withholding Swap) is decided here too, so the page only shows it.
 */
import { decodeErrorResult, type Hex } from 'viem';
import type { I18nText } from '../swap/input-errors.ts';

/** What the probe returns (contracts/src/tokens/safety/TokenProbe.sol, `Measurement`). */
export interface ProbeMeasurement {
  routed: boolean;
  pathIndex: bigint;
  pool: string;
  poolBalance: bigint;
  poolReserve: bigint;
  buyOk: boolean;
  buyError: Hex;
  zeroTransferOk: boolean;
  quotedBuy: bigint;
  bought: bigint;
  transferOk: boolean;
  transferError: Hex;
  transferSent: bigint;
  transferArrived: bigint;
  sellOk: boolean;
  sellError: Hex;
  sellSent: bigint;
  sellArrivedInPool: bigint;
  sellOut: bigint;
}

/**
 * clean: bought, moved and sold in full. taxed: some step kept a share. honeypot: bought but not sold (or not
 * moved). paused: not even a zero transfer goes through. unbuyable: the buy reverts though transfers work.
 * rebasing: the pool's balance has drifted from its reserve without a trade. unmeasured: no pool with BNB
 * on any candidate path, so nothing could be simulated.
 */
export type SafetyVerdict = 'clean' | 'taxed' | 'honeypot' | 'paused' | 'unbuyable' | 'rebasing' | 'unmeasured';

export interface TokenSafety {
  verdict: SafetyVerdict;
  /** Share of the bought amount that did not arrive, basis points (null: not measured). */
  buyTaxBps: number | null;
  /** Share of the sold amount that did not reach the pool. */
  sellTaxBps: number | null;
  /** Share of a plain transfer that did not arrive. */
  transferTaxBps: number | null;
  /** The pool's token balance against its recorded reserve, signed basis points of the reserve. */
  driftBps: number | null;
  /** The revert reason of the step that failed, when it gave one. */
  reason?: string;
}

/** A tax or a drift below this is rounding, not a rule of the token. */
export const SAFETY_THRESHOLD_BPS = 1;

/** Basis points of `expected` that did not arrive, rounded to the nearest; 0 when more arrived (reflections). */
export function shortfallBps(expected: bigint, arrived: bigint): number {
  if (expected <= 0n || arrived >= expected) return 0;
  return Number(((expected - arrived) * 10_000n + expected / 2n) / expected);
}

/** (balance - reserve) / reserve in signed basis points, rounded toward zero; null for an empty pool. */
export function driftBps(balance: bigint, reserve: bigint): number | null {
  if (reserve <= 0n) return null;
  return Number(((balance - reserve) * 10_000n) / reserve);
}

/** The message of an `Error(string)` revert, or undefined for a custom error, a panic or no data. */
export function revertReason(data: Hex): string | undefined {
  if (!data || data === '0x') return undefined;
  try {
    const e = decodeErrorResult({ abi: [], data });
    return e.errorName === 'Error' && typeof e.args?.[0] === 'string' ? e.args[0] : undefined;
  } catch {
    return undefined;
  }
}

export function tokenSafetyFromProbe(m: ProbeMeasurement): TokenSafety {
  const none = { buyTaxBps: null, sellTaxBps: null, transferTaxBps: null, driftBps: null };
  if (!m.routed) return { verdict: 'unmeasured', ...none };
  const drift = driftBps(m.poolBalance, m.poolReserve);
  if (!m.buyOk) {
    const reason = revertReason(m.buyError);
    return { verdict: m.zeroTransferOk ? 'unbuyable' : 'paused', ...none, driftBps: drift, ...(reason ? { reason } : {}) };
  }
  const buyTaxBps = shortfallBps(m.quotedBuy, m.bought);
  const transferTaxBps = m.transferOk ? shortfallBps(m.transferSent, m.transferArrived) : null;
  const sellTaxBps = m.sellOk ? shortfallBps(m.sellSent, m.sellArrivedInPool) : null;
  const measured = { buyTaxBps, sellTaxBps, transferTaxBps, driftBps: drift };
  if (!m.sellOk || !m.transferOk || m.bought === 0n) {
    const reason = revertReason(!m.sellOk ? m.sellError : m.transferError);
    return { verdict: 'honeypot', ...measured, ...(reason ? { reason } : {}) };
  }
  const taxed = [buyTaxBps, sellTaxBps, transferTaxBps].some((x) => (x ?? 0) >= SAFETY_THRESHOLD_BPS);
  if (taxed) return { verdict: 'taxed', ...measured };
  if (drift !== null && Math.abs(drift) >= SAFETY_THRESHOLD_BPS) return { verdict: 'rebasing', ...measured };
  return { verdict: 'clean', ...measured };
}

/** The verdicts that mean a holder may be unable to get out: Swap is withheld unless expert mode is on. */
export function cannotBeSold(s: TokenSafety | undefined): boolean {
  return !!s && (s.verdict === 'honeypot' || s.verdict === 'paused' || s.verdict === 'unbuyable');
}

/** Whether a token keeps a share of what it moves: the swap must use the router's fee-on-transfer call. */
export function takesTransferTax(s: TokenSafety | undefined): boolean {
  return !!s && [s.buyTaxBps, s.sellTaxBps, s.transferTaxBps].some((x) => (x ?? 0) >= SAFETY_THRESHOLD_BPS);
}

/**
 * The tax a trade loses to the measured taxes, in basis points: selling the input pays its sell tax, buying the
 * output its buy tax. The slippage tolerance must exceed it, or the minimum received cannot be met.
 */
export function tradeTaxBps(input: TokenSafety | undefined, output: TokenSafety | undefined): number {
  return (input?.sellTaxBps ?? 0) + (output?.buyTaxBps ?? 0);
}

/** Formats basis points as a percent with up to two decimals ("5", "0.25"), without a float. */
export function bpsPercent(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bps));
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${frac ? `.${frac}` : ''}`;
}

export interface SwapSafetyArgs {
  input?: { symbol: string; safety: TokenSafety | undefined } | undefined;
  output?: { symbol: string; safety: TokenSafety | undefined } | undefined;
  isExpertMode: boolean;
  /** Basis points. */
  allowedSlippage: number;
  exactInput: boolean;
}

/**
 * Why Swap is withheld for the measured tokens of a trade, first match wins; undefined when nothing blocks:
 *  a token that cannot be sold (honeypot, paused, unbuyable) unless expert mode is on;
 *  a taxed token in an exact-output trade (the router has no fee-on-transfer variant of it);
 *  a slippage tolerance at or below the tax the trade loses.
 */
export function swapSafetyBlock(a: SwapSafetyArgs): I18nText | undefined {
  for (const side of [a.input, a.output]) {
    if (side && cannotBeSold(side.safety) && !a.isExpertMode) {
      return { key: '{{symbol}} cannot be sold: Swap is withheld', params: { symbol: side.symbol } };
    }
  }
  const taxedSide = [a.input, a.output].find((s) => s && takesTransferTax(s.safety));
  if (!taxedSide) return undefined;
  if (!a.exactInput)
    return { key: '{{symbol}} takes a transfer tax: enter the amount to sell instead', params: { symbol: taxedSide.symbol } };
  const tax = tradeTaxBps(a.input?.safety, a.output?.safety);
  if (tax > 0 && a.allowedSlippage <= tax) {
    return {
      key: 'Slippage tolerance {{slippage}}% is below the measured {{tax}}% tax: raise it above {{tax}}%',
      params: { slippage: bpsPercent(a.allowedSlippage), tax: bpsPercent(tax) },
    };
  }
  return undefined;
}

/**
 * The buy paths the probe tries, from wrapped BNB to `token`: direct, then through each base (the probe keeps the
 * one that quotes the most). Addresses compared case-insensitively; the token and WBNB are never their own hop.
 */
export function probePaths(wbnb: string, token: string, bases: readonly string[]): string[][] {
  const same = (x: string, y: string) => x.toLowerCase() === y.toLowerCase();
  if (same(wbnb, token)) return [];
  const paths: string[][] = [[wbnb, token]];
  for (const b of bases) {
    if (same(b, wbnb) || same(b, token) || paths.some((p) => p.length === 3 && same(p[1]!, b))) continue;
    paths.push([wbnb, b, token]);
  }
  return paths;
}
