/**
 * The lists state of spec 3/4 as a pure reducer: per list URL the current
 * list, a pending update, the in-flight request and the last error, plus the
 * URLs whose tokens are active. Inputs are never mutated.
 *
 * Decisions the spec leaves open (lists/README.md repeats them):
 * - A fetch result is applied only if it answers the request currently
 *   loading for that URL (loadingRequestId === requestId). Late answers to
 *   superseded requests, and answers for a list removed meanwhile, are
 *   dropped, so a slow gateway can never roll a list back or resurrect it.
 * - Fulfilled with no current list, or with the same version: stored as
 *   current (a stale pending update is dropped).
 * - Fulfilled with a different version: kept as pendingUpdate for the user to
 *   accept, except that a newer PATCH or MINOR version that only adds tokens
 *   (none removed, none changed, same list name) is accepted automatically,
 *   as list updaters commonly do. Downgrades and major bumps always wait.
 * - Rejected: the error is stored and current and pendingUpdate are cleared
 *   (spec 4); the URL stays in activeListUrls so the next refresh restores it.
 * - Enabling an unknown URL adds it; removing a URL also deactivates it. The
 *   "not the last list" rule is UI policy: see canRemoveList.
 */
import type { TokenList } from './types.ts';
import { VersionUpgrade, diffTokenLists, getVersionUpgrade, versionComparator } from './version.ts';

export interface ListEntry {
  readonly current: TokenList | null;
  readonly pendingUpdate: TokenList | null;
  readonly loadingRequestId: string | null;
  readonly error: string | null;
}

export interface ListsState {
  readonly byUrl: Readonly<Record<string, ListEntry>>;
  readonly activeListUrls: readonly string[];
}

export type ListsAction =
  | { readonly type: 'lists/fetchPending'; readonly url: string; readonly requestId: string }
  | { readonly type: 'lists/fetchFulfilled'; readonly url: string; readonly requestId: string; readonly tokenList: TokenList }
  | { readonly type: 'lists/fetchRejected'; readonly url: string; readonly requestId: string; readonly errorMessage: string }
  | { readonly type: 'lists/acceptUpdate'; readonly url: string }
  | { readonly type: 'lists/add'; readonly url: string }
  | { readonly type: 'lists/remove'; readonly url: string }
  | { readonly type: 'lists/enable'; readonly url: string }
  | { readonly type: 'lists/disable'; readonly url: string };

export const ACCEPT_WITHOUT_PENDING_MESSAGE = 'accept list update called without pending update';

export const EMPTY_LIST_ENTRY: ListEntry = Object.freeze({
  current: null,
  pendingUpdate: null,
  loadingRequestId: null,
  error: null,
});

export function createListsState(urls: readonly string[], activeUrls: readonly string[] = []): ListsState {
  const byUrl: Record<string, ListEntry> = {};
  for (const url of [...urls, ...activeUrls]) byUrl[url] = EMPTY_LIST_ENTRY;
  return { byUrl, activeListUrls: [...new Set(activeUrls)] };
}

/**
 * True when a fetched version may replace the current one without asking:
 * a newer patch/minor version whose tokens are a superset of the current
 * ones with no token changed, and whose name is unchanged.
 */
export function shouldAutoAcceptListUpdate(current: TokenList, update: TokenList): boolean {
  const bump = getVersionUpgrade(current.version, update.version);
  if (bump !== VersionUpgrade.PATCH && bump !== VersionUpgrade.MINOR) return false;
  if (current.name !== update.name) return false;
  const diff = diffTokenLists(current.tokens, update.tokens);
  return diff.removed.length === 0 && diff.changed.length === 0;
}

function withEntry(state: ListsState, url: string, entry: ListEntry): ListsState {
  return { ...state, byUrl: { ...state.byUrl, [url]: entry } };
}

export function listsReducer(state: ListsState, action: ListsAction): ListsState {
  const { url } = action;
  const entry = Object.hasOwn(state.byUrl, url) ? state.byUrl[url] : undefined;
  switch (action.type) {
    case 'lists/fetchPending':
      return withEntry(state, url, {
        current: entry?.current ?? null,
        pendingUpdate: entry?.pendingUpdate ?? null,
        loadingRequestId: action.requestId,
        error: null,
      });

    case 'lists/fetchFulfilled': {
      if (!entry || entry.loadingRequestId !== action.requestId) return state;
      const list = action.tokenList;
      const settled = { ...entry, loadingRequestId: null, error: null };
      if (
        !entry.current ||
        versionComparator(entry.current.version, list.version) === 0 ||
        shouldAutoAcceptListUpdate(entry.current, list)
      ) {
        return withEntry(state, url, { ...settled, current: list, pendingUpdate: null });
      }
      return withEntry(state, url, { ...settled, pendingUpdate: list });
    }

    case 'lists/fetchRejected':
      if (!entry || entry.loadingRequestId !== action.requestId) return state;
      return withEntry(state, url, { current: null, pendingUpdate: null, loadingRequestId: null, error: action.errorMessage });

    case 'lists/acceptUpdate':
      if (!entry?.pendingUpdate) throw new Error(ACCEPT_WITHOUT_PENDING_MESSAGE);
      return withEntry(state, url, { ...entry, current: entry.pendingUpdate, pendingUpdate: null });

    case 'lists/add':
      return entry ? state : withEntry(state, url, EMPTY_LIST_ENTRY);

    case 'lists/remove': {
      if (!entry && !state.activeListUrls.includes(url)) return state;
      const byUrl = { ...state.byUrl };
      delete byUrl[url];
      return { byUrl, activeListUrls: state.activeListUrls.filter((u) => u !== url) };
    }

    case 'lists/enable': {
      const next = entry ? state : withEntry(state, url, EMPTY_LIST_ENTRY);
      return next.activeListUrls.includes(url) ? next : { ...next, activeListUrls: [...next.activeListUrls, url] };
    }

    case 'lists/disable':
      return state.activeListUrls.includes(url) ? { ...state, activeListUrls: state.activeListUrls.filter((u) => u !== url) } : state;
  }
}

/** Removal is offered only while more than one list is known (spec 4). */
export function canRemoveList(state: ListsState, url: string): boolean {
  return Object.hasOwn(state.byUrl, url) && Object.keys(state.byUrl).length > 1;
}

/** The current lists of the active URLs, in activeListUrls order. */
export function selectActiveLists(state: ListsState): TokenList[] {
  const out: TokenList[] = [];
  for (const url of state.activeListUrls) {
    const current = state.byUrl[url]?.current;
    if (current) out.push(current);
  }
  return out;
}

/**
 * True once every active list has answered at least once: it has contents, or its download failed. Until then a
 * token missing from the active lists may only be missing because its list is still on the way, so nothing may
 * call it unknown (a URL's token would flash the import warning, and the warning would take the keyboard's focus).
 */
export function activeListsSettled(state: ListsState): boolean {
  return state.activeListUrls.every((url) => {
    const entry = state.byUrl[url];
    return !entry || entry.current !== null || entry.error !== null;
  });
}

/** Shallow shape check for lists state read back from storage (see loadVersioned). */
export function isListsState(value: unknown): value is ListsState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { byUrl?: unknown; activeListUrls?: unknown };
  if (!Array.isArray(v.activeListUrls) || !v.activeListUrls.every((u) => typeof u === 'string')) return false;
  if (typeof v.byUrl !== 'object' || v.byUrl === null || Array.isArray(v.byUrl)) return false;
  return Object.values(v.byUrl).every((e: unknown) => {
    if (typeof e !== 'object' || e === null) return false;
    const x = e as Record<string, unknown>;
    const listOk = (l: unknown) =>
      l === null ||
      (typeof l === 'object' &&
        Array.isArray((l as { tokens?: unknown }).tokens) &&
        typeof (l as { version?: unknown }).version === 'object');
    return (
      listOk(x.current) &&
      listOk(x.pendingUpdate) &&
      (x.loadingRequestId === null || typeof x.loadingRequestId === 'string') &&
      (x.error === null || typeof x.error === 'string')
    );
  });
}

/** Action creators for the list operations of spec 4. */
export const listActions = {
  fetchPending: (url: string, requestId: string): ListsAction => ({ type: 'lists/fetchPending', url, requestId }),
  fetchFulfilled: (url: string, requestId: string, tokenList: TokenList): ListsAction => ({
    type: 'lists/fetchFulfilled',
    url,
    requestId,
    tokenList,
  }),
  fetchRejected: (url: string, requestId: string, errorMessage: string): ListsAction => ({
    type: 'lists/fetchRejected',
    url,
    requestId,
    errorMessage,
  }),
  acceptListUpdate: (url: string): ListsAction => ({ type: 'lists/acceptUpdate', url }),
  addList: (url: string): ListsAction => ({ type: 'lists/add', url }),
  removeList: (url: string): ListsAction => ({ type: 'lists/remove', url }),
  enableList: (url: string): ListsAction => ({ type: 'lists/enable', url }),
  disableList: (url: string): ListsAction => ({ type: 'lists/disable', url }),
} as const;
