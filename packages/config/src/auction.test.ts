import { describe, expect, it } from 'vitest';
import { auctionFarmBlocks, parseDeployedAuction } from './auction.ts';

const A = '0x00000000000000000000000000000000000000a1';
const T = '0x00000000000000000000000000000000000000b2';
const L = '0x00000000000000000000000000000000000000c3';

describe('auction config', () => {
  it("gives a winner's farm seven days of blocks", () => {
    expect(auctionFarmBlocks(3)).toBe(201_600n);
    expect(auctionFarmBlocks(1)).toBe(604_800n);
    expect(() => auctionFarmBlocks(0)).toThrow(/block time/);
    expect(() => auctionFarmBlocks(1.5)).toThrow(/block time/);
  });

  it("parses a project's farm and refuses a bad one with the field's name", () => {
    const base = { chainId: 31337, address: A, operator: A, startBlock: 1 };
    const ok = parseDeployedAuction({
      ...base,
      projects: [
        { account: A, name: 'Kalmar', token: 'KALM', farm: { tokenAddress: T, tokenDecimals: 18, lpAddress: L } },
        { account: A, name: 'No farm', token: 'NF' },
      ],
    });
    expect(ok.projects[0]!.farm?.lpAddress.toLowerCase()).toBe(L);
    expect(ok.projects[1]!.farm).toBeUndefined();
    expect(() =>
      parseDeployedAuction({
        ...base,
        projects: [{ account: A, name: 'K', token: 'K', farm: { tokenAddress: T, tokenDecimals: 18, lpAddress: 'nope' } }],
      }),
    ).toThrow('projects[0].farm.lpAddress is not an address');
  });
});
