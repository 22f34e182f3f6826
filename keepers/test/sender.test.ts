/**
 * The managed sender on a real anvil: a transaction the node never mines (dropped from its pool, as a node under
 * load drops an underpriced one) is sent again at the same nonce with a fee at least 12.5% higher, and only one
 * transaction is ever mined for that nonce; the fee never passes the ceiling.
 */
import { createPublicClient, createTestClient, http, parseGwei, type Hash, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { bumpedGasPrice, managedSender } from '../src/sender.ts';

// anvil's account #5 (the mnemonic's well-known key).
const KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';

describe('managedSender', () => {
  let node: AnvilInstance;
  let pub: PublicClient;
  let test: ReturnType<typeof createTestClient>;
  beforeAll(async () => {
    node = await startAnvil({ blockTime: 1 });
    const chain = { ...foundry, id: 31337 } as const;
    pub = createPublicClient({ chain, transport: http(node.url) }) as PublicClient;
    test = createTestClient({ chain, transport: http(node.url), mode: 'anvil' });
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('bumps by at least 12.5%, rounding up', () => {
    expect(bumpedGasPrice(1_000_000_000n)).toBe(1_125_000_000n);
    expect(bumpedGasPrice(1n)).toBe(2n);
    expect(bumpedGasPrice(7n)).toBe(8n);
  });

  it('replaces a transaction that is not mined within N blocks, same nonce, higher fee, mined once', async () => {
    const account = privateKeyToAccount(KEY);
    const lines: string[] = [];
    const sender = managedSender({
      pub,
      account,
      chainId: 31337,
      bumpAfterBlocks: 2,
      maxGasPrice: parseGwei('100'),
      gasPrice: async () => parseGwei('2'),
      pollingIntervalMs: 100,
      log: (l) => lines.push(l),
    });
    const nonce = await pub.getTransactionCount({ address: account.address });
    // Nothing is mined while the first copy is in the pool: the test takes it out before the next block.
    await test.setIntervalMining({ interval: 0 });
    const receipt = sender.send({ to: account.address, data: '0x', value: 1n, gas: 21_000n, label: 'transfer' });
    let first: Hash | undefined;
    while (!first) {
      const sent = lines.find((l) => l.includes(' sent '));
      first = sent?.match(/0x[0-9a-f]{64}/)?.[0] as Hash | undefined;
      await new Promise((r) => setTimeout(r, 50));
    }
    await test.dropTransaction({ hash: first });
    await test.setIntervalMining({ interval: 1 });
    const r = await receipt;
    expect(r.status).toBe('success');
    expect(r.transactionHash).not.toBe(first);
    const mined = await pub.getTransaction({ hash: r.transactionHash });
    expect(mined.nonce).toBe(nonce);
    expect(mined.gasPrice).toBeGreaterThanOrEqual((parseGwei('2') * 1125n) / 1000n);
    expect(await pub.getTransactionCount({ address: account.address })).toBe(nonce + 1);
    expect(lines.filter((l) => l.includes(' sent ')).length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('never offers more than the ceiling, and gives up when told to', async () => {
    const account = privateKeyToAccount(KEY);
    const lines: string[] = [];
    const sender = managedSender({
      pub,
      account,
      chainId: 31337,
      bumpAfterBlocks: 1,
      maxGasPrice: parseGwei('2.1'),
      gasPrice: async () => parseGwei('2'),
      pollingIntervalMs: 100,
      giveUpBlocks: 2,
      log: (l) => lines.push(l),
    });
    await test.setIntervalMining({ interval: 0 });
    const sending = sender.send({ to: account.address, data: '0x', value: 1n, gas: 21_000n, label: 'transfer' });
    // Every copy is dropped before the next block: the price climbs to the ceiling and stays there. One block per
    // line the sender logs (it sends or waits once per block), so no copy is ever in the pool when a block is mined.
    let settled = false;
    const outcome = sending.then(
      () => 'mined',
      (e: unknown) => String(e),
    );
    void outcome.then(() => {
      settled = true;
    });
    let seen = 0;
    while (!settled) {
      if (lines.length === seen) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      seen = lines.length;
      const pool = (await pub.request({ method: 'txpool_content' } as never)) as {
        pending: Record<string, Record<string, { hash: Hash }>>;
      };
      for (const txs of Object.values(pool.pending)) for (const t of Object.values(txs)) await test.dropTransaction({ hash: t.hash });
      await test.mine({ blocks: 1 });
    }
    expect(await outcome).toMatch(/not mined at the gas price ceiling/);
    await test.setIntervalMining({ interval: 1 });
    const prices = lines.flatMap((l) => l.match(/gas price (\d+) wei/)?.[1] ?? []).map(BigInt);
    expect(prices[0]).toBe(parseGwei('2'));
    expect(prices.at(-1)).toBe(parseGwei('2.1'));
    expect(prices.every((p) => p <= parseGwei('2.1'))).toBe(true);
  }, 60_000);
});
