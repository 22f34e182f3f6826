// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from 'viem';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { Preview } from '../../../chain/preview.ts';
import { resetSim, sim } from '../../../chain/preview.test-helpers.ts';
import { ACCOUNT, FUEL, action, contracts } from './profile.test-helpers.ts';
import type { ProfileData } from '../data/reads.ts';

/** The router the links need, on a URL of its own (not the window's). */
function InMemoryRouter({ children }: { children: ReactNode }) {
  const [{ hook }] = useState(() => memoryLocation());
  return <Router hook={hook}>{children}</Router>;
}

// The simulation, scripted (chain/preview.test-helpers.ts): what the dialog's preview returns, and the keys and calls it was asked for.
vi.mock('../../../chain/preview.ts', () => import('../../../chain/preview.test-helpers.ts').then((m) => m.fakePreviewModule));
vi.mock('../../../chain/runtime.ts', (original) =>
  import('../../../chain/preview.test-helpers.ts').then((m) => m.fakeRuntimeModule(original)),
);
// The action hook's `run` (a spy per test) and no username service (profile.test-helpers.ts).
vi.mock('../data/actions.ts', (original) => import('./profile.test-helpers.ts').then((m) => m.fakeActionsModule(original)));
vi.mock('../data/api.ts', (original) => import('./profile.test-helpers.ts').then((m) => m.fakeApiModule(original)));
// The achievements card reads the indexer: not under test here.
vi.mock('./Achievements.tsx', () => ({ AchievementsCard: () => null }));

const { ProfileView } = await import('./ProfileView.tsx');

beforeAll(() => void initTestI18n());
beforeEach(() => {
  resetSim();
  action.run = vi.fn(async () => true);
});
afterEach(cleanup);

const REVERTED = { kind: 'reverted', block: 16n, reason: 'Not active' } satisfies Preview;
const E9 = 1_000_000_000n;

function data(state: 'active' | 'paused'): ProfileData {
  return {
    contracts,
    fuel: FUEL,
    isLoading: false,
    teams: [{ id: 2, name: 'Fearsome Flippers', description: '', users: 1n, points: 0n, isJoinable: true }],
    costs: { starter: E9, register: E9, update: 2n * E9, reactivate: 2n * E9 },
    user: {
      hasRegistered: true,
      profile: { userId: 1n, points: 0n, teamId: 2, nftAddress: contracts.bunnies, tokenId: 5n, isActive: state === 'active' },
      state,
      hasClaimedStarter: true,
      canClaimStarter: false,
      canClaimSpecial: false,
      fuelBalance: 10n * E9,
      allowanceProfile: 10n * E9,
      allowanceFactory: 0n,
      nftApproved: true,
      collectibleCount: 1,
      owned: [{ tokenId: 7n, variationId: 2 }],
      pictureVariation: state === 'active' ? 4 : undefined,
    },
    refetch: vi.fn(),
  };
}

async function edit(state: 'active' | 'paused', title: string) {
  render(<ProfileView data={data(state)} account={ACCOUNT} />, { wrapper: InMemoryRouter });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('dialog', { name: title });
}

describe('Edit Profile: the calls that sign show their preview', () => {
  it('change picture: previews updateProfile with the chosen collectible and confirms while the preview loads', async () => {
    let dialog = await edit('active', 'Edit Profile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Profile Pic' }));
    dialog = screen.getByRole('dialog', { name: 'Change Profile Pic' });
    expect(sim.keys).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Turbo/ }));
    await waitFor(() => expect(sim.keys.at(-1)).toEqual(['profile-update', ACCOUNT, contracts.profile, '7', String(10n * E9)]));
    const built = await sim.build!();
    expect(built.call).toMatchObject({
      account: ACCOUNT,
      address: contracts.profile,
      functionName: 'updateProfile',
      args: [contracts.bunnies, 7n],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(action.run).toHaveBeenCalledOnce();
    expect(action.run.mock.calls[0]![0]).toBe('update');
  });

  it('reactivate: Confirm stays disabled, with the reason, when the simulated reactivateProfile reverts', async () => {
    sim.preview = REVERTED;
    sim.isLoading = false;
    const dialog = await edit('paused', 'Reactivate Profile');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Turbo/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This transaction would fail: Not active');
    expect((await sim.build!()).call).toMatchObject({ functionName: 'reactivateProfile', args: [contracts.bunnies, 7n] });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    expect(action.run).not.toHaveBeenCalled();
  });

  it('remove picture: previews pauseProfile; Confirm needs the box, and stays disabled when the simulation reverts', async () => {
    let dialog = await edit('active', 'Edit Profile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Profile Pic' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Profile Pic' });
    await waitFor(() => expect(sim.keys.at(-1)).toEqual(['profile-pause', ACCOUNT, contracts.profile]));
    expect((await sim.build!()).call).toMatchObject({ account: ACCOUNT, address: contracts.profile, functionName: 'pauseProfile' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByText('I understand'));
    expect(confirm).toBeEnabled();
    cleanup();

    sim.preview = REVERTED;
    sim.isLoading = false;
    dialog = await edit('active', 'Edit Profile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Profile Pic' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Profile Pic' });
    await userEvent.click(within(dialog).getByText('I understand'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled());
  });
});
