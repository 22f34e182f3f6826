import { describe, expect, it } from 'vitest';
import type { FetchLike, TokenList } from '@fuelswap/sdk';
import { createListsStore } from './store.ts';
import { fetchListIntoStore, importList, refreshAllLists } from './updater.ts';
import { resolveListUrl } from './defaults.ts';
import { NO_ENS_RESOLVER_MESSAGE, resolveEnsContenthash } from './fetchList.ts';

const A = 'https://lists.example/a.json';
const B = 'https://lists.example/b.json';

const token = (n: number, symbol = `T${n}`) => ({
  chainId: 31337,
  address: '0x' + n.toString(16).padStart(40, '0'),
  decimals: 18,
  symbol,
  name: `Token ${n}`,
});
const list = (name: string, version = { major: 1, minor: 0, patch: 0 }, tokens = [token(1)]): TokenList => ({
  name,
  timestamp: '2021-05-01T00:00:00.000Z',
  version,
  tokens,
});

type Route = unknown | Error | (() => Response);
function fakeFetch(routes: Record<string, Route>): FetchLike & { calls: string[] } {
  const calls: string[] = [];
  const f: FetchLike = async (url) => {
    calls.push(url);
    const r = routes[url];
    if (r instanceof Error) throw r;
    if (typeof r === 'function') return (r as () => Response)();
    if (r === undefined) return new Response('nope', { status: 404 });
    return new Response(typeof r === 'string' ? r : JSON.stringify(r), { status: 200 });
  };
  return Object.assign(f, { calls });
}

const newStore = (defaults = [A, B]) => createListsStore({ chainId: 31337, defaultListUrls: defaults, storage: null });

describe('list updates (spec 4)', () => {
  it('stores a fetched list as current; a failure stays on its own list', async () => {
    const store = newStore();
    const fetch = fakeFetch({ [A]: list('List A') });
    await refreshAllLists(store, { fetch });
    const { byUrl } = store.getState().lists;
    expect(byUrl[A]?.current?.name).toBe('List A');
    expect(byUrl[A]?.error).toBeNull();
    expect(byUrl[B]?.current).toBeNull();
    expect(byUrl[B]?.error).toBe(`Failed to download list ${B}`);
  });

  it('stores validation errors with the spec wording', async () => {
    const store = newStore();
    const fetch = fakeFetch({ [A]: { name: 'x' }, [B]: list('Dup', undefined, [token(1), token(1)]) });
    await refreshAllLists(store, { fetch });
    expect(store.getState().lists.byUrl[A]?.error).toMatch(/^Token list failed validation: /);
    expect(store.getState().lists.byUrl[B]?.error).toBe('Duplicate tokens.');
  });

  it('rejects an oversized list before parsing it', async () => {
    const store = newStore([A]);
    const big = 'x'.repeat(6 * 1024 * 1024);
    const fetch = fakeFetch({ [A]: () => new Response(big, { status: 200, headers: { 'content-length': String(big.length) } }) });
    await expect(fetchListIntoStore(store, A, { fetch })).rejects.toThrow(/Token list is too large/);
    expect(store.getState().lists.byUrl[A]?.error).toMatch(/Token list is too large/);
  });

  it('keeps a newer major version as a pending update until accepted', async () => {
    const store = newStore([A]);
    await fetchListIntoStore(store, A, { fetch: fakeFetch({ [A]: list('A') }) });
    await fetchListIntoStore(store, A, { fetch: fakeFetch({ [A]: list('A', { major: 2, minor: 0, patch: 0 }, [token(2)]) }) });
    let entry = store.getState().lists.byUrl[A]!;
    expect(entry.current?.version.major).toBe(1);
    expect(entry.pendingUpdate?.version.major).toBe(2);
    store.getState().dispatch({ type: 'lists/acceptUpdate', url: A });
    entry = store.getState().lists.byUrl[A]!;
    expect(entry.current?.version.major).toBe(2);
    expect(entry.pendingUpdate).toBeNull();
    expect(() => store.getState().dispatch({ type: 'lists/acceptUpdate', url: A })).toThrow(
      'accept list update called without pending update',
    );
  });

  it('downloads a list once while a request for it is in flight', async () => {
    const store = newStore([A]);
    const fetch = fakeFetch({ [A]: list('A') });
    await Promise.all([
      fetchListIntoStore(store, A, { fetch }),
      fetchListIntoStore(store, A, { fetch }),
      refreshAllLists(store, { fetch }),
    ]);
    expect(fetch.calls).toEqual([A]);
  });

  it('tries ipfs gateways in order', async () => {
    const cid = 'QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM';
    const store = newStore([`ipfs://${cid}`]);
    const fetch = fakeFetch({
      [`https://cloudflare-ipfs.com/ipfs/${cid}`]: new Error('down'),
      [`https://ipfs.io/ipfs/${cid}`]: list('Ipfs'),
    });
    await refreshAllLists(store, { fetch });
    expect(store.getState().lists.byUrl[`ipfs://${cid}`]?.current?.name).toBe('Ipfs');
    expect(fetch.calls).toHaveLength(2);
  });

  it('fails ENS names on a chain without ENS', async () => {
    const store = newStore(['tokens.fuelswap.eth']);
    const fetch = fakeFetch({});
    await expect(fetchListIntoStore(store, 'tokens.fuelswap.eth', { fetch })).rejects.toThrow(
      'Failed to resolve ENS name: tokens.fuelswap.eth',
    );
    await expect(resolveEnsContenthash(undefined, 'a.eth')).rejects.toThrow(NO_ENS_RESOLVER_MESSAGE);
    expect(fetch.calls).toEqual([]);
  });

  it('resolves the devnet default path against the page origin only', () => {
    expect(resolveListUrl('/devnet/tokenlist.json', 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/devnet/tokenlist.json');
    expect(resolveListUrl('//evil.example/x.json', 'http://127.0.0.1:5173')).toBe('//evil.example/x.json');
    expect(resolveListUrl(A, 'http://127.0.0.1:5173')).toBe(A);
  });
});

describe('importList', () => {
  it('adds and enables the list on success', async () => {
    const store = newStore([A]);
    await importList(store, B, { fetch: fakeFetch({ [B]: list('B') }) });
    expect(store.getState().lists.activeListUrls).toContain(B);
    expect(store.getState().lists.byUrl[B]?.current?.name).toBe('B');
  });

  it('removes the list again on failure and rethrows the message', async () => {
    const store = newStore([A]);
    await expect(importList(store, B, { fetch: fakeFetch({ [B]: 'not json' }) })).rejects.toThrow('Token list is not valid JSON.');
    expect(store.getState().lists.byUrl[B]).toBeUndefined();
    expect(store.getState().lists.activeListUrls).not.toContain(B);
  });
});
