// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { Preview } from '../../../chain/preview.ts';
import { resetSim, sim } from '../../../chain/preview.test-helpers.ts';
import { ACCOUNT, FUEL, action, contracts } from './profile.test-helpers.ts';
import type { ProfileData } from '../data/reads.ts';

/** The router the links need, on a URL of its own (not the window's), and a query cache of its own. */
function InMemoryRouter({ children }: { children: ReactNode }) {
  const [{ hook }] = useState(() => memoryLocation());
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Router hook={hook}>{children}</Router>
    </QueryClientProvider>
  );
}

// The simulation, scripted (chain/preview.test-helpers.ts): what the step's preview returns, and the keys and calls it was asked for.
vi.mock('../../../chain/preview.ts', () => import('../../../chain/preview.test-helpers.ts').then((m) => m.fakePreviewModule));
vi.mock('../../../chain/runtime.ts', (original) =>
  import('../../../chain/preview.test-helpers.ts').then((m) => m.fakeRuntimeModule(original)),
);
// The action hook's `run` (a spy per test) and no username service (profile.test-helpers.ts).
vi.mock('wagmi', async (original) => ({ ...(await original<object>()), useConfig: () => ({}) }));
vi.mock('../data/actions.ts', (original) => import('./profile.test-helpers.ts').then((m) => m.fakeActionsModule(original)));
vi.mock('../data/api.ts', (original) => import('./profile.test-helpers.ts').then((m) => m.fakeApiModule(original)));

const { ProfileSetup } = await import('./ProfileSetup.tsx');

beforeAll(() => void initTestI18n());
beforeEach(() => {
  resetSim();
  action.run = vi.fn(async () => true);
});
afterEach(cleanup);

const REVERTED = { kind: 'reverted', block: 16n, reason: 'ERC20: transfer amount exceeds balance' } satisfies Preview;
const E9 = 1_000_000_000n;

function data(user: Partial<NonNullable<ProfileData['user']>>): ProfileData {
  return {
    contracts,
    fuel: FUEL,
    isLoading: false,
    teams: [
      { id: 1, name: 'Syrup Storm', description: '', users: 3n, points: 0n, isJoinable: true },
      { id: 2, name: 'Fearsome Flippers', description: '', users: 1n, points: 0n, isJoinable: true },
    ],
    costs: { starter: E9, register: E9, update: 2n * E9, reactivate: 2n * E9 },
    user: {
      hasRegistered: false,
      profile: undefined,
      state: 'none',
      hasClaimedStarter: false,
      canClaimStarter: true,
      canClaimSpecial: false,
      fuelBalance: 10n * E9,
      allowanceProfile: 0n,
      allowanceFactory: 0n,
      nftApproved: false,
      collectibleCount: 0,
      owned: [],
      pictureVariation: undefined,
      ...user,
    },
    refetch: vi.fn(),
  };
}

const renderSetup = (d: ProfileData) => render(<ProfileSetup data={d} account={ACCOUNT} />, { wrapper: InMemoryRouter });
const button = (name: string) => screen.getByRole('button', { name });

describe('profile setup step 1: the starter’s mint', () => {
  it('previews the mint once FUEL is enabled and a starter chosen, and confirms while the preview loads', async () => {
    renderSetup(data({ allowanceFactory: E9 }));
    expect(sim.keys).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: /Turbo/ }));
    // The preview's code loads with the first preview (LazyPreview.tsx); Confirm does not wait for it.
    expect(screen.getByText('Simulating the transaction…')).toBeInTheDocument();
    expect(button('Confirm')).toBeEnabled();
    await waitFor(() => expect(sim.keys).not.toEqual([]));
    const key = sim.keys.at(-1)!;
    expect(key.slice(0, 3)).toEqual(['profile-starter', ACCOUNT, contracts.bunnyFactory]);
    const built = await sim.build!();
    expect(built.call).toMatchObject({ account: ACCOUNT, address: contracts.bunnyFactory, functionName: 'mintNFT' });
    expect(built.options).toEqual({ tokens: [FUEL] });
    // Another starter is another call: another key.
    await userEvent.click(screen.getByRole('radio', { name: /Ember/ }));
    expect(sim.keys.at(-1)).not.toEqual(key);
    expect(button('Confirm')).toBeEnabled();
    await userEvent.click(button('Confirm'));
    expect(action.run).toHaveBeenCalledOnce();
    expect(action.run.mock.calls[0]![0]).toBe('claim');
  });

  it('keeps Confirm disabled, with the reason, when the simulated mint reverts', async () => {
    sim.preview = REVERTED;
    sim.isLoading = false;
    renderSetup(data({ allowanceFactory: E9 }));
    await userEvent.click(screen.getByRole('radio', { name: /Turbo/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This transaction would fail: ERC20: transfer amount exceeds balance');
    await waitFor(() => expect(button('Confirm')).toBeDisabled());
    expect(action.run).not.toHaveBeenCalled();
  });

  it('simulates nothing before FUEL is enabled (the approval needs no preview)', async () => {
    renderSetup(data({ allowanceFactory: 0n }));
    await userEvent.click(screen.getByRole('radio', { name: /Turbo/ }));
    expect(button('Enable')).toBeEnabled();
    expect(sim.keys).toEqual([]);
  });
});

describe('profile setup step 4: create profile', () => {
  const ready = () =>
    data({
      hasClaimedStarter: true,
      collectibleCount: 1,
      owned: [{ tokenId: 7n, variationId: 2 }],
      nftApproved: true,
      allowanceProfile: E9,
    });
  async function toStep4() {
    await userEvent.click(screen.getByRole('radio', { name: /Turbo/ }));
    await userEvent.click(button('Next Step'));
    await userEvent.click(screen.getByRole('radio', { name: /Fearsome Flippers/ }));
    await userEvent.click(button('Next Step'));
    expect(screen.getByRole('heading', { level: 2, name: 'Set Your Name' })).toBeInTheDocument();
  }

  it('previews createProfile with the chosen team and picture, and completes while the preview loads', async () => {
    renderSetup(ready());
    await toStep4();
    await waitFor(() => expect(sim.keys.at(-1)?.slice(0, 5)).toEqual(['profile-create', ACCOUNT, contracts.profile, 2, '7']));
    const built = await sim.build!();
    expect(built.call).toMatchObject({
      account: ACCOUNT,
      address: contracts.profile,
      functionName: 'createProfile',
      args: [2n, contracts.bunnies, 7n],
    });
    await userEvent.click(button('Complete Profile'));
    expect(action.run).toHaveBeenCalledOnce();
    expect(action.run.mock.calls[0]![0]).toBe('create');
  });

  it('keeps Complete Profile disabled when the simulated createProfile reverts', async () => {
    sim.preview = REVERTED;
    sim.isLoading = false;
    renderSetup(ready());
    await toStep4();
    expect(await screen.findByRole('alert')).toHaveTextContent('This transaction would fail');
    await waitFor(() => expect(button('Complete Profile')).toBeDisabled());
    // Back to step 3: the preview is gone and with it the block.
    await userEvent.click(button('Previous Step'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('profile setup without its costs', () => {
  it('says the FUEL costs could not be read instead of loading for ever', () => {
    renderSetup({ ...data({}), costs: undefined, costsFailed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not retrieve FUEL costs for profile');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('is loading while the costs are still being read', () => {
    renderSetup({ ...data({}), costs: undefined, costsFailed: false });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
