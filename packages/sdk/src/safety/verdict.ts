/**
 * Token safety from a simulated buy, transfer and sell (the TokenProbe contract, run in an eth_call): the raw
 * amounts it measured become a verdict and the taxes in basis points. What a swap must do about it (the
 * fee-on-transfer call, the slippage check, withholding Swap) is decided here too, so the page only shows it.
 */
import { decodeFunctionResult, type Hex } from 'viem';
import { SAFETY_THRESHOLD_BPS } from './block.ts';

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

/** Error(string)'s parameter as a function output: decoded with the decoder the app already loads. */
const errorStringAbi = [
  { type: 'function', name: 'Error', stateMutability: 'pure', inputs: [], outputs: [{ name: '', type: 'string' }] },
] as const;

/** The message of an `Error(string)` revert, or undefined for a custom error, a panic or no data. */
export function revertReason(data: Hex): string | undefined {
  // Error(string): its selector, then the ABI-encoded message.
  if (!data || !data.toLowerCase().startsWith('0x08c379a0')) return undefined;
  try {
    return decodeFunctionResult({ abi: errorStringAbi, functionName: 'Error', data: `0x${data.slice(10)}` });
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
