/**
 * The lists state of spec 3/4 in the app: a zustand store whose only writer
 * is the SDK's pure listsReducer, persisted per chain. The chain's default
 * lists are always known; on a first visit they are active.
 *
 * Restoring stored lists is asynchronous, because the schema validator that
 * must check them again loads on demand (validation.ts). The
 * design, chosen as the simplest that behaves exactly like a synchronous
 * restore:
 * - The store starts at once from the stored locations, active flags and
 *   errors, with no list contents (`restored: false`). No unvalidated list is
 *   ever in the state, so none can be shown or used. Default tokens come from
 *   the chain's config, not from lists, so pages render at once; list tokens
 *   appear when the restore ends.
 * - Actions dispatched before then (the boot-time refresh's fetchPending and
 *   fetchFulfilled, a click in Manage Lists) are queued, and replayed in order
 *   on the revalidated state. The pure reducer then gives exactly the state a
 *   synchronous restore would have given: a download that finished first is
 *   compared with the stored version (a major bump still waits for the user),
 *   never applied to an empty entry.
 * - Nothing is saved until the restore has ended, so the stored lists cannot be
 *   overwritten by the empty starting state. The restore itself is not saved
 *   (it only drops lists that fail, which the next load drops again); what the
 *   replayed actions changed is. If the validator cannot be loaded, the stored
 *   lists are not shown and nothing is saved in this session, so they are
 *   checked again on the next load.
 * With nothing stored (a first visit, or no list contents), the store is
 * restored from the start and the validator waits for the first download.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createListsState, listsReducer, type ListsAction, type ListsState } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { hasStoredListContents, loadStoredLists, revalidateStoredLists, saveListsState, withoutListContents } from './storage.ts';

export interface ListsStoreState {
  readonly chainId: number;
  readonly defaultListUrls: readonly string[];
  readonly lists: ListsState;
  /** False while the stored lists are being validated again (they are not in `lists` yet). */
  readonly restored: boolean;
  dispatch(action: ListsAction): void;
}

export type ListsStore = StoreApi<ListsStoreState> & {
  /** Settles when the stored lists are in the state (or were discarded); never rejects. */
  readonly whenRestored: Promise<void>;
};

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

/** Applies queued actions in order; one the reducer refuses (it would have thrown to its caller) is skipped. */
function replay(state: ListsState, actions: readonly ListsAction[]): ListsState {
  return actions.reduce((s, action) => {
    try {
      return listsReducer(s, action);
    } catch (e) {
      console.warn(`Token lists: ${action.type} was not applied: ${e instanceof Error ? e.message : String(e)}`);
      return s;
    }
  }, state);
}

export function createListsStore({ chainId, defaultListUrls, storage = defaultStorage() }: CreateListsStoreOptions): ListsStore {
  const stored = loadStoredLists(storage, chainId);
  /** The stored state, when it holds lists that must be validated before they are used. */
  const toRevalidate = stored && hasStoredListContents(stored) ? stored : undefined;
  /** Actions dispatched while restoring, replayed in order on the restored state. */
  let queued: ListsAction[] | undefined = toRevalidate ? [] : undefined;
  /** Saving starts once the stored lists were revalidated (at once when there are none). */
  let saving = !toRevalidate;

  const store = createStore<ListsStoreState>()((set, get) => ({
    chainId,
    defaultListUrls: [...defaultListUrls],
    lists: initialListsState(stored && withoutListContents(stored), defaultListUrls),
    restored: !toRevalidate,
    dispatch(action) {
      if (queued) {
        queued.push(action);
        return;
      }
      const before = get().lists;
      const after = listsReducer(before, action);
      if (after !== before) set({ lists: after });
    },
  }));
  store.subscribe((next, prev) => {
    if (saving && persistedPartChanged(prev.lists, next.lists)) saveListsState(storage, chainId, next.lists);
  });

  function finishRestore(restoredLists: ListsState, save: boolean): void {
    const start = initialListsState(restoredLists, defaultListUrls);
    const lists = replay(start, queued ?? []);
    queued = undefined;
    store.setState({ lists, restored: true });
    saving = save;
    if (saving && persistedPartChanged(start, lists)) saveListsState(storage, chainId, lists);
  }

  const whenRestored = toRevalidate
    ? revalidateStoredLists(toRevalidate).then(
        (lists) => finishRestore(lists, true),
        (e: unknown) => {
          console.warn(`Token lists: the stored lists could not be validated: ${e instanceof Error ? e.message : String(e)}`);
          finishRestore(withoutListContents(toRevalidate), false);
        },
      )
    : Promise.resolve();
  return Object.assign(store, { whenRestored });
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
