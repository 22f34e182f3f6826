import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, getAddress, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil } from '../scripts/anvil.ts';
import { PAIR_INIT_CODE_HASH } from './fixtures.ts';

const { deployCore } = await import('../scripts/deploy-core.ts');

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('deployCore on an interval-mined chain with a local (private-key) account', () => {
  it('deploys in two rounds of blocks, wires the init code hash, and startAnvil.stop frees the port', async () => {
    const anvil = await startAnvil({ blockTime: 1 });
    try {
      const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
      const publicClient = createPublicClient({ transport: http(anvil.url), pollingInterval: 100 });
      const walletClient = createWalletClient({ account, transport: http(anvil.url) });
      const logs: string[] = [];
      const core = await deployCore(walletClient, publicClient, {
        feeTo: '0x000000000000000000000000000000000000fee0',
        feeToSetter: '0x000000000000000000000000000000000000face',
        log: (m) => logs.push(m),
      });
      expect(core.pairInitCodeHash).toBe(PAIR_INIT_CODE_HASH);
      expect(core.chainId).toBe(31337);
      expect(core.deployer).toBe(account.address);
      expect(getAddress(core.feeToSetter)).toBe(getAddress('0x000000000000000000000000000000000000face'));
      // WBNB, Multicall3 and the factory share a block; the router follows in the next one or two
      expect(core.blocks.wbnb).toBe(core.blocks.factory);
      expect(core.blocks.multicall3).toBe(core.blocks.factory);
      expect(core.blocks.router - core.blocks.factory).toBeGreaterThanOrEqual(1n);
      expect(core.blocks.router - core.blocks.factory).toBeLessThanOrEqual(2n);
      expect(logs.some((l) => l.includes('FuelRouter'))).toBe(true);
      for (const a of [core.wbnb, core.multicall3, core.factory, core.router]) {
        expect((await publicClient.getCode({ address: a }))?.length).toBeGreaterThan(2);
      }
    } finally {
      await anvil.stop();
    }
    expect(await portOpen(anvil.port)).toBe(false);
    await anvil.stop(); // idempotent
  });
});
