import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenList } from '@fuelswap/sdk';
import { createListsStore } from './store.ts';
import { LISTS_STORAGE_VERSION, listsStorageKey } from './storage.ts';

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
const list = (name: string, major = 1): TokenList => ({
  name,
  timestamp: '2021-05-01T00:00:00.000Z',
  version: { major, minor: 0, patch: 0 },
  tokens: [{ chainId: 31337, address: '0x' + '1'.repeat(40), decimals: 18, symbol: 'ONE', name: 'One' }],
});

afterEach(() => vi.restoreAllMocks());

describe('lists store', () => {
  it('starts with the default lists active on a first visit', () => {
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage: new MemoryStorage() });
    expect(store.getState().lists.activeListUrls).toEqual([DEFAULT]);
    expect(Object.keys(store.getState().lists.byUrl)).toEqual([DEFAULT]);
  });

  it('persists under a versioned key per chain, without requests in flight', () => {
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

  it('validates stored lists again and drops the ones that fail', () => {
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
    const store = createListsStore({ chainId: 31337, defaultListUrls: [DEFAULT], storage });
    const { byUrl } = store.getState().lists;
    expect(byUrl[DEFAULT]?.current?.name).toBe('Good');
    expect(byUrl[DEFAULT]?.loadingRequestId).toBeNull();
    expect(byUrl[OTHER]?.current).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Duplicate tokens.'));
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
