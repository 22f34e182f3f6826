import { describe, expect, it, vi } from 'vitest';
import type { Address } from 'viem';
import type { Config } from 'wagmi';

const sendApproval = vi.hoisted(() => vi.fn(async (..._: unknown[]) => '0x02'));
vi.mock('./sendApproval.ts', () => ({ sendApproval }));
vi.mock('../runtime.ts', () => ({ runtime: () => ({ chainId: 97, exchange: {} }) }));

const { approve } = await import('./approve.ts');

const TOKEN = '0x00000000000000000000000000000000000000f1' as Address;
const SPENDER = '0x00000000000000000000000000000000000000c5' as Address;
const USER = '0x00000000000000000000000000000000000000aa' as Address;

describe('approve', () => {
  it('approves through the approval rule (sendApproval) for the running account, on the runtime chain', async () => {
    const send = approve({ token: TOKEN, spender: SPENDER, amount: 10n ** 18n, summary: 'Approve FUEL' });
    await expect(send({} as Config, USER)).resolves.toBe('0x02');
    expect(sendApproval).toHaveBeenCalledWith(
      {},
      { tokenAddress: TOKEN, spender: SPENDER, amount: 10n ** 18n, owner: USER, chainId: 97, summary: 'Approve FUEL' },
    );
  });
});
