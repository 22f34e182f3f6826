/**
 * The tokens the app offers (spec 5 "Token lists"): tokens of the active
 * lists for the target chain, in list order, plus the user's imported tokens.
 * List data is untrusted: logos only through sanitizeLogoURI (inside
 * listTokensForChain); names and symbols are kept as data and rendered as
 * text by the components.
 */
import { useMemo } from 'react';
import { Token, listTokensForChain, type SavedToken, type TokenList } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { UNSUPPORTED_TOKEN_LIST } from '../lists/defaults.ts';
import { useEnsureListsLoaded, useListsState } from '../lists/hooks.ts';
import { useImportedTokens } from '../imported/importedTokens.ts';

/** Lower-cased address → token, in display order (Map keeps insertion order). */
export type TokenMap = ReadonlyMap<string, Token>;

export const UNKNOWN_SYMBOL = 'UNKNOWN';
export const UNKNOWN_NAME = 'Unknown Token';

/** Tokens of one list for one chain, built once per list object. */
const listTokenCache = new WeakMap<TokenList, Map<number, Token[]>>();

export function tokensOfList(list: TokenList, chainId: number): Token[] {
  let byChain = listTokenCache.get(list);
  if (!byChain) listTokenCache.set(list, (byChain = new Map()));
  let tokens = byChain.get(chainId);
  if (!tokens) {
    tokens = [];
    for (const info of listTokensForChain(list, chainId)) {
      try {
        tokens.push(Token.fromInfo(info));
      } catch {
        // The schema already checks address and decimals; skip anything the model still refuses.
      }
    }
    byChain.set(chainId, tokens);
  }
  return tokens;
}

export function savedToToken(saved: SavedToken): Token | undefined {
  try {
    return new Token(saved.chainId, saved.address, saved.decimals, saved.symbol ?? UNKNOWN_SYMBOL, saved.name ?? UNKNOWN_NAME);
  } catch {
    return undefined;
  }
}

/** Pure: active lists first (first list wins a duplicate), then imported tokens not on them. */
export function combineTokens(lists: readonly TokenList[], imported: readonly SavedToken[], chainId: number): Map<string, Token> {
  const map = new Map<string, Token>();
  for (const list of lists) {
    for (const token of tokensOfList(list, chainId)) if (!map.has(token.key)) map.set(token.key, token);
  }
  for (const saved of imported) {
    if (saved.chainId !== chainId) continue;
    const token = savedToToken(saved);
    if (token && !map.has(token.key)) map.set(token.key, token);
  }
  return map;
}

function activeLists(state: ReturnType<typeof useListsState>): TokenList[] {
  const out: TokenList[] = [];
  for (const url of state.activeListUrls) {
    const current = state.byUrl[url]?.current;
    if (current) out.push(current);
  }
  return out;
}

/** Tokens of the active lists only (no imported ones). */
export function useActiveListTokens(): TokenMap {
  useEnsureListsLoaded();
  const state = useListsState();
  const chainId = runtime().chainId;
  const lists = useMemo(() => activeLists(state), [state]);
  return useMemo(() => combineTokens(lists, [], chainId), [lists, chainId]);
}

/** Every token the user can pick: active lists' tokens and imported tokens, deduplicated. */
export function useAllTokens(): TokenMap {
  useEnsureListsLoaded();
  const state = useListsState();
  const chainId = runtime().chainId;
  const imported = useImportedTokens(chainId);
  const lists = useMemo(() => activeLists(state), [state]);
  return useMemo(() => combineTokens(lists, imported, chainId), [lists, imported, chainId]);
}

/** The user's imported tokens as Token objects. */
export function useUserAddedTokens(): Token[] {
  const chainId = runtime().chainId;
  const imported = useImportedTokens(chainId);
  return useMemo(() => imported.map(savedToToken).filter((t): t is Token => t !== undefined), [imported]);
}

/** Tokens on inactive lists that are not already offered, with their list's name. */
export function useInactiveListTokens(): ReadonlyArray<{ token: Token; listName: string }> {
  const state = useListsState();
  const all = useAllTokens();
  const chainId = runtime().chainId;
  return useMemo(() => {
    const out: { token: Token; listName: string }[] = [];
    const seen = new Set<string>();
    for (const [url, entry] of Object.entries(state.byUrl)) {
      if (state.activeListUrls.includes(url) || !entry.current) continue;
      for (const token of tokensOfList(entry.current, chainId)) {
        if (all.has(token.key) || seen.has(token.key)) continue;
        seen.add(token.key);
        out.push({ token, listName: entry.current.name });
      }
    }
    return out;
  }, [state, all, chainId]);
}

/** The name of a list (active or not) that holds the token, or undefined ("Unknown Source"). */
export function useTokenListSource(address: string | undefined): string | undefined {
  const state = useListsState();
  const chainId = runtime().chainId;
  return useMemo(() => {
    if (!address) return undefined;
    const key = address.toLowerCase();
    const urls = [...state.activeListUrls, ...Object.keys(state.byUrl).filter((u) => !state.activeListUrls.includes(u))];
    for (const url of urls) {
      const list = state.byUrl[url]?.current;
      if (list && tokensOfList(list, chainId).some((t) => t.key === key)) return list.name;
    }
    return undefined;
  }, [state, address, chainId]);
}

/** True when the token is on an active list. */
export function useIsTokenActive(token: Token | null | undefined): boolean {
  const active = useActiveListTokens();
  return !!token && active.has(token.key);
}

/** True when the currency is a token the user imported. */
export function useIsUserAddedToken(currency: { isToken: boolean; address?: string } | null | undefined): boolean {
  const chainId = runtime().chainId;
  const imported = useImportedTokens(chainId);
  return useMemo(() => {
    if (!currency?.isToken || !currency.address) return false;
    const key = currency.address.toLowerCase();
    return imported.some((t) => t.address.toLowerCase() === key);
  }, [currency, imported]);
}

/** Tokens of the bundled unsupported list (empty; spec 3). */
export function useUnsupportedTokens(): TokenMap {
  const chainId = runtime().chainId;
  return useMemo(() => combineTokens([UNSUPPORTED_TOKEN_LIST], [], chainId), [chainId]);
}

export function useIsUnsupportedToken(currency: { isToken: boolean; address?: string } | null | undefined): boolean {
  const unsupported = useUnsupportedTokens();
  return !!currency?.isToken && !!currency.address && unsupported.has(currency.address.toLowerCase());
}
