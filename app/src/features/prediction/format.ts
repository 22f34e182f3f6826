/** Display helpers for the prediction screens: bigint in, text out (no float touches an amount). */

/** "$301.2345" from an 8-decimal oracle answer. */
export function formatUsdPrice(price: bigint | undefined, decimals = 8, shown = 4): string {
  if (price === undefined) return '-';
  const neg = price < 0n;
  const abs = neg ? -price : price;
  const unit = 10n ** BigInt(decimals);
  const frac = ((abs % unit) * 10n ** BigInt(shown)) / unit;
  return `${neg ? '-' : ''}$${(abs / unit).toLocaleString('en-US')}.${frac.toString().padStart(shown, '0')}`;
}

/** BNB with up to `shown` decimals, rounded down, trailing zeros dropped ("0.0123"). */
export function formatBnb(wei: bigint | undefined, shown = 4): string {
  if (wei === undefined) return '-';
  const unit = 10n ** 18n;
  const frac = ((wei % unit) * 10n ** BigInt(shown)) / unit;
  const f = frac.toString().padStart(shown, '0').replace(/0+$/, '');
  return f ? `${wei / unit}.${f}` : `${wei / unit}`;
}

/** Parses a typed BNB amount ("0.5", ".1", "2.") into wei; undefined when it is not a plain decimal. */
export function parseBnb(text: string): bigint | undefined {
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return undefined;
  const [w = '', f = ''] = text.split('.');
  if (f.length > 18) return undefined;
  return BigInt(w || '0') * 10n ** 18n + BigInt((f + '0'.repeat(18)).slice(0, 18) || '0');
}
