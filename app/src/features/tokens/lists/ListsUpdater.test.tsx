// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';

vi.mock('../../../chain/runtime.ts', async () => {
  const f = await import('../fixtures.test-helpers.ts');
  const rt = f.fakeRuntime();
  return { runtime: () => rt, targetChainId: () => rt.chainId, loadRuntime: async () => rt };
});

const h = await import('../testing.test-helpers.tsx');
const { ListsUpdater } = await import('./ListsUpdater.tsx');
const { createListsStore, setListsStoreForTests } = await import('./store.ts');
// Downloads load the list validator on demand (validation.ts); load it once here, outside the fake clock.
await import('./validation.ts');

let visibility: DocumentVisibilityState = 'visible';
const fetchMock = vi.fn(async () => new Response(JSON.stringify(h.makeList('FuelSwap Default', [h.CAKE])), { status: 200 }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  setListsStoreForTests(createListsStore({ chainId: h.CHAIN_ID, defaultListUrls: [h.DEFAULT_LIST_URL], storage: null }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('ListsUpdater (every 600000 ms, paused while hidden)', () => {
  it('fetches on start, then every 10 minutes, not while the tab is hidden', async () => {
    render(
      <h.Providers>
        <ListsUpdater />
      </h.Providers>,
    );
    await advance(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/devnet\/tokenlist\.json$/);
    await advance(599_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    setVisibility('hidden');
    await advance(1_800_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // back after more than 10 minutes: refresh at once
    setVisibility('visible');
    await advance(10);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
