/**
 * The swap state (./state.ts) read from the URL once, and again whenever the
 * query changes (e.g. /swap/{token} redirecting here); it is
 * not written back. Also the currency ids the URL named, for the import gate.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { getAddress, isAddress } from 'viem';
import { parseSwapQuery } from '@fuelswap/sdk';
import { useUrlSearch } from '../../../lib/location.ts';
import { INITIAL_SWAP_STATE, swapReducer, type SwapState } from '../state.ts';

const QUERY_OPTIONS = { isAddress: (v: string) => isAddress(v), normalizeAddress: (v: string) => getAddress(v) };

function stateFromSearch(search: string): SwapState {
  return { ...INITIAL_SWAP_STATE, ...parseSwapQuery(new URLSearchParams(search), QUERY_OPTIONS) };
}

export function useSwapUrlState() {
  const search = useUrlSearch();
  const [state, dispatch] = useReducer(swapReducer, search, stateFromSearch);
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    dispatch({ type: 'replace', state: stateFromSearch(search) });
  }, [search]);
  const urlCurrencyIds = useMemo(() => {
    const q = stateFromSearch(search);
    return [q.inputCurrencyId, q.outputCurrencyId];
  }, [search]);
  return { state, dispatch, urlCurrencyIds };
}
