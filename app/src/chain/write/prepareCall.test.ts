/**
 * prepareCall: one call, typed from its ABI where it is written, both sent through the write path and
 * previewed in a dialog; the preview carries the same address, function, arguments and value.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { fuelVaultAbi, sousChefBNBAbi } from '@fuelswap/contracts';

const sent = vi.hoisted(() => vi.fn(async (..._: unknown[]) => '0x01'));
vi.mock('../runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));
vi.mock('./sendContractTransaction.ts', () => ({ sendContractTransaction: sent }));

const { prepareCall } = await import('./prepareCall.ts');

const VAULT = '0x00000000000000000000000000000000000000c3' as Address;
const USER = '0x00000000000000000000000000000000000000aa' as Address;

describe('prepareCall', () => {
  it('previews what it sends: arguments and gas sent, the preview without the summary and the gas', async () => {
    const c = prepareCall({
      address: VAULT,
      abi: fuelVaultAbi,
      functionName: 'withdraw',
      args: [5n],
      gas: 380_000n,
      summary: 'Unstake FUEL',
    });
    expect(c.preview).toEqual({ address: VAULT, abi: fuelVaultAbi, functionName: 'withdraw', args: [5n] });
    await c.send({} as Config, USER);
    expect(sent).toHaveBeenLastCalledWith(
      {},
      { address: VAULT, abi: fuelVaultAbi, functionName: 'withdraw', args: [5n], gas: 380_000n, summary: 'Unstake FUEL', account: USER },
    );
  });

  it('carries the value of a payable call, and no arguments when there are none', () => {
    const bnb = prepareCall({ address: VAULT, abi: sousChefBNBAbi, functionName: 'deposit', value: 7n, summary: 'Stake BNB' });
    expect(bnb.preview).toEqual({ address: VAULT, abi: sousChefBNBAbi, functionName: 'deposit', value: 7n });
    const all = prepareCall({ address: VAULT, abi: fuelVaultAbi, functionName: 'withdrawAll', summary: 'Unstake FUEL' });
    expect(all.preview).toEqual({ address: VAULT, abi: fuelVaultAbi, functionName: 'withdrawAll' });
  });
});
