// @vitest-environment happy-dom
/**
 * The shared stake box of the farm card, the pool actions and the vault:
 * which button shows in which state, what it sends and with which toast. The wallet is the yield
 * action hook's (replaced here: an account or none, a pending key, a stale chain, a `run` spy); the
 * sends go down to the write path's spies (chain/write/sendContractTransaction.ts, chain/write/sendApproval.ts) so the calls are checked
 * as sent.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxUint256 } from 'viem';
import type { Config } from 'wagmi';
import { fuelChefAbi, sousChefAbi, sousChefBNBAbi } from '@fuelswap/contracts';
import { initTestI18n } from '../../../i18n/testing.ts';
import { wallet } from './yield.test-helpers.ts';
import { a, fakeProviders, testChain } from '../../../chain/fakeChain.test-helpers.tsx';
import type { Send } from '../../../chain/write/index.ts';

const chain = testChain(true);
vi.mock('../../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, chain, exchange: {} }) }));
// The yield action hook, scripted per test (yield.test-helpers.ts).
vi.mock('../../../chain/write/index.ts', (original) => import('./yield.test-helpers.ts').then((m) => m.fakeActionsModule(original)));
const sent = vi.hoisted(() => ({ tx: vi.fn(async (..._: unknown[]) => '0x01'), approval: vi.fn(async (..._: unknown[]) => '0x02') }));
vi.mock('../../../chain/write/sendContractTransaction.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../chain/write/sendContractTransaction.ts')>()),
  sendContractTransaction: sent.tx,
}));
vi.mock('../../../chain/write/sendApproval.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../chain/write/sendApproval.ts')>()),
  sendApproval: sent.approval,
}));

const { StakeBox } = await import('./StakeBox.tsx');
const { prepareCall, call } = await import('../../../chain/write/index.ts');
type Props = Parameters<typeof StakeBox>[0];

beforeAll(() => void initTestI18n());
afterEach(cleanup);

const USER = a(0xaa);
const FUEL = a(0xf0);
const POOL = a(0x51);
const E18 = 10n ** 18n;
const Providers = fakeProviders(chain, () => ({}));
let run: ReturnType<typeof vi.fn<(key: string, send: Send, messages: unknown) => Promise<boolean>>>;

beforeEach(() => {
  run = vi.fn(async () => true);
  Object.assign(wallet, { account: USER, pending: undefined, stale: false, run });
  sent.tx.mockClear();
  sent.approval.mockClear();
});

/** A Syrup pool staking FUEL, approved, nothing staked, 10 FUEL in the wallet. */
function poolProps(over: Partial<Props> = {}): Props {
  return {
    label: 'Stake FUEL',
    stakedTitle: 'FUEL Staked',
    connect: { title: 'Start earning', label: 'Start earning' },
    symbol: 'FUEL',
    decimals: 18,
    userLoaded: true,
    staked: 0n,
    priceUsd: 2n * E18,
    balance: 10n * E18,
    approval: {
      token: FUEL,
      spender: POOL,
      allowance: maxUint256,
      label: 'Enable',
      enabledText: 'You can now stake in the CAKE pool!',
    },
    stakeLabel: 'Stake',
    dialogTitles: { stake: 'Stake in Pool', unstake: 'Unstake' },
    stakedText: 'Your funds have been staked in the pool',
    prepare: vi.fn(({ mode, amount, summary }) =>
      mode === 'stake'
        ? prepareCall({ address: POOL, abi: sousChefAbi, functionName: 'deposit', args: [amount], summary })
        : prepareCall({ address: POOL, abi: sousChefAbi, functionName: 'withdraw', args: [amount], summary }),
    ),
    previewTokens: [FUEL],
    getTokenUrl: `/swap?outputCurrency=${FUEL}`,
    refresh: () => undefined,
    ...over,
  };
}

function renderBox(props: Props) {
  render(
    <Providers>
      <Router hook={memoryLocation().hook}>
        <StakeBox {...props} />
      </Router>
    </Providers>,
  );
  return screen.getByRole('region', { name: props.label });
}

/** Sends what `run` was given, as the connected account. */
async function sendRun(i = 0) {
  const send = run.mock.calls[i]![1];
  await send({} as Config, USER);
}

describe('StakeBox', () => {
  it('without a wallet offers to connect: the card\'s title and label, or "Connect Wallet"', () => {
    wallet.account = undefined;
    let box = renderBox(poolProps());
    expect(within(box).getByText('Start earning', { selector: 'div' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Start earning' })).toBeEnabled();
    cleanup();
    box = renderBox(poolProps({ label: 'FUEL-BNB LP Staked', connect: { title: 'Start Farming' } }));
    expect(within(box).getByText('Start Farming')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('shows "Loading…" until the user\'s reads are in', () => {
    const box = renderBox(poolProps({ userLoaded: false }));
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box).getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  it('offers Enable while the allowance is zero or unread and nothing is staked; it approves the balance, else the maximum', async () => {
    const user = userEvent.setup();
    const approval = { ...poolProps().approval!, allowance: 0n, label: 'Enable Contract', enabledText: 'You can now stake in the X farm!' };
    let box = renderBox(poolProps({ approval }));
    expect(within(box).queryByRole('button', { name: 'Stake' })).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Enable Contract' }));
    expect(run).toHaveBeenCalledWith('enable', expect.any(Function), {
      success: { title: 'Contract Enabled', description: 'You can now stake in the X farm!' },
    });
    await sendRun();
    expect(sent.approval).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ tokenAddress: FUEL, spender: POOL, amount: 10n * E18, owner: USER, summary: 'Enable FUEL' }),
    );
    cleanup();

    box = renderBox(poolProps({ approval: { ...approval, allowance: undefined }, balance: 0n }));
    await user.click(within(box).getByRole('button', { name: 'Enable Contract' }));
    await sendRun(1);
    expect(sent.approval).toHaveBeenLastCalledWith({}, expect.objectContaining({ amount: maxUint256 }));
    cleanup();

    // Something staked: no Enable, whatever the allowance.
    box = renderBox(poolProps({ approval, staked: E18 }));
    expect(within(box).queryByRole('button', { name: /Enable/ })).toBeNull();
    expect(within(box).getByTestId('staked')).toHaveTextContent('1.000');
  });

  it('a finished pool disables Enable and Stake; a finished farm keeps Enable', () => {
    const approval = { ...poolProps().approval!, allowance: 0n };
    let box = renderBox(poolProps({ approval: { ...approval, disabled: true }, finished: true }));
    expect(within(box).getByRole('button', { name: 'Enable' })).toBeDisabled();
    cleanup();
    box = renderBox(poolProps({ approval: { ...approval, label: 'Enable Contract' }, finished: true }));
    expect(within(box).getByRole('button', { name: 'Enable Contract' })).toBeEnabled();
    cleanup();
    box = renderBox(poolProps({ stakeLabel: 'Stake LP', finished: true }));
    expect(within(box).getByRole('button', { name: 'Stake LP' })).toBeDisabled();
  });

  it('shows what staking commits to before staking: under Stake and in the stake dialog, not when unstaking', async () => {
    const user = userEvent.setup();
    const note = <span>0.1% unstaking fee if withdrawn within 72h</span>;
    let box = renderBox(poolProps({ stakeNote: note, approval: { ...poolProps().approval!, allowance: 0n } }));
    // Before Enable too: the terms come before any commitment.
    expect(within(box).getByText('0.1% unstaking fee if withdrawn within 72h')).toBeInTheDocument();
    cleanup();
    box = renderBox(poolProps({ stakeNote: note }));
    expect(within(box).getByText('0.1% unstaking fee if withdrawn within 72h')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Stake' }));
    const dialog = screen.getByRole('dialog', { name: 'Stake in Pool' });
    expect(within(dialog).getByText('0.1% unstaking fee if withdrawn within 72h')).toBeInTheDocument();
    cleanup();
    box = renderBox(poolProps({ stakeNote: note, staked: 3n * E18 }));
    await user.click(within(box).getByRole('button', { name: 'Unstake FUEL' }));
    expect(within(screen.getByRole('dialog', { name: 'Unstake' })).queryByText('0.1% unstaking fee if withdrawn within 72h')).toBeNull();
  });

  it('BNB (no approval) shows Stake at once, and stakes the value', async () => {
    const user = userEvent.setup();
    const box = renderBox(
      poolProps({
        symbol: 'BNB',
        label: 'Stake BNB',
        approval: undefined,
        prepare: ({ mode, amount, summary }) =>
          mode === 'stake'
            ? prepareCall({ address: POOL, abi: sousChefBNBAbi, functionName: 'deposit', value: amount, summary })
            : prepareCall({ address: POOL, abi: sousChefAbi, functionName: 'withdraw', args: [amount], summary }),
      }),
    );
    expect(within(box).getByText('Stake BNB', { selector: 'div' })).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Stake' }));
    const dialog = screen.getByRole('dialog', { name: 'Stake in Pool' });
    await user.click(within(dialog).getByRole('button', { name: '50%' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(run).toHaveBeenCalledWith('stake', expect.any(Function), {
      success: { title: 'Staked!', description: 'Your funds have been staked in the pool' },
    });
    await sendRun();
    expect(sent.tx).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ address: POOL, functionName: 'deposit', value: 5n * E18, account: USER, summary: 'Stake BNB' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('once staked: the amount with its value, minus and plus, and the title "{{symbol}} Staked"', async () => {
    const user = userEvent.setup();
    const prepare = poolProps().prepare;
    const box = renderBox(poolProps({ staked: 3n * E18, prepare }));
    expect(within(box).getByText('FUEL Staked')).toBeInTheDocument();
    expect(within(box).getByTestId('staked')).toHaveTextContent('3.000');
    expect(box).toHaveTextContent('~6.00 USD');
    await user.click(within(box).getByRole('button', { name: 'Unstake FUEL' }));
    const dialog = screen.getByRole('dialog', { name: 'Unstake' });
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(prepare).toHaveBeenCalledWith({ mode: 'unstake', amount: 3n * E18, all: true, summary: 'Unstake FUEL' });
    expect(run).toHaveBeenCalledWith('unstake', expect.any(Function), {
      success: { title: 'Unstaked!', description: 'Your earnings have also been harvested to your wallet' },
    });
    await sendRun();
    expect(sent.tx).toHaveBeenCalledWith({}, expect.objectContaining({ address: POOL, functionName: 'withdraw', args: [3n * E18] }));
    await user.click(within(box).getByRole('button', { name: 'Stake more FUEL' }));
    expect(screen.getByRole('dialog', { name: 'Stake in Pool' })).toBeInTheDocument();
  });

  it('keeps a farm\'s one title, and the vault\'s "staked" from its shares, with its extra row and unstake note', async () => {
    const user = userEvent.setup();
    let box = renderBox(poolProps({ label: 'FUEL-BNB LP Staked', stakedTitle: undefined }));
    expect(within(box).getByText('FUEL-BNB LP Staked')).toBeInTheDocument();
    cleanup();
    // Shares but no share price yet: staked, at 0 FUEL, and nothing can be sent.
    box = renderBox(
      poolProps({
        staked: 0n,
        hasStake: true,
        prepare: () => undefined,
        stakedExtra: <p>fee line</p>,
        unstakeNote: <p role="note">fee note</p>,
      }),
    );
    expect(within(box).getByText('FUEL Staked')).toBeInTheDocument();
    expect(within(box).getByTestId('staked')).toHaveTextContent('0.000');
    expect(within(box).getByText('fee line')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Unstake FUEL' }));
    expect(screen.getByRole('dialog', { name: 'Unstake' })).toHaveTextContent('fee note');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(box).getByRole('button', { name: 'Stake more FUEL' }));
    expect(screen.getByRole('dialog', { name: 'Stake in Pool' })).not.toHaveTextContent('fee note');
  });

  it('at the per-user limit, plus is aria-disabled with "You have reached the maximum stake for this pool"', async () => {
    const user = userEvent.setup();
    const box = renderBox(poolProps({ staked: 100n * E18, limit: 100n * E18 }));
    const plus = within(box).getByRole('button', { name: 'Stake more FUEL' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toBeEnabled(); // focusable, so the tooltip shows on focus too
    await user.hover(plus);
    expect(screen.getByRole('tooltip')).toHaveTextContent('You have reached the maximum stake for this pool');
    expect(plus).toHaveAccessibleDescription('You have reached the maximum stake for this pool');
    await user.click(plus);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a finished pool that allows it shows Emergency Withdraw instead of minus, and plus disabled', async () => {
    const user = userEvent.setup();
    const box = renderBox(
      poolProps({
        staked: E18,
        limit: E18,
        finished: true,
        emergency: (summary) => call({ address: POOL, abi: sousChefAbi, functionName: 'emergencyWithdraw', summary }),
      }),
    );
    expect(within(box).queryByRole('button', { name: 'Unstake FUEL' })).toBeNull();
    expect(within(box).getByRole('button', { name: 'Stake more FUEL' })).toBeDisabled();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Emergency Withdraw' }));
    expect(run).toHaveBeenCalledWith('emergency', expect.any(Function), {
      success: { title: 'Unstaked!', description: 'Your FUEL has been returned to your wallet' },
    });
    await sendRun();
    expect(sent.tx).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ functionName: 'emergencyWithdraw', summary: 'Emergency withdraw FUEL' }),
    );
  });

  it('with no balance, Stake opens "Insufficient {{symbol}} balance" with Buy', async () => {
    const user = userEvent.setup();
    const box = renderBox(poolProps({ balance: 0n }));
    await user.click(within(box).getByRole('button', { name: 'Stake' }));
    const dialog = screen.getByRole('dialog', { name: 'Insufficient FUEL balance' });
    expect(within(dialog).getByRole('link', { name: 'Buy FUEL' })).toHaveAttribute('href', `/swap?outputCurrency=${FUEL}`);
  });

  it('disables everything that signs while the chain is not responding or an action is in flight', () => {
    wallet.stale = true;
    let box = renderBox(poolProps());
    expect(within(box).getByRole('button', { name: 'Stake' })).toBeDisabled();
    cleanup();
    box = renderBox(poolProps({ approval: { ...poolProps().approval!, allowance: 0n } }));
    expect(within(box).getByRole('button', { name: 'Enable' })).toBeDisabled();
    cleanup();
    wallet.stale = false;
    wallet.pending = 'enable';
    box = renderBox(poolProps({ approval: { ...poolProps().approval!, allowance: 0n } }));
    expect(within(box).getByRole('button', { name: /Enabling/ })).toHaveAttribute('aria-busy', 'true');
    cleanup();
    wallet.pending = 'harvest';
    box = renderBox(poolProps({ staked: E18 }));
    expect(within(box).getByRole('button', { name: 'Unstake FUEL' })).toBeDisabled();
    expect(within(box).getByRole('button', { name: 'Stake more FUEL' })).toBeDisabled();
  });

  it("sends the chef's calls of a farm as written (deposit / withdraw with the pid)", async () => {
    const user = userEvent.setup();
    const CHEF = a(0xc1);
    const box = renderBox(
      poolProps({
        label: 'FUEL-BNB LP Staked',
        symbol: 'FUEL-BNB LP',
        stakeLabel: 'Stake LP',
        dialogTitles: { stake: 'Stake LP tokens', unstake: 'Unstake LP tokens' },
        prepare: ({ mode, amount, summary }) =>
          mode === 'stake'
            ? prepareCall({ address: CHEF, abi: fuelChefAbi, functionName: 'deposit', args: [1n, amount], summary })
            : prepareCall({ address: CHEF, abi: fuelChefAbi, functionName: 'withdraw', args: [1n, amount], summary }),
      }),
    );
    await user.click(within(box).getByRole('button', { name: 'Stake LP' }));
    const dialog = screen.getByRole('dialog', { name: 'Stake LP tokens' });
    expect(within(dialog).getByRole('link', { name: 'Get FUEL-BNB LP' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Stake'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await sendRun();
    expect(sent.tx).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ address: CHEF, functionName: 'deposit', args: [1n, 2n * E18], summary: 'Stake FUEL-BNB LP' }),
    );
  });
});
