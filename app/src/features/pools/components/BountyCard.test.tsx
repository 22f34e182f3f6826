// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from 'viem';
import type { FarmsConfig } from '@fuelswap/config';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { Preview } from '../../../chain/preview.ts';
import type { VaultView } from '../hooks/usePoolsData.ts';
import { PoolsContext } from './context.ts';

const ACCOUNT = '0x00000000000000000000000000000000000000aa' as Address;
const VAULT = '0x00000000000000000000000000000000000000dd' as Address;
const FUEL = '0x00000000000000000000000000000000000000ee' as Address;

// The simulation, scripted: what the dialog's preview returns, and the keys and calls it was asked for.
const sim = vi.hoisted(() => ({
  preview: undefined as unknown,
  isLoading: true,
  keys: [] as unknown[][],
  build: undefined as undefined | (() => Promise<{ call: Record<string, unknown>; options?: unknown }>),
  run: undefined as unknown as ReturnType<typeof vi.fn>,
}));
vi.mock('../../../chain/preview.ts', () => ({
  useTransactionPreview: (key: readonly unknown[], build: () => Promise<{ call: Record<string, unknown> }>) => {
    sim.keys.push([...key]);
    sim.build = build;
    return { preview: sim.preview, isLoading: sim.isLoading };
  },
}));
vi.mock('../../../chain/runtime.ts', async (original) => {
  const rt = { chainId: 31337, chain: { nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 } }, exchange: {}, rpcUrls: [] };
  return { ...(await original<object>()), runtime: () => rt };
});
vi.mock('../../../chain/actions.ts', async (original) => ({
  ...(await original<object>()),
  useYieldAction: () => ({ run: sim.run, pending: undefined, account: '0x00000000000000000000000000000000000000aa', stale: false }),
}));
vi.mock('../../wallet/index.ts', () => ({ ConnectWalletButton: () => null }));

const { BountyCard } = await import('./BountyCard.tsx');

beforeAll(() => void initTestI18n());
beforeEach(() => {
  sim.preview = undefined;
  sim.isLoading = true;
  sim.keys = [];
  sim.build = undefined;
  sim.run = vi.fn(async () => true);
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

describe('the bounty dialog (issue 19)', () => {
  it('previews the vault’s harvest (FUEL probed) and confirms while the preview loads', async () => {
    const { dialog, confirm } = await openDialog();
    expect(within(dialog).getByText('Simulating the transaction…')).toBeInTheDocument();
    expect(sim.keys.at(-1)).toEqual(['vault-bounty', ACCOUNT, VAULT]);
    const built = await sim.build!();
    expect(built.call).toMatchObject({ account: ACCOUNT, address: VAULT, functionName: 'harvest', args: [] });
    expect(built.options).toEqual({ tokens: [FUEL] });
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(sim.run).toHaveBeenCalledOnce();
    expect(sim.run.mock.calls[0]![0]).toBe('bounty');
  });

  it('keeps Confirm disabled, with the reason, when the simulated harvest reverts', async () => {
    sim.preview = { kind: 'reverted', block: 16n, reason: 'Vault: paused' } satisfies Preview;
    sim.isLoading = false;
    const { dialog, confirm } = await openDialog();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This transaction would fail: Vault: paused');
    await waitFor(() => expect(confirm()).toBeDisabled());
    await userEvent.click(confirm());
    expect(sim.run).not.toHaveBeenCalled();
  });
});
