import { describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import type { Deployment } from './deployment.ts';
import { projectSpenders } from './spenders.ts';

const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;

describe('projectSpenders', () => {
  it('lists the router, farms, vault, every Syrup pool but the manual one, lottery, IFOs, profile, collectibles and auction once each', () => {
    const d = {
      contracts: { WBNB: a(1), Factory: a(2), Router: a(3), Multicall3: a(4) },
      farms: {
        chef: a(5),
        vault: a(6),
        pools: [
          { sousId: 0, contractAddress: a(5), earningTokenSymbol: 'FUEL' },
          { sousId: 1, contractAddress: a(7), earningTokenSymbol: 'CAKE' },
        ],
      },
      lottery: { lottery: a(8) },
      ifo: { entries: [{ id: 'kalmar', address: a(9) }] },
      profile: { profile: a(10), bunnyFactory: a(11) },
      auction: { address: a(12) },
    } as unknown as Deployment;
    expect(projectSpenders(d)).toEqual([
      { address: a(3), kind: 'router', label: '' },
      { address: a(5), kind: 'farms', label: '' },
      { address: a(6), kind: 'vault', label: '' },
      { address: a(7), kind: 'pool', label: 'CAKE' },
      { address: a(8), kind: 'lottery', label: '' },
      { address: a(9), kind: 'ifo', label: 'kalmar' },
      { address: a(10), kind: 'profile', label: '' },
      { address: a(11), kind: 'collectibles', label: '' },
      { address: a(12), kind: 'auction', label: '' },
    ]);
  });

  it('lists only the router for an exchange-only deployment', () => {
    const d = { contracts: { WBNB: a(1), Factory: a(2), Router: a(3), Multicall3: a(4) } } as unknown as Deployment;
    expect(projectSpenders(d).map((s) => s.kind)).toEqual(['router']);
  });
});
