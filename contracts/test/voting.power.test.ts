/**
 * FuelVotingPower against hand-computed balances at past blocks: one address moves FUEL step by step (wallet,
 * manual pool 0, two FUEL Syrup pools, FUEL-BNB LP held and staked, a transfer away) and the view, called at
 * each step's block, returns exactly what that step left; a vault depositor's shares are valued at the vault's
 * price per share. The constructor refuses addresses that are not about FUEL.
 */
import { type BaseError, decodeErrorResult, encodeDeployData, type Abi, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts } from '../generated/artifacts.ts';
import { abi, deployFixture, E18, FUEL, startEnv, type Env, type Fixture } from './farms/helpers.ts';

interface Power {
  wallet: bigint;
  autoVault: bigint;
  manualPool: bigint;
  otherPools: bigint;
  fuelBnbLp: bigint;
  total: bigint;
}

let env: Env;
let f: Fixture;
let wbnb: Address;
let pair: Address;
let poolX: Address;
let poolY: Address;
let otherPool: Address;
let vp: Address;
const MAX = 2n ** 256n - 1n;

function sqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

const power = async (user: Address, blockNumber?: bigint): Promise<Power> =>
  (await env.pub.readContract({
    address: vp,
    abi: artifacts.FuelVotingPower.abi,
    functionName: 'getVotingPower',
    args: [user],
    ...(blockNumber !== undefined ? { blockNumber } : {}),
  })) as Power;

const p = (wallet: bigint, manualPool: bigint, otherPools: bigint, fuelBnbLp: bigint, autoVault = 0n): Power => ({
  wallet,
  autoVault,
  manualPool,
  otherPools,
  fuelBnbLp,
  total: wallet + autoVault + manualPool + otherPools + fuelBnbLp,
});

beforeAll(async () => {
  env = await startEnv();
  f = await deployFixture(env);
  const [owner] = env.accounts as [Address];
  wbnb = await env.deploy('WBNB');
  const factory = await env.deploy('FuelFactory', [owner]);
  await env.write(factory, artifacts.FuelFactory.abi, 'createPair', [f.fuel, wbnb]);
  pair = await env.read<Address>(factory, artifacts.FuelFactory.abi, 'getPair', [f.fuel, wbnb]);
  await env.write(f.chef, abi.chef, 'add', [3000n, pair, true]); // farm pid 1: FUEL-BNB
  // Syrup pools whose rewards start far ahead: stakes only, no reward transfers.
  const far = (await env.blockNumber()) + 1_000_000n;
  const reward = await env.deploy('TestToken', ['Reward', 'RWD', 18]);
  poolX = await env.deploy('SousChef', [f.fuel, reward, 1n, far, far + 10n, 0n, owner]);
  poolY = await env.deploy('SousChef', [f.fuel, reward, 1n, far, far + 10n, 0n, owner]);
  otherPool = await env.deploy('SousChef', [f.lpA, f.fuel, 1n, far, far + 10n, 0n, owner]);
  vp = await env.deploy('FuelVotingPower', [f.fuel, f.chef, f.vault, pair, 1n, [poolX, poolY]]);
  for (const u of f.users.slice(0, 2)) {
    for (const s of [poolX, poolY]) await env.write(f.fuel, abi.fuel, 'approve', [s, MAX], { from: u });
    await env.write(pair, artifacts.FuelPair.abi, 'approve', [f.chef, MAX], { from: u });
  }
});
afterAll(async () => {
  await env?.stop();
});

describe('FuelVotingPower', () => {
  it('lists and sums FUEL in the wallet, pool 0, the FUEL Syrup pools and FUEL-BNB LP, at every past block', async () => {
    const [alice, bob] = f.users as [Address, Address];
    const start = FUEL(1_000_000);
    const blocks: bigint[] = [await env.blockNumber()];
    const step = async (r: Promise<{ blockNumber: bigint }>) => blocks.push((await r).blockNumber);

    await step(env.write(f.chef, abi.chef, 'enterStaking', [FUEL(300)], { from: alice }));
    await step(env.write(poolX, abi.sous, 'deposit', [FUEL(200)], { from: alice }));
    await step(env.write(poolY, abi.sous, 'deposit', [FUEL(100)], { from: alice }));
    // Alice is the pair's first provider: 1000 FUEL + 2 BNB give sqrt(1000e9 * 2e18) - 1000 LP.
    await env.write(wbnb, artifacts.WBNB.abi, 'deposit', [], { from: alice, value: E18(2) });
    await env.write(wbnb, artifacts.WBNB.abi, 'transfer', [pair, E18(2)], { from: alice });
    await env.write(f.fuel, abi.fuel, 'transfer', [pair, FUEL(1000)], { from: alice });
    await step(env.write(pair, artifacts.FuelPair.abi, 'mint', [alice], { from: alice }));
    const supply = sqrt(FUEL(1000) * E18(2));
    const lp = supply - 1000n;
    expect(await env.read(pair, artifacts.FuelPair.abi, 'balanceOf', [alice])).toBe(lp);
    const lpFuel = (lp * FUEL(1000)) / supply; // 999.999999999 FUEL: the locked 1000 units keep a sliver
    expect(lpFuel).toBe(FUEL(1000) - 1n);
    // Half of it staked in the FUEL-BNB farm: still counted.
    await step(env.write(f.chef, abi.chef, 'deposit', [1n, lp / 2n], { from: alice }));
    // Half of the wallet moved away.
    await step(env.write(f.fuel, abi.fuel, 'transfer', [bob, FUEL(499_000)], { from: alice }));

    const expected: Power[] = [
      p(start, 0n, 0n, 0n),
      p(start - FUEL(300), FUEL(300), 0n, 0n),
      p(start - FUEL(500), FUEL(300), FUEL(200), 0n),
      p(start - FUEL(600), FUEL(300), FUEL(300), 0n),
      p(start - FUEL(1600), FUEL(300), FUEL(300), lpFuel),
      p(start - FUEL(1600), FUEL(300), FUEL(300), lpFuel),
      p(start - FUEL(500_600), FUEL(300), FUEL(300), lpFuel),
    ];
    for (const [i, b] of blocks.entries()) expect(await power(alice, b), `block ${b} (step ${i})`).toEqual(expected[i]);
    // The block before a step still shows the state before it.
    expect(await power(alice, blocks[1]! - 1n)).toEqual(expected[0]);
    // Bob's power at the transfer's block includes what he received; a stake in a non-FUEL pool counts nothing.
    await env.write(f.lpA, abi.token, 'approve', [otherPool, MAX], { from: bob });
    await env.write(otherPool, abi.sous, 'deposit', [E18(5)], { from: bob });
    expect((await power(bob, blocks[6]!)).wallet).toBe(start + FUEL(499_000));
    expect(await power(bob)).toEqual(p(start + FUEL(499_000), 0n, 0n, 0n));
    // Per-pool listing and the batch of totals.
    expect(
      await env.pub.readContract({
        address: vp,
        abi: artifacts.FuelVotingPower.abi,
        functionName: 'poolBalances',
        args: [alice],
        blockNumber: blocks[3],
      }),
    ).toEqual([FUEL(200), FUEL(100)]);
    expect(await env.pub.readContract({ address: vp, abi: artifacts.FuelVotingPower.abi, functionName: 'fuelPools' })).toEqual([
      poolX,
      poolY,
    ]);
    expect(
      await env.pub.readContract({
        address: vp,
        abi: artifacts.FuelVotingPower.abi,
        functionName: 'getVotingPowers',
        args: [[alice, bob]],
        blockNumber: blocks[2],
      }),
    ).toEqual([expected[2]!.total, start]);
  });

  it('values vault shares at the price per share: exactly the deposit at its block, deposit plus net reward later', async () => {
    const carol = f.users[2]!;
    const r = await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: carol });
    expect(await power(carol, r.blockNumber)).toEqual(p(FUEL(999_000), 0n, 0n, 0n, FUEL(1000)));
    await env.mine(5);
    const now = await env.blockNumber();
    const pending = await env.read(f.chef, abi.chef, 'pendingCake', [0n, f.vault]);
    expect(pending).toBeGreaterThan(0n);
    // Carol owns every share: her FUEL is the vault's 1000 plus the pending reward less the 2% performance fee,
    // at the price per 1e18 shares (rounded down) times her 1000e18 shares.
    const value = FUEL(1000) + pending - (pending * 200n) / 10_000n;
    const vault = (await power(carol, now)).autoVault;
    expect(vault).toBe(((value * E18(1)) / E18(1000)) * 1000n);
    expect(vault).toBeGreaterThan(FUEL(1000));
    // Her past power is unchanged by later blocks.
    expect((await power(carol, r.blockNumber)).autoVault).toBe(FUEL(1000));
    expect((await power(carol, r.blockNumber - 1n)).autoVault).toBe(0n);
  });

  it('refuses a pool that does not stake FUEL, a pair without FUEL and a farm id that is not the pair', async () => {
    const deployError = async (args: readonly unknown[]): Promise<string> => {
      const { abi: a, bytecode } = artifacts.FuelVotingPower;
      try {
        await env.pub.call({
          account: env.accounts[0]!,
          data: encodeDeployData({ abi: a as Abi, bytecode: bytecode as Hex, args: args as unknown[] }),
        });
      } catch (e) {
        const raw = (e as BaseError).walk((x) => typeof (x as { data?: unknown }).data === 'string') as { data?: Hex } | null;
        if (!raw?.data || raw.data === '0x') return 'revert without data';
        return decodeErrorResult({ abi: a as Abi, data: raw.data }).errorName;
      }
      return 'deployed';
    };
    expect(await deployError([f.fuel, f.chef, f.vault, pair, 1n, [poolX, poolY]])).toBe('deployed');
    expect(await deployError([f.fuel, f.chef, f.vault, pair, 1n, [poolX, otherPool]])).toBe('FuelVotingPower__NotFuelPool');
    expect(await deployError([f.fuel, f.chef, f.vault, f.lpA, 1n, []])).toBe('revert without data'); // a token with no token0()
    expect(await deployError([f.fuel, f.chef, f.vault, pair, 0n, []])).toBe('FuelVotingPower__FarmNotPair');
    expect(await deployError([f.lpA, f.chef, f.vault, pair, 1n, []])).toBe('FuelVotingPower__VaultNotFuel');
  });
});
