// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseError } from 'viem';
import { MAX_APPROVAL_AMOUNT } from '@fuelswap/sdk';

const m = vi.hoisted(() => ({ estimate: vi.fn(), simulate: vi.fn(), write: vi.fn() }));
vi.mock('viem/actions', () => ({ estimateContractGas: m.estimate }));
vi.mock('wagmi/actions', () => ({
  getClient: () => ({}),
  simulateContract: m.simulate,
  writeContract: m.write,
  getTransaction: async () => ({ nonce: 0 }),
}));
vi.mock('../runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));

const { sendApproval, setApprovalPreference } = await import('./sendApproval.ts');
const { useTransactionsStore } = await import('../transactions.ts');

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const;
const HASH = ('0x' + 'cd'.repeat(32)) as `0x${string}`;
const args = { tokenAddress: TOKEN, spender: ROUTER, amount: 1234n, owner: OWNER, chainId: 31337, summary: 'Approve CAKE' };

beforeEach(() => {
  setApprovalPreference(() => 'maximum');
  Object.values(m).forEach((f) => f.mockReset());
  useTransactionsStore.setState({ transactions: {} });
  m.write.mockResolvedValue(HASH);
});

describe('sendApproval (the approval rule)', () => {
  it('approves the maximum uint256 amount and records an approval for the token and spender', async () => {
    m.estimate.mockResolvedValue(40_000n);
    await expect(sendApproval({} as never, args)).resolves.toBe(HASH);
    expect(m.write.mock.calls[0]?.[1]).toMatchObject({ functionName: 'approve', args: [ROUTER, MAX_APPROVAL_AMOUNT], gas: 44_000n });
    expect(useTransactionsStore.getState().transactions[31337]?.[HASH]).toMatchObject({
      summary: 'Approve CAKE',
      approval: { tokenAddress: TOKEN, spender: ROUTER },
    });
  });

  it('falls back to the exact amount when estimating the maximum fails', async () => {
    m.estimate.mockRejectedValueOnce(new BaseError('max not allowed')).mockResolvedValueOnce(50_000n);
    m.simulate.mockResolvedValue({ result: true });
    await sendApproval({} as never, args);
    expect(m.estimate.mock.calls.map((c) => c[1].args[1])).toEqual([MAX_APPROVAL_AMOUNT, 1234n]);
    expect(m.write.mock.calls[0]?.[1]).toMatchObject({ args: [ROUTER, 1234n], gas: 55_000n });
  });

  it('gives up when the exact amount cannot be estimated either', async () => {
    m.estimate.mockRejectedValue(new BaseError('nope'));
    m.simulate.mockResolvedValue({ result: true });
    await expect(sendApproval({} as never, args)).rejects.toThrow('Unexpected issue with estimating the gas. Please try again.');
    expect(m.write).not.toHaveBeenCalled();
  });

  it('asks for exactly the amount, never the maximum, when the user prefers exact approvals', async () => {
    setApprovalPreference(() => 'exact');
    m.estimate.mockResolvedValue(40_000n);
    m.simulate.mockResolvedValue({ result: true });
    await sendApproval({} as never, args);
    expect(m.estimate.mock.calls.map((c) => c[1].args[1])).toEqual([1234n]);
    expect(m.write.mock.calls[0]?.[1]).toMatchObject({ args: [ROUTER, 1234n], gas: 44_000n });
  });
});
