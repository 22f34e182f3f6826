import { parseEventLogs, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abi, deployFixture, E18, FUEL, revertReason, startEnv, type Env, type Fixture } from './farms/helpers.ts';

let env: Env;
let f: Fixture;
let partner: Address; // 18-decimal reward token, minted by account 0
let other: Address; // an unrelated token (recoverWrongTokens)
const MAX = 2n ** 256n - 1n;

beforeAll(async () => {
  env = await startEnv();
  f = await deployFixture(env);
  partner = await env.deploy('TestToken', ['Partner', 'PRT', 18]);
  other = await env.deploy('TestToken', ['Other', 'OTH', 18]);
});
afterAll(async () => {
  await env?.stop();
});
beforeEach(async () => {
  await env.reset();
});

interface SousOpts {
  rate?: bigint;
  startIn?: bigint;
  length?: bigint;
  limit?: bigint;
  fund?: bigint;
  staked?: Address;
  reward?: Address;
}

/** A SousChef staking FUEL (default) for `partner`, owned by account 0, approved by every user. */
async function sous(o: SousOpts = {}) {
  const now = await env.blockNumber();
  const start = now + (o.startIn ?? 10n);
  const end = start + (o.length ?? 100n);
  const rate = o.rate ?? E18(2);
  const staked = o.staked ?? f.fuel;
  const reward = o.reward ?? partner;
  const pool = await env.deploy('SousChef', [staked, reward, rate, start, end, o.limit ?? 0n, f.owner]);
  const fund = o.fund ?? rate * (end - start);
  if (fund > 0n) await env.write(reward, abi.token, 'mint', [pool, fund]);
  for (const u of f.users) await env.write(staked, abi.token, 'approve', [pool, MAX], { from: u });
  return { pool, start, end, rate };
}

const bal = (token: Address, who: Address) => env.read(token, abi.token, 'balanceOf', [who]);
const pendingOf = (pool: Address, who: Address) => env.read(pool, abi.sous, 'pendingReward', [who]);
const userInfo = (pool: Address, who: Address) => env.read<readonly [bigint, bigint]>(pool, abi.sous, 'userInfo', [who]);
async function mineTo(block: bigint) {
  const now = await env.blockNumber();
  if (block > now) await env.mine(block - now);
}

describe('SousChef', () => {
  it('earns only between startBlock and bonusEndBlock, harvests with deposit(0), withdraws with rewards', async () => {
    const { pool, start, end } = await sous({ startIn: 10n, length: 40n, rate: E18(2) });
    const [alice, bob] = f.users as [Address, Address];
    expect(await env.read<Address>(pool, abi.sous, 'stakedToken')).toBe(f.fuel);
    expect(await env.read<Address>(pool, abi.sous, 'rewardToken')).toBe(partner);
    expect(await env.read(pool, abi.sous, 'startBlock')).toBe(start);
    expect(await env.read(pool, abi.sous, 'bonusEndBlock')).toBe(end);

    const d = await env.write(pool, abi.sous, 'deposit', [FUEL(100)], { from: alice });
    expect(parseEventLogs({ abi: abi.sous, logs: d.logs, eventName: 'Deposit' })[0]!.args).toMatchObject({
      user: alice,
      amount: FUEL(100),
    });
    await mineTo(start);
    expect(await pendingOf(pool, alice)).toBe(0n); // nothing before the start block
    await env.mine(5);
    expect(await pendingOf(pool, alice)).toBe(E18(10));

    // Harvest: deposit(0) at start + 6.
    const before = await bal(partner, alice);
    await env.write(pool, abi.sous, 'deposit', [0n], { from: alice });
    expect((await bal(partner, alice)) - before).toBe(E18(12));

    // Bob joins with the same stake at start + 7: from then on each earns 1 per block.
    await env.write(pool, abi.sous, 'deposit', [FUEL(100)], { from: bob });
    await env.mine(3);
    expect(await pendingOf(pool, alice)).toBe(E18(2 + 3));
    expect(await pendingOf(pool, bob)).toBe(E18(3));

    // After the end nothing more accrues.
    await mineTo(end + 5n);
    const aliceAtEnd = await pendingOf(pool, alice);
    const bobAtEnd = await pendingOf(pool, bob);
    const blocksShared = end - (start + 7n);
    expect(aliceAtEnd).toBe(E18(2) + blocksShared * E18(1));
    expect(bobAtEnd).toBe(blocksShared * E18(1));
    await env.mine(3);
    expect(await pendingOf(pool, alice)).toBe(aliceAtEnd);

    const fuelBefore = await bal(f.fuel, alice);
    const prtBefore = await bal(partner, alice);
    const w = await env.write(pool, abi.sous, 'withdraw', [FUEL(100)], { from: alice });
    expect((await bal(f.fuel, alice)) - fuelBefore).toBe(FUEL(100));
    expect((await bal(partner, alice)) - prtBefore).toBe(aliceAtEnd);
    expect(parseEventLogs({ abi: abi.sous, logs: w.logs, eventName: 'Withdraw' })[0]!.args).toMatchObject({
      user: alice,
      amount: FUEL(100),
    });
    expect(await revertReason(env.write(pool, abi.sous, 'withdraw', [1n], { from: alice }))).toContain('SousChef__InsufficientStake');
    // Everything paid or owed fits in what was funded.
    expect(await bal(partner, pool)).toBe(E18(2) * (end - start) - E18(12) - aliceAtEnd);
  });

  it('emergencyWithdraw returns the stake without rewards, also from an underfunded pool', async () => {
    const { pool, start } = await sous({ startIn: 10n, fund: E18(3) });
    const alice = f.users[0]!;
    await env.write(pool, abi.sous, 'deposit', [FUEL(50)], { from: alice });
    await mineTo(start + 5n);
    expect(await pendingOf(pool, alice)).toBe(E18(10));
    expect(await revertReason(env.write(pool, abi.sous, 'withdraw', [FUEL(50)], { from: alice }))).toContain(
      'SousChef__InsufficientRewards',
    );
    const before = await bal(f.fuel, alice);
    const r = await env.write(pool, abi.sous, 'emergencyWithdraw', [], { from: alice });
    expect((await bal(f.fuel, alice)) - before).toBe(FUEL(50));
    expect(await bal(partner, alice)).toBe(0n);
    expect(await userInfo(pool, alice)).toEqual([0n, 0n]);
    expect(await env.read(pool, abi.sous, 'totalStaked')).toBe(0n);
    expect(parseEventLogs({ abi: abi.sous, logs: r.logs, eventName: 'EmergencyWithdraw' })[0]!.args).toMatchObject({
      user: alice,
      amount: FUEL(50),
    });
  });

  it('enforces the per-user limit; after the start the owner can only raise or remove it', async () => {
    const { pool, start } = await sous({ startIn: 30n, limit: FUEL(100) });
    const [alice, bob] = f.users as [Address, Address];
    expect(await env.read<boolean>(pool, abi.sous, 'hasUserLimit')).toBe(true);
    expect(await env.read(pool, abi.sous, 'poolLimitPerUser')).toBe(FUEL(100));

    await env.write(pool, abi.sous, 'deposit', [FUEL(60)], { from: alice });
    expect(await revertReason(env.write(pool, abi.sous, 'deposit', [FUEL(41)], { from: alice }))).toContain('SousChef__AboveUserLimit');
    await env.write(pool, abi.sous, 'deposit', [FUEL(40)], { from: alice });
    await env.write(pool, abi.sous, 'deposit', [0n], { from: alice }); // harvest at the limit is fine
    await env.write(pool, abi.sous, 'deposit', [FUEL(100)], { from: bob }); // the limit is per user

    // Before the start: anything goes (tighten, then back).
    await env.write(pool, abi.sous, 'updatePoolLimitPerUser', [true, FUEL(10)]);
    expect(await env.read(pool, abi.sous, 'poolLimitPerUser')).toBe(FUEL(10));
    await env.write(pool, abi.sous, 'updatePoolLimitPerUser', [true, FUEL(100)]);

    await mineTo(start);
    expect(await revertReason(env.write(pool, abi.sous, 'updatePoolLimitPerUser', [true, FUEL(99)]))).toContain(
      'SousChef__LimitCanOnlyLoosen',
    );
    expect(await revertReason(env.write(pool, abi.sous, 'updatePoolLimitPerUser', [true, FUEL(200)], { from: alice }))).toContain(
      'OwnableUnauthorizedAccount',
    );
    await env.write(pool, abi.sous, 'updatePoolLimitPerUser', [true, FUEL(150)]);
    await env.write(pool, abi.sous, 'deposit', [FUEL(50)], { from: alice });
    expect(await revertReason(env.write(pool, abi.sous, 'deposit', [1n], { from: alice }))).toContain('SousChef__AboveUserLimit');
    await env.write(pool, abi.sous, 'updatePoolLimitPerUser', [false, 0n]);
    expect(await env.read<boolean>(pool, abi.sous, 'hasUserLimit')).toBe(false);
    expect(await env.read(pool, abi.sous, 'poolLimitPerUser')).toBe(0n);
    await env.write(pool, abi.sous, 'deposit', [FUEL(1000)], { from: alice });
    // Once removed after the start, a limit cannot come back.
    expect(await revertReason(env.write(pool, abi.sous, 'updatePoolLimitPerUser', [true, FUEL(5000)]))).toContain(
      'SousChef__LimitCanOnlyLoosen',
    );
  });

  it('lets the owner reschedule only before the start, stop rewards, and recover only foreign tokens', async () => {
    const { pool, start } = await sous({ startIn: 20n, length: 100n });
    const alice = f.users[0]!;
    await env.write(pool, abi.sous, 'updateRewardPerBlock', [E18(1)]);
    expect(await env.read(pool, abi.sous, 'rewardPerBlock')).toBe(E18(1));
    expect(await revertReason(env.write(pool, abi.sous, 'updateStartAndEndBlocks', [start + 10n, start + 5n]))).toContain(
      'SousChef__BadBlocks',
    );
    expect(await revertReason(env.write(pool, abi.sous, 'updateRewardPerBlock', [1n], { from: alice }))).toContain(
      'OwnableUnauthorizedAccount',
    );
    const newStart = start + 5n;
    await env.write(pool, abi.sous, 'updateStartAndEndBlocks', [newStart, newStart + 50n]);
    expect(await env.read(pool, abi.sous, 'startBlock')).toBe(newStart);
    expect(await env.read(pool, abi.sous, 'bonusEndBlock')).toBe(newStart + 50n);
    expect(await env.read(pool, abi.sous, 'lastRewardBlock')).toBe(newStart);

    await env.write(pool, abi.sous, 'deposit', [FUEL(10)], { from: alice });
    await mineTo(newStart + 4n);
    expect(await revertReason(env.write(pool, abi.sous, 'updateRewardPerBlock', [E18(5)]))).toContain('SousChef__AlreadyStarted');
    expect(await revertReason(env.write(pool, abi.sous, 'updateStartAndEndBlocks', [newStart + 100n, newStart + 200n]))).toContain(
      'SousChef__AlreadyStarted',
    );
    const stop = await env.write(pool, abi.sous, 'stopReward', []); // block newStart + 5
    expect(await env.read(pool, abi.sous, 'bonusEndBlock')).toBe(stop.blockNumber);
    await env.mine(10);
    expect(await pendingOf(pool, alice)).toBe(E18(5));

    // Reward withdrawal by the owner, recovery of foreign tokens only.
    const fundLeft = await bal(partner, pool);
    expect(await revertReason(env.write(pool, abi.sous, 'emergencyRewardWithdraw', [fundLeft + 1n]))).toContain(
      'SousChef__InsufficientRewards',
    );
    const ownerBefore = await bal(partner, f.owner);
    await env.write(pool, abi.sous, 'emergencyRewardWithdraw', [fundLeft - E18(5)]);
    expect((await bal(partner, f.owner)) - ownerBefore).toBe(fundLeft - E18(5));
    await env.write(pool, abi.sous, 'withdraw', [FUEL(10)], { from: alice }); // the 5 owed are still there
    expect(await bal(partner, alice)).toBe(E18(5));

    await env.write(other, abi.token, 'mint', [pool, E18(7)]);
    expect(await revertReason(env.write(pool, abi.sous, 'recoverWrongTokens', [f.fuel, 1n]))).toContain('SousChef__CannotRecover');
    expect(await revertReason(env.write(pool, abi.sous, 'recoverWrongTokens', [partner, 1n]))).toContain('SousChef__CannotRecover');
    expect(await revertReason(env.write(pool, abi.sous, 'recoverWrongTokens', [other, E18(7)], { from: alice }))).toContain(
      'OwnableUnauthorizedAccount',
    );
    await env.write(pool, abi.sous, 'recoverWrongTokens', [other, E18(7)]);
    expect(await bal(other, f.owner)).toBe(E18(7));
  });

  it('lets the owner withdraw only rewards beyond committedRewards, and promise more only when funded', async () => {
    // 2 per block for 100 blocks, funded with 50 more than that.
    const { pool, start, end } = await sous({ startIn: 30n, length: 100n, fund: E18(250) });
    const alice = f.users[0]!;
    expect(await env.read(pool, abi.sous, 'committedRewards')).toBe(E18(200));
    // Before the start: a higher rate than the funds cover is refused, one they cover is fine.
    expect(await revertReason(env.write(pool, abi.sous, 'updateRewardPerBlock', [E18(3)]))).toContain('SousChef__InsufficientRewards');
    await env.write(pool, abi.sous, 'updateRewardPerBlock', [E18(2.5)]);
    expect(await env.read(pool, abi.sous, 'committedRewards')).toBe(E18(250));
    expect(await revertReason(env.write(pool, abi.sous, 'emergencyRewardWithdraw', [1n]))).toContain('SousChef__InsufficientRewards');
    await env.write(pool, abi.sous, 'updateRewardPerBlock', [E18(2)]);
    await env.write(pool, abi.sous, 'deposit', [FUEL(10)], { from: alice });
    await mineTo(start + 40n);
    // Alice earned 80 and 120 are still to come: only the 50 above that may go back to the owner.
    expect(await env.read(pool, abi.sous, 'committedRewards')).toBe(E18(200));
    expect(await revertReason(env.write(pool, abi.sous, 'emergencyRewardWithdraw', [E18(50) + 1n]))).toContain(
      'SousChef__InsufficientRewards',
    );
    await env.write(pool, abi.sous, 'emergencyRewardWithdraw', [E18(50)]);
    // Stopping the rewards frees the blocks after the stop, never what was earned.
    const stop = await env.write(pool, abi.sous, 'stopReward', []);
    const earned = E18(2) * (stop.blockNumber - start);
    expect(await env.read(pool, abi.sous, 'committedRewards')).toBe(earned);
    await env.write(pool, abi.sous, 'emergencyRewardWithdraw', [E18(200) - earned]);
    await mineTo(end + 5n);
    await env.write(pool, abi.sous, 'withdraw', [FUEL(10)], { from: alice });
    expect(await bal(partner, alice)).toBe(earned);
    expect(await env.read(pool, abi.sous, 'committedRewards')).toBe(0n);
    expect(await env.read(pool, abi.sous, 'rewardBalance')).toBe(0n);
  });

  it('never pays rewards out of stakes when the staked token is the reward token', async () => {
    // FUEL -> FUEL pool funded with 10 FUEL of rewards at 1 FUEL per block. FUEL cannot be minted any more
    // (the chef owns it), so the rewards come from a user.
    const now = await env.blockNumber();
    const pool = await env.deploy('SousChef', [f.fuel, f.fuel, FUEL(1), now + 3n, now + 1000n, 0n, f.owner]);
    const [alice, bob] = f.users as [Address, Address];
    await env.write(f.fuel, abi.fuel, 'transfer', [pool, FUEL(10)], { from: bob });
    for (const u of [alice, bob]) await env.write(f.fuel, abi.fuel, 'approve', [pool, MAX], { from: u });
    await env.write(pool, abi.sous, 'deposit', [FUEL(1000)], { from: alice });
    expect(await env.read(pool, abi.sous, 'rewardBalance')).toBe(FUEL(10));
    expect(await revertReason(env.write(pool, abi.sous, 'emergencyRewardWithdraw', [FUEL(11)]))).toContain('SousChef__InsufficientRewards');
    await env.mine(5);
    const before = await bal(f.fuel, alice);
    await env.write(pool, abi.sous, 'deposit', [0n], { from: alice });
    const paid = (await bal(f.fuel, alice)) - before;
    expect(paid).toBeGreaterThan(0n);
    await env.mine(20);
    // Owed now exceeds the 10 FUEL of rewards: the payout reverts instead of touching Alice's stake.
    expect(await revertReason(env.write(pool, abi.sous, 'withdraw', [0n], { from: alice }))).toContain('SousChef__InsufficientRewards');
    // A second staker's deposit is not counted as rewards either.
    await env.write(pool, abi.sous, 'deposit', [FUEL(500)], { from: bob });
    expect(await env.read(pool, abi.sous, 'rewardBalance')).toBe(FUEL(10) - paid);
    expect(await env.read(pool, abi.sous, 'totalStaked')).toBe(FUEL(1500));
  });
});

describe('SousChefBNB', () => {
  it('stakes native BNB with a payable deposit, pays the reward token, returns BNB on withdraw and emergency', async () => {
    const now = await env.blockNumber();
    const start = now + 5n;
    const pool = await env.deploy('SousChefBNB', [partner, E18(3), start, start + 100n, E18(10), f.owner]);
    await env.write(partner, abi.token, 'mint', [pool, E18(300)]);
    const [alice, bob] = f.users as [Address, Address];

    const native = (a: Address) => env.pub.getBalance({ address: a });
    const costOf = (r: { gasUsed: bigint; effectiveGasPrice: bigint }) => r.gasUsed * r.effectiveGasPrice;

    const b0 = await native(alice);
    const d = await env.write(pool, abi.sousBnb, 'deposit', [], { from: alice, value: E18(4) });
    expect(b0 - (await native(alice))).toBe(E18(4) + costOf(d));
    expect(await env.pub.getBalance({ address: pool })).toBe(E18(4));
    expect(await env.read<readonly [bigint, bigint]>(pool, abi.sousBnb, 'userInfo', [alice])).toEqual([E18(4), 0n]);
    expect(await revertReason(env.write(pool, abi.sousBnb, 'deposit', [], { from: alice, value: E18(6) + 1n }))).toContain(
      'SousChef__AboveUserLimit',
    );

    await mineTo(start + 4n);
    expect(await env.read(pool, abi.sousBnb, 'pendingReward', [alice])).toBe(E18(12));
    await env.write(pool, abi.sousBnb, 'deposit', [], { from: alice }); // harvest, no value
    expect(await bal(partner, alice)).toBe(E18(15));

    const b1 = await native(alice);
    const w = await env.write(pool, abi.sousBnb, 'withdraw', [E18(1)], { from: alice });
    expect((await native(alice)) - b1).toBe(E18(1) - costOf(w));
    expect(await bal(partner, alice)).toBe(E18(18));

    await env.write(pool, abi.sousBnb, 'deposit', [], { from: bob, value: E18(2) });
    const b2 = await native(bob);
    const e = await env.write(pool, abi.sousBnb, 'emergencyWithdraw', [], { from: bob });
    expect((await native(bob)) - b2).toBe(E18(2) - costOf(e));
    expect(await bal(partner, bob)).toBe(0n);

    // Plain BNB transfers are refused.
    expect(await revertReason(env.pub.estimateGas({ account: alice, to: pool, value: 1n }))).toMatch(/revert/i);
    expect(await env.read(pool, abi.sousBnb, 'totalStaked')).toBe(E18(3));
    expect(await env.pub.getBalance({ address: pool })).toBe(E18(3));
  });
});
