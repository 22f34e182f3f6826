// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Token } from '@fuelswap/sdk';
import { initTestI18n } from '../../../i18n/testing.ts';

vi.mock('../../../chain/runtime.ts', async () => {
  const f = await import('../fixtures.test-helpers.ts');
  const rt = f.fakeRuntime();
  return { runtime: () => rt, targetChainId: () => rt.chainId, loadRuntime: async () => rt };
});

const h = await import('../testing.test-helpers.tsx');
const { ImportVerdict } = await import('./TokenSafetyVerdict.tsx');

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('the import warning verdict', () => {
  it('says the check failed when the simulation fails (this fake node answers no creation-code eth_call), and only that', async () => {
    h.installListsStore({ [h.DEFAULT_LIST_URL]: h.makeList('FuelSwap Default', []) });
    const token = new Token(h.CHAIN_ID, h.addr(0xe1), 18, 'ODD', 'Odd Token');
    render(
      <h.Providers>
        <ImportVerdict token={token} />
      </h.Providers>,
    );
    const line = await screen.findByTestId('import-safety', {}, { timeout: 5000 });
    expect(line).toHaveTextContent('ODD could not be checked: the simulation failed. Nothing is blocked: trade with care.');
    expect(line).toHaveAttribute('data-verdict', 'failed');
    expect(h.rpcCalls).toContain('eth_call');
  });

  it('does not probe a token on the default list', async () => {
    const listed = new Token(h.CHAIN_ID, h.addr(0xe2), 18, 'LST', 'Listed');
    h.installListsStore({
      [h.DEFAULT_LIST_URL]: h.makeList('FuelSwap Default', [
        { chainId: h.CHAIN_ID, address: listed.address, decimals: 18, symbol: 'LST', name: 'Listed' },
      ]),
    });
    h.rpcCalls.length = 0;
    render(
      <h.Providers>
        <ImportVerdict token={listed} />
      </h.Providers>,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByTestId('import-safety')).toBeNull();
    expect(h.rpcCalls).not.toContain('eth_call');
  });
});
