import { parseEventLogs, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revertReason, startEnv, type Env } from './farms/helpers.ts';
import { BNB, Bear, Bull, deployPrediction, helpers, oabi, pabi, type PFixture } from './prediction/helpers.ts';

let env: Env;
let f: PFixture;
let h: ReturnType<typeof helpers>;
const P = (usd: number) => BigInt(Math.round(usd * 1e8)); // oracle price, 8 decimals

beforeAll(async () => {
  env = await startEnv();
  f = await deployPrediction(env);
  h = helpers(env, f);
});
afterAll(async () => {
  await env?.stop();
});
beforeEach(async () => {
  await env.reset();
});

describe('PriceAggregator', () => {
  it('answers like a Chainlink feed with 8 decimals and only takes updates from its owner and keepers', async () => {
    expect(await env.read(f.oracle, oabi, 'decimals')).toBe(8);
    const [id0, answer0] = await env.read<readonly bigint[]>(f.oracle, oabi, 'latestRoundData');
    expect([id0, answer0]).toEqual([1n, P(300)]);
    const keeper = f.players[5]!;
    expect(await revertReason(env.write(f.oracle, oabi, 'updateAnswer', [P(301)], { from: keeper }))).toMatch('not keeper');
    await env.write(f.oracle, oabi, 'setKeeper', [keeper, true]);
    const r = await env.write(f.oracle, oabi, 'updateAnswer', [P(301)], { from: keeper });
    const block = await env.pub.getBlock({ blockNumber: r.blockNumber });
    const [id, answer, startedAt, updatedAt, answeredIn] = await env.read<readonly bigint[]>(f.oracle, oabi, 'latestRoundData');
    expect([id, answer, startedAt, updatedAt, answeredIn]).toEqual([2n, P(301), block.timestamp, block.timestamp, 2n]);
    expect(await revertReason(env.write(f.oracle, oabi, 'updateAnswer', [0n], { from: keeper }))).toMatch('positive');
  });
});

describe('FuelPrediction', () => {
  it('starts with the documented parameters and roles', async () => {
    const m = await env.deploy('FuelPrediction', [f.owner, f.oracle, f.admin, f.operator, f.treasury, 100n, 20n, BNB('0.001'), 300n]);
    const r = <T = bigint>(fn: string) => env.read<T>(m, pabi, fn);
    expect(await r('intervalBlocks')).toBe(100n);
    expect(await r('bufferBlocks')).toBe(20n);
    expect(await r('minBetAmount')).toBe(1_000_000_000_000_000n);
    expect(await r('rewardRate')).toBe(97n);
    expect(await r('currentEpoch')).toBe(0n);
    expect(await r<boolean>('paused')).toBe(false);
    expect(await r<Address>('owner')).toBe(f.owner);
    expect(await r<Address>('adminAddress')).toBe(f.admin);
    expect(await r<Address>('operatorAddress')).toBe(f.operator);
    expect(await r<Address>('treasuryAddress')).toBe(f.treasury);
    expect(await r<Address>('oracle')).toBe(f.oracle);
  });

  it('runs genesis: round 1 locks with the oracle price and round 2 opens one interval after its start', async () => {
    const start = await h.op('genesisStartRound');
    expect(await h.epoch()).toBe(1n);
    const r1 = await h.round(1n);
    expect([r1.startBlock, r1.lockBlock, r1.endBlock]).toEqual([start.blockNumber, start.blockNumber + 10n, start.blockNumber + 20n]);
    expect(await revertReason(h.op('genesisLockRound'))).toMatch('too early to lock');
    expect(await revertReason(h.op('genesisStartRound'))).toMatch('genesis start already done');
    await h.mineTo(r1.lockBlock - 1n);
    await h.setPrice(P(312.5));
    const r = await h.op('genesisLockRound');
    expect(r.blockNumber).toBe(r1.lockBlock);
    const locked = await h.round(1n);
    expect(locked.lockPrice).toBe(P(312.5));
    expect(locked.lockOracleId).toBe(2n);
    expect(await h.epoch()).toBe(2n);
    const r2 = await h.round(2n);
    expect(r2.startBlock).toBe(r.blockNumber);
    const events = parseEventLogs({ abi: pabi, logs: r.logs });
    expect(events.map((e) => e.eventName)).toEqual(['LockRound', 'StartRound']);
  });

  it('pays winners amount x total / side x 0.97 and keeps 3% for the treasury', async () => {
    await h.genesis(P(300));
    const e = await h.epoch();
    const [a, b, c] = f.players as [Address, Address, Address];
    const betA = await h.bet(Bull, e, BNB(1), a);
    expect(parseEventLogs({ abi: pabi, logs: betA.logs, eventName: 'BetBull' })[0]!.args).toEqual({ sender: a, epoch: e, amount: BNB(1) });
    await h.bet(Bull, e, BNB(3), b);
    await h.bet(Bear, e, BNB(2), c);
    await h.execute(P(301)); // locks e at 301
    expect(await h.read<boolean>('claimable', [e, a])).toBe(false); // not ended
    // The caller of the execution that settles the round gets 10% of the 3% fee: 0.018 BNB.
    const closing = await h.round(await h.epoch());
    await h.mineTo(closing.lockBlock - 1n);
    await h.setPrice(P(305));
    expect(await h.gain(f.operator, () => h.op('executeRound'))).toBe(BNB('0.018')); // closes e at 305: Bull
    const r = await h.round(e);
    expect(r.oracleCalled).toBe(true);
    expect([r.lockPrice, r.closePrice, r.totalAmount, r.bullAmount, r.bearAmount]).toEqual([P(301), P(305), BNB(6), BNB(4), BNB(2)]);
    expect(r.rewardBaseCalAmount).toBe(BNB(4));
    expect(r.rewardAmount).toBe(BNB('5.82'));
    expect(await h.read('treasuryAmount')).toBe(BNB('0.162'));
    expect(await h.read<boolean>('claimable', [e, a])).toBe(true);
    expect(await h.read<boolean>('claimable', [e, c])).toBe(false);
    // 1 x 6 / 4 x 0.97 = 1.455 BNB, 3 x 6 / 4 x 0.97 = 4.365 BNB
    expect(await h.gain(a, () => h.claim([e], a))).toBe(BNB('1.455'));
    expect(await h.gain(b, () => h.claim([e], b))).toBe(BNB('4.365'));
    expect(await revertReason(h.claim([e], c))).toMatch('not eligible for claim');
    expect(await revertReason(h.claim([e], a))).toMatch('not eligible for claim'); // no second claim
    expect(await h.read<readonly unknown[]>('ledger', [e, a])).toEqual([Bull, BNB(1), true]);
    const before = await h.balance(f.treasury);
    await env.write(f.market, pabi, 'claimTreasury', [], { from: f.admin });
    expect((await h.balance(f.treasury)) - before).toBe(BNB('0.162'));
    expect(await h.balance(f.market)).toBe(0n);
  });

  it('refuses a bet below the minimum, a second bet, a bet on another epoch and a bet at or after the lock block', async () => {
    await h.genesis();
    const e = await h.epoch();
    const [a, b] = f.players as [Address, Address];
    expect(await revertReason(h.bet(Bull, e, BNB('0.000999999999999999'), a))).toMatch('below the minimum');
    await h.bet(Bull, e, BNB('0.001'), a);
    expect(await revertReason(h.bet(Bear, e, BNB(1), a))).toMatch('only bet once');
    expect(await revertReason(h.bet(Bull, e + 1n, BNB(1), b))).toMatch('too early or too late');
    expect(await revertReason(h.bet(Bull, e - 1n, BNB(1), b))).toMatch('too early or too late');
    const r = await h.round(e);
    await h.mineTo(r.lockBlock - 1n);
    await h.bet(Bear, e, BNB(1), b); // the last block before the lock
    await h.mineTo(r.lockBlock); // the next transaction lands on the lock block, not executed yet
    expect(await revertReason(h.bet(Bull, e, BNB(1), f.players[2]!))).toMatch('not bettable');
    await env.mine(1); // reads run at the latest block: now the lock block
    expect(await h.read<boolean>('bettable', [e])).toBe(false);
  });

  it('makes a tie a House round: nobody can claim and the whole pot goes to the treasury', async () => {
    await h.genesis();
    const e = await h.epoch();
    const [a, b] = f.players as [Address, Address];
    await h.bet(Bull, e, BNB(1), a);
    await h.bet(Bear, e, BNB(2), b);
    await h.execute(P(310));
    await h.execute(P(310));
    const r = await h.round(e);
    expect(r.oracleCalled).toBe(true);
    expect([r.rewardBaseCalAmount, r.rewardAmount]).toEqual([0n, 0n]);
    expect(await h.read('treasuryAmount')).toBe(BNB('2.991')); // the keeper's 10% of the normal 3% fee aside
    for (const u of [a, b]) {
      expect(await h.read<boolean>('claimable', [e, u])).toBe(false);
      expect(await h.read<boolean>('refundable', [e, u])).toBe(false);
      expect(await revertReason(h.claim([e], u))).toMatch('not eligible for claim');
    }
  });

  it('sends the pot to the treasury when nobody bet on the winning side', async () => {
    await h.genesis();
    const e = await h.epoch();
    await h.bet(Bear, e, BNB(2), f.players[0]!);
    await h.execute(P(300));
    await h.execute(P(320));
    expect((await h.round(e)).rewardAmount).toBe(0n);
    expect(await h.read('treasuryAmount')).toBe(BNB('1.994'));
  });

  it('cancels rounds executed late past the buffer and refunds every bet exactly, once', async () => {
    await h.genesis();
    const live = await h.epoch();
    const [a, b, c] = f.players as [Address, Address, Address];
    await h.bet(Bull, live, BNB(1), a);
    await h.execute(P(301)); // locks `live`
    const open = await h.epoch();
    await h.bet(Bear, open, BNB('0.5'), b);
    await h.bet(Bull, open, BNB('0.25'), c);
    const o = await h.round(open);
    await h.mineTo(o.lockBlock + f.buffer + 1n); // first block past the buffer
    const r = await h.op('executeRound'); // the oracle is not even read
    const names = parseEventLogs({ abi: pabi, logs: r.logs }).map((l) => l.eventName);
    expect(names).toEqual(['RoundCanceled', 'RoundCanceled', 'StartRound']);
    for (const e of [live, open]) {
      expect((await h.round(e)).canceled).toBe(true);
      expect(await h.read<boolean>('failed', [e])).toBe(true);
    }
    expect(await h.read<boolean>('refundable', [open, b])).toBe(true);
    expect(await h.read<boolean>('claimable', [open, b])).toBe(false);
    expect(await h.gain(a, () => h.claim([live], a))).toBe(BNB(1));
    expect(await h.gain(b, () => h.claim([open], b))).toBe(BNB('0.5'));
    expect(await h.gain(c, () => h.claim([open], c))).toBe(BNB('0.25'));
    expect(await revertReason(h.claim([open], b))).toMatch('not eligible for refund');
    expect(await h.read('treasuryAmount')).toBe(0n);
    // The game goes on: the new round locks at its time (without a live round to close), then the next closes it.
    const next = await h.epoch();
    await h.execute(P(302));
    expect((await h.round(next)).lockPrice).toBe(P(302));
    await h.execute(P(303));
    expect((await h.round(next)).oracleCalled).toBe(true);
  });

  it('executes on the last block of the buffer', async () => {
    await h.genesis();
    const e = await h.epoch();
    const o = await h.round(e);
    await h.mineTo(o.lockBlock + f.buffer - 1n);
    await h.setPrice(P(299));
    const r = await h.op('executeRound');
    expect(r.blockNumber).toBe(o.lockBlock + f.buffer);
    expect((await h.round(e)).canceled).toBe(false);
    expect((await h.round(e)).lockPrice).toBe(P(299));
  });

  it('counts a round never closed within endBlock + buffer as failed even when nobody calls', async () => {
    await h.genesis();
    const e = await h.epoch();
    await h.bet(Bull, e, BNB(1), f.players[0]!);
    const r = await h.round(e);
    expect(await h.read<boolean>('refundable', [e, f.players[0]!])).toBe(false);
    await h.mineTo(r.endBlock + f.buffer + 1n);
    await env.mine(1);
    expect(await h.read<boolean>('failed', [e])).toBe(true);
    expect(await h.gain(f.players[0]!, () => h.claim([e], f.players[0]!))).toBe(BNB(1));
  });

  it('refuses a stale oracle price and an oracle round id that does not move forward', async () => {
    await h.genesis();
    const o = await h.round(await h.epoch());
    await h.mineTo(o.lockBlock);
    // no update since the genesis lock: same round id
    expect(await revertReason(h.op('executeRound'))).toMatch('round id must increase');
    await h.setPrice(P(301));
    await env.increaseTime(3601);
    expect(await revertReason(h.op('executeRound'))).toMatch('stale');
    await h.setPrice(P(302));
    await h.op('executeRound');
  });

  it('lets anyone run the game once a round is due, and refuses bets from the market’s roles', async () => {
    const [x, y, z] = f.players as [Address, Address, Address];
    // Anyone may start and lock the genesis and execute: the operator's key is no longer needed.
    await env.write(f.market, pabi, 'genesisStartRound', [], { from: x });
    const g = await h.round(await h.epoch());
    expect(await revertReason(env.write(f.market, pabi, 'genesisLockRound', [], { from: y }))).toMatch('too early to lock');
    await h.mineTo(g.lockBlock - 1n);
    await h.setPrice(P(300));
    await env.write(f.market, pabi, 'genesisLockRound', [], { from: y });
    const e = await h.epoch();
    for (const role of [f.operator, f.admin, f.owner]) {
      expect(await revertReason(h.bet(Bull, e, BNB(1), role))).toMatch('roles cannot bet');
    }
    await h.bet(Bull, e, BNB(1), x);
    await h.bet(Bear, e, BNB(1), z);
    const o = await h.round(e);
    expect(await revertReason(env.write(f.market, pabi, 'executeRound', [], { from: z }))).toMatch('too early to lock');
    await h.mineTo(o.lockBlock - 1n);
    await h.setPrice(P(301));
    await env.write(f.market, pabi, 'executeRound', [], { from: z }); // locks e
    const next = await h.round(await h.epoch());
    await h.mineTo(next.lockBlock - 1n);
    await h.setPrice(P(299));
    // The settling call's caller gets 10% of the normal 3% fee of 2 BNB, whichever side won.
    const r = env.write(f.market, pabi, 'executeRound', [], { from: y });
    expect(await h.gain(y, () => r)).toBe(BNB('0.006'));
    const logs = parseEventLogs({ abi: pabi, logs: (await r).logs, eventName: 'KeeperReward' });
    expect(logs.map((l) => [l.args.keeper, l.args.epoch, l.args.amount])).toEqual([[y, e, BNB('0.006')]]);
    expect(await h.read('treasuryAmount')).toBe(BNB('0.054'));
    expect(await h.gain(z, () => h.claim([e], z))).toBe(BNB('1.94'));
  });

  it('keeps each role to its holder', async () => {
    const [x] = f.players as [Address];
    expect(await revertReason(env.write(f.market, pabi, 'pause', [], { from: f.operator }))).toMatch('not admin');
    expect(await revertReason(env.write(f.market, pabi, 'setOperator', [x], { from: f.owner }))).toMatch('not admin');
    expect(await revertReason(env.write(f.market, pabi, 'claimTreasury', [], { from: x }))).toMatch('not admin');
    expect(await revertReason(env.write(f.market, pabi, 'setAdmin', [x], { from: f.admin }))).toMatch('OwnableUnauthorizedAccount');
    expect(await revertReason(env.write(f.market, pabi, 'setMinBetAmount', [1n], { from: f.admin }))).toMatch('ExpectedPause');
    await env.write(f.market, pabi, 'pause', [], { from: f.admin });
    await env.write(f.market, pabi, 'setIntervalAndBuffer', [6n, 2n], { from: f.admin });
    expect(await revertReason(env.write(f.market, pabi, 'setIntervalAndBuffer', [6n, 6n], { from: f.admin }))).toMatch(
      'buffer must be below',
    );
    expect(await revertReason(env.write(f.market, pabi, 'setRewardRate', [89n], { from: f.admin }))).toMatch('out of range');
    expect(await revertReason(env.write(f.market, pabi, 'setKeeperRewardRate', [51n], { from: f.admin }))).toMatch('out of range');
    await env.write(f.market, pabi, 'setKeeperRewardRate', [0n], { from: f.admin });
    expect(await env.read(f.market, pabi, 'keeperRewardRate')).toBe(0n);
    await env.write(f.market, pabi, 'setOperator', [x], { from: f.admin });
    await env.write(f.market, pabi, 'setAdmin', [x], { from: f.owner });
    expect(await env.read(f.market, pabi, 'intervalBlocks')).toBe(6n);
    expect(await env.read(f.market, pabi, 'adminAddress')).toBe(x);
  });

  it('pauses bets and rounds, and restarts from genesis after the unpause; the abandoned round is refunded', async () => {
    await h.genesis();
    const e = await h.epoch();
    const a = f.players[0]!;
    await h.bet(Bull, e, BNB(1), a);
    await env.write(f.market, pabi, 'pause', [], { from: f.admin });
    expect(await revertReason(h.bet(Bull, e, BNB(1), f.players[1]!))).toMatch('EnforcedPause');
    expect(await revertReason(h.op('executeRound'))).toMatch('EnforcedPause');
    await env.write(f.market, pabi, 'unpause', [], { from: f.admin });
    expect(await h.read<boolean>('genesisStartOnce')).toBe(false);
    expect(await revertReason(h.op('executeRound'))).toMatch('genesis rounds first');
    await h.genesis();
    expect(await h.epoch()).toBe(e + 2n);
    const r = await h.round(e);
    await h.mineTo(r.endBlock + f.buffer + 1n);
    await env.mine(1);
    expect(await h.gain(a, () => h.claim([e], a))).toBe(BNB(1));
  });

  it('claims several rounds at once (a win and a refund) in one transfer', async () => {
    await h.genesis();
    const a = f.players[0]!;
    const e1 = await h.epoch();
    await h.bet(Bear, e1, BNB(1), a);
    await h.bet(Bull, e1, BNB(1), f.players[1]!);
    await h.execute(P(300));
    const e2 = await h.epoch();
    await h.bet(Bear, e2, BNB(2), a);
    await h.execute(P(290)); // closes e1: Bear wins; locks e2
    const o = await h.round(await h.epoch());
    await h.mineTo(o.lockBlock + f.buffer + 1n);
    await h.op('executeRound'); // late: e2 canceled
    const r = h.claim([e1, e2], a);
    expect(await h.gain(a, () => r)).toBe(BNB('1.94') + BNB(2));
    const logs = parseEventLogs({ abi: pabi, logs: (await r).logs, eventName: 'Claim' });
    expect(logs.map((l) => [l.args.epoch, l.args.amount, l.args.refund])).toEqual([
      [e1, BNB('1.94'), false],
      [e2, BNB(2), true],
    ]);
  });

  it('lists a user’s rounds by cursor', async () => {
    await h.genesis();
    const a = f.players[0]!;
    const epochs: bigint[] = [];
    for (let i = 0; i < 3; i++) {
      const e = await h.epoch();
      epochs.push(e);
      await h.bet(i % 2 === 0 ? Bull : Bear, e, BNB('0.01') * BigInt(i + 1), a);
      await h.execute(P(300 + i));
    }
    expect(await h.read('getUserRoundsLength', [a])).toBe(3n);
    const [page1, bets1, next1] = await h.read<readonly [bigint[], { position: number; amount: bigint; claimed: boolean }[], bigint]>(
      'getUserRounds',
      [a, 0n, 2n],
    );
    expect(page1).toEqual(epochs.slice(0, 2));
    expect(bets1.map((b) => [b.position, b.amount, b.claimed])).toEqual([
      [Bull, BNB('0.01'), false],
      [Bear, BNB('0.02'), false],
    ]);
    expect(next1).toBe(2n);
    const [page2, , next2] = await h.read<readonly [bigint[], unknown[], bigint]>('getUserRounds', [a, next1, 2n]);
    expect(page2).toEqual(epochs.slice(2));
    expect(next2).toBe(3n);
    const [page3] = await h.read<readonly [bigint[]]>('getUserRounds', [a, 5n, 2n]);
    expect(page3).toEqual([]);
  });
});
