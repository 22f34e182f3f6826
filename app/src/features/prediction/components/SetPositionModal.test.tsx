// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../i18n/testing.ts';
import { RiskDialog, RISK_ACCEPTED_KEY } from './RiskDialog.tsx';
import { SetPositionModal } from './SetPositionModal.tsx';

beforeAll(() => void initTestI18n());
afterEach(cleanup);

const E18 = 10n ** 18n;

function renderModal(balance: bigint | undefined = 101n * E18) {
  const onConfirm = vi.fn(async () => true);
  const onDismiss = vi.fn();
  render(
    <SetPositionModal
      epoch={7n}
      position="Bull"
      balance={balance}
      minBetAmount={E18 / 1000n}
      onDismiss={onDismiss}
      onConfirm={onConfirm}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Set Position' });
  return { dialog, onConfirm, onDismiss, input: within(dialog).getByRole('textbox', { name: 'Amount of BNB to commit' }) };
}

describe('Set Position', () => {
  it('asks for an amount, refuses below the minimum and above the balance, and sends a valid one', async () => {
    const { dialog, input, onConfirm, onDismiss } = renderModal();
    const confirm = () => within(dialog).getByRole('button', { name: /Confirm|Enter an amount/ });
    expect(confirm()).toHaveTextContent('Enter an amount');
    expect(confirm()).toBeDisabled();
    await userEvent.type(input, '0.0009');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A minimum amount of 0.001 BNB is required');
    expect(confirm()).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '102');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Insufficient BNB balance');
    await userEvent.clear(input);
    await userEvent.type(input, '0.001');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith(E18 / 1000n);
    expect(onDismiss).toHaveBeenCalled();
    expect(within(dialog).getByText("You won't be able to remove or change your position once you enter it.")).toBeInTheDocument();
  });

  it('fills 10/25/50/75% and Max of the balance less 0.01 BNB for gas', async () => {
    const { dialog, input } = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: '25%' }));
    expect(input).toHaveValue('25.2475'); // (101 - 0.01) x 25%
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('100.99');
    expect(within(dialog).getByRole('slider')).toHaveValue('100');
  });
});

describe('risk dialog', () => {
  it('continues only with both boxes ticked and remembers it', async () => {
    localStorage.removeItem(RISK_ACCEPTED_KEY);
    const onAccept = vi.fn();
    render(<RiskDialog onAccept={onAccept} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome!' });
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(cont).toBeDisabled();
    await userEvent.click(boxes[0]!);
    expect(cont).toBeDisabled();
    await userEvent.click(boxes[1]!);
    await userEvent.click(cont);
    expect(onAccept).toHaveBeenCalled();
    expect(localStorage.getItem(RISK_ACCEPTED_KEY)).toBe('1');
  });
});
