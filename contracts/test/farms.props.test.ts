/**
 * Property tests (fast-check) over random action sequences, each run on a fresh evm_snapshot that is reverted
 * afterwards. Run counts are modest: every action is a real transaction on anvil.
 */
import fc from 'fast-check';
import { parseEventLogs, type Address, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abi, deployFixture, E18, FUEL, startEnv, type Env, type Fixture } from './farms/helpers.ts';

let env: Env;
let f: Fixture;
let partner: Address;
const BPS = 10_000n;
const MAX = 2n ** 256n - 1n;

beforeAll(async () => {
  env = await startEnv();
  f = await deployFixture(env);
  await env.write(f.chef, abi.chef, 'add', [4000n, f.lpA, true]);
  await env.write(f.chef, abi.chef, 'add', [2000n, f.lpB, true]);
  partner = await env.deploy('TestToken', ['Partner', 'PRT', 18]);
}, 60_000);
afterAll(async () => {
  await env?.stop();
});

/** Runs `body` on a snapshot and reverts afterwards. */
async function isolated(body: () => Promise<void>): Promise<void> {
  const id = await env.snapshot();
  try {
    await body();
  } finally {
    await env.revert(id);
  }
}

/** Sends a transaction that may legitimately revert; returns the receipt or undefined. */
async function attempt(p: Promise<TransactionReceipt>): Promise<TransactionReceipt | undefined> {
  try {
    return await p;
  } catch {
    return undefined;
  }
}

const user = fc.integer({ min: 0, max: 2 });

describe('FuelChef properties', () => {
  type Act =
    | { kind: 'deposit'; user: number; pid: number; amount: number }
    | { kind: 'withdraw'; user: number; pid: number; pct: number }
    | { kind: 'emergency'; user: number; pid: number }
    | { kind: 'mine'; blocks: number }
    | { kind: 'set'; pid: number; alloc: number };
  const pid = fc.integer({ min: 0, max: 2 });
  const act: fc.Arbitrary<Act> = fc.oneof(
    fc.record({ kind: fc.constant('deposit' as const), user, pid, amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5000 })) }),
    fc.record({ kind: fc.constant('withdraw' as const), user, pid, pct: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ kind: fc.constant('emergency' as const), user, pid }),
    fc.record({ kind: fc.constant('mine' as const), blocks: fc.integer({ min: 1, max: 30 }) }),
    fc.record({ kind: fc.constant('set' as const), pid: fc.integer({ min: 1, max: 2 }), alloc: fc.integer({ min: 0, max: 6000 }) }),
  );

  it('never pays or owes more than was emitted, and stakes are always fully backed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(act, { minLength: 3, maxLength: 9 }), async (acts) => {
        await isolated(async () => {
          const users = f.users.slice(0, 3);
          const lps = [f.fuel, f.lpA, f.lpB] as const;
          const block0 = await env.blockNumber();
          const supply0 = await env.read(f.fuel, abi.fuel, 'totalSupply');
          let paid = 0n;
          const record = (r: TransactionReceipt | undefined) => {
            if (!r) return;
            for (const l of parseEventLogs({ abi: abi.chef, logs: r.logs, eventName: 'Harvest' })) paid += l.args.amount;
          };
          for (const a of acts) {
            if (a.kind === 'mine') {
              await env.mine(a.blocks);
            } else if (a.kind === 'set') {
              await env.write(f.chef, abi.chef, 'set', [BigInt(a.pid), BigInt(a.alloc), false]);
            } else {
              const from = users[a.user]!;
              const p = BigInt(a.pid);
              const [staked] = await env.read<readonly [bigint, bigint]>(f.chef, abi.chef, 'userInfo', [p, from]);
              if (a.kind === 'deposit') {
                const amount = a.pid === 0 ? FUEL(a.amount) : E18(a.amount);
                record(
                  await env.write(f.chef, abi.chef, a.pid === 0 ? 'enterStaking' : 'deposit', a.pid === 0 ? [amount] : [p, amount], {
                    from,
                  }),
                );
              } else if (a.kind === 'withdraw') {
                const amount = (staked * BigInt(a.pct)) / 100n;
                record(
                  await env.write(f.chef, abi.chef, a.pid === 0 ? 'leaveStaking' : 'withdraw', a.pid === 0 ? [amount] : [p, amount], {
                    from,
                  }),
                );
              } else {
                await env.write(f.chef, abi.chef, 'emergencyWithdraw', [p], { from });
              }
            }
          }
          await env.write(f.chef, abi.chef, 'massUpdatePools', []);
          const now = await env.blockNumber();
          const minted = (await env.read(f.fuel, abi.fuel, 'totalSupply')) - supply0;
          const reserve = await env.read(f.fuel, abi.fuel, 'balanceOf', [f.bar]);
          // Emission cap: at most fuelPerBlock per block since the run began.
          expect(minted).toBeLessThanOrEqual(f.fuelPerBlock * (now - block0));
          // Every minted unit is either paid out or still in the reserve.
          expect(paid + reserve).toBe(minted);
          let owed = 0n;
          for (const [i, lp] of lps.entries()) {
            let sum = 0n;
            for (const u of users) {
              owed += await env.read(f.chef, abi.chef, 'pendingCake', [BigInt(i), u]);
              sum += (await env.read<readonly [bigint, bigint]>(f.chef, abi.chef, 'userInfo', [BigInt(i), u]))[0];
            }
            expect(await env.read(f.chef, abi.chef, 'totalStaked', [BigInt(i)])).toBe(sum);
            expect(await env.read(lp, abi.token, 'balanceOf', [f.chef])).toBe(sum);
            if (i === 0) expect(await env.read(f.bar, abi.bar, 'totalSupply')).toBe(sum);
          }
          // What is owed can always be paid from the reserve.
          expect(owed).toBeLessThanOrEqual(reserve);
        });
      }),
      { numRuns: 15 },
    );
  });
});

describe('SousChef properties', () => {
  type Act =
    | { kind: 'deposit'; user: number; amount: number }
    | { kind: 'withdraw'; user: number; pct: number }
    | { kind: 'emergency'; user: number }
    | { kind: 'mine'; blocks: number };
  const act: fc.Arbitrary<Act> = fc.oneof(
    fc.record({ kind: fc.constant('deposit' as const), user, amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })) }),
    fc.record({ kind: fc.constant('withdraw' as const), user, pct: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ kind: fc.constant('emergency' as const), user }),
    fc.record({ kind: fc.constant('mine' as const), blocks: fc.integer({ min: 1, max: 12 }) }),
  );
  const config = fc.record({
    rate: fc.bigInt({ min: 1n, max: 10n ** 24n }),
    startIn: fc.integer({ min: 1, max: 20 }),
    length: fc.integer({ min: 3, max: 40 }),
    limit: fc.oneof(fc.constant(0), fc.integer({ min: 50, max: 500 })),
  });

  it('pays rewards only inside the window, within what it was funded with, and enforces the per-user limit', async () => {
    await fc.assert(
      fc.asyncProperty(config, fc.array(act, { minLength: 3, maxLength: 10 }), async (cfg, acts) => {
        await isolated(async () => {
          const users = f.users.slice(0, 3);
          const now0 = await env.blockNumber();
          const start = now0 + BigInt(cfg.startIn);
          const end = start + BigInt(cfg.length);
          const limit = FUEL(cfg.limit);
          const pool = await env.deploy('SousChef', [f.fuel, partner, cfg.rate, start, end, limit, f.owner]);
          const funded = cfg.rate * (end - start);
          await env.write(partner, abi.token, 'mint', [pool, funded]);
          for (const u of users) await env.write(f.fuel, abi.fuel, 'approve', [pool, MAX], { from: u });
          let paid = 0n;
          let firstStake: bigint | undefined;
          const record = (r: TransactionReceipt) => {
            for (const l of parseEventLogs({ abi: abi.sous, logs: r.logs, eventName: 'Harvest' })) paid += l.args.amount;
          };
          for (const a of acts) {
            if (a.kind === 'mine') {
              await env.mine(a.blocks);
              continue;
            }
            const from = users[a.user]!;
            const [staked] = await env.read<readonly [bigint, bigint]>(pool, abi.sous, 'userInfo', [from]);
            if (a.kind === 'deposit') {
              const amount = FUEL(a.amount);
              const tooMuch = limit > 0n && amount > 0n && staked + amount > limit;
              const r = await attempt(env.write(pool, abi.sous, 'deposit', [amount], { from }));
              expect(r === undefined).toBe(tooMuch);
              if (r) {
                record(r);
                if (amount > 0n && firstStake === undefined) firstStake = r.blockNumber;
              }
            } else if (a.kind === 'withdraw') {
              // Never reverts: the pool is funded for its whole window, rounding only ever pays less.
              record(await env.write(pool, abi.sous, 'withdraw', [(staked * BigInt(a.pct)) / 100n], { from }));
            } else {
              await env.write(pool, abi.sous, 'emergencyWithdraw', [], { from });
            }
            const [after] = await env.read<readonly [bigint, bigint]>(pool, abi.sous, 'userInfo', [from]);
            if (limit > 0n) expect(after).toBeLessThanOrEqual(limit);
          }
          const now = await env.blockNumber();
          let owed = 0n;
          for (const u of users) owed += await env.read(pool, abi.sous, 'pendingReward', [u]);
          // Rewards exist only for blocks inside [start, end] since the first stake.
          const from = firstStake === undefined ? end : firstStake > start ? firstStake : start;
          const to = now < end ? now : end;
          const emitted = to > from ? cfg.rate * (to - from) : 0n;
          expect(paid + owed).toBeLessThanOrEqual(emitted);
          expect(paid + owed).toBeLessThanOrEqual(funded);
          if (now < start) expect(owed + paid).toBe(0n);
          if (now >= end) {
            await env.mine(3);
            let later = 0n;
            for (const u of users) later += await env.read(pool, abi.sous, 'pendingReward', [u]);
            expect(later).toBe(owed);
          }
        });
      }),
      { numRuns: 15 },
    );
  });
});

describe('FuelVault properties', () => {
  type Act =
    | { kind: 'deposit'; user: number; amount: number }
    | { kind: 'withdraw'; user: number; pct: number }
    | { kind: 'harvest'; user: number }
    | { kind: 'mine'; blocks: number }
    | { kind: 'time'; seconds: number };
  const act: fc.Arbitrary<Act> = fc.oneof(
    fc.record({ kind: fc.constant('deposit' as const), user, amount: fc.integer({ min: 1, max: 100_000 }) }),
    fc.record({ kind: fc.constant('withdraw' as const), user, pct: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('harvest' as const), user: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ kind: fc.constant('mine' as const), blocks: fc.integer({ min: 1, max: 25 }) }),
    fc.record({ kind: fc.constant('time' as const), seconds: fc.integer({ min: 1, max: 200_000 }) }),
  );
  const fees = fc.record({
    perf: fc.integer({ min: 0, max: 500 }),
    call: fc.integer({ min: 0, max: 100 }),
    withdraw: fc.integer({ min: 0, max: 100 }),
    period: fc.integer({ min: 0, max: 259_200 }),
  });

  it('never dilutes holders, charges exactly the configured basis points, and applies the withdraw fee only in its window', async () => {
    await fc.assert(
      fc.asyncProperty(fees, fc.array(act, { minLength: 3, maxLength: 10 }), async (fee, acts) => {
        await isolated(async () => {
          const users = f.users.slice(0, 4); // users[3] only harvests
          const asAdmin = { from: f.admin };
          await env.write(f.vault, abi.vault, 'setPerformanceFee', [BigInt(fee.perf)], asAdmin);
          await env.write(f.vault, abi.vault, 'setCallFee', [BigInt(fee.call)], asAdmin);
          await env.write(f.vault, abi.vault, 'setWithdrawFee', [BigInt(fee.withdraw)], asAdmin);
          await env.write(f.vault, abi.vault, 'setWithdrawFeePeriod', [BigInt(fee.period)], asAdmin);
          const perfOf = (claimed: bigint) => (claimed * BigInt(fee.perf)) / BPS;
          const claimedIn = (r: TransactionReceipt) =>
            parseEventLogs({ abi: abi.chef, logs: r.logs, eventName: 'Harvest' })
              .filter((l) => l.args.user === f.vault)
              .reduce((s, l) => s + l.args.amount, 0n);
          const fuelOf = (a: Address) => env.read(f.fuel, abi.fuel, 'balanceOf', [a]);
          const vr = <T = bigint>(fn: string, args: readonly unknown[] = []) => env.read<T>(f.vault, abi.vault, fn, args);
          const price = () => vr('getPricePerFullShare');

          for (const a of acts) {
            if (a.kind === 'mine') {
              await env.mine(a.blocks);
              continue;
            }
            if (a.kind === 'time') {
              await env.increaseTime(a.seconds);
              continue;
            }
            const who = users[a.user]!;
            const [p0, total0, bal0, treasury0, mine0] = await Promise.all([
              price(),
              vr('totalShares'),
              vr('balanceOf'),
              fuelOf(f.treasury),
              fuelOf(who),
            ]);
            if (a.kind === 'deposit') {
              const amount = FUEL(a.amount);
              const r = await env.write(f.vault, abi.vault, 'deposit', [amount], { from: who });
              const claimed = claimedIn(r);
              // Only the performance fee left, exactly.
              expect((await fuelOf(f.treasury)) - treasury0).toBe(perfOf(claimed));
              // Nobody's shares lost value; the depositor got what they paid, up to rounding.
              const p1 = await price();
              if (total0 > 0n) expect(p1).toBeGreaterThanOrEqual(p0);
              const ev = parseEventLogs({ abi: abi.vault, logs: r.logs, eventName: 'Deposit' })[0]!.args;
              const worth = (ev.shares * (bal0 + claimed - perfOf(claimed) + amount)) / ((await vr('totalShares')) as bigint);
              expect(worth).toBeLessThanOrEqual(amount);
              expect(worth).toBeGreaterThanOrEqual(amount - 1n);
            } else if (a.kind === 'withdraw') {
              const [shares, lastDeposit] = await vr<readonly [bigint, bigint, bigint, bigint]>('userInfo', [who]);
              const toBurn = (shares * BigInt(a.pct)) / 100n;
              if (toBurn === 0n) continue;
              const r = await env.write(f.vault, abi.vault, 'withdraw', [toBurn], { from: who });
              const claimed = claimedIn(r);
              const ts = (await env.pub.getBlock({ blockNumber: r.blockNumber })).timestamp;
              const worth = ((bal0 + claimed - perfOf(claimed)) * toBurn) / total0;
              const inWindow = ts < lastDeposit + BigInt(fee.period);
              const wFee = inWindow ? (worth * BigInt(fee.withdraw)) / BPS : 0n;
              expect((await fuelOf(who)) - mine0).toBe(worth - wFee);
              expect((await fuelOf(f.treasury)) - treasury0).toBe(perfOf(claimed) + wFee);
              const total1 = await vr('totalShares');
              if (total1 > 0n) expect(await price()).toBeGreaterThanOrEqual(p0);
            } else {
              const r = await env.write(f.vault, abi.vault, 'harvest', [], { from: who });
              const claimed = claimedIn(r);
              const bounty = (claimed * BigInt(fee.call)) / BPS;
              expect((await fuelOf(f.treasury)) - treasury0).toBe(perfOf(claimed));
              expect((await fuelOf(who)) - mine0).toBe(bounty);
              expect(await vr('balanceOf')).toBe(bal0 + claimed - perfOf(claimed) - bounty);
              // Holders lose at most the call fee (a fee), never more.
              if (total0 > 0n) expect(await price()).toBeGreaterThanOrEqual(p0 - (bounty * E18(1)) / total0 - 1n);
            }
          }
          // Shares are always backed: everyone can leave, and the vault keeps at most rounding dust.
          for (const u of users.slice(0, 3)) {
            const [shares] = await vr<readonly [bigint, bigint, bigint, bigint]>('userInfo', [u]);
            if (shares > 0n) await env.write(f.vault, abi.vault, 'withdrawAll', [], { from: u });
          }
          expect(await vr('totalShares')).toBe(0n);
          expect(await vr('balanceOf')).toBeLessThanOrEqual(10n);
        });
      }),
      { numRuns: 20 },
    );
  });
});
