// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from 'viem';
import type { FarmsConfig } from '@fuelswap/config';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { Preview } from '../../../chain/preview.ts';
import { resetSim, sim } from '../../../chain/preview.test-helpers.ts';
import type { VaultView } from '../hooks/usePoolsData.ts';
import { PoolsContext } from './context.ts';

const ACCOUNT = '0x00000000000000000000000000000000000000aa' as Address;
const VAULT = '0x00000000000000000000000000000000000000dd' as Address;
const FUEL = '0x00000000000000000000000000000000000000ee' as Address;

// The simulation, scripted (chain/preview.test-helpers.ts): what the dialog's preview returns, and the keys and calls it was asked for.
vi.mock('../../../chain/preview.ts', () => import('../../../chain/preview.test-helpers.ts').then((m) => m.fakePreviewModule));
vi.mock('../../../chain/runtime.ts', (original) =>
  import('../../../chain/preview.test-helpers.ts').then((m) => m.fakeRuntimeModule(original)),
);
// The action hook's `run`, a spy per test.
const action = vi.hoisted(() => ({ run: undefined as unknown as ReturnType<typeof vi.fn> }));
vi.mock('../../../chain/write/index.ts', async (original) => ({
  ...(await original<object>()),
  useWriteAction: () => ({ run: action.run, pending: undefined, account: '0x00000000000000000000000000000000000000aa', stale: false }),
}));
vi.mock('../../wallet/index.ts', () => ({ ConnectWalletButton: () => null }));

const { BountyCard } = await import('./BountyCard.tsx');

beforeAll(() => void initTestI18n());
beforeEach(() => {
  resetSim();
  action.run = vi.fn(async () => true);
});
afterEach(cleanup);

const vault = {
  address: VAULT,
  bounty: 2_500_000_000n,
  totalPending: 1_000_000_000_000n,
  callFee: 25n,
  fuelPrice: undefined,
} as unknown as VaultView;
const config = { fuel: { address: FUEL, symbol: 'FUEL', decimals: 9 } } as unknown as FarmsConfig;

async function openDialog() {
  render(
    <PoolsContext.Provider value={{ config, refresh: vi.fn(), userLoaded: true }}>
      <BountyCard vault={vault} />
    </PoolsContext.Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
  const dialog = screen.getByRole('dialog', { name: 'Claim Bounty' });
  return { dialog, confirm: () => within(dialog).getByRole('button', { name: 'Confirm' }) };
}

describe('the bounty dialog', () => {
  it('previews the vault’s harvest (FUEL probed) and confirms while the preview loads', async () => {
    const { dialog, confirm } = await openDialog();
    expect(within(dialog).getByText('Simulating the transaction…')).toBeInTheDocument();
    expect(sim.keys.at(-1)).toEqual(['vault-bounty', ACCOUNT, VAULT]);
    const built = await sim.build!();
    expect(built.call).toMatchObject({ account: ACCOUNT, address: VAULT, functionName: 'harvest', args: [] });
    expect(built.options).toEqual({ tokens: [FUEL] });
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(action.run).toHaveBeenCalledOnce();
    expect(action.run.mock.calls[0]![0]).toBe('bounty');
  });

  it('keeps Confirm disabled, with the reason, when the simulated harvest reverts', async () => {
    sim.preview = { kind: 'reverted', block: 16n, reason: 'Vault: paused' } satisfies Preview;
    sim.isLoading = false;
    const { dialog, confirm } = await openDialog();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This transaction would fail: Vault: paused');
    await waitFor(() => expect(confirm()).toBeDisabled());
    await userEvent.click(confirm());
    expect(action.run).not.toHaveBeenCalled();
  });
});
