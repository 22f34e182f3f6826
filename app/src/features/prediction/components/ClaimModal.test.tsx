// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from 'viem';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { Preview } from '../../../chain/preview.ts';
import { resetSim, sim } from '../../../chain/preview.test-helpers.ts';

// The simulation, scripted (chain/preview.test-helpers.ts): what the dialog's preview returns, and the keys and calls it was asked for.
vi.mock('../../../chain/preview.ts', () => import('../../../chain/preview.test-helpers.ts').then((m) => m.fakePreviewModule));
vi.mock('../../../chain/runtime.ts', (original) =>
  import('../../../chain/preview.test-helpers.ts').then((m) => m.fakeRuntimeModule(original)),
);

const { ClaimModal } = await import('./ClaimModal.tsx');
const { WinningsPopup } = await import('./WinningsPopup.tsx');
const { pendingClaims } = await import('../logic.ts');

const E18 = 10n ** 18n;
const ACCOUNT = '0x00000000000000000000000000000000000000aa' as Address;
const MARKET = '0x00000000000000000000000000000000000000bb' as Address;
const REVERTED: Preview = { kind: 'reverted', block: 16n, reason: 'Not eligible for claim' };

beforeAll(() => void initTestI18n());
beforeEach(resetSim);
afterEach(cleanup);

function renderModal(over: Partial<Parameters<typeof ClaimModal>[0]> = {}) {
  const onConfirm = vi.fn(async () => true);
  const onDismiss = vi.fn();
  render(
    <ClaimModal
      epochs={[3n, 4n]}
      kind="collect"
      amount={(E18 * 9n) / 4n}
      pending={false}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
      account={ACCOUNT}
      market={MARKET}
      {...over}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Collect Winnings' });
  return { dialog, onConfirm, onDismiss, confirm: () => within(dialog).getByRole('button', { name: 'Confirm' }) };
}

describe('the claim dialog', () => {
  it('shows the amount and the rounds, previews the same claim the page sends, and confirms while the preview loads', async () => {
    const { dialog, confirm, onConfirm, onDismiss } = renderModal();
    expect(within(dialog).getByTestId('claim-amount')).toHaveTextContent('2.25 BNB');
    expect(dialog).toHaveTextContent('#3, #4');
    expect(within(dialog).getByText('Simulating the transaction…')).toBeInTheDocument();
    expect(sim.keys.at(-1)).toEqual(['prediction-claim', ACCOUNT, MARKET, '3,4']);
    const built = await sim.build!();
    expect(built.call).toMatchObject({ account: ACCOUNT, address: MARKET, functionName: 'claim', args: [[3n, 4n]] });
    // Loading does not block: a click right after the dialog opens goes through.
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('disables Confirm with the reason when the simulated claim reverts', async () => {
    sim.preview = REVERTED;
    sim.isLoading = false;
    const { dialog, confirm, onConfirm } = renderModal();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This transaction would fail: Not eligible for claim');
    await waitFor(() => expect(confirm()).toBeDisabled());
    await userEvent.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says Reclaim Position for refunds, and a dash while the amount is not known', () => {
    render(<ClaimModal epochs={[5n]} kind="reclaim" amount={undefined} pending={false} onConfirm={vi.fn()} onDismiss={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Reclaim Position' });
    expect(within(dialog).getByTestId('claim-amount')).toHaveTextContent('-');
    // Without an account nothing is simulated.
    expect(sim.keys).toEqual([]);
  });
});

describe('the winnings popup', () => {
  it('opens the claim dialog for every pending round, and claims them on Confirm', async () => {
    const onClaim = vi.fn(async () => true);
    const amountOf = vi.fn(() => 3n * E18);
    render(
      <WinningsPopup
        claims={pendingClaims(new Set([3n, 5n]), new Set([5n]), new Set())}
        collecting={new Set()}
        amountOf={amountOf}
        account={ACCOUNT}
        market={MARKET}
        onClaim={onClaim}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(screen.getByTestId('winnings-popup')).getByRole('button', { name: 'Collect Winnings' }));
    const dialog = screen.getByRole('dialog', { name: 'Collect Winnings' });
    expect(amountOf).toHaveBeenCalledWith([3n, 5n]);
    expect(within(dialog).getByTestId('claim-amount')).toHaveTextContent('3 BNB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onClaim).toHaveBeenCalledWith([3n, 5n], 'collect');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the popup’s Confirm disabled when the simulated claim reverts', async () => {
    sim.preview = REVERTED;
    sim.isLoading = false;
    const onClaim = vi.fn(async () => true);
    render(
      <WinningsPopup
        claims={pendingClaims(new Set([5n]), new Set([5n]), new Set())}
        collecting={new Set()}
        amountOf={() => E18}
        account={ACCOUNT}
        market={MARKET}
        onClaim={onClaim}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reclaim Position' }));
    const dialog = screen.getByRole('dialog', { name: 'Reclaim Position' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    expect(onClaim).not.toHaveBeenCalled();
  });
});
