// @vitest-environment happy-dom
/**
 * The preview's approval lines: a spender the project knows is named, any other shown by its address.
 * The names load with the first preview that lists an approval, so the name replaces the
 * address once they are in.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Address } from 'viem';
import { initTestI18n } from '../../i18n/testing.ts';

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ROUTER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const STRANGER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const TOKEN: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

vi.mock('../../chain/runtime.ts', () => ({
  // A 56/97 build: no deployment file, the exchange's router is the one known spender.
  runtime: () => ({ chainId: 97, chain: { nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 } }, exchange: { router: ROUTER } }),
}));

const { TransactionPreview } = await import('./TransactionPreview.tsx');

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

it('names the router once the names are in and shows an unknown spender by its address', async () => {
  render(
    <TransactionPreview
      isLoading={false}
      account={ACCOUNT}
      preview={{
        kind: 'ok',
        block: 10n,
        changes: [],
        approvals: [
          { token: TOKEN, spender: ROUTER, amount: 5n * 10n ** 18n },
          { token: TOKEN, spender: STRANGER, amount: 1n * 10n ** 18n },
        ],
        gasUsed: 46_000n,
        gasPrice: 10n ** 9n,
        tokens: { [TOKEN.toLowerCase()]: { symbol: 'BUSD', decimals: 18 } },
      }}
    />,
  );
  expect(await screen.findByText('Allows Exchange router to spend 5.000000 BUSD')).toBeInTheDocument();
  expect(screen.getByText('Allows 0x90F7…b906 to spend 1.000000 BUSD')).toBeInTheDocument();
});
