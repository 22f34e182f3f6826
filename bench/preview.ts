/**
 * Transaction preview: how long the simulation a confirmation dialog shows takes, from the call to
 * the balance changes on screen's data (app/src/chain/preview.ts: block number and gas price, the call alone,
 * then probe + call + probe), p95 over 60 runs per call after 5 warm-ups, on an anvil with the project's
 * exchange (contracts/test/fixtures.ts), beside the limit of 100 ms. The dialog runs it while the user
 * reads the review, so this is the most it can add before the wallet prompt.
 *
 *   npx tsx bench/preview.ts
 */
import { parseEther, type Address } from 'viem';
import type { PreviewCall } from '../app/src/chain/preview.ts';
import { previewWithClient } from '../app/src/chain/previewRun.ts';
import { approveAll, artifacts, deadline, deployTestToken, mined, setupEnv } from '../contracts/test/fixtures.ts';

const LIMIT_MS = 100;
const RUNS = 60;
const WARMUP = 5;

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!;
}

export async function benchPreview(): Promise<string[]> {
  const env = await setupEnv();
  try {
    const routerAbi = artifacts.FuelRouter.abi;
    const lp = env.wallets[1]!;
    const [A, B] = [
      await deployTestToken(env, 'AAA', { mintTo: [env.accounts[1]!, env.accounts[2]!] }),
      await deployTestToken(env, 'BBB', { mintTo: [env.accounts[1]!] }),
    ];
    for (const t of [A, B]) await approveAll(env, t, env.core.router, [lp, env.wallets[2]!]);
    await mined(
      env,
      lp.writeContract({
        address: env.core.router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [A, B, parseEther('1000'), parseEther('2000'), 0n, 0n, lp.account.address, await deadline(env)],
      }),
    );
    await mined(
      env,
      lp.writeContract({
        address: env.core.router,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [A, parseEther('1000'), 0n, 0n, lp.account.address, await deadline(env)],
        value: parseEther('10'),
      }),
    );
    const trader = env.accounts[2]!;
    const calls: { name: string; call: PreviewCall; tokens: Address[] }[] = [
      {
        name: 'swap AAA → BBB (1 hop)',
        call: {
          account: trader,
          address: env.core.router,
          abi: routerAbi,
          functionName: 'swapExactTokensForTokens',
          args: [parseEther('1'), 0n, [A, B], trader, await deadline(env, 100_000n)],
        },
        tokens: [A, B],
      },
      {
        name: 'swap BNB → BBB (2 hops)',
        call: {
          account: trader,
          address: env.core.router,
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [env.core.wbnb, A, B], trader, await deadline(env, 100_000n)],
          value: parseEther('0.1'),
        },
        tokens: [env.core.wbnb, A, B],
      },
    ];
    const lines: string[] = [];
    for (const c of calls) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const start = performance.now();
        const p = await previewWithClient(env.publicClient, env.core.multicall3, c.call, { tokens: c.tokens });
        const ms = performance.now() - start;
        if (p.kind !== 'ok') throw new Error(`${c.name}: preview ${p.kind}`);
        if (i >= WARMUP) times.push(ms);
      }
      const v = p95(times);
      lines.push(`  ${c.name}: preview p95 ${v.toFixed(1)} ms (limit ${LIMIT_MS} ms) = ${(v / LIMIT_MS).toFixed(2)}x of the limit`);
    }
    return lines;
  } finally {
    await env.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchPreview()) console.log(line);
}
