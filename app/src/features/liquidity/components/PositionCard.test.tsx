// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CurrencyAmount, Pair, Token } from '@fuelswap/sdk';
import { initTestI18n } from '../../../i18n/testing.ts';

const WBNB_ADDRESS = '0x00000000000000000000000000000000000000B0';
vi.mock('../../../chain/runtime.ts', () => ({
  runtime: () => ({
    chainId: 31337,
    exchange: { wrappedNative: { chainId: 31337, address: WBNB_ADDRESS, decimals: 18, symbol: 'WBNB', name: 'Wrapped BNB' } },
  }),
}));

const { PositionCard } = await import('./PositionCard.tsx');

const E18 = 10n ** 18n;
const E9 = 10n ** 9n;
const WBNB = new Token(31337, WBNB_ADDRESS, 18, 'WBNB', 'Wrapped BNB');
const FUEL = new Token(31337, '0x00000000000000000000000000000000000000F0', 9, 'FUEL', 'FuelSwap Token');
const BUSD = new Token(31337, '0x00000000000000000000000000000000000000B1', 18, 'BUSD', 'Binance USD');
const PAIR_ADDRESS = '0x00000000000000000000000000000000000000AA';

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

function renderCard(props: Partial<Parameters<typeof PositionCard>[0]> & { pair: Pair; balance: bigint; totalSupply: bigint }) {
  const { pair, balance, totalSupply, ...rest } = props;
  return render(
    <Router hook={memoryLocation().hook}>
      <PositionCard tokens={[pair.token0, pair.token1]} pair={pair} balance={balance} stats={{ totalSupply, fee: undefined }} {...rest} />
    </Router>,
  );
}

describe('PositionCard', () => {
  // 1000 FUEL (9 decimals) / 500 BUSD (18 decimals), 1000 LP supply
  const pair = new Pair(CurrencyAmount.fromRaw(FUEL, 1000n * E9), CurrencyAmount.fromRaw(BUSD, 500n * E18), PAIR_ADDRESS);

  it('is a collapsed row that opens to Pooled {{symbol}} for each token, the LP held and the share (6 decimals)', async () => {
    const user = userEvent.setup();
    renderCard({ pair, balance: 10n * E18, totalSupply: 1000n * E18 });
    const card = screen.getByRole('region', { name: 'BUSD/FUEL position' });
    const toggle = within(card).getByRole('button', { name: /BUSD\/FUEL/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('Pooled FUEL')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const row = (label: string) => within(card).getByText(label).closest('div')!;
    expect(row('Pooled FUEL')).toHaveTextContent('10');
    expect(row('Pooled BUSD')).toHaveTextContent('5');
    expect(row('Your pool tokens')).toHaveTextContent('10');
    expect(row('Share of pool')).toHaveTextContent('1.000000%');
  });

  it("shows '<0.01' for a share below 0.01%", () => {
    renderCard({ pair, balance: E18 / 100n, totalSupply: 1000n * E18, defaultOpen: true });
    expect(screen.getByText('Share of pool').closest('div')).toHaveTextContent('<0.01%');
  });

  it('offers Remove and Add liquidity instead only above the minimum LP balance, with BNB for WBNB', () => {
    const bnbPair = new Pair(CurrencyAmount.fromRaw(WBNB, 10n * E18), CurrencyAmount.fromRaw(BUSD, 6000n * E18), PAIR_ADDRESS);
    renderCard({ pair: bnbPair, balance: E18, totalSupply: 100n * E18, defaultOpen: true });
    const card = screen.getByRole('region', { name: /BNB\/BUSD|BUSD\/BNB/ });
    const [a, b] = bnbPair.token0.equals(WBNB) ? ['BNB', BUSD.address] : [BUSD.address, 'BNB'];
    expect(within(card).getByRole('link', { name: 'Remove' })).toHaveAttribute('href', `/remove/${a}/${b}`);
    expect(within(card).getByRole('link', { name: 'Add liquidity instead' })).toHaveAttribute('href', `/add/${a}/${b}`);
    cleanup();

    renderCard({ pair: bnbPair, balance: 0n, totalSupply: 100n * E18, defaultOpen: true });
    expect(screen.queryByRole('link', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add liquidity instead' })).toBeNull();
  });

  it('keeps WBNB when asked (a WBNB pair chosen as WBNB) and can hide "Add liquidity instead"', () => {
    const bnbPair = new Pair(CurrencyAmount.fromRaw(WBNB, 10n * E18), CurrencyAmount.fromRaw(BUSD, 6000n * E18), PAIR_ADDRESS);
    renderCard({ pair: bnbPair, balance: E18, totalSupply: 100n * E18, defaultOpen: true, showUnwrapped: true, hideAdd: true });
    expect(screen.getByRole('region', { name: /WBNB\/BUSD|BUSD\/WBNB/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove' }).getAttribute('href')).toContain(WBNB_ADDRESS);
    expect(screen.queryByRole('link', { name: 'Add liquidity instead' })).toBeNull();
  });

  it('shows a dash, not a blank card, while the supply is unknown', () => {
    render(
      <Router hook={memoryLocation().hook}>
        <PositionCard tokens={[FUEL, BUSD]} pair={pair} balance={10n * E18} stats={undefined} defaultOpen />
      </Router>,
    );
    expect(screen.getByText('Share of pool').closest('div')).toHaveTextContent('—');
  });
});
