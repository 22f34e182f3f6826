/**
 * Persistence of the lists state (lists are persisted locally) under
 * a versioned key per chain. Stored data is treated like a downloaded list:
 * the envelope and shape are checked, every stored list is validated again,
 * and anything unusable is discarded with console.warn (never thrown).
 * Requests in flight are not stored.
 *
 * Reading is in two steps because the schema validator loads on demand
 * (validation.ts): loadStoredLists checks the envelope and
 * shape at once and gives the lists as `unknown`, so that no stored list can be
 * used before revalidateStoredLists (which imports the validator) has checked it.
 * The store (store.ts) starts from withoutListContents and puts the checked
 * lists in once they are.
 */
import {
  EMPTY_LIST_ENTRY,
  isListsState,
  loadVersioned,
  saveVersioned,
  type ListEntry,
  type ListsState,
  type TokenList,
} from '@fuelswap/sdk';

export const LISTS_STORAGE_VERSION = 1;

export function listsStorageKey(chainId: number): string {
  return `fuelswap.lists.${chainId}`;
}

/** One stored list entry before revalidation: its lists are untrusted data. */
export interface StoredListEntry {
  readonly current: unknown;
  readonly pendingUpdate: unknown;
  readonly error: string | null;
}

/** Stored lists state as read, before revalidation. */
export interface StoredListsState {
  readonly byUrl: Readonly<Record<string, StoredListEntry>>;
  readonly activeListUrls: readonly string[];
}

/** Reads stored lists state (envelope and shape checked, lists not yet validated); undefined when nothing usable is stored. */
export function loadStoredLists(storage: Storage | null | undefined, chainId: number): StoredListsState | undefined {
  if (!storage) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(listsStorageKey(chainId));
  } catch {
    return undefined;
  }
  const { value, warning } = loadVersioned<ListsState>(raw, { version: LISTS_STORAGE_VERSION, validate: isListsState });
  if (warning) console.warn(`Token lists: ${warning}`);
  if (!value) return undefined;
  const byUrl: Record<string, StoredListEntry> = {};
  for (const [url, entry] of Object.entries(value.byUrl)) {
    byUrl[url] = { current: entry.current, pendingUpdate: entry.pendingUpdate, error: entry.error };
  }
  return { byUrl, activeListUrls: value.activeListUrls.filter((u) => u in byUrl) };
}

/** True when the stored state holds any list to validate (else there is nothing to load the validator for). */
export function hasStoredListContents(stored: StoredListsState): boolean {
  return Object.values(stored.byUrl).some((e) => e.current !== null || e.pendingUpdate !== null);
}

/** The stored state with no list in it: the locations, active flags and errors, usable before validation. */
export function withoutListContents(stored: StoredListsState): ListsState {
  const byUrl: Record<string, ListEntry> = {};
  for (const [url, entry] of Object.entries(stored.byUrl)) byUrl[url] = { ...EMPTY_LIST_ENTRY, error: entry.error };
  return { byUrl, activeListUrls: stored.activeListUrls };
}

/**
 * Validates every stored list again, as a download would be (loading the
 * validator on first use); a list that fails is dropped with console.warn.
 * Rejects only when the validator cannot be loaded.
 */
export async function revalidateStoredLists(stored: StoredListsState): Promise<ListsState> {
  const { validateTokenList } = await import('./validation.ts');
  const revalidate = (list: unknown, url: string, what: string): TokenList | null => {
    if (list === null) return null;
    try {
      return validateTokenList(list);
    } catch (e) {
      console.warn(`Discarded the stored ${what} of list ${url}: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  };
  const byUrl: Record<string, ListEntry> = {};
  for (const [url, entry] of Object.entries(stored.byUrl)) {
    byUrl[url] = {
      current: revalidate(entry.current, url, 'current version'),
      pendingUpdate: revalidate(entry.pendingUpdate, url, 'pending update'),
      loadingRequestId: null,
      error: entry.error,
    };
  }
  return { byUrl, activeListUrls: stored.activeListUrls };
}

/** The stored form: no requests in flight. */
function persistable(state: ListsState, withLists: boolean): ListsState {
  const byUrl: Record<string, ListEntry> = {};
  for (const [url, entry] of Object.entries(state.byUrl)) {
    byUrl[url] = withLists ? { ...entry, loadingRequestId: null } : { ...EMPTY_LIST_ENTRY, error: entry.error };
  }
  return { byUrl, activeListUrls: state.activeListUrls };
}

/**
 * Writes the state. When the lists do not fit (storage quota), only the list
 * locations and which are active are kept: the lists download again on start.
 */
export function saveListsState(storage: Storage | null | undefined, chainId: number, state: ListsState): void {
  if (!storage) return;
  const key = listsStorageKey(chainId);
  try {
    storage.setItem(key, saveVersioned(persistable(state, true), LISTS_STORAGE_VERSION));
  } catch {
    try {
      storage.setItem(key, saveVersioned(persistable(state, false), LISTS_STORAGE_VERSION));
      console.warn('Token lists: storage is full; stored the list locations only.');
    } catch (e) {
      console.warn(`Token lists: could not be stored: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
