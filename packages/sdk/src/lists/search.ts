/**
 * Token search (spec 5 "Token search").
 * - A query that is a valid address matches that address only (compared
 *   case-insensitively after normalisation).
 * - Otherwise the query is lower-cased and split into parts on anything that
 *   is not a letter or digit; every part must be a prefix or a suffix of some
 *   word of the token's symbol or name (words split the same way). An empty
 *   query matches everything.
 * - Results keep list order, except that exact symbol matches come first,
 *   then symbol-prefix matches, then the rest (a stable partition).
 *
 * filterTokens + sortByQuery are the simple reference implementation.
 * createTokenSearchIndex gives identical results from an index built once per
 * list (sorted word tables for prefixes and reversed words for suffixes), so a
 * keystroke costs a few binary searches instead of re-splitting every name.
 */
import { getAddress, isAddress } from 'viem/utils';

export interface SearchableToken {
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
}

const NON_ALNUM = /[^\p{L}\p{N}]+/u;
const NON_ALNUM_ASCII = /[^a-z0-9]+/;
const ASCII = /^[\x00-\x7f]*$/;

/** Lower-cased words of a symbol, name or query (letters and digits of any script). */
export function searchWords(text: string): string[] {
  const lower = text.toLowerCase();
  // Same split; the ASCII-only pattern is just cheaper than the Unicode one.
  return lower.split(ASCII.test(lower) ? NON_ALNUM_ASCII : NON_ALNUM).filter((w) => w.length > 0);
}

/** The lower-cased normalised address when the query is a valid address, else undefined. */
export function searchAddress(query: string): string | undefined {
  const q = query.trim();
  if (!isAddress(q)) return undefined;
  return getAddress(q).toLowerCase();
}

function wordMatches(words: readonly string[], part: string): boolean {
  return words.some((w) => w.startsWith(part) || w.endsWith(part));
}

/** Naive filter: checks every token on every call. Keeps list order. */
export function filterTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  const address = searchAddress(query);
  if (address !== undefined) return tokens.filter((t) => t.address.toLowerCase() === address);
  const parts = searchWords(query);
  if (parts.length === 0) return [...tokens];
  return tokens.filter((t) => {
    const words = [...searchWords(t.symbol), ...searchWords(t.name)];
    return parts.every((p) => wordMatches(words, p));
  });
}

/** Exact symbol matches, then symbol-prefix matches, then the rest; stable. */
export function sortByQuery<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q.length === 0) return [...tokens];
  const exact: T[] = [];
  const prefix: T[] = [];
  const rest: T[] = [];
  for (const t of tokens) {
    const s = t.symbol.toLowerCase();
    if (s === q) exact.push(t);
    else if (s.startsWith(q)) prefix.push(t);
    else rest.push(t);
  }
  return [...exact, ...prefix, ...rest];
}

const NATIVE_QUERIES = new Set(['b', 'bn', 'bnb']);

/** The native coin (BNB) is listed for the queries b, bn and bnb, any case. */
export function matchesNative(query: string): boolean {
  return NATIVE_QUERIES.has(query.trim().toLowerCase());
}

/**
 * What Enter selects: 'native' if "bnb" was typed; otherwise the first result
 * if it is the only one or its symbol equals the query; otherwise nothing.
 */
export function pickOnEnter<T extends SearchableToken>(query: string, results: readonly T[]): 'native' | T | undefined {
  const q = query.trim().toLowerCase();
  if (q === 'bnb') return 'native';
  const first = results[0];
  if (first === undefined) return undefined;
  return results.length === 1 || first.symbol.toLowerCase() === q ? first : undefined;
}

export interface TokenSearchIndex<T extends SearchableToken> {
  readonly size: number;
  /** Same result as sortByQuery(filterTokens(tokens, query), query). */
  search(query: string): T[];
}

/** Reverses by UTF-16 code unit: w.endsWith(p) === rev(w).startsWith(rev(p)). */
function reverse(s: string): string {
  let r = '';
  for (let i = s.length - 1; i >= 0; i--) r += s[i];
  return r;
}

/** Sorted distinct words, each with the ascending indices of tokens containing it. */
interface WordTable {
  readonly words: string[];
  readonly start: Int32Array; // postings of words[i] are postings[start[i] .. start[i+1])
  readonly postings: Int32Array;
}

/** postingsByWord lists token indices in ascending order (tokens are visited in order). */
function buildTable(postingsByWord: Map<string, number[]>): WordTable {
  const words = [...postingsByWord.keys()].sort();
  const start = new Int32Array(words.length + 1);
  let total = 0;
  words.forEach((w, i) => {
    start[i] = total;
    total += postingsByWord.get(w)!.length;
  });
  start[words.length] = total;
  const postings = new Int32Array(total);
  words.forEach((w, i) => postings.set(postingsByWord.get(w)!, start[i]!));
  return { words, start, postings };
}

function lowerBound(words: readonly string[], key: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createTokenSearchIndex<T extends SearchableToken>(tokens: readonly T[]): TokenSearchIndex<T> {
  const list = [...tokens];
  const n = list.length;
  const symbols = list.map((t) => t.symbol.toLowerCase());
  const byAddress = new Map<string, number[]>();
  const forward = new Map<string, number[]>();
  const backward = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const at = map.get(key);
    if (!at) map.set(key, [i]);
    else if (at[at.length - 1] !== i) at.push(i); // a word twice in one token counts once
  };
  list.forEach((t, i) => {
    add(byAddress, t.address.toLowerCase(), i);
    for (const w of searchWords(t.symbol)) add(forward, w, i), add(backward, reverse(w), i);
    for (const w of searchWords(t.name)) add(forward, w, i), add(backward, reverse(w), i);
  });
  const prefixTable = buildTable(forward);
  const suffixTable = buildTable(backward);

  // stamp[i] === gen marks token i as matched in the current pass.
  const stamp = new Uint32Array(n);
  let gen = 0;

  function markRange(table: WordTable, key: string, out: number[] | undefined): void {
    for (let w = lowerBound(table.words, key); w < table.words.length && table.words[w]!.startsWith(key); w++) {
      for (let p = table.start[w]!; p < table.start[w + 1]!; p++) {
        const idx = table.postings[p]!;
        if (stamp[idx] !== gen) {
          stamp[idx] = gen;
          out?.push(idx);
        }
      }
    }
  }

  function nextGen(): void {
    gen = (gen + 1) >>> 0;
    if (gen === 0) {
      stamp.fill(0);
      gen = 1;
    }
  }

  /** Indices (ascending) of tokens matching every part. */
  function matchParts(parts: readonly string[]): Int32Array {
    nextGen();
    let candidates: number[] = [];
    markRange(prefixTable, parts[0]!, candidates);
    markRange(suffixTable, reverse(parts[0]!), candidates);
    for (let k = 1; k < parts.length && candidates.length > 0; k++) {
      nextGen();
      markRange(prefixTable, parts[k]!, undefined);
      markRange(suffixTable, reverse(parts[k]!), undefined);
      const g = gen;
      candidates = candidates.filter((idx) => stamp[idx] === g);
    }
    return Int32Array.from(candidates).sort();
  }

  function search(query: string): T[] {
    const address = searchAddress(query);
    let matched: ArrayLike<number>;
    if (address !== undefined) {
      matched = byAddress.get(address) ?? [];
    } else {
      const parts = searchWords(query);
      if (parts.length === 0) return [...list];
      matched = matchParts(parts);
    }
    const q = query.trim().toLowerCase();
    const exact: T[] = [];
    const prefix: T[] = [];
    const rest: T[] = [];
    for (let k = 0; k < matched.length; k++) {
      const i = matched[k]!;
      const s = symbols[i]!;
      if (s === q) exact.push(list[i]!);
      else if (s.startsWith(q)) prefix.push(list[i]!);
      else rest.push(list[i]!);
    }
    return exact.concat(prefix, rest);
  }

  return { size: n, search };
}
