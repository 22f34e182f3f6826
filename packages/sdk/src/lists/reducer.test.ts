import { describe, expect, it } from 'vitest';
import { BUSD, CAKE, USDT, WBNB, makeList } from './fixtures.test-helpers.ts';
import {
  EMPTY_LIST_ENTRY,
  canRemoveList,
  createListsState,
  isListsState,
  listActions,
  listsReducer,
  selectActiveLists,
  activeListsSettled,
  shouldAutoAcceptListUpdate,
  type ListsAction,
  type ListsState,
} from './reducer.ts';

const URL = 'https://tokens.example.org/list.json';
const OTHER = 'ipfs://QmOther';
const v = (major: number, minor: number, patch: number) => ({ major, minor, patch });

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null) {
    Object.freeze(o);
    for (const value of Object.values(o)) deepFreeze(value);
  }
  return o;
}

function run(state: ListsState, ...actions: ListsAction[]): ListsState {
  return actions.reduce((s, a) => listsReducer(deepFreeze(s), a), state);
}

const base = makeList([WBNB, BUSD], v(1, 0, 0));

function loaded(list = base): ListsState {
  return run(
    createListsState([URL], [URL]),
    { type: 'lists/fetchPending', url: URL, requestId: 'r1' },
    { type: 'lists/fetchFulfilled', url: URL, requestId: 'r1', tokenList: list },
  );
}

describe('listsReducer: fetch', () => {
  it('pending records the request and clears the error, keeping current', () => {
    const s = run(loaded(), { type: 'lists/fetchPending', url: URL, requestId: 'r2' });
    expect(s.byUrl[URL]).toEqual({ current: base, pendingUpdate: null, loadingRequestId: 'r2', error: null });
  });

  it('pending creates the entry for a new URL (import preview)', () => {
    const s = run(createListsState([]), { type: 'lists/fetchPending', url: OTHER, requestId: 'x' });
    expect(s.byUrl[OTHER]?.loadingRequestId).toBe('x');
    expect(s.activeListUrls).toEqual([]);
  });

  it('fulfilled with no current stores the list as current', () => {
    expect(loaded().byUrl[URL]).toEqual({ current: base, pendingUpdate: null, loadingRequestId: null, error: null });
  });

  it('fulfilled with the same version replaces current and drops a stale pending update', () => {
    const major = makeList([WBNB], v(2, 0, 0));
    const same = makeList([WBNB, BUSD], v(1, 0, 0), 'Renamed');
    const s = run(
      loaded(),
      { type: 'lists/fetchPending', url: URL, requestId: 'r2' },
      { type: 'lists/fetchFulfilled', url: URL, requestId: 'r2', tokenList: major },
      { type: 'lists/fetchPending', url: URL, requestId: 'r3' },
      { type: 'lists/fetchFulfilled', url: URL, requestId: 'r3', tokenList: same },
    );
    expect(s.byUrl[URL]).toEqual({ current: same, pendingUpdate: null, loadingRequestId: null, error: null });
  });

  it('fulfilled with a different version keeps it as a pending update', () => {
    const removed = makeList([WBNB], v(2, 0, 0));
    const s = run(
      loaded(),
      { type: 'lists/fetchPending', url: URL, requestId: 'r2' },
      { type: 'lists/fetchFulfilled', url: URL, requestId: 'r2', tokenList: removed },
    );
    expect(s.byUrl[URL]).toEqual({ current: base, pendingUpdate: removed, loadingRequestId: null, error: null });
  });

  it.each([
    ['a minor bump that adds a token', makeList([WBNB, BUSD, CAKE], v(1, 1, 0)), true],
    ['a patch bump with identical tokens', makeList([BUSD, WBNB], v(1, 0, 1)), true],
    ['a patch bump that changes a name', makeList([WBNB, { ...BUSD, name: 'Fake USD' }], v(1, 0, 1)), false],
    ['a minor bump that removes a token', makeList([WBNB, CAKE], v(1, 1, 0)), false],
    ['a minor bump that renames the list', makeList([WBNB, BUSD, CAKE], v(1, 1, 0), 'Other List'), false],
    ['a major bump that only adds', makeList([WBNB, BUSD, USDT], v(2, 0, 0)), false],
    ['a downgrade', makeList([WBNB, BUSD, CAKE], v(0, 9, 0)), false],
  ])('%s: auto-accepted = %s', (_label, update, auto) => {
    expect(shouldAutoAcceptListUpdate(base, update)).toBe(auto);
    const s = run(
      loaded(),
      { type: 'lists/fetchPending', url: URL, requestId: 'r2' },
      { type: 'lists/fetchFulfilled', url: URL, requestId: 'r2', tokenList: update },
    );
    expect(s.byUrl[URL]?.current).toBe(auto ? update : base);
    expect(s.byUrl[URL]?.pendingUpdate).toBe(auto ? null : update);
  });

  it('ignores answers to superseded requests and for removed lists', () => {
    const newer = makeList([WBNB], v(3, 0, 0));
    const s1 = run(
      loaded(),
      { type: 'lists/fetchPending', url: URL, requestId: 'old' },
      { type: 'lists/fetchPending', url: URL, requestId: 'new' },
    );
    expect(run(s1, { type: 'lists/fetchFulfilled', url: URL, requestId: 'old', tokenList: newer })).toBe(s1);
    expect(run(s1, { type: 'lists/fetchRejected', url: URL, requestId: 'old', errorMessage: 'x' })).toBe(s1);
    const removed = run(s1, { type: 'lists/remove', url: URL });
    expect(run(removed, { type: 'lists/fetchFulfilled', url: URL, requestId: 'new', tokenList: newer })).toBe(removed);
  });

  it('rejected stores the error and clears current and pending update', () => {
    const s = run(
      loaded(),
      { type: 'lists/fetchPending', url: URL, requestId: 'r2' },
      { type: 'lists/fetchRejected', url: URL, requestId: 'r2', errorMessage: 'Failed to download list ' + URL },
    );
    expect(s.byUrl[URL]).toEqual({ current: null, pendingUpdate: null, loadingRequestId: null, error: 'Failed to download list ' + URL });
    expect(s.activeListUrls).toEqual([URL]);
  });
});

describe('listsReducer: update, add, remove, enable', () => {
  it('accepting an update makes it current', () => {
    const update = makeList([WBNB], v(2, 0, 0));
    const s = run(
      loaded(),
      { type: 'lists/fetchPending', url: URL, requestId: 'r2' },
      { type: 'lists/fetchFulfilled', url: URL, requestId: 'r2', tokenList: update },
      { type: 'lists/acceptUpdate', url: URL },
    );
    expect(s.byUrl[URL]).toEqual({ current: update, pendingUpdate: null, loadingRequestId: null, error: null });
  });

  it('accepting with nothing pending throws', () => {
    expect(() => listsReducer(loaded(), { type: 'lists/acceptUpdate', url: URL })).toThrow(
      'accept list update called without pending update',
    );
    expect(() => listsReducer(loaded(), { type: 'lists/acceptUpdate', url: OTHER })).toThrow(
      'accept list update called without pending update',
    );
  });

  it('add creates an empty entry once', () => {
    const s = run(createListsState([]), { type: 'lists/add', url: OTHER });
    expect(s.byUrl[OTHER]).toEqual(EMPTY_LIST_ENTRY);
    expect(run(s, { type: 'lists/add', url: OTHER })).toBe(s);
  });

  it('remove deletes the entry and deactivates it', () => {
    const s = run(loaded(), { type: 'lists/add', url: OTHER }, { type: 'lists/enable', url: OTHER }, { type: 'lists/remove', url: URL });
    expect(Object.keys(s.byUrl)).toEqual([OTHER]);
    expect(s.activeListUrls).toEqual([OTHER]);
  });

  it('enable adds unknown URLs and never duplicates; disable removes from active only', () => {
    let s = run(createListsState([URL]), { type: 'lists/enable', url: OTHER }, { type: 'lists/enable', url: OTHER });
    expect(s.activeListUrls).toEqual([OTHER]);
    expect(Object.keys(s.byUrl).sort()).toEqual([OTHER, URL].sort());
    s = run(s, { type: 'lists/disable', url: OTHER });
    expect(s.activeListUrls).toEqual([]);
    expect(s.byUrl[OTHER]).toEqual(EMPTY_LIST_ENTRY);
  });

  it('the import flow removes a list again when its fetch fails', () => {
    const s = run(
      loaded(),
      { type: 'lists/fetchPending', url: OTHER, requestId: 'i1' },
      { type: 'lists/fetchRejected', url: OTHER, requestId: 'i1', errorMessage: 'Error importing list' },
      { type: 'lists/remove', url: OTHER },
    );
    expect(Object.keys(s.byUrl)).toEqual([URL]);
  });
});

describe('listActions', () => {
  it('build the reducer actions', () => {
    const update = makeList([WBNB], v(2, 0, 0));
    const s = run(
      loaded(),
      listActions.fetchPending(URL, 'r9'),
      listActions.fetchFulfilled(URL, 'r9', update),
      listActions.acceptListUpdate(URL),
      listActions.addList(OTHER),
      listActions.enableList(OTHER),
      listActions.disableList(URL),
      listActions.fetchPending(OTHER, 'o1'),
      listActions.fetchRejected(OTHER, 'o1', 'boom'),
    );
    expect(s.byUrl[URL]?.current).toBe(update);
    expect(s.byUrl[OTHER]?.error).toBe('boom');
    expect(s.activeListUrls).toEqual([OTHER]);
    expect(run(s, listActions.removeList(OTHER)).activeListUrls).toEqual([]);
  });
});

describe('selectors and storage shape', () => {
  it('selectActiveLists returns current lists of active URLs', () => {
    const s = run(loaded(), { type: 'lists/add', url: OTHER }, { type: 'lists/enable', url: OTHER });
    expect(selectActiveLists(s)).toEqual([base]);
  });
  it('activeListsSettled waits for every active list to load or fail once', () => {
    const fresh = createListsState([URL, OTHER], [URL, OTHER]);
    expect(activeListsSettled(fresh)).toBe(false);
    const pending = run(fresh, { type: 'lists/fetchPending', url: URL, requestId: 'a' });
    expect(activeListsSettled(pending)).toBe(false);
    const one = run(pending, { type: 'lists/fetchFulfilled', url: URL, requestId: 'a', tokenList: base });
    expect(activeListsSettled(one)).toBe(false);
    const both = run(
      one,
      { type: 'lists/fetchPending', url: OTHER, requestId: 'b' },
      { type: 'lists/fetchRejected', url: OTHER, requestId: 'b', errorMessage: 'Failed to download list' },
    );
    expect(activeListsSettled(both)).toBe(true);
    // An inactive list still loading does not hold anything up.
    expect(activeListsSettled(run(one, { type: 'lists/disable', url: OTHER }))).toBe(true);
  });
  it('canRemoveList is false for the last list', () => {
    expect(canRemoveList(loaded(), URL)).toBe(false);
    const s = run(loaded(), { type: 'lists/add', url: OTHER });
    expect(canRemoveList(s, URL)).toBe(true);
    expect(canRemoveList(s, 'https://unknown.example/x.json')).toBe(false);
  });
  it('isListsState accepts reducer output and rejects junk', () => {
    expect(isListsState(JSON.parse(JSON.stringify(loaded())))).toBe(true);
    expect(isListsState(createListsState([URL]))).toBe(true);
    expect(isListsState({ byUrl: {}, activeListUrls: 'x' })).toBe(false);
    expect(isListsState({ byUrl: { [URL]: { current: 5 } }, activeListUrls: [] })).toBe(false);
    expect(isListsState(null)).toBe(false);
  });
});
