/**
 * List fetching wired to the store (spec 4 "Token list update"): pending,
 * then fulfilled or rejected, keyed by a request id so that only the answer
 * to the latest request for a URL is applied. One failing list stores its
 * error on that list only.
 */
import type { TokenList } from '@fuelswap/sdk';
import { fetchListForApp, type FetchListDeps } from './fetchList.ts';
import type { ListsStore } from './store.ts';

let requestCounter = 0;
function nextRequestId(): string {
  requestCounter += 1;
  return `${Date.now().toString(36)}-${requestCounter}`;
}

/** Requests in flight per store and URL: a refresh never starts a second download of the same list. */
const inFlight = new WeakMap<ListsStore, Map<string, Promise<TokenList>>>();

function errorText(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** Downloads one list into the store; resolves with the list or rejects with the stored error. */
export function fetchListIntoStore(store: ListsStore, url: string, deps: FetchListDeps = {}): Promise<TokenList> {
  let forStore = inFlight.get(store);
  if (!forStore) inFlight.set(store, (forStore = new Map()));
  const running = forStore.get(url);
  if (running) return running;

  const requestId = nextRequestId();
  store.getState().dispatch({ type: 'lists/fetchPending', url, requestId });
  const promise = fetchListForApp(url, deps).then(
    (tokenList) => {
      store.getState().dispatch({ type: 'lists/fetchFulfilled', url, requestId, tokenList });
      return tokenList;
    },
    (e: unknown) => {
      const errorMessage = errorText(e);
      store.getState().dispatch({ type: 'lists/fetchRejected', url, requestId, errorMessage });
      throw new Error(errorMessage, { cause: e });
    },
  );
  const settled = promise.finally(() => forStore.delete(url));
  forStore.set(url, settled);
  // Errors are in the store; callers that care await the returned promise.
  settled.catch(() => undefined);
  return settled;
}

/** Refreshes every known list (active or not); failures stay on their own list. */
export async function refreshAllLists(store: ListsStore, deps: FetchListDeps = {}): Promise<void> {
  const urls = Object.keys(store.getState().lists.byUrl);
  await Promise.allSettled(urls.map((url) => fetchListIntoStore(store, url, deps)));
}

/**
 * The import-list flow (spec 4): add and activate the list, download it; on
 * failure remove it again and rethrow so the caller shows the message.
 */
export async function importList(store: ListsStore, url: string, deps: FetchListDeps = {}): Promise<TokenList> {
  const { dispatch } = store.getState();
  const existed = url in store.getState().lists.byUrl;
  dispatch({ type: 'lists/add', url });
  try {
    const list = await fetchListIntoStore(store, url, deps);
    dispatch({ type: 'lists/enable', url });
    return list;
  } catch (e) {
    if (!existed) dispatch({ type: 'lists/remove', url });
    throw e;
  }
}
