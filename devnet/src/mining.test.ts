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
    // Heads are read inside the steps: once interval mining resumes, a block may come at any moment.
    const { snapshot, base } = await withMiningStopped(test, 1, async () => ({ snapshot: await test.snapshot(), base: await head() }));
    // Inside the step the chain stands still for longer than a block time.
    const during = await withMiningStopped(test, 1, async () => {
      const before = await head();
      await sleep(1_500);
      return { before, after: await head() };
    });
    expect(during.after).toBe(during.before);
    await sleep(2_200);
    expect(await head()).toBeGreaterThan(during.after); // interval mining resumed
    // The block mined before the revert is dropped with the rest: the head is the snapshot's block again.
    const reverted = await withMiningStopped(test, 1, async () => {
      await test.revert({ id: snapshot });
      return head();
    });
    expect(reverted).toBe(base);
    await sleep(1_200);
    const now = await head();
    for (let n = 0n; n <= now; n++) expect((await pub.getBlock({ blockNumber: n })).number).toBe(n);
  }, 30_000); // about 5 s of waiting for blocks, more on a busy machine

  it('resumes interval mining when the step fails', async () => {
    await expect(withMiningStopped(test, 1, () => Promise.reject(new Error('step failed')))).rejects.toThrow('step failed');
    const at = await head();
    await sleep(2_200);
    expect(await head()).toBeGreaterThan(at);
  }, 30_000);
});
