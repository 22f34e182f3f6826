import { describe, expect, it } from 'vitest';
import { ContractFunctionExecutionError, ContractFunctionRevertedError, parseAbi } from 'viem';
import { revertReason } from './revertReason.ts';

const abi = parseAbi(['function claim(uint256 epoch)']);

describe('revertReason', () => {
  it("the contract's reason inside viem's execution error", () => {
    const e = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({ abi, functionName: 'claim', message: 'Not eligible' }),
      {
        abi,
        functionName: 'claim',
        args: [1n],
      },
    );
    expect(revertReason(e)).toBe('Not eligible');
  });

  it('none when nothing reverted', () => {
    expect(revertReason(new Error('Failed to fetch'))).toBeUndefined();
  });
});
