import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike, ListsState, TokenList } from '@fuelswap/sdk';
import { createListsStore, type ListsStore } from './store.ts';
import { LISTS_STORAGE_VERSION, listsStorageKey } from './storage.ts';
import { fetchListIntoStore } from './updater.ts';

/** Tests can hold the restore (revalidation of the stored lists) until they release it. */
const restoreGate = vi.hoisted(() => ({ wait: undefined as Promise<void> | undefined }));
vi.mock('./storage.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./storage.ts')>();
  return {
    ...actual,
    revalidateStoredLists: async (stored: Parameters<typeof actual.revalidateStoredLists>[0]) => {
      await restoreGate.wait;
      return actual.revalidateStoredLists(stored);
    },
  };
});

/** Holds every restore started from now until the returned function is called. */
function holdRestore(): () => void {
  let release!: () => void;
  restoreGate.wait = new Promise<void>((r) => (release = r));
  return () => {
    restoreGate.wait = undefined;
    release();
  };
}

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  failWrites = 0;
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    if (this.failWrites > 0) {
      this.failWrites--;
      throw new DOMException('quota', 'QuotaExceededError');
    }
    this.m.set(k, v);
  }
}

const DEFAULT = '/devnet/tokenlist.json';
const OTHER = 'https://lists.example/other.json';
const THIRD = 'https://lists.example/third.json';
const list = (name: string, major = 1): TokenList => ({
  name,
  timestamp: '2021-05-01T00:00:00.000Z',
  version: { major, minor: 0, patch: 0 },
  tokens: [{ chainId: 31337, address: '0x' + '1'.repeat(40), decimals: 18, symbol: 'ONE', name: 'One' }],
});

/** Stores lists state for chain 31337 as the app saves it. */
function storeLists(
  storage: Storage,
  byUrl: Record<string, { current: unknown; pendingUpdate?: unknown }>,
  activeListUrls: string[],
): void {
  const entries = Object.fromEntries(
    Object.entries(byUrl).map(([url, e]) => [
      url,
      { current: e.current, pendingUpdate: e.pendingUpdate ?? null, loadingRequestId: null, error: null },
    ]),
  );
  storage.setItem(listsStorageKey(31337), JSON.stringify({ version: LISTS_STORAGE_VERSION, value: { byUrl: entries, activeListUrls } }));
}

/** What is stored for chain 31337 (the lists state, unwrapped). */
function stored(storage: Storage): ListsState {
  return JSON.parse(storage.getItem(listsStorageKey(31337))!).value as ListsState;
}

/** Every lists state the store goes through, from its first. */
function recordStates(store: ListsStore): ListsState[] {
  const states = [store.getState().lists];
  store.subscribe((s) => states.push(s.lists));
  return states;
}

/** The names of every list (current or pending) a state holds. */
function listNames(state: ListsState): string[] {
  return Object.values(state.byUrl).flatMap((e) => [e.current?.name, e.pendingUpdate?.name].filter((n): n is string => n !== undefined));
}

afterEach(() => vi.restoreAllMocks());

describe('lists store', () => {
  it('starts with the default lists active on a first visit', () => {
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage: new MemoryStorage() });
    expect(store.getState().lists.activeListUrls).toEqual([DEFAULT]);
    expect(Object.keys(store.getState().lists.byUrl)).toEqual([DEFAULT]);
    // Nothing stored to validate: usable at once, the validator waits for the first download.
    expect(store.getState().restored).toBe(true);
  });

  it('persists under a versioned key per chain, without requests in flight', async () => {
    const storage = new MemoryStorage();
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    const { dispatch } = store.getState();
    dispatch({ type: 'lists/fetchPending', url: DEFAULT, requestId: 'r1' });
    dispatch({ type: 'lists/fetchFulfilled', url: DEFAULT, requestId: 'r1', tokenList: list('Default') });
    dispatch({ type: 'lists/add', url: OTHER });
    dispatch({ type: 'lists/fetchPending', url: OTHER, requestId: 'r2' });
    const stored = JSON.parse(storage.getItem(listsStorageKey(31337))!);
    expect(stored.version).toBe(LISTS_STORAGE_VERSION);
    expect(stored.value.byUrl[DEFAULT].current.name).toBe('Default');
    expect(stored.value.byUrl[OTHER].loadingRequestId).toBeNull();

    const again = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    // The stored list is validated again (the validator loads on demand) before it is in the state.
    expect(again.getState().restored).toBe(false);
    expect(again.getState().lists.byUrl[DEFAULT]?.current).toBeNull();
    await again.whenRestored;
    expect(again.getState().restored).toBe(true);
    expect(again.getState().lists.byUrl[DEFAULT]?.current?.name).toBe('Default');
    expect(again.getState().lists.activeListUrls).toEqual([DEFAULT]);
    expect(again.getState().lists.byUrl[OTHER]).toBeDefined();
    // another chain does not see it
    const other = createListsStore({ chainId: 56, defaultListUrls: [OTHER], storage });
    expect(Object.keys(other.getState().lists.byUrl)).toEqual([OTHER]);
  });

  it('discards corrupt stored data with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const raw of [
      '{not json',
      JSON.stringify({ byUrl: {} }),
      JSON.stringify({ version: 1, value: { byUrl: 3 } }),
      JSON.stringify({ version: 99, value: {} }),
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(listsStorageKey(31337), raw);
      const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
      expect(store.getState().lists.activeListUrls).toEqual([DEFAULT]);
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('validates stored lists again before using them and drops the ones that fail, never showing them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const bad = { ...list('Bad'), tokens: [...list('Bad').tokens, ...list('Bad').tokens] }; // duplicate tokens
    storage.setItem(
      listsStorageKey(31337),
      JSON.stringify({
        version: 1,
        value: {
          byUrl: {
            [DEFAULT]: { current: list('Good'), pendingUpdate: null, loadingRequestId: 'stale', error: null },
            [OTHER]: { current: bad, pendingUpdate: null, loadingRequestId: null, error: null },
          },
          activeListUrls: [DEFAULT, OTHER],
        },
      }),
    );
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    const states = recordStates(store);
    // Before the restore: the locations and active flags, no list (not even the good one, not yet checked).
    expect(store.getState().restored).toBe(false);
    expect(Object.keys(store.getState().lists.byUrl)).toEqual([DEFAULT, OTHER]);
    expect(store.getState().lists.activeListUrls).toEqual([DEFAULT, OTHER]);
    expect(listNames(store.getState().lists)).toEqual([]);

    await store.whenRestored;
    const { byUrl } = store.getState().lists;
    expect(byUrl[DEFAULT]?.current?.name).toBe('Good');
    expect(byUrl[DEFAULT]?.loadingRequestId).toBeNull();
    expect(byUrl[OTHER]?.current).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Duplicate tokens.'));
    // The tampered list was in no state the app could read, and the restore wrote nothing.
    expect(states.flatMap(listNames)).not.toContain('Bad');
    expect(setItem).not.toHaveBeenCalled();
  });

  it('applies a download that finished before the restore on top of the stored lists (nothing erased or auto-accepted)', async () => {
    const storage = new MemoryStorage();
    storeLists(storage, { [DEFAULT]: { current: list('Default') }, [OTHER]: { current: list('Other') } }, [DEFAULT, OTHER]);
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    // What the boot-time refresh dispatches, here before the stored lists were validated again.
    const { dispatch } = store.getState();
    dispatch({ type: 'lists/fetchPending', url: OTHER, requestId: 'boot' });
    dispatch({ type: 'lists/fetchFulfilled', url: OTHER, requestId: 'boot', tokenList: list('Other', 2) });
    expect(store.getState().restored).toBe(false);
    expect(listNames(store.getState().lists)).toEqual([]);
    expect(setItem).not.toHaveBeenCalled();

    await store.whenRestored;
    const { byUrl } = store.getState().lists;
    expect(byUrl[DEFAULT]?.current?.name).toBe('Default');
    // A major version waits for the user, as it would had the stored list been there from the start.
    expect(byUrl[OTHER]?.current?.version.major).toBe(1);
    expect(byUrl[OTHER]?.pendingUpdate?.version.major).toBe(2);
    const saved = stored(storage);
    expect(saved.byUrl[DEFAULT]?.current?.name).toBe('Default');
    expect(saved.byUrl[OTHER]?.current?.version.major).toBe(1);
    expect(saved.byUrl[OTHER]?.pendingUpdate?.version.major).toBe(2);
  });

  it('a refresh that finishes before the restore does not erase the stored lists', async () => {
    const storage = new MemoryStorage();
    storeLists(storage, { [THIRD]: { current: list('Third') }, [OTHER]: { current: list('Other') } }, [THIRD, OTHER]);
    const before = storage.getItem(listsStorageKey(31337));
    const release = holdRestore();
    const store = createListsStore({ chainId: 31337, defaultListUrls: [THIRD], storage });
    const states = recordStates(store);
    // The ListsUpdater's first refresh, done while the stored lists are still being validated:
    // one list downloads (a newer major version), the other fails.
    const fetch: FetchLike = async (url) =>
      url === OTHER ? new Response(JSON.stringify(list('Other', 2)), { status: 200 }) : new Response('nope', { status: 404 });
    await expect(fetchListIntoStore(store, OTHER, { fetch })).resolves.toEqual(list('Other', 2));
    await expect(fetchListIntoStore(store, THIRD, { fetch })).rejects.toThrow('Failed to download list');
    expect(store.getState().restored).toBe(false);
    expect(storage.getItem(listsStorageKey(31337))).toBe(before);

    release();
    await store.whenRestored;
    const { byUrl } = store.getState().lists;
    // As if the stored lists had been there from the start: the failed refresh clears its list (spec 4),
    // the major update waits beside the stored version.
    expect(byUrl[THIRD]?.current).toBeNull();
    expect(byUrl[THIRD]?.error).toBe(`Failed to download list ${THIRD}`);
    expect(byUrl[OTHER]?.current?.version.major).toBe(1);
    expect(byUrl[OTHER]?.pendingUpdate?.version.major).toBe(2);
    expect(stored(storage).byUrl[OTHER]?.current?.name).toBe('Other');
    expect(stored(storage).byUrl[OTHER]?.pendingUpdate?.version.major).toBe(2);
    // The state went from no lists straight to the restored ones with the refresh applied.
    expect(states.map(listNames)).toEqual([[], ['Other', 'Other']]);
  });

  it('a refresh of the same lists started before the restore keeps them', async () => {
    const storage = new MemoryStorage();
    storeLists(storage, { [THIRD]: { current: list('Third') }, [OTHER]: { current: list('Other') } }, [THIRD, OTHER]);
    const release = holdRestore();
    const store = createListsStore({ chainId: 31337, defaultListUrls: [THIRD], storage });
    const fetch: FetchLike = async (url) => new Response(JSON.stringify(list(url === OTHER ? 'Other' : 'Third')), { status: 200 });
    const refresh = Promise.all([fetchListIntoStore(store, THIRD, { fetch }), fetchListIntoStore(store, OTHER, { fetch })]);
    release();
    await refresh;
    await store.whenRestored;
    expect(store.getState().lists.byUrl[THIRD]?.current?.name).toBe('Third');
    expect(store.getState().lists.byUrl[OTHER]?.current?.name).toBe('Other');
    expect(stored(storage).byUrl[THIRD]?.current?.name).toBe('Third');
    expect(stored(storage).byUrl[OTHER]?.current?.name).toBe('Other');
  });

  it('queues actions dispatched while restoring and applies and saves them after', async () => {
    const storage = new MemoryStorage();
    storeLists(storage, { [DEFAULT]: { current: list('Default') }, [OTHER]: { current: list('Other') } }, [DEFAULT, OTHER]);
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    store.getState().dispatch({ type: 'lists/disable', url: OTHER });
    store.getState().dispatch({ type: 'lists/add', url: 'https://x.example/a.json' });
    store.getState().dispatch({ type: 'lists/acceptUpdate', url: DEFAULT }); // no pending update: refused, skipped
    expect(store.getState().lists.activeListUrls).toEqual([DEFAULT, OTHER]);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.whenRestored;
    expect(store.getState().lists.activeListUrls).toEqual([DEFAULT]);
    expect(Object.keys(store.getState().lists.byUrl)).toEqual([DEFAULT, OTHER, 'https://x.example/a.json']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('lists/acceptUpdate was not applied'));
    const saved = stored(storage);
    expect(saved.activeListUrls).toEqual([DEFAULT]);
    expect(saved.byUrl[OTHER]?.current?.name).toBe('Other');
    expect(saved.byUrl['https://x.example/a.json']).toBeDefined();
    // After the restore, actions apply at once.
    store.getState().dispatch({ type: 'lists/enable', url: OTHER });
    expect(store.getState().lists.activeListUrls).toEqual([DEFAULT, OTHER]);
    expect(stored(storage).activeListUrls).toEqual([DEFAULT, OTHER]);
  });

  it('adds a default list missing from storage without activating it', () => {
    const storage = new MemoryStorage();
    const first = createListsStore({ chainId: 31337, defaultListUrls: [OTHER], storage });
    first.getState().dispatch({ type: 'lists/add', url: 'https://x.example/a.json' });
    const store = createListsStore({ chainId: 31337, defaultListUrls: [OTHER, DEFAULT], storage });
    expect(store.getState().lists.byUrl[DEFAULT]).toBeDefined();
    expect(store.getState().lists.activeListUrls).toEqual([OTHER]);
  });

  it('keeps only the locations when the lists do not fit in storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    storage.failWrites = 1;
    store.getState().dispatch({ type: 'lists/fetchPending', url: DEFAULT, requestId: 'r' });
    store.getState().dispatch({ type: 'lists/fetchFulfilled', url: DEFAULT, requestId: 'r', tokenList: list('Big') });
    const stored = JSON.parse(storage.getItem(listsStorageKey(31337))!);
    expect(stored.value.byUrl[DEFAULT].current).toBeNull();
    expect(stored.value.activeListUrls).toEqual([DEFAULT]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('storage is full'));
  });
});

describe('lists store when the validator cannot be loaded', () => {
  afterEach(() => {
    vi.doUnmock('./validation.ts');
    vi.resetModules();
  });

  it('shows no stored list and saves nothing in this session, so the next load checks them again', async () => {
    vi.resetModules();
    vi.doMock('./validation.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createListsStore: create } = await import('./store.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    storeLists(storage, { [DEFAULT]: { current: list('Default') } }, [DEFAULT]);
    const before = storage.getItem(listsStorageKey(31337));
    const store = create({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    await store.whenRestored;
    expect(store.getState().restored).toBe(true);
    expect(store.getState().lists.byUrl[DEFAULT]?.current).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the stored lists could not be validated'));
    store.getState().dispatch({ type: 'lists/add', url: OTHER });
    expect(Object.keys(store.getState().lists.byUrl)).toEqual([DEFAULT, OTHER]);
    expect(storage.getItem(listsStorageKey(31337))).toBe(before);
  });
});
