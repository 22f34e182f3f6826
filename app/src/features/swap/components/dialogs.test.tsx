// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CurrencyAmount,
  Percent,
  Route,
  SplitRouteTrade,
  Trade,
  computeTradePriceBreakdown,
  quoteSplitExactIn,
  warningSeverity,
  type AnyTrade,
} from '@fuelswap/sdk';
import { initTestI18n } from '../../../i18n/testing.ts';

vi.mock('../../../chain/runtime.ts', () => {
  const rt = { chainId: 31337, exchange: {}, rpcUrls: [] };
  return { runtime: () => rt, targetChainId: () => 31337, loadRuntime: async () => rt };
});

const { ConfirmSwapContent } = await import('./ConfirmSwapContent.tsx');
const { ExpertImpactDialog } = await import('./ExpertImpactDialog.tsx');
const { BNB, BUSD, E18, USDT, WBNB, pair } = await import('../swap.test-helpers.ts');

beforeAll(() => initTestI18n());
afterEach(cleanup);

const route = new Route([pair(WBNB, 1000n * E18, BUSD, 600_000n * E18)], BNB, BUSD);

function review(trade: AnyTrade, over: Partial<Parameters<typeof ConfirmSwapContent>[0]> = {}) {
  const breakdown = computeTradePriceBreakdown(trade);
  const props = {
    trade,
    breakdown,
    severity: warningSeverity(breakdown.priceImpactWithoutFee),
    slippage: Percent.fromBips(50),
    slippageBps: 50,
    recipient: undefined,
    showAcceptChanges: false,
    onAcceptChanges: vi.fn(),
    onConfirm: vi.fn(),
    ...over,
  };
  render(<ConfirmSwapContent {...props} />);
  return props;
}

describe('ConfirmSwapContent', () => {
  it('a split lists each route with its share of the trade', async () => {
    const usdtBusd = pair(USDT, 600_000n * E18, BUSD, 600_000n * E18);
    const bnbUsdt = pair(WBNB, 1000n * E18, USDT, 600_000n * E18);
    const split = quoteSplitExactIn([route, new Route([bnbUsdt, usdtBusd], BNB, BUSD)], [75n * E18, 25n * E18]);
    if (!split) throw new Error('quotes');
    review(new SplitRouteTrade(split));
    // the split's rows load on demand
    const parts = await screen.findAllByTestId('split-part');
    expect(parts).toHaveLength(2);
    expect(parts[0]).toHaveTextContent('75% of the trade');
    expect(screen.getByTestId('split-route-0')).toHaveTextContent('BNBBUSD');
    expect(parts[1]).toHaveTextContent('25% of the trade');
    expect(screen.getByTestId('split-route-1')).toHaveTextContent('BNBUSDTBUSD');
    expect(screen.queryByTestId('route')).not.toBeInTheDocument();
  });

  it('exact input: amounts, the output note, minimum received, and Confirm Swap', async () => {
    const p = review(Trade.exactIn(route, CurrencyAmount.fromRaw(BNB, E18)));
    expect(screen.getByTestId('confirm-input')).toHaveTextContent('1BNB');
    expect(
      screen.getByText('Output is estimated. If the price changes by more than 0.5% your transaction will revert.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('minimum-received')).toHaveTextContent(/BUSD/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Swap' }));
    expect(p.onConfirm).toHaveBeenCalledOnce();
  });

  it('exact output: the input note and maximum sold', () => {
    review(Trade.exactOut(route, CurrencyAmount.fromRaw(BUSD, 100n * E18)), { slippageBps: 1200, slippage: Percent.fromBips(1200) });
    expect(screen.getByText('Input is estimated. If the price changes by more than 12% your transaction will revert.')).toBeInTheDocument();
    expect(screen.getByTestId('maximum-sold')).toHaveTextContent(/BNB/);
  });

  it('Price Updated blocks Confirm until Accept', async () => {
    const p = review(Trade.exactIn(route, CurrencyAmount.fromRaw(BNB, E18)), { showAcceptChanges: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Price Updated');
    expect(screen.getByRole('button', { name: 'Confirm Swap' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(p.onAcceptChanges).toHaveBeenCalledOnce();
  });

  it('a high impact reads "Swap Anyway"', () => {
    review(Trade.exactIn(route, CurrencyAmount.fromRaw(BNB, 200n * E18)));
    expect(screen.getByRole('button', { name: 'Swap Anyway' })).toBeEnabled();
  });
});

describe('ExpertImpactDialog', () => {
  it('at 10%: a plain confirmation', async () => {
    const onConfirm = vi.fn();
    render(<ExpertImpactDialog kind="confirm" onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Confirm Price Impact' })).toHaveTextContent('at least 10%');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('at 15%: only the typed word "confirm" enables Confirm; Enter submits', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ExpertImpactDialog kind="type-confirm" onConfirm={onConfirm} onCancel={onCancel} />);
    const word = screen.getByRole('textbox', { name: /type the word "confirm"/ });
    const button = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.type(word, 'confirn');
    expect(button).toBeDisabled();
    await userEvent.type(word, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(word);
    await userEvent.type(word, 'confirm{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
