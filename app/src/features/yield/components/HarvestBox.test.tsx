// @vitest-environment happy-dom
/**
 * The shared harvest box of the farm card and the pool actions (spec 001 §2, §7, §8): the earnings
 * with their value, Harvest (and Compound where given), the toasts, and the stale-chain rule. The
 * wallet is the yield action hook's, replaced here (an account or none, a pending key, a `run` spy).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Send } from '../../../chain/actions.ts';
import { initTestI18n } from '../../../i18n/testing.ts';

vi.mock('../../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));
const wallet = vi.hoisted(() => ({
  account: undefined as `0x${string}` | undefined,
  pending: undefined as string | undefined,
  stale: false,
  run: undefined as unknown as (key: string, send: unknown, messages: unknown) => Promise<boolean>,
}));
vi.mock('../../../chain/actions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../chain/actions.ts')>()),
  useYieldAction: () => wallet,
}));

const { HarvestBox } = await import('./HarvestBox.tsx');
type Props = Parameters<typeof HarvestBox>[0];

beforeAll(() => void initTestI18n());
afterEach(cleanup);

const E18 = 10n ** 18n;
const harvestSend: Send = async () => '0x01';
const compoundSend: Send = async () => '0x02';
let run: ReturnType<typeof vi.fn<(key: string, send: Send, messages: unknown) => Promise<boolean>>>;

beforeEach(() => {
  run = vi.fn(async () => true);
  Object.assign(wallet, { account: '0x00000000000000000000000000000000000000aa', pending: undefined, stale: false, run });
});

function renderBox(over: Partial<Props> = {}) {
  const props: Props = {
    symbol: 'FUEL',
    decimals: 18,
    earned: 2n * E18,
    usd: 4n * E18,
    harvest: vi.fn(() => harvestSend),
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
    expect(props.harvest).toHaveBeenCalledWith('Harvest FUEL');
    expect(run).toHaveBeenCalledWith('harvest', harvestSend, {
      success: { title: 'Harvested!', description: 'Your FUEL earnings have been sent to your wallet!' },
    });
  });

  it('pool 0 adds Compound before Harvest', async () => {
    const user = userEvent.setup();
    const compound = vi.fn(() => compoundSend);
    const { box } = renderBox({ compound });
    const buttons = within(box).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Compound', 'Harvest']);
    await user.click(buttons[0]!);
    expect(compound).toHaveBeenCalledWith('Compound FUEL');
    expect(run).toHaveBeenCalledWith('compound', compoundSend, {
      success: { title: 'Compounded!', description: 'Your FUEL earnings have been re-invested into the pool!' },
    });
  });

  it('nothing to harvest, no wallet, unknown earnings: disabled, with 0 or a dash', () => {
    let { box } = renderBox({ earned: 0n, compound: () => compoundSend });
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
    let { box } = renderBox({ compound: () => compoundSend });
    expect(within(box).getByRole('button', { name: 'Harvest' })).toBeDisabled();
    expect(within(box).getByRole('button', { name: 'Compound' })).toBeDisabled();
    cleanup();
    wallet.stale = false;
    wallet.pending = 'compound';
    ({ box } = renderBox({ compound: () => compoundSend }));
    expect(within(box).getByRole('button', { name: /Compounding/ })).toHaveAttribute('aria-busy', 'true');
    expect(within(box).getByRole('button', { name: 'Harvest' })).toBeDisabled();
  });
});
