import { parseEventLogs, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abi, deployFixture, E18, FUEL, revertReason, startEnv, type Env, type Fixture } from './farms/helpers.ts';

let env: Env;
let f: Fixture;

beforeAll(async () => {
  env = await startEnv();
  f = await deployFixture(env);
});
afterAll(async () => {
  await env?.stop();
});
beforeEach(async () => {
  await env.reset();
});

const poolInfo = async (pid: bigint) => env.read<readonly [Address, bigint, bigint, bigint]>(f.chef, abi.chef, 'poolInfo', [pid]);
const fuelOf = (a: Address) => env.read(f.fuel, abi.fuel, 'balanceOf', [a]);
const lpOf = (lp: Address, a: Address) => env.read(lp, abi.token, 'balanceOf', [a]);
const pending = (pid: bigint, u: Address) => env.read(f.chef, abi.chef, 'pendingCake', [pid, u]);

describe('FuelChef', () => {
  it('keeps pool 0 at a third of the other pools and mints FUEL only itself', async () => {
    expect(await env.read(f.chef, abi.chef, 'poolLength')).toBe(1n);
    expect((await poolInfo(0n))[1]).toBe(1000n);
    expect(await env.read(f.chef, abi.chef, 'totalAllocPoint')).toBe(1000n);
    expect(await env.read(f.chef, abi.chef, 'fuelPerBlock')).toBe(FUEL(40));
    expect(await env.read(f.chef, abi.chef, 'cakePerBlock')).toBe(FUEL(40));

    await env.write(f.chef, abi.chef, 'add', [4000n, f.lpA, false]);
    expect((await poolInfo(0n))[1]).toBe(1333n);
    expect(await env.read(f.chef, abi.chef, 'totalAllocPoint')).toBe(5333n);
    await env.write(f.chef, abi.chef, 'add', [2000n, f.lpB, true]);
    expect((await poolInfo(0n))[1]).toBe(2000n);
    expect(await env.read(f.chef, abi.chef, 'totalAllocPoint')).toBe(8000n); // pool 0 = exactly a quarter
    expect(await env.read(f.chef, abi.chef, 'poolLength')).toBe(3n);
    const [lp, alloc] = await poolInfo(1n);
    expect(lp).toBe(f.lpA);
    expect(alloc).toBe(4000n);

    await env.write(f.chef, abi.chef, 'set', [2n, 500n, false]);
    expect((await poolInfo(0n))[1]).toBe(1500n);
    expect(await env.read(f.chef, abi.chef, 'totalAllocPoint')).toBe(6000n);

    expect(await revertReason(env.write(f.chef, abi.chef, 'set', [0n, 100n, true]))).toContain('FuelChef__NotStakingPool');
    expect(await revertReason(env.write(f.chef, abi.chef, 'add', [100n, f.lpA, true]))).toContain('FuelChef__PoolExists');
    expect(await revertReason(env.write(f.chef, abi.chef, 'add', [100n, f.fuel, true]))).toContain('FuelChef__PoolExists');
    expect(await revertReason(env.write(f.chef, abi.chef, 'add', [100n, f.bar, true]))).toContain('FuelChef__PoolExists');
    expect(await revertReason(env.write(f.chef, abi.chef, 'set', [9n, 100n, true]))).toContain('FuelChef__UnknownPool');
    const stranger = f.users[0]!;
    expect(await revertReason(env.write(f.chef, abi.chef, 'add', [100n, f.fuel, true], { from: stranger }))).toContain(
      'OwnableUnauthorizedAccount',
    );
    expect(await revertReason(env.write(f.chef, abi.chef, 'set', [1n, 1n, true], { from: stranger }))).toContain(
      'OwnableUnauthorizedAccount',
    );
    expect(await revertReason(env.write(f.chef, abi.chef, 'updateFuelPerBlock', [1n], { from: stranger }))).toContain(
      'OwnableUnauthorizedAccount',
    );

    // FUEL belongs to the chef: nobody else mints.
    expect(await env.read<Address>(f.fuel, abi.fuel, 'owner')).toBe(f.chef);
    expect(await revertReason(env.write(f.fuel, abi.fuel, 'mint', [f.owner, 1n]))).toContain('OwnableUnauthorizedAccount');
    // The bar belongs to the chef too: nobody can mint SYRUP or drain rewards.
    expect(await env.read<Address>(f.bar, abi.bar, 'owner')).toBe(f.chef);
    expect(await revertReason(env.write(f.bar, abi.bar, 'safeFuelTransfer', [f.owner, 1n]))).toContain('OwnableUnauthorizedAccount');
    expect(await env.read<string>(f.bar, abi.bar, 'symbol')).toBe('SYRUP');
    expect(await env.read<string>(f.bar, abi.bar, 'name')).toBe('Fuel Syrup');
    expect(await env.read<number>(f.bar, abi.bar, 'decimals')).toBe(9);
  });

  it('pays farm rewards exactly: deposit, harvest by a zero deposit, pro-rata sharing, withdraw', async () => {
    await env.write(f.chef, abi.chef, 'add', [4000n, f.lpA, true]); // pool 1: half of 40 FUEL
    await env.write(f.chef, abi.chef, 'add', [2000n, f.lpB, true]); // total 8000 with pool 0 at 2000
    const [alice, bob] = f.users as [Address, Address];

    const d = await env.write(f.chef, abi.chef, 'deposit', [1n, E18(100)], { from: alice });
    const logs = parseEventLogs({ abi: abi.chef, logs: d.logs, eventName: 'Deposit' });
    expect(logs[0]!.args).toMatchObject({ user: alice, pid: 1n, amount: E18(100) });
    expect(await env.read(f.chef, abi.chef, 'totalStaked', [1n])).toBe(E18(100));

    await env.mine(9);
    expect(await pending(1n, alice)).toBe(FUEL(180)); // 9 blocks x 20 FUEL
    const before = await fuelOf(alice);
    await env.write(f.chef, abi.chef, 'deposit', [1n, 0n], { from: alice }); // harvest
    expect((await fuelOf(alice)) - before).toBe(FUEL(200));
    expect(await pending(1n, alice)).toBe(0n);

    // Bob joins with 3x Alice's stake: from the next block Alice earns 5 FUEL and Bob 15 FUEL per block.
    await env.write(f.chef, abi.chef, 'deposit', [1n, E18(300)], { from: bob }); // block +1 for Alice: 20
    await env.mine(4);
    expect(await pending(1n, alice)).toBe(FUEL(20 + 4 * 5));
    expect(await pending(1n, bob)).toBe(FUEL(4 * 15));

    // Withdraw part: LP back plus rewards up to and including this block.
    const lpBefore = await lpOf(f.lpA, alice);
    const fuelBefore = await fuelOf(alice);
    const w = await env.write(f.chef, abi.chef, 'withdraw', [1n, E18(40)], { from: alice });
    expect((await lpOf(f.lpA, alice)) - lpBefore).toBe(E18(40));
    expect((await fuelOf(alice)) - fuelBefore).toBe(FUEL(20 + 5 * 5));
    const wl = parseEventLogs({ abi: abi.chef, logs: w.logs, eventName: 'Withdraw' });
    expect(wl[0]!.args).toMatchObject({ user: alice, pid: 1n, amount: E18(40) });
    const [amount] = await env.read<readonly [bigint, bigint]>(f.chef, abi.chef, 'userInfo', [1n, alice]);
    expect(amount).toBe(E18(60));

    expect(await revertReason(env.write(f.chef, abi.chef, 'withdraw', [1n, E18(61)], { from: alice }))).toContain(
      'FuelChef__InsufficientStake',
    );
    expect(await revertReason(env.write(f.chef, abi.chef, 'deposit', [0n, FUEL(1)], { from: alice }))).toContain(
      'FuelChef__UseStakingFunctions',
    );
    expect(await revertReason(env.write(f.chef, abi.chef, 'withdraw', [0n, 0n], { from: alice }))).toContain(
      'FuelChef__UseStakingFunctions',
    );
  });

  it('emergencyWithdraw returns the stake and forfeits rewards', async () => {
    await env.write(f.chef, abi.chef, 'add', [1000n, f.lpA, true]);
    const bob = f.users[1]!;
    await env.write(f.chef, abi.chef, 'deposit', [1n, E18(10)], { from: bob });
    await env.mine(5);
    expect(await pending(1n, bob)).toBeGreaterThan(0n);
    const fuelBefore = await fuelOf(bob);
    const lpBefore = await lpOf(f.lpA, bob);
    const r = await env.write(f.chef, abi.chef, 'emergencyWithdraw', [1n], { from: bob });
    expect((await lpOf(f.lpA, bob)) - lpBefore).toBe(E18(10));
    expect(await fuelOf(bob)).toBe(fuelBefore);
    expect(await env.read<readonly [bigint, bigint]>(f.chef, abi.chef, 'userInfo', [1n, bob])).toEqual([0n, 0n]);
    expect(await env.read(f.chef, abi.chef, 'totalStaked', [1n])).toBe(0n);
    const ev = parseEventLogs({ abi: abi.chef, logs: r.logs, eventName: 'EmergencyWithdraw' });
    expect(ev[0]!.args).toMatchObject({ user: bob, pid: 1n, amount: E18(10) });
  });

  it('pool 0: enterStaking mints SYRUP, leaveStaking burns it, 10 FUEL per block at 40 per block overall', async () => {
    await env.write(f.chef, abi.chef, 'add', [3000n, f.lpA, true]); // pool 0 = 1000 of 4000
    const carol = f.users[2]!;
    const dave = f.users[3]!;
    await env.write(f.chef, abi.chef, 'enterStaking', [FUEL(1000)], { from: carol });
    expect(await env.read(f.bar, abi.bar, 'balanceOf', [carol])).toBe(FUEL(1000));
    expect(await fuelOf(f.chef)).toBe(FUEL(1000));
    await env.mine(4);
    expect(await pending(0n, carol)).toBe(FUEL(40));

    const before = await fuelOf(carol);
    await env.write(f.chef, abi.chef, 'leaveStaking', [FUEL(400)], { from: carol });
    expect((await fuelOf(carol)) - before).toBe(FUEL(400 + 50));
    expect(await env.read(f.bar, abi.bar, 'balanceOf', [carol])).toBe(FUEL(600));
    // Rewards came from the bar, the stake from the chef.
    expect(await fuelOf(f.chef)).toBe(FUEL(600));

    // Harvest with enterStaking(0).
    await env.mine(1);
    const b2 = await fuelOf(carol);
    await env.write(f.chef, abi.chef, 'enterStaking', [0n], { from: carol });
    // 20 FUEL over 600 staked: accCakePerShare rounds down, the payout may be 1 unit short, never over.
    const got = (await fuelOf(carol)) - b2;
    expect(got <= FUEL(20) && got >= FUEL(20) - 1n).toBe(true);

    // SYRUP given away: leaveStaking needs it back, emergencyWithdraw still works and burns what is left.
    await env.write(f.bar, abi.bar, 'transfer', [dave, FUEL(500)], { from: carol });
    expect(await revertReason(env.write(f.chef, abi.chef, 'leaveStaking', [FUEL(600)], { from: carol }))).toContain(
      'ERC20InsufficientBalance',
    );
    const b3 = await fuelOf(carol);
    await env.write(f.chef, abi.chef, 'emergencyWithdraw', [0n], { from: carol });
    expect((await fuelOf(carol)) - b3).toBe(FUEL(600));
    expect(await env.read(f.bar, abi.bar, 'balanceOf', [carol])).toBe(0n);
    expect(await env.read(f.bar, abi.bar, 'balanceOf', [dave])).toBe(FUEL(500));
    expect(await fuelOf(f.chef)).toBe(0n);
  });

  it('starts emitting at startBlock and settles at the old rate before a rate change', async () => {
    const start = (await env.blockNumber()) + 20n;
    const chef2 = await env.deploy('FuelChef', [f.fuel, FUEL(40), start]);
    // Use a fresh FUEL owned by chef2 so it can mint.
    const fuel2 = await env.deploy('FuelToken');
    const chef3 = await env.deploy('FuelChef', [fuel2, FUEL(40), start]);
    await env.write(fuel2, abi.fuel, 'mint', [f.users[0]!, FUEL(100)]);
    await env.write(fuel2, abi.fuel, 'transferOwnership', [chef3]);
    await env.write(fuel2, abi.fuel, 'approve', [chef3, FUEL(100)], { from: f.users[0]! });
    expect(chef2).not.toBe(chef3);

    await env.write(chef3, abi.chef, 'enterStaking', [FUEL(100)], { from: f.users[0]! }); // pool 0 alone: all 40
    await env.mine(5);
    expect(await env.read(chef3, abi.chef, 'pendingCake', [0n, f.users[0]!])).toBe(0n);
    const now = await env.blockNumber();
    await env.mine(start - now + 3n);
    expect(await env.read(chef3, abi.chef, 'pendingCake', [0n, f.users[0]!])).toBe(FUEL(120));
    await env.write(chef3, abi.chef, 'updateFuelPerBlock', [FUEL(4)]); // block start+4: 160 at the old rate
    await env.mine(2);
    expect(await env.read(chef3, abi.chef, 'pendingCake', [0n, f.users[0]!])).toBe(FUEL(160 + 8));
  });
});
