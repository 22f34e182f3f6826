import { describe, expect, it, vi } from 'vitest';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { fuelLotteryAbi } from '@fuelswap/contracts';

const sent = vi.hoisted(() => vi.fn(async (..._: unknown[]) => '0x01'));
vi.mock('./sendContractTransaction.ts', () => ({ sendContractTransaction: sent }));

const { call } = await import('./call.ts');

const LOTTERY = '0x00000000000000000000000000000000000000c4' as Address;
const USER = '0x00000000000000000000000000000000000000aa' as Address;

describe('call', () => {
  it('sends nothing until run, then sends the call with the account it runs with', async () => {
    const send = call({ address: LOTTERY, abi: fuelLotteryAbi, functionName: 'claimRefund', args: [3n], summary: 'Refund' });
    expect(sent).not.toHaveBeenCalled();
    await expect(send({} as Config, USER)).resolves.toBe('0x01');
    expect(sent).toHaveBeenCalledWith(
      {},
      { address: LOTTERY, abi: fuelLotteryAbi, functionName: 'claimRefund', args: [3n], summary: 'Refund', account: USER },
    );
  });
});
