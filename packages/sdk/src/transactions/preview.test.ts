import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodeEventTopics, parseAbi, type Address } from 'viem';
import { approvalsSet, balanceChanges, NATIVE, previewProbes, type SimulatedLog } from './preview.ts';

const abi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);
const A = '0x00000000000000000000000000000000000000aa' as Address;
const R = '0x00000000000000000000000000000000000000bb' as Address;
const ROUTER = '0x00000000000000000000000000000000000000cc' as Address;
const BUSD = '0x0000000000000000000000000000000000000b05' as Address;
const CAKE = '0x0000000000000000000000000000000000000cae' as Address;
const OTHER = '0x0000000000000000000000000000000000000123' as Address;
const amount = (v: bigint) => encodeAbiParameters([{ type: 'uint256' }], [v]);
const transfer = (token: Address, from: Address, to: Address, v: bigint): SimulatedLog => ({
  address: token,
  topics: encodeEventTopics({ abi, eventName: 'Transfer', args: { from, to } }) as SimulatedLog['topics'],
  data: amount(v),
});
const approval = (token: Address, owner: Address, spender: Address, v: bigint): SimulatedLog => ({
  address: token,
  topics: encodeEventTopics({ abi, eventName: 'Approval', args: { owner, spender } }) as SimulatedLog['topics'],
  data: amount(v),
});

describe('previewProbes', () => {
  it("probes every holder's BNB, the named tokens and the tokens the transaction moved for a holder, once each", () => {
    const logs = [transfer(CAKE, ROUTER, R, 5n), transfer(OTHER, ROUTER, ROUTER, 1n), transfer(BUSD, A, ROUTER, 2n)];
    expect(previewProbes([A, R], [BUSD], logs)).toEqual([
      { holder: A, token: NATIVE },
      { holder: A, token: BUSD },
      { holder: A, token: CAKE },
      { holder: R, token: NATIVE },
      { holder: R, token: BUSD },
      { holder: R, token: CAKE },
    ]);
  });
});

describe('balanceChanges', () => {
  it('keeps the probes that moved, with their signed difference', () => {
    const probes = previewProbes([A], [BUSD, CAKE]);
    expect(balanceChanges(probes, [10n ** 18n, 500n, 7n], [10n ** 18n - 3n, 500n, 9n])).toEqual([
      { holder: A, token: NATIVE, before: 10n ** 18n, after: 10n ** 18n - 3n, diff: -3n },
      { holder: A, token: CAKE, before: 7n, after: 9n, diff: 2n },
    ]);
  });

  it('refuses probe results that do not match the probes', () => {
    expect(() => balanceChanges(previewProbes([A], []), [], [])).toThrow('do not match');
  });
});

describe('approvalsSet', () => {
  it("lists the owner's Approval events, the last per token and spender, and ignores others' and transfers", () => {
    const logs = [
      approval(BUSD, A, ROUTER, 5n),
      approval(BUSD, R, ROUTER, 9n),
      transfer(BUSD, A, ROUTER, 5n),
      approval(BUSD, A, ROUTER, 0n),
      approval(CAKE, A, ROUTER, 1n),
    ];
    expect(approvalsSet(logs, A)).toEqual([
      { token: BUSD, spender: ROUTER, amount: 0n },
      { token: CAKE, spender: ROUTER, amount: 1n },
    ]);
  });
});
