import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxUint256, parseEther, parseSignature, type Address, type Hex } from 'viem';
import type { HDAccount } from 'viem/accounts';
import {
  approveAll,
  artifacts,
  balanceOf,
  deadline,
  deployTestToken,
  localAccounts,
  mined,
  pairOf,
  pairState,
  setupEnv,
  type Env,
  type Wallet,
} from './fixtures.ts';

const routerAbi = artifacts.FuelRouter.abi;
const pairAbi = artifacts.FuelPair.abi;

let env: Env;
let router: Address;
let A: Address;
let B: Address;
let pairAB: Address;
let pairAW: Address;
let owner: Wallet;
let ownerKey: HDAccount;
let snapshot: Hex;

const E = (n: number) => parseEther(String(n));

const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

async function signPermit(
  signer: HDAccount,
  pair: Address,
  value: bigint,
  permitDeadline: bigint,
  opts: { nonce?: bigint; owner?: Address; name?: string } = {},
) {
  const nonce =
    opts.nonce ?? (await env.publicClient.readContract({ address: pair, abi: pairAbi, functionName: 'nonces', args: [signer.address] }));
  const signature = await signer.signTypedData({
    domain: { name: opts.name ?? 'FuelSwap LPs', version: '1', chainId: 31337, verifyingContract: pair },
    types: permitTypes,
    primaryType: 'Permit',
    message: { owner: opts.owner ?? signer.address, spender: router, value, nonce, deadline: permitDeadline },
  });
  const { v, r, s, yParity } = parseSignature(signature);
  return { v: Number(v ?? BigInt(yParity + 27)), r, s };
}

beforeAll(async () => {
  env = await setupEnv();
  router = env.core.router;
  owner = env.wallets[1]!;
  ownerKey = localAccounts[1]!;
  A = await deployTestToken(env, 'AAA', { mintTo: [owner.account.address] });
  B = await deployTestToken(env, 'BBB', { mintTo: [owner.account.address] });
  await approveAll(env, A, router, [owner]);
  await approveAll(env, B, router, [owner]);
  const dl = await deadline(env);
  await mined(
    env,
    owner.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [A, B, E(100), E(400), 0n, 0n, owner.account.address, dl],
    }),
  );
  await mined(
    env,
    owner.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [A, E(100), 0n, 0n, owner.account.address, dl],
      value: E(4),
    }),
  );
  pairAB = await pairOf(env, A, B);
  pairAW = await pairOf(env, A, env.core.wbnb);
});

afterAll(async () => {
  await env?.stop();
});

beforeEach(async () => {
  snapshot = await env.testClient.snapshot();
});

afterEach(async () => {
  await env.testClient.revert({ id: snapshot });
});

describe('LP permit (EIP-2612)', () => {
  it('removeLiquidityWithPermit works with a viem-signed EIP-712 permit and no prior approval', async () => {
    const liquidity = (await balanceOf(env, pairAB, owner.account.address)) / 2n;
    const dl = await deadline(env);
    const { v, r, s } = await signPermit(ownerKey, pairAB, liquidity, dl);
    const state = await pairState(env, pairAB);
    const aIs0 = state.token0.toLowerCase() === A.toLowerCase();
    const expectedA = (liquidity * (aIs0 ? state.reserve0 : state.reserve1)) / state.totalSupply;
    const expectedB = (liquidity * (aIs0 ? state.reserve1 : state.reserve0)) / state.totalSupply;
    const to = env.accounts[5]!;
    await mined(
      env,
      owner.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityWithPermit',
        args: [A, B, liquidity, expectedA, expectedB, to, dl, false, v, r, s],
      }),
    );
    expect(await balanceOf(env, A, to)).toBe(expectedA);
    expect(await balanceOf(env, B, to)).toBe(expectedB);
    expect(
      await env.publicClient.readContract({ address: pairAB, abi: pairAbi, functionName: 'nonces', args: [owner.account.address] }),
    ).toBe(1n);
    // the exact-value permit is used up by the transferFrom
    expect(
      await env.publicClient.readContract({
        address: pairAB,
        abi: pairAbi,
        functionName: 'allowance',
        args: [owner.account.address, router],
      }),
    ).toBe(0n);
  });

  it('approveMax signs for the maximum and leaves an unlimited allowance', async () => {
    const liquidity = (await balanceOf(env, pairAB, owner.account.address)) / 3n;
    const dl = await deadline(env);
    const { v, r, s } = await signPermit(ownerKey, pairAB, maxUint256, dl);
    await mined(
      env,
      owner.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityWithPermit',
        args: [A, B, liquidity, 0n, 0n, owner.account.address, dl, true, v, r, s],
      }),
    );
    expect(
      await env.publicClient.readContract({
        address: pairAB,
        abi: pairAbi,
        functionName: 'allowance',
        args: [owner.account.address, router],
      }),
    ).toBe(maxUint256);
  });

  it('removeLiquidityETHWithPermit pays out native coin', async () => {
    const liquidity = await balanceOf(env, pairAW, owner.account.address);
    const dl = await deadline(env);
    const { v, r, s } = await signPermit(ownerKey, pairAW, liquidity, dl);
    const state = await pairState(env, pairAW);
    const wIs0 = state.token0.toLowerCase() === env.core.wbnb.toLowerCase();
    const expectedEth = (liquidity * (wIs0 ? state.reserve0 : state.reserve1)) / state.totalSupply;
    const to = env.accounts[6]!;
    const before = await env.publicClient.getBalance({ address: to });
    await mined(
      env,
      owner.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityETHWithPermit',
        args: [A, liquidity, 0n, 0n, to, dl, false, v, r, s],
      }),
    );
    expect((await env.publicClient.getBalance({ address: to })) - before).toBe(expectedEth);
  });

  it('rejects bad signatures: wrong signer, wrong value, wrong domain, replay, and an expired permit', async () => {
    const liquidity = (await balanceOf(env, pairAB, owner.account.address)) / 2n;
    const dl = await deadline(env);
    const attempt = (sig: { v: number; r: Hex; s: Hex }, value = liquidity, d = dl) =>
      env.publicClient.simulateContract({
        account: owner.account,
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityWithPermit',
        args: [A, B, value, 0n, 0n, owner.account.address, d, false, sig.v, sig.r, sig.s],
      });

    // signed by someone else on behalf of the owner
    const forged = await signPermit(localAccounts[2]!, pairAB, liquidity, dl, {
      owner: owner.account.address,
      nonce: 0n,
    });
    await expect(attempt(forged)).rejects.toThrow('Fuel: INVALID_SIGNATURE');

    const good = await signPermit(ownerKey, pairAB, liquidity, dl);
    await expect(attempt(good, liquidity - 1n)).rejects.toThrow('Fuel: INVALID_SIGNATURE');
    await expect(attempt({ ...good, v: good.v === 27 ? 28 : 27 })).rejects.toThrow('Fuel: INVALID_SIGNATURE');
    const otherDomain = await signPermit(ownerKey, pairAB, liquidity, dl, { name: 'Uniswap V2' });
    await expect(attempt(otherDomain)).rejects.toThrow('Fuel: INVALID_SIGNATURE');

    // the good one works once
    await mined(
      env,
      owner.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityWithPermit',
        args: [A, B, liquidity, 0n, 0n, owner.account.address, dl, false, good.v, good.r, good.s],
      }),
    );
    await expect(attempt(good)).rejects.toThrow('Fuel: INVALID_SIGNATURE');

    const now = (await env.publicClient.getBlock()).timestamp;
    const expired = await signPermit(ownerKey, pairAB, liquidity / 2n, now - 1n);
    await expect(attempt(expired, liquidity / 2n, now - 1n)).rejects.toThrow('EXPIRED');
  });

  it('pair.permit sets the allowance directly and emits Approval', async () => {
    const dl = await deadline(env);
    const { v, r, s } = await signPermit(ownerKey, pairAB, 12345n, dl);
    const receipt = await mined(
      env,
      env.wallets[3]!.writeContract({
        address: pairAB,
        abi: pairAbi,
        functionName: 'permit',
        args: [owner.account.address, router, 12345n, dl, v, r, s],
      }),
    );
    expect(receipt.logs).toHaveLength(1);
    expect(
      await env.publicClient.readContract({
        address: pairAB,
        abi: pairAbi,
        functionName: 'allowance',
        args: [owner.account.address, router],
      }),
    ).toBe(12345n);
  });
});
