/** The swap page's query parameters (spec 2.4) → initial swap state. */
import { sanitizeAmountInput } from './amount-input.ts';

export type Field = 'INPUT' | 'OUTPUT';

export interface SwapQueryState {
  /** 'BNB', a token address, or '' (cleared). */
  inputCurrencyId: string;
  outputCurrencyId: string;
  typedValue: string;
  independentField: Field;
  recipient: string | null;
}

export interface ParseSwapQueryOptions {
  /** Address validity (valid checksummed 40-hex), e.g. viem's isAddress. */
  isAddress: (value: string) => boolean;
  /** Optional normaliser for valid addresses, e.g. viem's getAddress. */
  normalizeAddress?: (value: string) => string;
}

/** ENS-style name: dot-separated labels ending in .eth, with an optional /path. */
export const ENS_NAME_PATTERN = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+eth(?:\/.*)?$/;

function currencyParam(value: string | null, o: ParseSwapQueryOptions): string {
  if (value !== null) {
    const v = value.trim();
    if (o.isAddress(v)) return o.normalizeAddress ? o.normalizeAddress(v) : v;
  }
  // BNB, missing, or an invalid address: all fall back to BNB
  return 'BNB';
}

/**
 * exactAmount is kept only if it is a number: after the amount-input rules
 * (commas become points, digits with one point, at most 79 characters) it must
 * contain at least one digit. Anything else becomes ''.
 */
function amountParam(value: string | null): string {
  if (value === null) return '';
  const s = sanitizeAmountInput(value.trim());
  return s !== null && /\d/.test(s) ? s : '';
}

function recipientParam(value: string | null, o: ParseSwapQueryOptions): string | null {
  if (value === null) return null;
  const v = value.trim();
  if (o.isAddress(v)) return o.normalizeAddress ? o.normalizeAddress(v) : v;
  if (ENS_NAME_PATTERN.test(v)) return v;
  return null;
}

/**
 * Spec 2.4:
 *  - inputCurrency / outputCurrency: an address, else BNB (given as BNB, missing or invalid);
 *  - same input and output: the output is cleared ('');
 *  - exactField 'output' (any case) makes the output side independent, anything else the input;
 *  - exactAmount kept only if it parses as a number;
 *  - recipient kept only if an address or an ENS-style name, else null.
 */
export function parseSwapQuery(params: URLSearchParams, options: ParseSwapQueryOptions): SwapQueryState {
  const inputCurrencyId = currencyParam(params.get('inputCurrency'), options);
  let outputCurrencyId = currencyParam(params.get('outputCurrency'), options);
  if (inputCurrencyId.toLowerCase() === outputCurrencyId.toLowerCase()) outputCurrencyId = '';
  return {
    inputCurrencyId,
    outputCurrencyId,
    typedValue: amountParam(params.get('exactAmount')),
    independentField: params.get('exactField')?.toLowerCase() === 'output' ? 'OUTPUT' : 'INPUT',
    recipient: recipientParam(params.get('recipient'), options),
  };
}
