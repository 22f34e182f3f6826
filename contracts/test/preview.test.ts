/**
 * Transaction preview (app/src/chain/preview.ts) against anvil's eth_simulateV1: the simulated balance
 * changes of the account and the recipient equal, to the wei, what the same transaction then does on the chain
 * (BNB: the value moved, the fee shown apart); approvals are listed; a revert gives its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUint256, parseEther, type Address } from 'viem';
import type { PreviewCall } from '../../app/src/chain/preview.ts';
import { previewWithClient } from '../../app/src/chain/previewRun.ts';
import { approveAll, artifacts, balanceOf, deadline, deployTestToken, mined, setupEnv, type Env } from './fixtures.ts';

const routerAbi = artifacts.FuelRouter.abi;
const erc20Abi = artifacts.TestToken.abi;
const E = (n: number) => parseEther(String(n));

let env: Env;
let A: Address;
let B: Address;

beforeAll(async () => {
  env = await setupEnv();
  const holders = [env.accounts[1]!, env.accounts[2]!];
  A = await deployTestToken(env, 'AAA', { mintTo: holders });
  B = await deployTestToken(env, 'BBB', { mintTo: holders });
  await approveAll(env, A, env.core.router, [env.wallets[1]!]);
  await approveAll(env, B, env.core.router, [env.wallets[1]!]);
  const lp = env.wallets[1]!;
  await mined(
    env,
    lp.writeContract({
      address: env.core.router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [A, B, E(1000), E(2000), 0n, 0n, lp.account.address, await deadline(env)],
    }),
  );
  await mined(
    env,
    lp.writeContract({
      address: env.core.router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [A, E(1000), 0n, 0n, lp.account.address, await deadline(env)],
      value: E(10),
    }),
  );
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const preview = (c: PreviewCall, opts: Parameters<typeof previewWithClient>[3] = {}) =>
  previewWithClient(env.publicClient, env.core.multicall3, c, opts);

describe('previewWithClient', () => {
  it('a BNB → token swap to another recipient: the preview equals the chain to the wei', async () => {
    const [trader, recipient] = [env.accounts[3]!, env.accounts[4]!];
    // The pair writes its price accumulators only in a block later than its last update (~44k gas more). Anvil mines
    // blocks in the same wall-clock second with equal timestamps, so without this the simulated and the mined block
    // could fall on either side of a second boundary (CI, busy machine: 107,121 simulated, 151,541 mined). A block a
    // minute on puts both after the pair's last update, whatever the clock does meanwhile.
    await env.testClient.increaseTime({ seconds: 60 });
    await env.testClient.mine({ blocks: 1 });
    const call = {
      account: trader,
      address: env.core.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [env.core.wbnb, A], recipient, await deadline(env)],
      value: E(1),
    } as const;
    const p = await preview(call, { tokens: [A], recipient });
    expect(p.kind).toBe('ok');
    if (p.kind !== 'ok') return;
    const aOut = p.changes.find((c) => c.holder === recipient && c.token.toLowerCase() === A.toLowerCase())!.diff;
    expect(aOut).toBeGreaterThan(0n);
    expect(p.changes.find((c) => c.holder === trader && c.token === 'native')!.diff).toBe(-E(1));
    expect(p.tokens[A.toLowerCase()]).toEqual({ symbol: 'AAA', decimals: 18 });
    expect(p.gasUsed).toBeGreaterThan(50_000n);

    const [bnbBefore, aBefore] = [await env.publicClient.getBalance({ address: trader }), await balanceOf(env, A, recipient)];
    const w = env.wallets[3]!;
    const receipt = await mined(env, w.writeContract({ ...call, account: w.account, chain: env.chain }));
    expect(await balanceOf(env, A, recipient)).toBe(aBefore + aOut);
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await env.publicClient.getBalance({ address: trader })).toBe(bnbBefore - E(1) - fee);
    expect(receipt.gasUsed).toBe(p.gasUsed);
  });

  it('finds a token the caller did not name (the output of a two-hop swap) and the approvals a call sets', async () => {
    const trader = env.accounts[2]!;
    const swap = await preview({
      account: trader,
      address: env.core.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [env.core.wbnb, A, B], trader, await deadline(env)],
      value: E(1),
    });
    expect(swap.kind).toBe('ok');
    if (swap.kind === 'ok') expect(swap.changes.map((c) => c.token.toLowerCase()).sort()).toEqual([B.toLowerCase(), 'native'].sort());

    const approve = await preview({
      account: trader,
      address: B,
      abi: erc20Abi,
      functionName: 'approve',
      args: [env.core.router, maxUint256],
    });
    expect(approve.kind).toBe('ok');
    if (approve.kind === 'ok') {
      expect(approve.approvals).toEqual([{ token: B, spender: env.core.router, amount: maxUint256 }]);
      expect(approve.changes).toEqual([]);
    }
  });

  it('a call that would revert gives the reason and changes nothing', async () => {
    const trader = env.accounts[3]!;
    const p = await preview({
      account: trader,
      address: env.core.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [E(1_000_000), [env.core.wbnb, A], trader, await deadline(env)],
      value: E(1),
    });
    expect(p.kind).toBe('reverted');
    if (p.kind === 'reverted') expect(p.reason).toMatch(/INSUFFICIENT_OUTPUT_AMOUNT/);
  });
});
