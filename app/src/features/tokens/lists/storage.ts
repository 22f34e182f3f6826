/**
 * Persistence of the lists state (spec 9: lists are persisted locally) under
 * a versioned key per chain. Stored data is treated like a downloaded list:
 * the envelope and shape are checked, every stored list is validated again,
 * and anything unusable is discarded with console.warn (never thrown).
 * Requests in flight are not stored.
 */
import {
  EMPTY_LIST_ENTRY,
  isListsState,
  loadVersioned,
  saveVersioned,
  validateTokenList,
  type ListEntry,
  type ListsState,
  type TokenList,
} from '@fuelswap/sdk';

export const LISTS_STORAGE_VERSION = 1;

export function listsStorageKey(chainId: number): string {
  return `fuelswap.lists.${chainId}`;
}

function revalidate(list: TokenList | null, url: string, what: string): TokenList | null {
  if (list === null) return null;
  try {
    return validateTokenList(list);
  } catch (e) {
    console.warn(`Discarded the stored ${what} of list ${url}: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}

/** Reads stored lists state; undefined when nothing usable is stored. */
export function loadListsState(storage: Storage | null | undefined, chainId: number): ListsState | undefined {
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
  const byUrl: Record<string, ListEntry> = {};
  for (const [url, entry] of Object.entries(value.byUrl)) {
    byUrl[url] = {
      current: revalidate(entry.current, url, 'current version'),
      pendingUpdate: revalidate(entry.pendingUpdate, url, 'pending update'),
      loadingRequestId: null,
      error: entry.error,
    };
  }
  return { byUrl, activeListUrls: value.activeListUrls.filter((u) => u in byUrl) };
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
