// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  TransactionExecutionError,
  UserRejectedRequestError,
  parseAbi,
} from 'viem';

const m = vi.hoisted(() => ({
  estimate: vi.fn(),
  simulate: vi.fn(),
  write: vi.fn(),
  getTransaction: vi.fn(),
}));
vi.mock('viem/actions', () => ({ estimateContractGas: m.estimate }));
vi.mock('wagmi/actions', () => ({
  getClient: () => ({}),
  simulateContract: m.simulate,
  writeContract: m.write,
  getTransaction: m.getTransaction,
}));
vi.mock('../runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));

const { sendContractTransaction } = await import('./sendContractTransaction.ts');
const { TransactionRejectedError, TransactionCannotSucceedError, GasEstimationError, StaleChainError } = await import('./errors.ts');
const { errorMessage } = await import('./errorMessage.ts');
const { isRejection } = await import('./isRejection.ts');
const { useTransactionsStore } = await import('../transactions.ts');
const { useBlockStore, useHealthStore } = await import('../blocks.ts');

const abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const HASH = ('0x' + 'ab'.repeat(32)) as `0x${string}`;
const config = {} as never;
const params = {
  address: TOKEN,
  abi,
  functionName: 'approve' as const,
  args: [ALICE, 5n] as const,
  account: ALICE,
  summary: 'Approve CAKE',
  approval: { tokenAddress: TOKEN, spender: ALICE },
};

function rejection() {
  return new ContractFunctionExecutionError(
    new TransactionExecutionError(new UserRejectedRequestError(new Error('User rejected the request.')), {} as never),
    {
      abi,
      functionName: 'approve',
      args: [ALICE, 5n],
    },
  );
}

beforeEach(() => {
  Object.values(m).forEach((f) => f.mockReset());
  useTransactionsStore.setState({ transactions: {} });
  useBlockStore.setState({ byChain: { 31337: { currentBlock: 77, initialBlock: 70 } } });
  m.getTransaction.mockResolvedValue({ nonce: 12 });
});

describe('sendContractTransaction', () => {
  it('estimates, adds the 10% margin, sends and records the transaction with its block and nonce', async () => {
    m.estimate.mockResolvedValue(100_000n);
    m.write.mockResolvedValue(HASH);
    await expect(sendContractTransaction(config, params)).resolves.toBe(HASH);
    expect(m.write.mock.calls[0]?.[1]).toMatchObject({
      address: TOKEN,
      functionName: 'approve',
      args: [ALICE, 5n],
      account: ALICE,
      gas: 110_000n,
      chainId: 31337,
    });
    await vi.waitFor(() => expect(useTransactionsStore.getState().transactions[31337]?.[HASH]?.nonce).toBe(12));
    expect(useTransactionsStore.getState().transactions[31337]?.[HASH]).toMatchObject({
      hash: HASH,
      from: ALICE,
      summary: 'Approve CAKE',
      approval: { tokenAddress: TOKEN, spender: ALICE },
      addedBlock: 77,
    });
  });

  it('uses the margin it is given (swaps) and rounds up', async () => {
    m.estimate.mockResolvedValue(100_001n);
    m.write.mockResolvedValue(HASH);
    await sendContractTransaction(config, { ...params, gasMarginBps: 2000n });
    expect(m.write.mock.calls[0]?.[1].gas).toBe(120_002n);
  });

  it('turns a wallet rejection (4001) into "Transaction rejected." and records nothing', async () => {
    m.estimate.mockResolvedValue(1n);
    m.write.mockRejectedValue(rejection());
    const err = await sendContractTransaction(config, params).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionRejectedError);
    expect((err as Error).message).toBe('Transaction rejected.');
    expect(useTransactionsStore.getState().transactions).toEqual({});
    // a plain EIP-1193 error object with code 4001 counts too
    expect(isRejection(Object.assign(new Error('nope'), { code: 4001 }))).toBe(true);
  });

  it("explains a failed estimate with the static call's revert reason", async () => {
    m.estimate.mockRejectedValue(new BaseError('estimate failed'));
    m.simulate.mockRejectedValue(
      new ContractFunctionExecutionError(new ContractFunctionRevertedError({ abi, functionName: 'approve', message: 'Pausable: paused' }), {
        abi,
        functionName: 'approve',
        args: [ALICE, 5n],
      }),
    );
    const err = await sendContractTransaction(config, params).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionCannotSucceedError);
    expect(errorMessage(err)).toEqual({
      message: 'The transaction cannot succeed due to error: {{reason}}.',
      values: { reason: 'Pausable: paused' },
    });
    expect(m.write).not.toHaveBeenCalled();
  });

  it('reports an unexplained estimate failure', async () => {
    m.estimate.mockRejectedValue(new BaseError('estimate failed'));
    m.simulate.mockResolvedValue({ result: true });
    const err = await sendContractTransaction(config, params).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GasEstimationError);
    expect((err as Error).message).toBe('Unexpected issue with estimating the gas. Please try again.');
  });

  it("refuses a hash that is already recorded ('Attempted to add existing transaction.')", async () => {
    m.estimate.mockResolvedValue(1n);
    m.write.mockResolvedValue(HASH);
    await sendContractTransaction(config, params);
    await expect(sendContractTransaction(config, params)).rejects.toThrow('Attempted to add existing transaction.');
  });

  it('refuses to sign on a chain that stopped answering, before estimating', async () => {
    useHealthStore.setState({ stale: true });
    try {
      await expect(sendContractTransaction(config, params)).rejects.toBeInstanceOf(StaleChainError);
      expect(m.estimate).not.toHaveBeenCalled();
      expect(m.write).not.toHaveBeenCalled();
    } finally {
      useHealthStore.setState({ stale: false });
    }
  });

  it('skips estimation when a gas limit is given', async () => {
    m.write.mockResolvedValue(HASH);
    await sendContractTransaction(config, { ...params, gas: 50_000n });
    expect(m.estimate).not.toHaveBeenCalled();
    expect(m.write.mock.calls[0]?.[1].gas).toBe(50_000n);
  });
});
