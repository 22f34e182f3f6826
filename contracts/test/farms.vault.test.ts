import { encodeFunctionData, parseEventLogs, type Address, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artifacts } from '../generated/artifacts.ts';
import { abi, deployFixture, E18, FUEL, revertReason, startEnv, type Env, type Fixture } from './farms/helpers.ts';

let env: Env;
let f: Fixture;
const BPS = 10_000n;

beforeAll(async () => {
  env = await startEnv();
  f = await deployFixture(env);
  await env.write(f.chef, abi.chef, 'add', [3000n, f.lpA, true]); // pool 0: 10 FUEL per block
});
afterAll(async () => {
  await env?.stop();
});
beforeEach(async () => {
  await env.reset();
});

const v = <T = bigint>(fn: string, args: readonly unknown[] = []) => env.read<T>(f.vault, abi.vault, fn, args);
const fuelOf = (a: Address) => env.read(f.fuel, abi.fuel, 'balanceOf', [a]);
const userInfo = (u: Address) => v<readonly [bigint, bigint, bigint, bigint]>('userInfo', [u]);
/** FUEL the chef paid the vault as pool-0 reward in this transaction. */
function claimedIn(r: TransactionReceipt): bigint {
  return parseEventLogs({ abi: abi.chef, logs: r.logs, eventName: 'Harvest' })
    .filter((l) => l.args.user === f.vault)
    .reduce((s, l) => s + l.args.amount, 0n);
}
async function nextTimestamp(t: bigint) {
  await env.test.setNextBlockTimestamp({ timestamp: t });
}

describe('FuelVault', () => {
  it('starts with the documented fees, maxima and roles', async () => {
    expect(await v('performanceFee')).toBe(200n);
    expect(await v('callFee')).toBe(25n);
    expect(await v('withdrawFee')).toBe(10n);
    expect(await v('withdrawFeePeriod')).toBe(259_200n);
    expect(await v('MAX_PERFORMANCE_FEE')).toBe(500n);
    expect(await v('MAX_CALL_FEE')).toBe(100n);
    expect(await v('MAX_WITHDRAW_FEE')).toBe(100n);
    expect(await v('MAX_WITHDRAW_FEE_PERIOD')).toBe(259_200n);
    expect(await v<Address>('admin')).toBe(f.admin);
    expect(await v<Address>('treasury')).toBe(f.treasury);
    expect(await v<Address>('owner')).toBe(f.owner);
    expect(await v<Address>('token')).toBe(f.fuel);
    expect(await v<Address>('receiptToken')).toBe(f.bar);
    expect(await v<Address>('masterchef')).toBe(f.chef);
    expect(await v('totalShares')).toBe(0n);
    expect(await v('getPricePerFullShare')).toBe(FUEL(1)); // 1e18 shares = 1 FUEL
    expect(await v<boolean>('paused')).toBe(false);
  });

  it('deposits into pool 0 and mints 18-decimal shares', async () => {
    const alice = f.users[0]!;
    const r = await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: alice });
    const block = await env.pub.getBlock({ blockNumber: r.blockNumber });
    expect(await userInfo(alice)).toEqual([E18(1000), block.timestamp, FUEL(1000), block.timestamp]);
    expect(await v('totalShares')).toBe(E18(1000));
    expect(await v('balanceOf')).toBe(FUEL(1000));
    expect(await v('available')).toBe(0n);
    expect(await env.read<readonly [bigint, bigint]>(f.chef, abi.chef, 'userInfo', [0n, f.vault])).toEqual([FUEL(1000), 0n]);
    expect(await env.read(f.bar, abi.bar, 'balanceOf', [f.vault])).toBe(FUEL(1000));
    const ev = parseEventLogs({ abi: abi.vault, logs: r.logs, eventName: 'Deposit' })[0]!.args;
    expect(ev).toMatchObject({ sender: alice, amount: FUEL(1000), shares: E18(1000), lastDepositedTime: block.timestamp });
    expect(await revertReason(env.write(f.vault, abi.vault, 'deposit', [0n], { from: alice }))).toContain('FuelVault__ZeroAmount');
  });

  it('harvest pays exactly the performance fee to the treasury and the call fee to the caller, and compounds the rest', async () => {
    const [alice, keeper] = f.users as [Address, Address];
    await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: alice });
    await env.mine(10);
    const pendingNow = await env.read(f.chef, abi.chef, 'pendingCake', [0n, f.vault]);
    expect(pendingNow).toBeGreaterThan(FUEL(99));
    expect(await v('calculateHarvestCakeRewards')).toBe((pendingNow * 25n) / BPS);
    expect(await v('calculateTotalPendingCakeRewards')).toBe(pendingNow);

    const balBefore = await v('balanceOf');
    const tBefore = await fuelOf(f.treasury);
    const kBefore = await fuelOf(keeper);
    const r = await env.write(f.vault, abi.vault, 'harvest', [], { from: keeper });
    const claimed = claimedIn(r);
    expect(claimed).toBeGreaterThan(pendingNow); // one more block
    const perf = (claimed * 200n) / BPS;
    const bounty = (claimed * 25n) / BPS;
    expect((await fuelOf(f.treasury)) - tBefore).toBe(perf);
    expect((await fuelOf(keeper)) - kBefore).toBe(bounty);
    expect((await v('balanceOf')) - balBefore).toBe(claimed - perf - bounty);
    expect(await v('available')).toBe(0n); // all re-staked
    const ev = parseEventLogs({ abi: abi.vault, logs: r.logs, eventName: 'Harvest' })[0]!.args;
    expect(ev).toMatchObject({ sender: keeper, performanceFee: perf, callFee: bounty });
    expect(await v('lastHarvestedTime')).toBe((await env.pub.getBlock({ blockNumber: r.blockNumber })).timestamp);
  });

  it('charges the withdraw fee inside 72 hours of the last deposit and none from then on', async () => {
    const [alice, bob] = f.users as [Address, Address];
    const d = await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: alice });
    const t0 = (await env.pub.getBlock({ blockNumber: d.blockNumber })).timestamp;
    await env.write(f.vault, abi.vault, 'deposit', [FUEL(3000)], { from: bob });

    /** Withdraws `shares` for `who` in a block at `timestamp`; returns payout, fee and what the shares were worth. */
    const withdrawAt = async (who: Address, shares: bigint, timestamp: bigint) => {
      const [bal, total, treasury, mine] = await Promise.all([v('balanceOf'), v('totalShares'), fuelOf(f.treasury), fuelOf(who)]);
      await nextTimestamp(timestamp);
      const r = await env.write(f.vault, abi.vault, 'withdraw', [shares], { from: who });
      const claimed = claimedIn(r);
      const perf = (claimed * 200n) / BPS;
      const worth = ((bal + claimed - perf) * shares) / total;
      const payout = (await fuelOf(who)) - mine;
      const fee = (await fuelOf(f.treasury)) - treasury - perf;
      const ev = parseEventLogs({ abi: abi.vault, logs: r.logs, eventName: 'Withdraw' })[0]!.args;
      expect(ev).toMatchObject({ sender: who, amount: payout, shares });
      return { payout, fee, worth };
    };

    // One second before the window closes: 0.1% fee, exactly.
    const inside = await withdrawAt(alice, E18(100), t0 + 259_200n - 1n);
    expect(inside.payout + inside.fee).toBe(inside.worth);
    expect(inside.fee).toBe((inside.worth * 10n) / BPS);
    expect(inside.fee).toBeGreaterThan(0n);

    // From the end of the window: no fee.
    const after = await withdrawAt(alice, E18(100), t0 + 259_200n);
    expect(after.fee).toBe(0n);
    expect(after.payout).toBe(after.worth);

    // A new deposit restarts the window.
    const d2 = await env.write(f.vault, abi.vault, 'deposit', [FUEL(1)], { from: alice });
    const t1 = (await env.pub.getBlock({ blockNumber: d2.blockNumber })).timestamp;
    const again = await withdrawAt(alice, E18(50), t1 + 3_600n);
    expect(again.fee).toBe((again.worth * 10n) / BPS);

    // withdrawAll empties the account (no fee after the window).
    await env.increaseTime(259_200);
    const [shares] = await userInfo(alice);
    const before = await fuelOf(alice);
    await env.write(f.vault, abi.vault, 'withdrawAll', [], { from: alice });
    expect(await userInfo(alice).then((u) => u[0])).toBe(0n);
    expect((await fuelOf(alice)) - before).toBeGreaterThan(0n);
    expect(shares).toBeGreaterThan(0n);
    expect((await userInfo(alice))[2]).toBe(0n);
    expect(await revertReason(env.write(f.vault, abi.vault, 'withdraw', [1n], { from: alice }))).toContain('FuelVault__InsufficientShares');
    expect(await revertReason(env.write(f.vault, abi.vault, 'withdraw', [0n], { from: alice }))).toContain('FuelVault__ZeroShares');
  });

  it('a later deposit neither dilutes earlier holders nor captures their pending rewards', async () => {
    const [alice, bob] = f.users as [Address, Address];
    await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: alice });
    await env.mine(20);
    const price = await v('getPricePerFullShare');
    expect(price).toBeGreaterThan(FUEL(1)); // pending rewards already count, net of the performance fee
    const [aliceShares] = await userInfo(alice);
    const aliceValue = (aliceShares * price) / E18(1);

    await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: bob });
    const price2 = await v('getPricePerFullShare');
    expect(price2).toBeGreaterThanOrEqual(price);
    expect((aliceShares * price2) / E18(1)).toBeGreaterThanOrEqual(aliceValue);
    const [bobShares, , bobAtAction] = await userInfo(bob);
    const bobValue = (bobShares * price2) / E18(1);
    expect(bobValue).toBeLessThanOrEqual(FUEL(1000));
    expect(bobValue).toBeGreaterThanOrEqual(FUEL(1000) - 1n);
    expect(bobAtAction).toBeLessThanOrEqual(FUEL(1000));
    expect(bobAtAction).toBeGreaterThanOrEqual(FUEL(1000) - 1n);
  });

  it('pause stops deposits and harvests but not withdrawals; emergencyWithdraw pulls the stake while paused', async () => {
    const [alice, bob] = f.users as [Address, Address];
    await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: alice });
    expect(await revertReason(env.write(f.vault, abi.vault, 'pause', [], { from: alice }))).toContain('FuelVault__NotAdmin');
    expect(await revertReason(env.write(f.vault, abi.vault, 'pause', [], { from: f.owner }))).toContain('FuelVault__NotAdmin');
    expect(await revertReason(env.write(f.vault, abi.vault, 'emergencyWithdraw', [], { from: f.admin }))).toContain('FuelVault__NotPaused');
    const p = await env.write(f.vault, abi.vault, 'pause', [], { from: f.admin });
    expect(parseEventLogs({ abi: abi.vault, logs: p.logs, eventName: 'Pause' })).toHaveLength(1);
    expect(await v<boolean>('paused')).toBe(true);
    expect(await revertReason(env.write(f.vault, abi.vault, 'deposit', [FUEL(1)], { from: bob }))).toContain('FuelVault__Paused');
    expect(await revertReason(env.write(f.vault, abi.vault, 'harvest', [], { from: bob }))).toContain('FuelVault__Paused');
    await env.write(f.vault, abi.vault, 'withdraw', [E18(100)], { from: alice });

    await env.write(f.vault, abi.vault, 'emergencyWithdraw', [], { from: f.admin });
    expect(await env.read<readonly [bigint, bigint]>(f.chef, abi.chef, 'userInfo', [0n, f.vault])).toEqual([0n, 0n]);
    const idle = await v('available');
    expect(idle).toBeGreaterThanOrEqual(FUEL(900));
    expect(await v('balanceOf')).toBe(idle);
    const before = await fuelOf(alice);
    await env.write(f.vault, abi.vault, 'withdraw', [E18(100)], { from: alice });
    expect((await fuelOf(alice)) - before).toBeGreaterThan(FUEL(99));

    const u = await env.write(f.vault, abi.vault, 'unpause', [], { from: f.admin });
    expect(parseEventLogs({ abi: abi.vault, logs: u.logs, eventName: 'Unpause' })).toHaveLength(1);
    expect(await v('available')).toBe(0n); // re-staked
    await env.write(f.vault, abi.vault, 'deposit', [FUEL(1)], { from: bob });
  });

  it('restricts setters: fees within maxima by the admin, admin and treasury by the owner, stray tokens only', async () => {
    const stranger = f.users[0]!;
    const asAdmin = { from: f.admin };
    for (const [fn, max] of [
      ['setPerformanceFee', 500n],
      ['setCallFee', 100n],
      ['setWithdrawFee', 100n],
      ['setWithdrawFeePeriod', 259_200n],
    ] as const) {
      expect(await revertReason(env.write(f.vault, abi.vault, fn, [1n], { from: stranger }))).toContain('FuelVault__NotAdmin');
      expect(await revertReason(env.write(f.vault, abi.vault, fn, [1n], { from: f.owner }))).toContain('FuelVault__NotAdmin');
      expect(await revertReason(env.write(f.vault, abi.vault, fn, [max + 1n], asAdmin))).toContain('FuelVault__FeeTooHigh');
      await env.write(f.vault, abi.vault, fn, [max], asAdmin);
    }
    expect(await v('performanceFee')).toBe(500n);
    expect(await v('callFee')).toBe(100n);
    expect(await v('withdrawFee')).toBe(100n);

    expect(await revertReason(env.write(f.vault, abi.vault, 'setAdmin', [stranger], asAdmin))).toContain('OwnableUnauthorizedAccount');
    expect(await revertReason(env.write(f.vault, abi.vault, 'setTreasury', [stranger], asAdmin))).toContain('OwnableUnauthorizedAccount');
    await env.write(f.vault, abi.vault, 'setTreasury', [stranger]);
    expect(await v<Address>('treasury')).toBe(stranger);
    await env.write(f.vault, abi.vault, 'setAdmin', [stranger]);
    expect(await v<Address>('admin')).toBe(stranger);
    expect(await revertReason(env.write(f.vault, abi.vault, 'pause', [], asAdmin))).toContain('FuelVault__NotAdmin');

    // Stray tokens go to the admin; FUEL and SYRUP never leave this way.
    await env.write(f.lpB, abi.token, 'transfer', [f.vault, E18(5)], { from: f.users[1]! });
    expect(await revertReason(env.write(f.vault, abi.vault, 'inCaseTokensGetStuck', [f.fuel], { from: stranger }))).toContain(
      'FuelVault__CannotRecover',
    );
    expect(await revertReason(env.write(f.vault, abi.vault, 'inCaseTokensGetStuck', [f.bar], { from: stranger }))).toContain(
      'FuelVault__CannotRecover',
    );
    const before = await env.read(f.lpB, abi.token, 'balanceOf', [stranger]);
    await env.write(f.vault, abi.vault, 'inCaseTokensGetStuck', [f.lpB], { from: stranger });
    expect((await env.read(f.lpB, abi.token, 'balanceOf', [stranger])) - before).toBe(E18(5));
  });

  it('accepts deposits from contract accounts (smart wallets), not only externally owned ones', async () => {
    // Multicall3 stands in for a contract wallet: it approves and deposits as msg.sender, with tx.origin another account.
    const alice = f.users[0]!;
    const wallet = await env.deploy('Multicall3');
    await env.write(f.fuel, abi.fuel, 'transfer', [wallet, FUEL(10)], { from: alice });
    const approve = encodeFunctionData({ abi: abi.fuel, functionName: 'approve', args: [f.vault, FUEL(10)] });
    const deposit = encodeFunctionData({ abi: abi.vault, functionName: 'deposit', args: [FUEL(10)] });
    await env.write(
      wallet,
      artifacts.Multicall3.abi,
      'aggregate3',
      [
        [
          { target: f.fuel, allowFailure: false, callData: approve },
          { target: f.vault, allowFailure: false, callData: deposit },
        ],
      ],
      { from: alice },
    );
    expect((await userInfo(wallet))[0]).toBeGreaterThan(0n);
    expect(await fuelOf(wallet)).toBe(0n);
  });

  it('keeps deposit and withdraw within the app gas limit of 380000', async () => {
    const [alice, bob] = f.users as [Address, Address];
    await env.write(f.vault, abi.vault, 'deposit', [FUEL(1000)], { from: alice });
    await env.mine(5);
    // Bob's first deposit: new account, pending reward claimed, performance fee to a treasury with no FUEL yet.
    const d = await env.write(f.vault, abi.vault, 'deposit', [FUEL(500)], { from: bob });
    expect(d.gasUsed).toBeLessThan(380_000n);
    await env.mine(5);
    const w = await env.write(f.vault, abi.vault, 'withdraw', [E18(100)], { from: alice });
    expect(w.gasUsed).toBeLessThan(380_000n);
    await env.mine(5);
    const wa = await env.write(f.vault, abi.vault, 'withdrawAll', [], { from: bob });
    expect(wa.gasUsed).toBeLessThan(380_000n);
  });
});
