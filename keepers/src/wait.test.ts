import { createPublicClient, createTestClient, createWalletClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { receiptTimeoutMs, waitMined } from './wait.ts';

describe('waitMined (a keeper waiting for its transaction)', () => {
  let node: AnvilInstance;
  const chain = { ...foundry, id: 31337 } as const;
  let clients: {
    pub: ReturnType<typeof createPublicClient>;
    test: ReturnType<typeof createTestClient>;
    wallet: ReturnType<typeof createWalletClient>;
  };

  beforeAll(async () => {
    node = await startAnvil();
    const transport = http(node.url);
    clients = {
      pub: createPublicClient({ chain, transport }),
      test: createTestClient({ chain, transport, mode: 'anvil' }),
      wallet: createWalletClient({ chain, transport }),
    };
  });
  afterAll(async () => {
    await node?.stop();
  });

  const send = async () => {
    const [from] = await clients.wallet.getAddresses();
    return clients.wallet.sendTransaction({ account: from!, chain, to: from!, value: 1n });
  };

  it('gives the receipt of a mined transaction', async () => {
    const hash = await send();
    const r = await waitMined(clients.pub as never, hash, 1);
    expect(r.transactionHash).toBe(hash);
    expect(r.status).toBe('success');
  });

  it('fails at its next poll, not after the timeout, when a snapshot revert takes the block back', async () => {
    const { pub, test } = clients;
    await test.setAutomine(false);
    try {
      const snapshot = await test.snapshot();
      const hash = await send();
      const started = Date.now();
      const waiting = waitMined(pub as never, hash, 1, 1_000);
      waiting.catch(() => undefined);
      // Within the first poll's second: the transaction is mined, then its block is reverted away.
      await new Promise((done) => setTimeout(done, 100));
      await test.mine({ blocks: 1 });
      expect((await pub.getTransactionReceipt({ hash })).status).toBe('success');
      await test.revert({ id: snapshot });
      await expect(waiting).rejects.toThrow(/gone from the chain/);
      expect(Date.now() - started).toBeLessThan(receiptTimeoutMs(1) / 2);
    } finally {
      await test.setAutomine(true);
    }
  });
});
