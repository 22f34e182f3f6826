/**
 * Pure route rules: where an old or odd URL redirects to.
 * No React, no router: each function takes the pieces of a URL and returns the
 * target path, or undefined when the URL is fine as it is.
 */

const ADDRESS = '0x[a-fA-F0-9]{40}';
/** "A-B" in the add route's first slot: each part an address or BNB. */
const ADD_PAIR = new RegExp(`^(${ADDRESS}|BNB)-(${ADDRESS}|BNB)$`);
/** "a-b" in /remove/{tokens}: two addresses. */
const REMOVE_PAIR = new RegExp(`^(${ADDRESS})-(${ADDRESS})$`);

/** Splits a combined add-liquidity id "A-B" (each a 40-hex address or BNB) into [A, B]; undefined otherwise. */
export function splitAddPairId(id: string): [string, string] | undefined {
  const m = ADD_PAIR.exec(id);
  return m && m[1] && m[2] ? [m[1], m[2]] : undefined;
}

/** Two currency ids name the same currency (addresses compare case-insensitively). */
export function sameCurrencyId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The redirect of an add (or create) screen, or undefined to show it:
 * - a combined "A-B" in currencyIdA -> /add/A/B (then the identical rule applies to A/B);
 * - identical A and B -> /add/A.
 */
export function addLiquidityRedirect(currencyIdA: string | undefined, currencyIdB: string | undefined): string | undefined {
  if (currencyIdA === undefined) return undefined;
  if (currencyIdB === undefined) {
    const pair = splitAddPairId(currencyIdA);
    if (!pair) return undefined;
    const [a, b] = pair;
    return sameCurrencyId(a, b) ? `/add/${a}` : `/add/${a}/${b}`;
  }
  if (sameCurrencyId(currencyIdA, currencyIdB)) return `/add/${currencyIdA}`;
  return undefined;
}

/** /remove/{tokens}: two 40-hex addresses joined by a dash -> /remove/a/b; anything else -> /pool. */
export function removeLiquidityRedirect(tokens: string): string {
  const m = REMOVE_PAIR.exec(tokens);
  return m && m[1] && m[2] ? `/remove/${m[1]}/${m[2]}` : '/pool';
}

/**
 * /swap/{outputCurrency} -> /swap with outputCurrency in the query, keeping the
 * other query parameters (an outputCurrency already there is replaced) and the hash.
 */
export function swapOutputRedirect(outputCurrency: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.set('outputCurrency', outputCurrency);
  return `/swap?${params.toString()}${hash}`;
}

/** /send -> /swap keeping the location's query and hash. */
export function sendRedirect(search: string, hash: string): string {
  return `/swap${search}${hash}`;
}
