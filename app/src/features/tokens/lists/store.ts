/**
 * The lists state of spec 3/4 in the app: a zustand store whose only writer
 * is the SDK's pure listsReducer, persisted per chain. The chain's default
 * lists are always known; on a first visit they are active.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createListsState, listsReducer, type ListsAction, type ListsState } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { loadListsState, saveListsState } from './storage.ts';

export interface ListsStoreState {
  readonly chainId: number;
  readonly defaultListUrls: readonly string[];
  readonly lists: ListsState;
  dispatch(action: ListsAction): void;
}

export type ListsStore = StoreApi<ListsStoreState>;

export interface CreateListsStoreOptions {
  chainId: number;
  defaultListUrls: readonly string[];
  /** Where to persist; null for none. Default: window.localStorage when available. */
  storage?: Storage | null;
}

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The initial state: what is stored, plus any default list it lacks (inactive unless first visit). */
export function initialListsState(stored: ListsState | undefined, defaultListUrls: readonly string[]): ListsState {
  if (!stored) return createListsState(defaultListUrls, defaultListUrls);
  let state = stored;
  for (const url of defaultListUrls) state = listsReducer(state, { type: 'lists/add', url });
  return state;
}

/** True when two states differ in what is persisted (requests in flight are not). */
function persistedPartChanged(a: ListsState, b: ListsState): boolean {
  if (a.activeListUrls !== b.activeListUrls) return true;
  const ka = Object.keys(a.byUrl);
  const kb = Object.keys(b.byUrl);
  if (ka.length !== kb.length) return true;
  for (const url of kb) {
    const x = a.byUrl[url];
    const y = b.byUrl[url];
    if (!x || !y) return true;
    if (x.current !== y.current || x.pendingUpdate !== y.pendingUpdate || x.error !== y.error) return true;
  }
  return false;
}

export function createListsStore({ chainId, defaultListUrls, storage = defaultStorage() }: CreateListsStoreOptions): ListsStore {
  const store = createStore<ListsStoreState>()((set, get) => ({
    chainId,
    defaultListUrls: [...defaultListUrls],
    lists: initialListsState(loadListsState(storage, chainId), defaultListUrls),
    dispatch(action) {
      const before = get().lists;
      const after = listsReducer(before, action);
      if (after !== before) set({ lists: after });
    },
  }));
  store.subscribe((next, prev) => {
    if (persistedPartChanged(prev.lists, next.lists)) saveListsState(storage, chainId, next.lists);
  });
  return store;
}

let appStore: ListsStore | undefined;

/** The app's lists store for the loaded runtime's chain (created on first use). */
export function listsStore(): ListsStore {
  if (!appStore) {
    const rt = runtime();
    appStore = createListsStore({ chainId: rt.chainId, defaultListUrls: rt.exchange.defaultListUrls });
  }
  return appStore;
}

/** Tests: replace (or with undefined, reset) the app's store. */
export function setListsStoreForTests(store: ListsStore | undefined): void {
  appStore = store;
}
