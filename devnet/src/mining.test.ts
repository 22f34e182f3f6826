import { createPublicClient, createTestClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { withMiningStopped } from './mining.ts';

describe('withMiningStopped (snapshot and revert beside an interval miner)', () => {
  let node: AnvilInstance;
  const chain = { ...foundry, id: 31337 } as const;
  let pub: ReturnType<typeof createPublicClient>;
  let test: ReturnType<typeof createTestClient>;
  const head = () => pub.getBlockNumber({ cacheTime: 0 });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    node = await startAnvil({ blockTime: 1 });
    pub = createPublicClient({ chain, transport: http(node.url) });
    test = createTestClient({ chain, transport: http(node.url), mode: 'anvil' });
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('mines nothing while the step runs, then a block a second again; a revert keeps every block number', async () => {
    const start = await head();
    const snapshot = await withMiningStopped(test, 1, () => test.snapshot());
    const base = await head();
    // Inside the step the chain stands still for longer than a block time.
    const during = await withMiningStopped(test, 1, async () => {
      const before = await head();
      await sleep(1_500);
      return { before, after: await head() };
    });
    expect(during.after).toBe(during.before);
    await sleep(2_200);
    expect(await head()).toBeGreaterThan(during.after); // interval mining resumed
    expect(await withMiningStopped(test, 1, () => test.revert({ id: snapshot }))).toBeUndefined();
    // One block was mined before the revert (it is dropped with the rest): the head is the snapshot's block.
    expect(await head()).toBe(base);
    expect(base).toBe(start + 1n);
    await sleep(1_200);
    const now = await head();
    for (let n = start; n <= now; n++) expect((await pub.getBlock({ blockNumber: n })).number).toBe(n);
  });

  it('resumes interval mining when the step fails', async () => {
    await expect(withMiningStopped(test, 1, () => Promise.reject(new Error('step failed')))).rejects.toThrow('step failed');
    const at = await head();
    await sleep(2_200);
    expect(await head()).toBeGreaterThan(at);
  });
});
