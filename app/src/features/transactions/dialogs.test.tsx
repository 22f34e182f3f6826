// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../i18n/testing.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const wallet = vi.hoisted(() => ({
  address: undefined as string | undefined,
  explorerUrl: undefined as string | undefined,
  watchAsset: vi.fn(),
}));

vi.mock('wagmi', () => ({
  useConfig: () => ({}),
  useConnection: () => ({ address: wallet.address, connector: wallet.address ? { id: 'x' } : undefined }),
}));
vi.mock('wagmi/actions', () => ({ watchAsset: wallet.watchAsset }));
vi.mock('../../chain/runtime.ts', () => ({
  runtime: () => ({ chainId: 31337, exchange: { explorerUrl: wallet.explorerUrl } }),
}));

const { TransactionConfirmationModal } = await import('./TransactionConfirmationModal.tsx');
const { RecentTransactionsModal } = await import('./RecentTransactionsModal.tsx');
const { HistoryButton } = await import('./HistoryButton.tsx');
const { addTransaction, useTransactionsStore } = await import('../../chain/transactions.ts');

const H = (n: number) => '0x' + String(n).repeat(64).slice(0, 64);

beforeAll(() => {
  initTestI18n();
});
beforeEach(() => {
  wallet.address = ALICE;
  wallet.explorerUrl = undefined;
  wallet.watchAsset.mockReset();
  useTransactionsStore.setState({ transactions: {} });
});
afterEach(cleanup);

describe('TransactionConfirmationModal', () => {
  const props = {
    open: true,
    onDismiss: () => {},
    title: 'Confirm Swap',
    content: <p>review</p>,
    pendingText: 'Swapping 1 BNB for 300 CAKE',
  };

  it('shows the review content while idle', () => {
    render(<TransactionConfirmationModal {...props} state={{ status: 'idle' }} />);
    expect(screen.getByRole('dialog', { name: 'Confirm Swap' })).toHaveTextContent('review');
  });

  it('waits for the wallet with the pending text, announced politely', () => {
    render(<TransactionConfirmationModal {...props} state={{ status: 'attempting' }} />);
    const dialog = screen.getByRole('dialog', { name: 'Waiting For Confirmation' });
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Swapping 1 BNB for 300 CAKE');
    expect(status).toHaveTextContent('Confirm this transaction in your wallet');
  });

  it('once submitted links the explorer when there is one and offers to add the token', async () => {
    wallet.explorerUrl = 'https://bscscan.com';
    wallet.watchAsset.mockResolvedValue(true);
    const user = userEvent.setup();
    render(
      <TransactionConfirmationModal
        {...props}
        state={{ status: 'submitted', hash: H(1) }}
        tokenToAdd={{ address: BOB, symbol: 'CAKE', decimals: 18, image: 'https://x/cake.png' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Transaction Submitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on BscScan/ })).toHaveAttribute('href', `https://bscscan.com/tx/${H(1)}`);
    await user.click(screen.getByRole('button', { name: 'Add CAKE to wallet' }));
    // The wallet action loads on the click (chain/writeActions.ts).
    await waitFor(() =>
      expect(wallet.watchAsset).toHaveBeenCalledWith(
        {},
        { type: 'ERC20', options: { address: BOB, symbol: 'CAKE', decimals: 18, image: 'https://x/cake.png' } },
      ),
    );
    expect(await screen.findByText('Added CAKE')).toBeInTheDocument();
  });

  it('has no explorer link on the devnet', () => {
    render(<TransactionConfirmationModal {...props} state={{ status: 'submitted', hash: H(1) }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a wallet rejection as "Transaction rejected." with Dismiss', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<TransactionConfirmationModal {...props} onDismiss={onDismiss} state={{ status: 'error', message: 'Transaction rejected.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Transaction rejected.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('interpolates the revert reason', () => {
    render(
      <TransactionConfirmationModal
        {...props}
        state={{
          status: 'error',
          message: 'The transaction cannot succeed due to error: {{reason}}.',
          values: { reason: 'Router: EXPIRED' },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The transaction cannot succeed due to error: Router: EXPIRED.');
  });

  it("interpolates the swap's send failure, which reaches the dialog as the confirmation state's key and values", () => {
    render(
      <TransactionConfirmationModal
        {...props}
        state={{ status: 'error', message: 'Swap failed: {{message}}', values: { message: 'nonce too low' } }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Swap failed: nonce too low');
  });
});

describe('Recent Transactions', () => {
  function seed() {
    addTransaction({ chainId: 31337, hash: H(1), from: ALICE, summary: 'Approve CAKE' }, 1000);
    addTransaction({ chainId: 31337, hash: H(2), from: ALICE, summary: 'Swap 1 BNB for 300 CAKE' }, 2000);
    addTransaction({ chainId: 31337, hash: H(3), from: ALICE, summary: 'Add liquidity' }, 3000);
    addTransaction({ chainId: 31337, hash: H(4), from: ALICE }, 4000);
    addTransaction({ chainId: 31337, hash: H(5), from: BOB, summary: "Bob's" }, 5000);
    const { dispatch } = useTransactionsStore.getState();
    const receipt = (hash: string, status: number) => ({
      blockHash: H(9),
      blockNumber: 1,
      from: ALICE,
      to: BOB,
      transactionHash: hash,
      transactionIndex: 0,
      status,
    });
    dispatch({ type: 'transactions/finalize', chainId: 31337, hash: H(1), receipt: receipt(H(1), 1), confirmedTime: 1 });
    dispatch({ type: 'transactions/finalize', chainId: 31337, hash: H(3), receipt: receipt(H(3), 0), confirmedTime: 1 });
    dispatch({ type: 'transactions/replace', chainId: 31337, hash: H(4), replacementHash: H(6) });
  }

  it('asks to connect a wallet first', () => {
    wallet.address = undefined;
    render(<RecentTransactionsModal open onDismiss={() => {}} />);
    expect(screen.getByText('Please connect your wallet to view your recent transactions')).toBeInTheDocument();
  });

  it('lists pending first, then completed, each with its status; "clear all" empties it', async () => {
    seed();
    const user = userEvent.setup();
    render(<RecentTransactionsModal open onDismiss={() => {}} />);
    const pending = screen.getByRole('region', { name: 'Pending' });
    const completed = screen.getByRole('region', { name: 'Completed' });
    expect(pending.compareDocumentPosition(completed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Swap 1 BNB for 300 CAKEPending']);
    const rows = within(completed)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([`${H(4).slice(0, 8)}…${H(4).slice(-6)}Replaced`, 'Add liquidityFailed', 'Approve CAKESuccess']);
    expect(screen.queryByText("Bob's")).toBeNull(); // another account's transactions are not listed
    await user.click(screen.getByRole('button', { name: 'clear all' }));
    expect(screen.getByText('No recent transactions')).toBeInTheDocument();
  });

  it('HistoryButton names the number of pending transactions and opens the dialog', async () => {
    seed();
    const user = userEvent.setup();
    render(<HistoryButton />);
    await user.click(screen.getByRole('button', { name: 'Recent Transactions (1 pending)' }));
    expect(screen.getByRole('dialog', { name: 'Recent Transactions' })).toBeInTheDocument();
  });
});
