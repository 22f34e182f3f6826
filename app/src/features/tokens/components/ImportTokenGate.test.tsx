// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { initTestI18n } from '../../../i18n/testing.ts';

vi.mock('../../../chain/runtime.ts', async () => {
  const f = await import('../fixtures.test-helpers.ts');
  const rt = f.fakeRuntime();
  return { runtime: () => rt, targetChainId: () => rt.chainId, loadRuntime: async () => rt };
});

const h = await import('../testing.test-helpers.tsx');
const { ImportTokenGate } = await import('./ImportTokenGate.tsx');

const OTHER = { chainId: h.CHAIN_ID, address: h.addr(0xe0), decimals: 18, symbol: 'OTH', name: 'Other Token' };

beforeAll(() => initTestI18n());
beforeEach(() => {
  h.chainTokens.clear();
  h.rpcCalls.length = 0;
  for (const t of [h.FUEL, OTHER]) h.chainTokens.set(t.address, { name: t.name, symbol: t.symbol, decimals: t.decimals });
});
afterEach(() => cleanup());

function gate(ids: string[]) {
  render(
    <h.Providers>
      <ImportTokenGate ids={ids} />
    </h.Providers>,
  );
}

/** Long enough for a token read on the fake chain to answer and the dialog to open, had the gate asked. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 100)));

describe('ImportTokenGate', () => {
  it('says nothing of a URL token while the default list is still downloading, nor once the token is found on it', async () => {
    // A first visit: the default list is active but not loaded yet.
    const store = h.installListsStore({ [h.DEFAULT_LIST_URL]: null });
    gate([h.FUEL.address]);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gate did not even read the token: it waits for the list.
    expect(h.rpcCalls).not.toContain('eth_call');

    act(() => {
      store.getState().dispatch({ type: 'lists/fetchPending', url: h.DEFAULT_LIST_URL, requestId: 'r' });
      store.getState().dispatch({
        type: 'lists/fetchFulfilled',
        url: h.DEFAULT_LIST_URL,
        requestId: 'r',
        tokenList: h.makeList('FuelSwap Default', [h.WBNB, h.FUEL]),
      });
    });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to import the URL token once the default list failed to download', async () => {
    const store = h.installListsStore({ [h.DEFAULT_LIST_URL]: null });
    gate([h.FUEL.address]);
    await settle();
    act(() => {
      store.getState().dispatch({ type: 'lists/fetchPending', url: h.DEFAULT_LIST_URL, requestId: 'r' });
      store
        .getState()
        .dispatch({ type: 'lists/fetchRejected', url: h.DEFAULT_LIST_URL, requestId: 'r', errorMessage: 'Failed to download list' });
    });
    expect(await screen.findByRole('dialog', { name: 'Import Tokens' })).toBeInTheDocument();
    expect(await screen.findByText('FuelSwap Token')).toBeInTheDocument();
  });

  it('asks to import a URL token that is on no loaded list', async () => {
    h.installListsStore();
    gate([OTHER.address]);
    expect(await screen.findByRole('dialog', { name: 'Import Tokens' })).toBeInTheDocument();
    expect(await screen.findByText('Other Token')).toBeInTheDocument();
  });
});
