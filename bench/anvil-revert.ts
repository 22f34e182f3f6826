/**
 * Anvil's evm_revert against its interval miner (devnet/src/mining.ts): how many snapshot reverts, at random
 * moments of a 1-second block, leave the chain with a hole (a block number between the snapshot and the head that
 * anvil no longer has), plain and with `withMiningStopped` as the e2e fixture does it. Not part of `npm run bench`
 * (minutes per run); run it when anvil is upgraded, to see whether the workaround is still needed:
 *
 *   npx tsx bench/anvil-revert.ts [reverts per mode, default 60] [--state anvil-state.json]
 *
 * The race needs a block being mined at the moment of the revert, so it shows more on a loaded machine and a
 * larger state (an e2e run's .devnet-test/anvil-state.json). Measured beside two busy loops on the e2e state:
 * plain 3 holes in 66 reverts; with mining stopped 0 in 150.
 */
import { createPublicClient, createTestClient, createWalletClient, http, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import { startAnvil } from '../contracts/scripts/anvil.ts';
import { withMiningStopped } from '../devnet/src/mining.ts';

const args = process.argv.slice(2);
const stateAt = args.indexOf('--state');
const state = stateAt >= 0 ? args[stateAt + 1] : undefined;
const reverts = Number(args.find((a, i) => /^\d+$/.test(a) && (stateAt < 0 || i !== stateAt + 1)) ?? 60);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function holesAfterReverts(stopped: boolean): Promise<number> {
  const node = await startAnvil({ blockTime: 1, args: state ? ['--load-state', state] : [] });
  try {
    const chain = { ...foundry, id: 31337 } as const;
    const transport = http(node.url);
    const pub = createPublicClient({ chain, transport });
    const test = createTestClient({ chain, transport, mode: 'anvil' });
    const wallet = createWalletClient({ chain, transport });
    const [from] = await wallet.getAddresses();
    if (!from) throw new Error('anvil has no unlocked account');
    const head = () => pub.getBlockNumber({ cacheTime: 0 });
    const step = <T>(fn: () => Promise<T>) => (stopped ? withMiningStopped(test, 1, fn) : fn());
    let holes = 0;
    for (let i = 0; i < reverts; i++) {
      const id = (await step(() => test.snapshot())) as Hex;
      const base = await head();
      // A few transactions so that the blocks are not empty (the same ones again after each revert).
      for (let k = 0; k < 3; k++) wallet.sendTransaction({ account: from, to: from, value: 1n, chain: null }).catch(() => undefined);
      while ((await head()) < base + 2n) await sleep(50);
      await sleep(Math.random() * 1_000);
      await step(() => test.revert({ id }));
      await sleep(1_200);
      const now = await head();
      for (let n = base; n <= now; n++) {
        const block = await pub.getBlock({ blockNumber: n }).catch(() => undefined);
        if (!block) {
          holes++;
          break;
        }
      }
    }
    return holes;
  } finally {
    await node.stop();
  }
}

const plain = await holesAfterReverts(false);
const stopped = await holesAfterReverts(true);
console.log(`reverts that left a hole in the chain, of ${reverts} each${state ? ` (state ${state})` : ''}:`);
console.log(`  plain evm_revert        ${plain}`);
console.log(`  with mining stopped     ${stopped}   (limit 0)`);
