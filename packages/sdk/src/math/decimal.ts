/**
 * Exact decimal formatting and parsing of rationals, on bigint and strings only.
 * No floating point is used anywhere: every digit printed is computed from the
 * numerator and denominator.
 */

/** How a value is rounded to the digits kept. Always relative to zero (sign-symmetric). */
export type Rounding = 'down' | 'half-up' | 'up';

export interface DecimalFormat {
  /** Thousands separator for the integer part ('' = none, the default). */
  groupSeparator?: string;
}

const TEN = 10n;

export function pow10(n: number): bigint {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`pow10: ${n} is not a non-negative integer`);
  return TEN ** BigInt(n);
}

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

/** n / d rounded to an integer per `rounding`, for n >= 0 and d > 0. */
function divRound(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  switch (rounding) {
    case 'down':
      return q;
    case 'up':
      return q + 1n;
    case 'half-up':
      return 2n * r >= d ? q + 1n : q;
  }
}

function groupDigits(intDigits: string, sep: string): string {
  if (!sep || intDigits.length <= 3) return intDigits;
  const head = intDigits.length % 3;
  const parts: string[] = head ? [intDigits.slice(0, head)] : [];
  for (let i = head; i < intDigits.length; i += 3) parts.push(intDigits.slice(i, i + 3));
  return parts.join(sep);
}

/** Prints the integer `scaled` as a decimal with `decimals` digits after the point. */
function placePoint(scaled: bigint, decimals: number, negative: boolean, format?: DecimalFormat): string {
  let digits = scaled.toString();
  let out: string;
  if (decimals === 0) {
    out = groupDigits(digits, format?.groupSeparator ?? '');
  } else {
    if (digits.length <= decimals) digits = '0'.repeat(decimals - digits.length + 1) + digits;
    const cut = digits.length - decimals;
    out = `${groupDigits(digits.slice(0, cut), format?.groupSeparator ?? '')}.${digits.slice(cut)}`;
  }
  // A value that rounds to zero prints without a sign.
  return negative && scaled !== 0n ? `-${out}` : out;
}

function checkDenominator(d: bigint): void {
  if (d === 0n) throw new RangeError('Division by zero');
}

/**
 * numerator/denominator with exactly `decimalPlaces` digits after the point
 * (like Number#toFixed, but exact). Rounding defaults to half-up.
 */
export function formatFixed(
  numerator: bigint,
  denominator: bigint,
  decimalPlaces: number,
  rounding: Rounding = 'half-up',
  format?: DecimalFormat,
): string {
  checkDenominator(denominator);
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0)
    throw new RangeError(`${decimalPlaces} is not a valid number of decimal places`);
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const scaled = divRound(abs(numerator) * pow10(decimalPlaces), abs(denominator), rounding);
  return placePoint(scaled, decimalPlaces, negative, format);
}

/**
 * numerator/denominator rounded to `significantDigits` significant digits,
 * printed in plain notation without trailing zeros after the point
 * (1234567 at 3 digits is "1230000", 0.000123456 at 3 digits is "0.000123").
 */
export function formatSignificant(
  numerator: bigint,
  denominator: bigint,
  significantDigits: number,
  rounding: Rounding = 'half-up',
  format?: DecimalFormat,
): string {
  checkDenominator(denominator);
  if (!Number.isInteger(significantDigits) || significantDigits <= 0) {
    throw new RangeError(`${significantDigits} is not a positive integer`);
  }
  const n = abs(numerator);
  const d = abs(denominator);
  if (n === 0n) return '0';
  const negative = numerator < 0n !== denominator < 0n;
  // exponent e with 10^e <= n/d < 10^(e+1)
  const intPart = n / d;
  let e: number;
  if (intPart > 0n) {
    e = intPart.toString().length - 1;
  } else {
    // smallest k >= 1 with n*10^k >= d; then e = -k. Start from the digit-length estimate.
    let k = Math.max(1, d.toString().length - n.toString().length - 1);
    while (n * pow10(k) < d) k++;
    e = -k;
  }
  const decimals = significantDigits - 1 - e;
  let text: string;
  if (decimals >= 0) {
    const scaled = divRound(n * pow10(decimals), d, rounding);
    text = placePoint(scaled, decimals, false, format);
    if (decimals > 0) text = text.replace(/\.?0+$/, '');
  } else {
    const unit = pow10(-decimals);
    const scaled = divRound(n, d * unit, rounding) * unit;
    text = placePoint(scaled, 0, false, format);
  }
  return negative ? `-${text}` : text;
}

/** The exact decimal value of raw / 10^decimals, without trailing zeros ("1.5", "0", "-0.01"). */
export function formatUnits(raw: bigint, decimals: number): string {
  const negative = raw < 0n;
  const text = placePoint(abs(raw), decimals, false);
  const trimmed = decimals > 0 ? text.replace(/\.?0+$/, '') : text;
  return negative ? `-${trimmed}` : trimmed;
}

/**
 * raw units of 10^-from as units of 10^-to: exact when `to` >= `from`, else rounded toward zero (a price feed's
 * answer shown at the precision the display uses).
 */
export function rescaleUnits(raw: bigint, from: number, to: number): bigint {
  return to >= from ? raw * pow10(to - from) : raw / pow10(from - to);
}

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses a non-negative decimal string ("1", "1.5", ".5", "1.") into raw units
 * of 10^-decimals. Returns undefined when the text is not such a number or has
 * more significant fractional digits than `decimals` (trailing zeros beyond
 * them are allowed). No rounding ever happens.
 */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const m = DECIMAL_TEXT.exec(text);
  if (!m) return undefined;
  const whole = m[1] ?? '';
  let fraction = m[2] ?? '';
  if (whole === '' && fraction === '') return undefined;
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole || '0') * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Integer square root (floor), for n >= 0. */
export function sqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('Square root of a negative number');
  if (n < 2n) return n;
  // Newton iteration from an over-estimate derived from the bit length.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
