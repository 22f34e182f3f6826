/**
 * What the search view lists (spec 5 "Token search"), as a pure function:
 * the native coin for an empty query or b / bn / bnb; the offered tokens in
 * search order (exact symbol, then symbol prefix, then the rest), tokens with
 * a balance first inside each group; then matching tokens of inactive lists
 * and a token found only on chain, both offered for import.
 */
import {
  filterTokens,
  matchesNative,
  searchAddress,
  sortByQuery,
  type Currency,
  type NativeCurrency,
  type Token,
  type TokenSearchIndex,
} from '@fuelswap/sdk';
import type { TokenBalances } from '../hooks/balances.ts';

export type SearchItem =
  | { readonly kind: 'currency'; readonly key: string; readonly currency: Currency }
  | { readonly kind: 'import'; readonly key: string; readonly token: Token; readonly listName: string | undefined };

/** At most this many inactive-list matches are shown (the full lists stay searchable by a narrower query). */
export const MAX_INACTIVE_RESULTS = 50;

function bucket(symbol: string, q: string): 0 | 1 | 2 {
  if (q === '') return 0;
  const s = symbol.toLowerCase();
  return s === q ? 0 : s.startsWith(q) ? 1 : 2;
}

/** Stable: search group first, then tokens with a non-zero balance before the others. */
export function orderByBalance(tokens: readonly Token[], query: string, balances: TokenBalances): Token[] {
  const q = query.trim().toLowerCase();
  const keyed = tokens.map((t, i) => ({ t, i, g: bucket(t.symbol, q), b: (balances.get(t.key)?.raw ?? 0n) > 0n ? 0 : 1 }));
  keyed.sort((x, y) => x.g - y.g || x.b - y.b || x.i - y.i);
  return keyed.map((k) => k.t);
}

export interface SearchInput {
  query: string;
  native: NativeCurrency;
  index: TokenSearchIndex<Token>;
  balances: TokenBalances;
  inactive: ReadonlyArray<{ token: Token; listName: string }>;
  /** The token read on chain for an address query (undefined: none or loading). */
  chainToken: Token | null | undefined;
}

export function buildSearchItems({ query, native, index, balances, inactive, chainToken }: SearchInput): SearchItem[] {
  const q = query.trim();
  const items: SearchItem[] = [];
  if (q === '' || matchesNative(q)) items.push({ kind: 'currency', key: 'native', currency: native });
  const tokens = orderByBalance(index.search(q), q, balances);
  for (const t of tokens) items.push({ kind: 'currency', key: t.key, currency: t });
  if (q === '') return items;

  const inactiveTokens = inactive.map((x) => x.token);
  const listOf = new Map(inactive.map((x) => [x.token.key, x.listName] as const));
  const inactiveMatches = sortByQuery(filterTokens(inactiveTokens, q), q).slice(0, MAX_INACTIVE_RESULTS);
  for (const t of inactiveMatches) items.push({ kind: 'import', key: `import-${t.key}`, token: t, listName: listOf.get(t.key) });

  const address = searchAddress(q);
  if (address && chainToken && chainToken.key === address && !items.some((i) => i.key === address || i.key === `import-${address}`)) {
    items.push({ kind: 'import', key: `import-${address}`, token: chainToken, listName: undefined });
  }
  return items;
}
