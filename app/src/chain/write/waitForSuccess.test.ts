import { describe, expect, it, vi } from 'vitest';

const wait = vi.hoisted(() => vi.fn());
vi.mock('wagmi/actions', () => ({ waitForTransactionReceipt: wait }));
vi.mock('../runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));

const { waitForSuccess } = await import('./waitForSuccess.ts');
const { TransactionRevertedError } = await import('./errors.ts');

const HASH = `0x${'ab'.repeat(32)}` as const;

describe('waitForSuccess', () => {
  it("returns the receipt of a successful transaction, asked on the runtime's chain", async () => {
    wait.mockResolvedValueOnce({ status: 'success', blockNumber: 9n });
    await expect(waitForSuccess({} as never, HASH)).resolves.toEqual({ status: 'success', blockNumber: 9n });
    expect(wait.mock.calls[0]?.[1]).toMatchObject({ hash: HASH, chainId: 31337 });
  });

  it('throws TransactionRevertedError, naming the hash, when the receipt says reverted', async () => {
    wait.mockResolvedValueOnce({ status: 'reverted' });
    const err = await waitForSuccess({} as never, HASH).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionRevertedError);
    expect((err as InstanceType<typeof TransactionRevertedError>).hash).toBe(HASH);
  });
});
