// @vitest-environment happy-dom
/**
 * The shared harvest box of the farm card and the pool actions: the earnings
 * with their value, Harvest (and Compound where given), the review with the call's simulated result
 * the toasts, and the stale-chain rule. The wallet is the yield action hook's, replaced here
 * (an account or none, a pending key, a `run` spy); the simulation is replaced too (its answer set per test).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedCall, Send } from '../../../chain/write/index.ts';
import type { Preview } from '../../../chain/preview.ts';
import { builtCall, resetSim, sim } from '../../../chain/preview.test-helpers.ts';
import { initTestI18n } from '../../../i18n/testing.ts';
import { wallet } from './yield.test-helpers.ts';

vi.mock('../../../chain/runtime.ts', (original) =>
  import('../../../chain/preview.test-helpers.ts').then((m) => m.fakeRuntimeModule(original)),
);
vi.mock('../../../chain/preview.ts', () => import('../../../chain/preview.test-helpers.ts').then((m) => m.fakePreviewModule));
// The yield action hook, scripted per test (yield.test-helpers.ts).
vi.mock('../../../chain/write/index.ts', (original) => import('./yield.test-helpers.ts').then((m) => m.fakeActionsModule(original)));

const { HarvestBox } = await import('./HarvestBox.tsx');
type Props = Parameters<typeof HarvestBox>[0];

beforeAll(() => void initTestI18n());
afterEach(cleanup);

const E18 = 10n ** 18n;
const harvestSend: Send = async () => '0x01';
const compoundSend: Send = async () => '0x02';
const CHEF = '0x00000000000000000000000000000000000000c1' as const;
const harvestCall: PreparedCall = { send: harvestSend, preview: { address: CHEF, abi: [], functionName: 'deposit', args: [1n, 0n] } };
const compoundCall: PreparedCall = { send: compoundSend, preview: { address: CHEF, abi: [], functionName: 'enterStaking', args: [2n] } };
let run: ReturnType<typeof vi.fn<(key: string, send: Send, messages: unknown) => Promise<boolean>>>;

beforeEach(() => {
  run = vi.fn(async () => true);
  resetSim();
  Object.assign(wallet, { account: '0x00000000000000000000000000000000000000aa', pending: undefined, stale: false, run });
});

function renderBox(over: Partial<Props> = {}) {
  const props: Props = {
    symbol: 'FUEL',
    decimals: 18,
    earned: 2n * E18,
    usd: 4n * E18,
    harvest: vi.fn(() => harvestCall),
    refresh: () => undefined,
    ...over,
  };
  render(<HarvestBox {...props} />);
  return { props, box: screen.getByRole('region', { name: 'FUEL earned' }) };
}

describe('HarvestBox', () => {
  it('harvests the earnings with "Harvest {{symbol}}" and the spec\'s toast', async () => {
    const user = userEvent.setup();
    const { props, box } = renderBox();
    expect(within(box).getByText('FUEL Earned')).toBeInTheDocument();
    expect(within(box).getByTestId('earned')).toHaveTextContent('2.00000');
    expect(box).toHaveTextContent('~4.00 USD');
    expect(within(box).queryByRole('button', { name: 'Compound' })).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Harvest' }));
    // A review first: the amount and the call's simulated result; nothing is sent yet.
    const review = screen.getByRole('dialog', { name: 'Harvest' });
    expect(within(review).getByTestId('harvest-amount')).toHaveTextContent('2.00000');
    expect(run).not.toHaveBeenCalled();
    expect(props.harvest).toHaveBeenCalledWith('Harvest FUEL');
    await vi.waitFor(async () =>
      expect(await builtCall()).toMatchObject({ account: wallet.account, functionName: 'deposit', args: [1n, 0n] }),
    );
    await user.click(within(review).getByRole('button', { name: 'Confirm' }));
    expect(run).toHaveBeenCalledWith('harvest', harvestSend, {
      success: { title: 'Harvested!', description: 'Your FUEL earnings have been sent to your wallet!' },
    });
  });

  it('pool 0 adds Compound before Harvest', async () => {
    const user = userEvent.setup();
    const compound = vi.fn(() => compoundCall);
    const { box } = renderBox({ compound });
    const buttons = within(box).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Compound', 'Harvest']);
    await user.click(buttons[0]!);
    expect(compound).toHaveBeenCalledWith('Compound FUEL');
    await user.click(within(screen.getByRole('dialog', { name: 'Compound' })).getByRole('button', { name: 'Confirm' }));
    expect(run).toHaveBeenCalledWith('compound', compoundSend, {
      success: { title: 'Compounded!', description: 'Your FUEL earnings have been re-invested into the pool!' },
    });
  });

  it('nothing to harvest, no wallet, unknown earnings: disabled, with 0 or a dash', () => {
    let { box } = renderBox({ earned: 0n, compound: () => compoundCall });
    expect(within(box).getByRole('button', { name: 'Harvest' })).toBeDisabled();
    expect(within(box).getByRole('button', { name: 'Compound' })).toBeDisabled();
    cleanup();
    ({ box } = renderBox({ earned: undefined, usd: undefined }));
    expect(within(box).getByTestId('earned')).toHaveTextContent('-');
    expect(within(box).getByRole('button', { name: 'Harvest' })).toBeDisabled();
    cleanup();
    wallet.account = undefined;
    ({ box } = renderBox({ earned: undefined, usd: undefined }));
    expect(within(box).getByTestId('earned')).toHaveTextContent('0');
    expect(within(box).getByRole('button', { name: 'Harvest' })).toBeDisabled();
  });

  it('a stale chain or an action in flight disables both; the one in flight says so', () => {
    wallet.stale = true;
    let { box } = renderBox({ compound: () => compoundCall });
    expect(within(box).getByRole('button', { name: 'Harvest' })).toBeDisabled();
    expect(within(box).getByRole('button', { name: 'Compound' })).toBeDisabled();
    cleanup();
    wallet.stale = false;
    wallet.pending = 'compound';
    ({ box } = renderBox({ compound: () => compoundCall }));
    expect(within(box).getByRole('button', { name: /Compounding/ })).toHaveAttribute('aria-busy', 'true');
    expect(within(box).getByRole('button', { name: 'Harvest' })).toBeDisabled();
  });

  it('a simulated revert says why and keeps Confirm disabled; loading does not', async () => {
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.click(within(box).getByRole('button', { name: 'Harvest' }));
    const review = screen.getByRole('dialog', { name: 'Harvest' });
    expect(within(review).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    cleanup();
    sim.preview = { kind: 'reverted', block: 1n, reason: 'nothing to harvest' } satisfies Preview;
    sim.isLoading = false;
    const again = renderBox();
    await user.click(within(again.box).getByRole('button', { name: 'Harvest' }));
    const blocked = screen.getByRole('dialog', { name: 'Harvest' });
    expect(within(blocked).getByRole('alert')).toHaveTextContent('nothing to harvest');
    await vi.waitFor(() => expect(within(blocked).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    await user.click(within(blocked).getByRole('button', { name: 'Confirm' }));
    expect(run).not.toHaveBeenCalled();
  });
});
