// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Address } from 'viem';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { Preview } from '../../../chain/preview.ts';
import { resetSim, sim } from '../../../chain/preview.test-helpers.ts';

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

const { RegisterModal } = await import('./RegisterModal.tsx');

const ACCOUNT = '0x00000000000000000000000000000000000000aa' as Address;
const BATTLE = '0x00000000000000000000000000000000000000cc' as Address;

beforeAll(() => void initTestI18n());
beforeEach(resetSim);
afterEach(cleanup);

function renderModal() {
  const onConfirm = vi.fn(async () => true);
  const onDismiss = vi.fn();
  render(
    <RegisterModal
      profile={{ exists: true, active: true }}
      teamId={undefined}
      pending={false}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
      account={ACCOUNT}
      competition={BATTLE}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Register' });
  return { dialog, onConfirm, onDismiss, confirm: () => within(dialog).getByRole('button', { name: 'Confirm' }) };
}

describe('the register dialog', () => {
  it('previews the registration and confirms after the checkbox while the preview loads', async () => {
    const { dialog, confirm, onConfirm } = renderModal();
    // The preview's code loads with the first preview (LazyPreview.tsx); Confirm does not wait for it.
    expect(within(dialog).getByText('Simulating the transaction…')).toBeInTheDocument();
    await waitFor(() => expect(sim.keys.at(-1)).toEqual(['battle-register', ACCOUNT, BATTLE]));
    expect((await sim.build!()).call).toMatchObject({ account: ACCOUNT, address: BATTLE, functionName: 'register', args: [] });
    expect(confirm()).toBeDisabled();
    await userEvent.click(within(dialog).getByText('I understand'));
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('keeps Confirm disabled, with the reason, when the simulated registration reverts', async () => {
    sim.preview = { kind: 'reverted', block: 16n, reason: 'Not registration time' } satisfies Preview;
    sim.isLoading = false;
    const { dialog, confirm, onConfirm } = renderModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This transaction would fail: Not registration time');
    await userEvent.click(within(dialog).getByText('I understand'));
    await waitFor(() => expect(confirm()).toBeDisabled());
    await userEvent.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('simulates nothing without an active profile', () => {
    render(
      <RegisterModal
        profile={{ exists: true, active: false }}
        teamId={undefined}
        pending={false}
        onConfirm={vi.fn()}
        onDismiss={vi.fn()}
        account={ACCOUNT}
        competition={BATTLE}
      />,
      { wrapper: InMemoryRouter },
    );
    expect(screen.getByRole('dialog', { name: 'Register' })).toHaveTextContent('Your profile is paused.');
    expect(sim.keys).toEqual([]);
  });
});
