/**
 * Property tests: random sequences of swaps, mints, burns and protocol-fee switches against one pair,
 * each sequence run from the same evm_snapshot and reverted afterwards. After every step the chain must
 * match the bigint reference model to the wei.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, zeroAddress, type Address } from 'viem';
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
  type PairState,
  type Wallet,
} from './fixtures.ts';
import { getAmountIn, getAmountOut, liquidityMinted, protocolFeeLiquidity, quote } from './model.ts';

const routerAbi = artifacts.FuelRouter.abi;
const factoryAbi = artifacts.FuelFactory.abi;

const NUM_RUNS = Number(process.env.FUEL_PROPERTY_RUNS ?? 30);

let env: Env;
let router: Address;
let X: Address;
let Y: Address;
let pair: Address;
let users: Wallet[];
let feeTo: Address;
/** How often each kind of step really ran (and how often a protocol fee was due), to show coverage. */
const stats = { swapExactIn: 0, swapExactOut: 0, mint: 0, burn: 0, toggleFee: 0, feeMinted: 0 };

type Op =
  | { kind: 'swapExactIn'; user: number; xToY: boolean; amount: bigint }
  | { kind: 'swapExactOut'; user: number; xToY: boolean; per10k: number }
  | { kind: 'mint'; user: number; amountX: bigint }
  | { kind: 'burn'; user: number; per10k: number }
  | { kind: 'toggleFee' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('swapExactIn' as const),
      user: fc.integer({ min: 0, max: 2 }),
      xToY: fc.boolean(),
      amount: fc.bigInt({ min: 1_000n, max: parseEther('800') }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('swapExactOut' as const),
      user: fc.integer({ min: 0, max: 2 }),
      xToY: fc.boolean(),
      per10k: fc.integer({ min: 1, max: 4000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mint' as const),
      user: fc.integer({ min: 0, max: 2 }),
      amountX: fc.bigInt({ min: parseEther('0.001'), max: parseEther('500') }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('burn' as const),
      user: fc.integer({ min: 0, max: 2 }),
      per10k: fc.integer({ min: 1, max: 10_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'toggleFee' as const }) },
);

/** Reserves as (x, y) plus the pair's LP supply and kLast. */
interface View {
  x: bigint;
  y: bigint;
  s: PairState;
}

async function view(): Promise<View> {
  const s = await pairState(env, pair);
  const xIs0 = s.token0.toLowerCase() === X.toLowerCase();
  return { x: xIs0 ? s.reserve0 : s.reserve1, y: xIs0 ? s.reserve1 : s.reserve0, s };
}

async function feeToNow(): Promise<Address> {
  return env.publicClient.readContract({ address: env.core.factory, abi: factoryAbi, functionName: 'feeTo' });
}

/** The protocol fee the next mint/burn must mint to feeTo, from the state before it. */
function expectedProtocolFee(v: View, feeOn: boolean): bigint {
  return feeOn ? protocolFeeLiquidity(v.s.totalSupply, v.s.reserve0, v.s.reserve1, v.s.kLast) : 0n;
}

async function runOp(op: Op): Promise<void> {
  const before = await view();
  const kBefore = before.x * before.y;
  const dl = await deadline(env);

  switch (op.kind) {
    case 'swapExactIn': {
      const w = users[op.user]!;
      const [tIn, tOut] = op.xToY ? [X, Y] : [Y, X];
      const [rIn, rOut] = op.xToY ? [before.x, before.y] : [before.y, before.x];
      const out = getAmountOut(op.amount, rIn, rOut);
      if (out === 0n) return; // too small to buy anything: the pair would reject it
      const balBefore = await balanceOf(env, tOut, w.account.address);
      await mined(
        env,
        w.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'swapExactTokensForTokens',
          args: [op.amount, out, [tIn, tOut], w.account.address, dl],
        }),
      );
      expect((await balanceOf(env, tOut, w.account.address)) - balBefore).toBe(out);
      const after = await view();
      expect(op.xToY ? [after.x, after.y] : [after.y, after.x]).toEqual([rIn + op.amount, rOut - out]);
      expect(after.x * after.y).toBeGreaterThanOrEqual(kBefore);
      expect(after.s.totalSupply).toBe(before.s.totalSupply); // swaps never mint LP
      stats.swapExactIn++;
      return;
    }
    case 'swapExactOut': {
      const w = users[op.user]!;
      const [tIn, tOut] = op.xToY ? [X, Y] : [Y, X];
      const [rIn, rOut] = op.xToY ? [before.x, before.y] : [before.y, before.x];
      const amountOut = (rOut * BigInt(op.per10k)) / 10_000n;
      if (amountOut === 0n) return;
      const amountIn = getAmountIn(amountOut, rIn, rOut);
      const balBefore = await balanceOf(env, tIn, w.account.address);
      await mined(
        env,
        w.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'swapTokensForExactTokens',
          args: [amountOut, amountIn, [tIn, tOut], w.account.address, dl],
        }),
      );
      expect(balBefore - (await balanceOf(env, tIn, w.account.address))).toBe(amountIn);
      const after = await view();
      expect(op.xToY ? [after.x, after.y] : [after.y, after.x]).toEqual([rIn + amountIn, rOut - amountOut]);
      expect(after.x * after.y).toBeGreaterThanOrEqual(kBefore);
      stats.swapExactOut++;
      return;
    }
    case 'mint': {
      const w = users[op.user]!;
      const amountY = quote(op.amountX, before.x, before.y);
      const feeOn = (await feeToNow()) !== zeroAddress;
      const fee = expectedProtocolFee(before, feeOn);
      const supplyAfterFee = before.s.totalSupply + fee;
      const expected = liquidityMinted(supplyAfterFee, before.x, before.y, op.amountX, amountY);
      if (amountY === 0n || expected === 0n) return; // the pair would reject a zero-LP deposit
      const [lpBefore, feeToBefore] = await Promise.all([balanceOf(env, pair, w.account.address), balanceOf(env, pair, feeTo)]);
      await mined(
        env,
        w.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [X, Y, op.amountX, amountY * 2n + 1n, op.amountX, amountY, w.account.address, dl],
        }),
      );
      const after = await view();
      expect((await balanceOf(env, pair, w.account.address)) - lpBefore).toBe(expected);
      expect((await balanceOf(env, pair, feeTo)) - feeToBefore).toBe(fee);
      expect([after.x, after.y]).toEqual([before.x + op.amountX, before.y + amountY]);
      expect(after.s.totalSupply).toBe(supplyAfterFee + expected);
      // proportional: the new shares never claim more than was deposited, on either side
      expect(expected * before.x).toBeLessThanOrEqual(op.amountX * supplyAfterFee);
      expect(expected * before.y).toBeLessThanOrEqual(amountY * supplyAfterFee);
      expect(after.s.kLast).toBe(feeOn ? after.s.reserve0 * after.s.reserve1 : 0n);
      stats.mint++;
      if (fee > 0n) stats.feeMinted++;
      return;
    }
    case 'burn': {
      const w = users[op.user]!;
      const held = await balanceOf(env, pair, w.account.address);
      const liquidity = (held * BigInt(op.per10k)) / 10_000n;
      if (liquidity === 0n) return;
      const feeOn = (await feeToNow()) !== zeroAddress;
      const fee = expectedProtocolFee(before, feeOn);
      const supplyAfterFee = before.s.totalSupply + fee;
      const outX = (liquidity * before.x) / supplyAfterFee;
      const outY = (liquidity * before.y) / supplyAfterFee;
      if (outX === 0n || outY === 0n) return; // the pair would reject it
      const [xBefore, yBefore, feeToBefore] = await Promise.all([
        balanceOf(env, X, w.account.address),
        balanceOf(env, Y, w.account.address),
        balanceOf(env, pair, feeTo),
      ]);
      await mined(
        env,
        w.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'removeLiquidity',
          args: [X, Y, liquidity, outX, outY, w.account.address, dl],
        }),
      );
      const after = await view();
      expect((await balanceOf(env, X, w.account.address)) - xBefore).toBe(outX);
      expect((await balanceOf(env, Y, w.account.address)) - yBefore).toBe(outY);
      expect((await balanceOf(env, pair, feeTo)) - feeToBefore).toBe(fee);
      expect(after.s.totalSupply).toBe(supplyAfterFee - liquidity);
      expect([after.x, after.y]).toEqual([before.x - outX, before.y - outY]);
      expect(after.s.kLast).toBe(feeOn ? after.s.reserve0 * after.s.reserve1 : 0n);
      stats.burn++;
      if (fee > 0n) stats.feeMinted++;
      return;
    }
    case 'toggleFee': {
      const next = (await feeToNow()) === zeroAddress ? feeTo : zeroAddress;
      await mined(env, env.deployer.writeContract({ address: env.core.factory, abi: factoryAbi, functionName: 'setFeeTo', args: [next] }));
      stats.toggleFee++;
      return;
    }
  }
}

beforeAll(async () => {
  env = await setupEnv();
  router = env.core.router;
  feeTo = env.feeTo;
  users = [env.wallets[1]!, env.wallets[2]!, env.wallets[3]!];
  const addresses = users.map((u) => u.account.address);
  X = await deployTestToken(env, 'XXX', { mintTo: addresses, amount: parseEther('1000000000') });
  Y = await deployTestToken(env, 'YYY', { mintTo: addresses, amount: parseEther('1000000000') });
  await approveAll(env, X, router, users);
  await approveAll(env, Y, router, users);
  await mined(
    env,
    users[0]!.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [X, Y, parseEther('1000'), parseEther('3000'), 0n, 0n, users[0]!.account.address, await deadline(env)],
    }),
  );
  pair = await pairOf(env, X, Y);
  await approveAll(env, pair, router, users);
});

afterAll(async () => {
  await env?.stop();
});

describe('pair properties under random operation sequences', () => {
  it('reserves follow the model, k never falls on swaps, LP stays proportional, feeTo gets exactly its share', async () => {
    let sequences = 0;
    let ops = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 12 }), async (sequence) => {
        const id = await env.testClient.snapshot();
        try {
          for (const op of sequence) {
            await runOp(op);
            ops++;
          }
          // reserves always equal the pair's balances (nobody donated)
          const v = await view();
          expect(await balanceOf(env, X, pair)).toBe(v.x);
          expect(await balanceOf(env, Y, pair)).toBe(v.y);
        } finally {
          await env.testClient.revert({ id });
        }
        sequences++;
      }),
      { numRuns: NUM_RUNS, endOnFailure: false },
    );
    expect(sequences).toBeGreaterThanOrEqual(NUM_RUNS);
    expect(ops).toBeGreaterThan(NUM_RUNS * 3 - 1);
    // every kind of step ran for real, and protocol fees were actually due and checked
    for (const [kind, n] of Object.entries(stats)) expect(n, kind).toBeGreaterThan(0);
  }, 360_000); // ~30 s on an idle 2-core machine; room for a loaded one (the sequence is fixed by the global seed).

  it('the protocol fee after a long run of swaps is 8/25 of the sqrt(k) growth', async () => {
    const id = await env.testClient.snapshot();
    try {
      const w = users[1]!;
      const dl = await deadline(env);
      const start = await view();
      expect(start.s.kLast).toBe(start.s.reserve0 * start.s.reserve1);
      for (let i = 0; i < 20; i++) {
        const [tIn, tOut] = i % 2 === 0 ? [X, Y] : [Y, X];
        await mined(
          env,
          w.writeContract({
            address: router,
            abi: routerAbi,
            functionName: 'swapExactTokensForTokens',
            args: [parseEther('300'), 0n, [tIn, tOut], w.account.address, dl],
          }),
        );
      }
      const before = await view();
      const fee = protocolFeeLiquidity(before.s.totalSupply, before.s.reserve0, before.s.reserve1, before.s.kLast);
      expect(fee).toBeGreaterThan(0n);
      const feeToBefore = await balanceOf(env, pair, feeTo);
      // a burn of 1 wei of LP is enough to trigger _mintFee
      await mined(
        env,
        users[0]!.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'removeLiquidity',
          args: [X, Y, 10n ** 6n, 0n, 0n, users[0]!.account.address, dl],
        }),
      );
      const minted = (await balanceOf(env, pair, feeTo)) - feeToBefore;
      expect(minted).toBe(fee);
      // cross-check the share in floating point: feeTo's fraction equals 8/25 of the sqrt(k) growth fraction
      const rootK = Math.sqrt(Number(before.s.reserve0) * Number(before.s.reserve1));
      const rootKLast = Math.sqrt(Number(before.s.kLast));
      const share = Number(minted) / Number(before.s.totalSupply + minted);
      expect(share / ((8 / 25) * ((rootK - rootKLast) / rootK))).toBeCloseTo(1, 6);
    } finally {
      await env.testClient.revert({ id });
    }
  });
});
