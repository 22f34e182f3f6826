// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NativeCurrency, Token } from '@fuelswap/sdk';
import { initTestI18n } from '../../i18n/testing.ts';
import { NotEnoughTokensModal, StakeModal, type StakeModalProps } from './StakeModal.tsx';

// The BNB dialog shows the coin's logo, which looks up the devnet's token images.
vi.mock('../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));

beforeAll(() => void initTestI18n());
afterEach(cleanup);

const FUEL = 10n ** 9n;

function renderModal(props: Partial<StakeModalProps> = {}) {
  const onConfirm = vi.fn(async () => true);
  const onDismiss = vi.fn();
  render(
    <Router hook={memoryLocation().hook}>
      <StakeModal
        open
        onDismiss={onDismiss}
        mode="stake"
        title="Stake in Pool"
        symbol="FUEL"
        decimals={9}
        balance={1000n * FUEL}
        staked={60n * FUEL}
        limit={100n * FUEL}
        pending={false}
        onConfirm={onConfirm}
        {...props}
      />
    </Router>,
  );
  return { onConfirm, onDismiss, dialog: screen.getByRole('dialog', { name: props.title ?? 'Stake in Pool' }) };
}

describe('StakeModal (spec 5)', () => {
  it('refuses an amount past the per-user limit with the maximum total stake, and Max fills what is left', async () => {
    const user = userEvent.setup();
    const { onConfirm, onDismiss } = renderModal();
    const input = screen.getByLabelText('Stake');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled(); // empty
    await user.type(input, '0');
    expect(confirm).toBeDisabled(); // zero
    await user.clear(input);
    await user.type(input, '41');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum total stake: 100.000 FUEL');
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('40');
    expect(screen.getByRole('slider')).toHaveValue('100');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(40n * FUEL, true);
    expect(onDismiss).toHaveBeenCalled();
  });

  it('staking BNB, Max leaves 0.01 BNB in the wallet for gas', async () => {
    const user = userEvent.setup();
    const wbnb = new Token(31337, '0x00000000000000000000000000000000000000b0', 18, 'WBNB', 'Wrapped BNB');
    const { onConfirm } = renderModal({
      symbol: 'BNB',
      decimals: 18,
      currency: new NativeCurrency(wbnb),
      balance: 2n * 10n ** 18n,
      staked: 0n,
      limit: 0n,
    });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Stake')).toHaveValue('1.99');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(199n * 10n ** 16n, true);
  });

  it('quick buttons set a share of the staked balance when unstaking; typing clears "all"', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderModal({ mode: 'unstake', title: 'Unstake', limit: 0n });
    await user.click(screen.getByRole('button', { name: '25%' }));
    expect(screen.getByRole('textbox', { name: 'Unstake' })).toHaveValue('15');
    expect(screen.getByRole('slider')).toHaveValue('25');
    await user.type(screen.getByRole('textbox', { name: 'Unstake' }), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient staked balance');
    await user.clear(screen.getByRole('textbox', { name: 'Unstake' }));
    await user.type(screen.getByRole('textbox', { name: 'Unstake' }), '60');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(60n * FUEL, false);
  });

  it('"Insufficient {{symbol}} balance" offers Buy, Locate Assets and Close', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Router hook={memoryLocation().hook}>
        <NotEnoughTokensModal open onDismiss={onDismiss} symbol="CAKE" buyUrl="/swap?outputCurrency=0xabc" />
      </Router>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Insufficient CAKE balance' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy CAKE' })).toHaveAttribute('href', '/swap?outputCurrency=0xabc');
    expect(screen.getByRole('link', { name: /Locate Assets/ })).toHaveAttribute('target', '_blank');
    const closes = screen.getAllByRole('button', { name: 'Close' });
    await user.click(closes[closes.length - 1]!);
    expect(onDismiss).toHaveBeenCalled();
  });
});
