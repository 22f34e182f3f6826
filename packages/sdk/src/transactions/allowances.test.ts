import { describe, expect, it } from 'vitest';
import { isUnlimitedAllowance, liveAllowances, MAX_APPROVAL_AMOUNT } from './approval.ts';

const ROUTER = { address: '0xRouter', kind: 'router' };
const CHEF = { address: '0xChef', kind: 'farms' };

describe('isUnlimitedAllowance', () => {
  it('is true for the maximum and for a maximum a token lowered by spending, false below 2^255', () => {
    expect(isUnlimitedAllowance(MAX_APPROVAL_AMOUNT)).toBe(true);
    expect(isUnlimitedAllowance(MAX_APPROVAL_AMOUNT - 10n ** 30n)).toBe(true);
    expect(isUnlimitedAllowance(2n ** 255n - 1n)).toBe(false);
    expect(isUnlimitedAllowance(10n ** 18n)).toBe(false);
  });
});

describe('liveAllowances', () => {
  const found = [
    { token: '0xB', spender: '0xrouter', amount: 5n },
    { token: '0xA', spender: '0xROUTER', amount: 7n },
    { token: '0xA', spender: '0xchef', amount: MAX_APPROVAL_AMOUNT },
    { token: '0xC', spender: '0xchef', amount: 9n },
    { token: '0xA', spender: '0xstranger', amount: 1n },
  ];

  it("keeps what the chain still allows, in the project's spender order then by token, and drops unknown spenders", () => {
    const chain: Record<string, bigint> = { '0xB/0xrouter': 3n, '0xA/0xROUTER': 7n, '0xA/0xchef': MAX_APPROVAL_AMOUNT, '0xC/0xchef': 0n };
    const rows = liveAllowances(found, (t, s) => chain[`${t}/${s}`], [ROUTER, CHEF]);
    expect(rows).toEqual([
      { token: '0xA', spender: ROUTER, amount: 7n, confirmed: true },
      { token: '0xB', spender: ROUTER, amount: 3n, confirmed: true },
      { token: '0xA', spender: CHEF, amount: MAX_APPROVAL_AMOUNT, confirmed: true },
    ]);
  });

  it('keeps the indexed amount, unconfirmed, when a read failed', () => {
    const rows = liveAllowances(found.slice(0, 1), () => undefined, [ROUTER]);
    expect(rows).toEqual([{ token: '0xB', spender: ROUTER, amount: 5n, confirmed: false }]);
  });
});
