/** React access to the lists store and the fetch actions. */
import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { useClient } from 'wagmi';
import { activeListsSettled, type ListsAction, type ListsState, type TokenList } from '@fuelswap/sdk';
import { LIST_REFRESH_INTERVAL_MS } from './defaults.ts';
import { listsStore, type ListsStore } from './store.ts';
import { fetchListIntoStore, importList, refreshAllLists } from './updater.ts';
import type { FetchListDeps } from './fetchList.ts';

export function useListsState(): ListsState {
  return useStore(listsStore(), (s) => s.lists);
}

/**
 * True once the lists can say a token is not on them: the stored lists were validated again at start (store.ts),
 * and every active list has loaded or failed once (on a first visit the default list is still downloading).
 */
export function useListsSettled(): boolean {
  return useStore(listsStore(), (s) => s.restored && activeListsSettled(s.lists));
}

export function useListsDispatch(): (action: ListsAction) => void {
  return useStore(listsStore(), (s) => s.dispatch);
}

/**
 * The fetch dependencies from the wagmi client (for ENS). The bare client: the ENS read takes
 * viem's actions one by one, and usePublicClient would bundle all of publicActions.
 */
export function useListFetchDeps(): FetchListDeps {
  const client = useClient();
  return { client };
}

/** Downloads a list now into the store. */
export function useFetchList(): (url: string) => Promise<TokenList> {
  const deps = useListFetchDeps();
  const client = deps.client;
  return useCallback((url: string) => fetchListIntoStore(listsStore(), url, { client }), [client]);
}

/** The import-list action: add, download, enable; removed again on failure. */
export function useImportList(): (url: string) => Promise<TokenList> {
  const { client } = useListFetchDeps();
  return useCallback((url: string) => importList(listsStore(), url, { client }), [client]);
}

/** When every list was last refreshed, per store (shared by ListsUpdater and the first-use fallback). */
const lastRefresh = new WeakMap<ListsStore, number>();

export function refreshIfDue(store: ListsStore, deps: FetchListDeps, now = Date.now(), maxAgeMs = LIST_REFRESH_INTERVAL_MS): boolean {
  const last = lastRefresh.get(store);
  if (last !== undefined && now - last < maxAgeMs) return false;
  lastRefresh.set(store, now);
  void refreshAllLists(store, deps);
  return true;
}

/** Records a refresh without fetching (tests, or a caller that just downloaded every list). */
export function markListsRefreshed(store: ListsStore, at = Date.now()): void {
  lastRefresh.set(store, at);
}

export function lastListsRefresh(store: ListsStore): number | undefined {
  return lastRefresh.get(store);
}

/**
 * Token hooks call this: lists are downloaded once per page load even when no
 * ListsUpdater is mounted (the updater adds the periodic refresh).
 */
export function useEnsureListsLoaded(): void {
  const { client } = useListFetchDeps();
  useEffect(() => {
    const store = listsStore();
    if (lastRefresh.get(store) === undefined) refreshIfDue(store, { client });
  }, [client]);
}
