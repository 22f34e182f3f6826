/**
 * A split trade on a deployed pair set: the SDK finds the split on the reserves read at a block, the
 * router's swapSplit executes it in the next block, and the amounts received and paid equal the SDK's
 * quote to the wei. Starts its own anvil (about 10 s with the deployment).
 */
import {
  CurrencyAmount,
  NativeCurrency,
  Pair,
  type SplitTrade,
  Token,
  bestSplitExactIn,
  bestSplitExactOut,
  bestTradeExactIn,
  splitSwapCallParameters,
} from '@fuelswap/sdk';
import { parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveAll,
  artifacts,
  balanceOf,
  deadline,
  deployTestToken,
  mined,
  pairOf,
  pairState,
  setupEnv,
  type Env,
  type Wallet,
} from './fixtures.ts';

const routerAbi = artifacts.FuelRouter.abi;
const E = (n: number) => parseEther(String(n));

let env: Env;
let router: Address;
let lp: Wallet;
let trader: Wallet;
let tokens: Record<string, Token>;
let bnb: NativeCurrency;
const pairKeys: [string, string][] = [
  ['A', 'B'],
  ['A', 'C'],
  ['C', 'B'],
  ['A', 'W'],
  ['W', 'B'],
];

/** The SDK's view of the pools at the latest block. */
async function readPairs(): Promise<Pair[]> {
  return Promise.all(
    pairKeys.map(async ([x, y]) => {
      const tx = tokens[x] as Token;
      const ty = tokens[y] as Token;
      const address = await pairOf(env, tx.address as Address, ty.address as Address);
      const s = await pairState(env, address);
      const t0 = s.token0.toLowerCase() === tx.address.toLowerCase() ? tx : ty;
      const t1 = t0 === tx ? ty : tx;
      return new Pair(CurrencyAmount.fromRaw(t0, s.reserve0), CurrencyAmount.fromRaw(t1, s.reserve1), address);
    }),
  );
}

async function send(split: SplitTrade, recipient: Address): Promise<bigint> {
  const call = splitSwapCallParameters(split, { allowedSlippage: 50, recipient, deadline: await deadline(env) });
  const r = await mined(
    env,
    trader.writeContract({
      address: router,
      abi: routerAbi,
      functionName: call.methodName,
      args: [call.args[0], call.args[1], call.args[2] as Address[][], call.args[3] as Address, call.args[4], call.args[5]],
      value: call.value,
    }),
  );
  return r.gasUsed * r.effectiveGasPrice;
}

beforeAll(async () => {
  env = await setupEnv();
  router = env.core.router;
  lp = env.wallets[1] as Wallet;
  trader = env.wallets[2] as Wallet;
  const holders = [env.accounts[1] as Address, env.accounts[2] as Address];
  const a = await deployTestToken(env, 'AAA', { mintTo: holders });
  const b = await deployTestToken(env, 'BBB', { mintTo: holders });
  const c = await deployTestToken(env, 'CCC', { mintTo: holders });
  for (const t of [a, b, c]) await approveAll(env, t, router, [lp, trader]);
  const wbnb = new Token(31337, env.core.wbnb, 18, 'WBNB', 'Wrapped BNB');
  tokens = {
    A: new Token(31337, a, 18, 'AAA', 'A'),
    B: new Token(31337, b, 18, 'BBB', 'B'),
    C: new Token(31337, c, 18, 'CCC', 'C'),
    W: wbnb,
  };
  bnb = new NativeCurrency(wbnb);
  const add = async (x: Address, y: Address, ax: bigint, ay: bigint) =>
    mined(
      env,
      lp.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [x, y, ax, ay, 0n, 0n, lp.account.address, await deadline(env)],
      }),
    );
  await add(a, b, E(1000), E(1100));
  await add(a, c, E(2000), E(1000));
  await add(c, b, E(1000), E(2100));
  for (const [t, amount, value] of [
    [a, E(1000), E(10)],
    [b, E(1000), E(10)],
  ] as const) {
    await mined(
      env,
      lp.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [t, amount, 0n, 0n, lp.account.address, await deadline(env)],
        value,
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('split trade on anvil', () => {
  it('exact tokens in: the amount received is the SDK quote to the wei, and more than one route gives', async () => {
    const pairs = await readPairs();
    const amount = CurrencyAmount.fromRaw(tokens.A as Token, E(300));
    const split = bestSplitExactIn(pairs, amount, tokens.B as Token);
    expect(split).toBeDefined();
    const s = split as SplitTrade;
    expect(s.parts.length).toBeGreaterThan(1);
    const single = bestTradeExactIn(pairs, amount, tokens.B as Token)[0];
    expect(s.outputAmount.raw).toBeGreaterThan(single?.outputAmount.raw ?? 0n);
    const to = env.accounts[5] as Address;
    const before = await balanceOf(env, (tokens.B as Token).address as Address, to);
    await send(s, to);
    expect((await balanceOf(env, (tokens.B as Token).address as Address, to)) - before).toBe(s.outputAmount.raw);
    expect(await balanceOf(env, (tokens.A as Token).address as Address, router)).toBe(0n);
  });

  it('BNB for exact tokens: pays the SDK quote to the wei and refunds the slippage margin exactly', async () => {
    const pairs = await readPairs();
    const want = CurrencyAmount.fromRaw(tokens.B as Token, E(40));
    const split = bestSplitExactOut(pairs, bnb, want) as SplitTrade;
    expect(split).toBeDefined();
    const to = env.accounts[6] as Address;
    const trader0 = await env.publicClient.getBalance({ address: trader.account.address });
    const gas = await send(split, to);
    const trader1 = await env.publicClient.getBalance({ address: trader.account.address });
    expect(trader0 - trader1 - gas).toBe(split.inputAmount.raw);
    expect(await balanceOf(env, (tokens.B as Token).address as Address, to)).toBe(E(40));
    expect(await env.publicClient.getBalance({ address: router })).toBe(0n);
  });
});
