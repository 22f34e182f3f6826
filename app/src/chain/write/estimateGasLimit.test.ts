import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseError, ContractFunctionExecutionError, ContractFunctionRevertedError, parseAbi } from 'viem';

const m = vi.hoisted(() => ({ estimate: vi.fn(), simulate: vi.fn() }));
vi.mock('viem/actions', () => ({ estimateContractGas: m.estimate }));
vi.mock('wagmi/actions', () => ({ getClient: () => ({}), simulateContract: m.simulate }));
vi.mock('../runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));

const { estimateGasLimit } = await import('./estimateGasLimit.ts');
const { GasEstimationError, TransactionCannotSucceedError } = await import('./errors.ts');

const abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const call = { address: ALICE, abi, functionName: 'approve', args: [ALICE, 5n], account: ALICE } as const;
const config = {} as never;

beforeEach(() => Object.values(m).forEach((f) => f.mockReset()));

describe('estimateGasLimit', () => {
  it('adds the 10% margin by default and the margin it is given otherwise, rounding up', async () => {
    m.estimate.mockResolvedValue(100_000n);
    await expect(estimateGasLimit(config, call)).resolves.toBe(110_000n);
    m.estimate.mockResolvedValue(100_001n);
    await expect(estimateGasLimit(config, { ...call, gasMarginBps: 2000n })).resolves.toBe(120_002n);
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
    const err = await estimateGasLimit(config, call).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionCannotSucceedError);
    expect((err as InstanceType<typeof TransactionCannotSucceedError>).reason).toBe('Pausable: paused');
  });

  it('reports an unexplained estimate failure as GasEstimationError', async () => {
    m.estimate.mockRejectedValue(new BaseError('estimate failed'));
    m.simulate.mockResolvedValue({ result: true });
    const err = await estimateGasLimit(config, call).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GasEstimationError);
    expect(err).not.toBeInstanceOf(TransactionCannotSucceedError);
    expect((err as Error).message).toBe('Unexpected issue with estimating the gas. Please try again.');
  });
});
