/**
 * Slippage tolerance (spec 5 "Slippage and deadline", spec 9). Values are
 * basis points (hundredths of a percent) held as integers; the typed text is
 * a percent parsed digit by digit, never through floating point.
 */

/** 0.1%, 0.5%, 1%. */
export const SLIPPAGE_PRESETS_BPS: readonly number[] = [10, 50, 100];
/** 0.5%. (Named apart from the swap module's DEFAULT_SLIPPAGE_BPS; same value.) */
export const DEFAULT_SLIPPAGE_TOLERANCE_BPS = 50;
/** Typed values are accepted only below this (50%). */
export const SLIPPAGE_INPUT_LIMIT_BPS = 5000;
/** Stored values must lie in 0..10000 (assertSlippage). */
export const MAX_SLIPPAGE_BPS = 10_000;
/** Below this warns "Your transaction may fail". */
export const SLIPPAGE_LOW_WARNING_BPS = 50;
/** Above this warns "Your transaction may be frontrun". */
export const SLIPPAGE_HIGH_WARNING_BPS = 500;

export const SLIPPAGE_MESSAGES = {
  invalid: 'Enter a valid slippage percentage',
  'may-fail': 'Your transaction may fail',
  'may-frontrun': 'Your transaction may be frontrun',
} as const;

export type SlippageWarning = 'may-fail' | 'may-frontrun';
export type SlippageParseResult = { readonly bps: number } | { readonly error: 'invalid' };

/**
 * Parses a typed percent ("0.5", "1", ".8", "12.25", "3,5", "1%") to basis
 * points. Valid: at most two significant decimals (further digits must be
 * zeros: "0.500" is fine, "0.505" is not) and a result below 5000 bps.
 * Anything else, including the empty string, is { error: 'invalid' }; the
 * caller treats an empty box as "use the selected preset" before calling.
 */
export function parseSlippageInput(text: string): SlippageParseResult {
  const t = text.trim().replace(/%$/, '').trim().replace(',', '.');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || t.length > 20) return { error: 'invalid' };
  const whole = m[1] ?? '';
  const frac = m[2] ?? '';
  if (whole.length === 0 && frac.length === 0) return { error: 'invalid' };
  if (/[1-9]/.test(frac.slice(2))) return { error: 'invalid' };
  const bps = Number(whole || '0') * 100 + Number(frac.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(bps) || bps >= SLIPPAGE_INPUT_LIMIT_BPS) return { error: 'invalid' };
  return { bps };
}

/** 'may-fail' below 50 bps, 'may-frontrun' above 500 bps, else undefined. */
export function slippageWarning(bps: number): SlippageWarning | undefined {
  if (bps < SLIPPAGE_LOW_WARNING_BPS) return 'may-fail';
  if (bps > SLIPPAGE_HIGH_WARNING_BPS) return 'may-frontrun';
  return undefined;
}

/** Guards the stored value before it is used for trade bounds. */
export function assertSlippage(bps: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_SLIPPAGE_BPS) throw new Error('Unexpected slippage value');
}

/** Basis points as the percent text shown in the box: 50 -> "0.5", 100 -> "1", 1234 -> "12.34". */
export function formatSlippagePercent(bps: number): string {
  assertSlippage(bps);
  const whole = Math.floor(bps / 100);
  const frac = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
