import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revertReason, startEnv, type Env } from './farms/helpers.ts';
import {
  BREAKDOWN,
  DIVISOR,
  FUEL,
  PRICE,
  TREASURY_FEE,
  commitmentOf,
  deployLottery,
  helpers,
  labi,
  numberFor,
  rabi,
  seedFor,
  ticketMatching,
  type LFixture,
} from './lottery/helpers.ts';

let env: Env;
let f: LFixture;
let h: ReturnType<typeof helpers>;

beforeAll(async () => {
  env = await startEnv();
  f = await deployLottery(env);
  h = helpers(env, f);
});
afterAll(async () => {
  await env?.stop();
});
beforeEach(async () => {
  await env.reset();
});

const Status = { Pending: 0, Open: 1, Close: 2, Claimable: 3, Refundable: 4 } as const;

describe('FuelLottery', () => {
  it('starts with the documented roles and limits', async () => {
    expect(await h.read<Address>('owner')).toBe(f.owner);
    expect(await h.read<Address>('operatorAddress')).toBe(f.operator);
    expect(await h.read<Address>('treasuryAddress')).toBe(f.treasury);
    expect(await h.read<Address>('injectorAddress')).toBe(f.injector);
    expect(await h.read('maxNumberTicketsPerBuyOrClaim')).toBe(100n);
    expect(await h.read('currentLotteryId')).toBe(0n);
    const [p] = f.players as [Address];
    expect(
      await revertReason(
        env.write(f.lottery, labi, 'startLottery', [(await h.now()) + 3600n, PRICE, DIVISOR, BREAKDOWN, TREASURY_FEE], { from: p }),
      ),
    ).toMatch('Not operator');
    expect(await revertReason(env.write(f.lottery, labi, 'setMaxNumberTicketsPerBuy', [50n], { from: f.operator }))).toMatch(
      'OwnableUnauthorizedAccount',
    );
    expect(await revertReason(env.write(f.lottery, labi, 'setMaxNumberTicketsPerBuy', [257n]))).toMatch('Must be 1..256');
  });

  it('prices n tickets at price x n x (divisor + 1 - n) / divisor: 0.05% off at 2, 2.45% at 50, 4.95% at 100', async () => {
    const cost = (n: bigint) => h.read('calculateTotalPriceForBulkTickets', [DIVISOR, PRICE, n]);
    expect(await cost(1n)).toBe(FUEL(5));
    expect(await cost(2n)).toBe(FUEL('9.995')); // 10 x (1 - 0.0005)
    expect(await cost(50n)).toBe(FUEL('243.875')); // 250 x (1 - 0.0245)
    expect(await cost(100n)).toBe(FUEL('475.25')); // 500 x (1 - 0.0495)
  });

  it('runs a round: sales, close, reveal, draw, per-bracket prizes, treasury fee, rollover and claims', async () => {
    const seed = seedFor(1);
    const { id, receipt } = await h.start(seed);
    expect(id).toBe(1n);
    expect(h.events(receipt).map((e) => e.eventName)).toEqual(['LotteryOpen']);
    const F = numberFor(seed, id);
    const [a, b] = f.players as [Address, Address];
    const aTickets = [F, ticketMatching(F, 3), ticketMatching(F, 0)];
    const bTickets = [ticketMatching(F, 3), ticketMatching(F, 1)];
    const before = await h.balance(a);
    const r = await h.buy(id, aTickets, a);
    expect(before - (await h.balance(a))).toBe(FUEL('14.985'));
    expect(h.events(r)[0]).toMatchObject({
      eventName: 'TicketsPurchase',
      args: { buyer: a, lotteryId: id, numberTickets: 3n, firstTicketId: 0n, amount: FUEL('14.985') },
    });
    await h.buy(id, bTickets, b);
    expect((await h.view(id)).amountCollectedInCake).toBe(FUEL('24.98'));

    const mine = await h.userTickets(a, id);
    expect(mine).toEqual({ ids: [0n, 1n, 2n], numbers: aTickets, claimed: [false, false, false], next: 3n });
    expect(await revertReason(h.claim(id, [0n], [5], a))).toMatch('Lottery not claimable');

    const treasury0 = await h.balance(f.treasury);
    const d = await h.draw(id, seed, true);
    const l = await h.view(id);
    expect(l.status).toBe(Status.Claimable);
    expect(l.finalNumber).toBe(F);
    expect(l.firstTicketIdNextLottery).toBe(5n);
    expect([...l.countWinnersPerBracket]).toEqual([1n, 0n, 2n, 0n, 0n, 1n]);
    // 19.984 FUEL to winners: 50% to the one full match, 6.25% split by two, 2.5% to the one first-digit match
    expect([...l.cakePerBracket]).toEqual([499_600_000n, 0n, 624_500_000n, 0n, 0n, 9_992_000_000n]);
    expect((await h.balance(f.treasury)) - treasury0).toBe(FUEL('4.996'));
    expect(await h.read('pendingInjectionNextLottery')).toBe(8_243_400_000n); // 3.75% + 12.5% + 25% unwon
    expect(h.events(d).map((e) => e.eventName)).toEqual(['TreasuryPaid', 'LotteryNumberDrawn']);

    expect(await h.read('viewRewardsForTicketId', [id, 0n, 5])).toBe(9_992_000_000n);
    expect(await h.read('viewRewardsForTicketId', [id, 0n, 4])).toBe(0n); // not its highest bracket
    expect(await revertReason(h.claim(id, [0n], [4], a))).toMatch("Not the ticket's bracket");
    expect(await revertReason(h.claim(id, [2n], [0], a))).toMatch("Not the ticket's bracket");
    expect(await revertReason(h.claim(id, [3n], [2], a))).toMatch('Not the owner');
    const a0 = await h.balance(a);
    const c = await h.claim(id, [0n, 1n], [5, 2], a);
    expect((await h.balance(a)) - a0).toBe(9_992_000_000n + 624_500_000n);
    expect(h.events(c)[0]).toMatchObject({
      eventName: 'TicketsClaim',
      args: { claimer: a, amount: 10_616_500_000n, lotteryId: id, numberTickets: 2n },
    });
    expect(await revertReason(h.claim(id, [0n], [5], a))).toMatch('Already claimed');
    expect((await h.userTickets(a, id)).claimed).toEqual([true, true, false]);
    const b0 = await h.balance(b);
    await h.claim(id, [3n, 4n], [2, 0], b);
    expect((await h.balance(b)) - b0).toBe(624_500_000n + 499_600_000n);
    // Everything owed was paid: only the rollover is left, and the next round opens with it.
    expect(await h.balance(f.lottery)).toBe(8_243_400_000n);
    const next = await h.start(seedFor(2));
    expect((await h.view(next.id)).amountCollectedInCake).toBe(8_243_400_000n);
    expect(h.events(next.receipt)[0]).toMatchObject({ args: { injectedAmount: 8_243_400_000n, firstTicketId: 5n } });
  });

  it('pays a ticket at its highest bracket only, nothing when that bracket has a zero share, and sends unwon shares to the treasury without autoInjection', async () => {
    const seed = seedFor(3);
    const breakdown = [5000n, 5000n, 0n, 0n, 0n, 0n];
    const { id } = await h.start(seed, { breakdown, fee: 0n });
    const F = numberFor(seed, id);
    const [a] = f.players as [Address];
    await h.buy(id, [F, ticketMatching(F, 2)], a); // 9.995 FUEL
    const t0 = await h.balance(f.treasury);
    await h.draw(id, seed, false);
    const l = await h.view(id);
    expect([...l.countWinnersPerBracket]).toEqual([0n, 1n, 0n, 0n, 0n, 1n]);
    expect([...l.cakePerBracket]).toEqual([0n, FUEL('4.9975'), 0n, 0n, 0n, 0n]);
    expect((await h.balance(f.treasury)) - t0).toBe(FUEL('4.9975')); // bracket 0 had no winner
    expect(await h.read('pendingInjectionNextLottery')).toBe(0n);
    // The full match wins bracket 5, whose share is zero: no prize, and no falling back to a lower bracket.
    expect(await revertReason(h.claim(id, [0n], [5], a))).toMatch('No prize for this bracket');
    expect(await revertReason(h.claim(id, [0n], [0], a))).toMatch("Not the ticket's bracket");
    await h.claim(id, [1n], [1], a);
    expect(await h.balance(f.lottery)).toBe(0n);
  });

  it('refuses bad purchases: out-of-range numbers, more than 100 tickets, none, after the end, a closed round', async () => {
    const seed = seedFor(4);
    const { id } = await h.start(seed, { length: 600n });
    const [a] = f.players as [Address];
    expect(await revertReason(h.buy(id, [999_999], a))).toMatch('Outside range');
    expect(await revertReason(h.buy(id, [2_000_000], a))).toMatch('Outside range');
    expect(await revertReason(h.buy(id, Array(101).fill(1_234_567), a))).toMatch('Too many tickets');
    expect(await revertReason(h.buy(id, [], a))).toMatch('No ticket specified');
    expect(await revertReason(h.buy(id + 1n, [1_234_567], a))).toMatch('Lottery is not open');
    await h.buy(id, [1_000_000, 1_999_999], a);
    await env.increaseTime(600n);
    expect(await revertReason(h.buy(id, [1_234_567], a))).toMatch('Lottery is over');
    expect(await revertReason(h.op('drawFinalNumberAndMakeLotteryClaimable', [id, true]))).toMatch('Lottery not close');
    await h.op('closeLottery', [id]);
    expect(await revertReason(h.op('drawFinalNumberAndMakeLotteryClaimable', [id, true]))).toMatch('Numbers not drawn');
    expect(await revertReason(h.buy(id, [1_234_567], a))).toMatch('Lottery is not open');
    expect(await revertReason(h.op('startLottery', [(await h.now()) + 3600n, PRICE, DIVISOR, BREAKDOWN, TREASURY_FEE]))).toMatch(
      'Not time to start lottery',
    );
  });

  it('the random stand-in: committed before the round opens, only the committed seed, never in the request block, only once, only from the lottery', async () => {
    const seed = seedFor(5);
    await env.write(f.rng, rabi, 'commit', [1n, commitmentOf(seed)], { from: f.operator });
    expect(await revertReason(env.write(f.rng, rabi, 'commit', [1n, commitmentOf(seedFor(6))], { from: f.operator }))).toMatch(
      'already committed',
    );
    expect(await revertReason(env.write(f.rng, rabi, 'setLottery', [f.players[0]!]))).toMatch('lottery already set');
    const { id } = await h.start(undefined, { length: 60n });
    expect(id).toBe(1n);
    // Once the round has started (and so after its request) no seed can be bound to it.
    expect(await revertReason(env.write(f.rng, rabi, 'commit', [id, commitmentOf(seedFor(6))], { from: f.operator }))).toMatch(
      'round already started',
    );
    expect(await revertReason(env.write(f.rng, rabi, 'requestRandomNumber', [id], { from: f.operator }))).toMatch('only lottery');
    await env.increaseTime(60n);
    // Close and reveal in the same block: the reveal is refused.
    await env.test.setAutomine(false);
    const close = await env.pub
      .estimateContractGas({ address: f.lottery, abi: labi, functionName: 'closeLottery', args: [id], account: f.operator })
      .catch(() => 300_000n);
    const { createWalletClient, http } = await import('viem');
    const w = createWalletClient({ chain: env.pub.chain, transport: http(env.node.url) });
    const h1 = await w.writeContract({
      address: f.lottery,
      abi: labi,
      functionName: 'closeLottery',
      args: [id],
      account: f.operator,
      gas: close * 2n,
      chain: env.pub.chain,
    });
    const h2 = await w.writeContract({
      address: f.rng,
      abi: rabi,
      functionName: 'fulfill',
      args: [id, seed],
      account: f.operator,
      gas: 300_000n,
      chain: env.pub.chain,
    });
    await env.mine(1);
    await env.test.setAutomine(true);
    expect((await env.pub.getTransactionReceipt({ hash: h1 })).status).toBe('success');
    expect((await env.pub.getTransactionReceipt({ hash: h2 })).status).toBe('reverted');
    expect(await revertReason(env.write(f.rng, rabi, 'fulfill', [id, seedFor(6)], { from: f.operator }))).toMatch('seed does not match');
    expect(await revertReason(env.write(f.rng, rabi, 'fulfill', [id, seed], { from: f.players[0]! }))).toMatch('not keeper');
    await env.write(f.rng, rabi, 'fulfill', [id, seed], { from: f.operator });
    expect(await env.read<readonly [number, boolean]>(f.rng, rabi, 'viewRandomResult', [id])).toEqual([numberFor(seed, id), true]);
    expect(await env.read<number>(f.rng, rabi, 'previewNumber', [seed, id])).toBe(numberFor(seed, id));
    expect(await revertReason(env.write(f.rng, rabi, 'fulfill', [id, seed], { from: f.operator }))).toMatch('already fulfilled');
  });

  it('refuses to close a round whose seed was not committed before it opened', async () => {
    const { id } = await h.start(undefined, { length: 60n });
    await env.increaseTime(60n);
    expect(await revertReason(h.op('closeLottery', [id]))).toMatch('no commitment');
  });

  it('refunds a round whose number never comes: exactly what each buyer paid, once; the injection rolls over', async () => {
    const { id } = await h.start(seedFor(11), { length: 60n });
    const [a, b] = f.players as [Address, Address];
    await h.buy(id, [1_234_567, 1_234_568], a); // 9.995 FUEL (bulk discount)
    await h.buy(id, [1_111_111], a); // 5 FUEL
    await h.buy(id, [1_999_999], b);
    await env.write(f.lottery, labi, 'injectFunds', [id, FUEL(100)], { from: f.injector });
    await env.increaseTime(60n);
    await h.op('closeLottery', [id]); // the keeper never reveals
    expect(await revertReason(env.write(f.lottery, labi, 'markRefundable', [id], { from: b }))).toMatch('Too early to refund');
    expect(await revertReason(env.write(f.lottery, labi, 'claimRefund', [id], { from: a }))).toMatch('Lottery not refundable');
    await env.increaseTime((await h.read('REFUND_TIMEOUT')) as bigint);
    const m = await env.write(f.lottery, labi, 'markRefundable', [id], { from: b });
    expect(h.events(m)[0]).toMatchObject({
      eventName: 'LotteryRefundable',
      args: { lotteryId: id, ticketSales: FUEL('19.995'), rolledOver: FUEL(100) },
    });
    expect((await h.view(id)).status).toBe(Status.Refundable);
    expect(await h.read('viewRefund', [a, id])).toEqual([FUEL('14.995'), false]);
    const a0 = await h.balance(a);
    const r = await env.write(f.lottery, labi, 'claimRefund', [id], { from: a });
    expect((await h.balance(a)) - a0).toBe(FUEL('14.995'));
    expect(h.events(r)[0]).toMatchObject({ eventName: 'TicketsRefund', args: { buyer: a, lotteryId: id, amount: FUEL('14.995') } });
    expect(await revertReason(env.write(f.lottery, labi, 'claimRefund', [id], { from: a }))).toMatch('Already refunded');
    expect(await revertReason(env.write(f.lottery, labi, 'claimRefund', [id], { from: f.players[2]! }))).toMatch('Nothing to refund');
    await env.write(f.lottery, labi, 'claimRefund', [id], { from: b });
    expect(await h.balance(f.lottery)).toBe(FUEL(100));
    expect(await h.read('pendingInjectionNextLottery')).toBe(FUEL(100));
    const next = await h.start(seedFor(12));
    expect((await h.view(next.id)).amountCollectedInCake).toBe(FUEL(100));
  });

  it('changes the random source only after a visible delay, never under a round in time', async () => {
    const other = f.players[5]!;
    expect(await revertReason(env.write(f.lottery, labi, 'proposeRandomGenerator', [other], { from: f.operator }))).toMatch(
      'OwnableUnauthorizedAccount',
    );
    const p = await env.write(f.lottery, labi, 'proposeRandomGenerator', [other]);
    const delay = (await h.read('RANDOM_GENERATOR_DELAY')) as bigint;
    expect(h.events(p)[0]).toMatchObject({
      eventName: 'NewRandomGeneratorProposed',
      args: { randomGenerator: other, applicableAt: (await h.now()) + delay },
    });
    expect(await h.read<Address>('pendingRandomGenerator')).toBe(other);
    expect(await revertReason(env.write(f.lottery, labi, 'applyRandomGenerator', []))).toMatch('Generator delay not over');
    await env.increaseTime(delay);
    const { id } = await h.start(seedFor(13), { length: 60n });
    expect(await revertReason(env.write(f.lottery, labi, 'applyRandomGenerator', []))).toMatch('Lottery in progress');
    await h.draw(id, seedFor(13));
    const r = await env.write(f.lottery, labi, 'applyRandomGenerator', []);
    expect(h.events(r)[0]).toMatchObject({ eventName: 'NewRandomGenerator', args: { randomGenerator: other } });
    expect(await h.read<Address>('randomGenerator')).toBe(other);
  });

  it('deploys the devnet source only off 56/97: there a VRF source must be given', async () => {
    const { createWalletClient, createPublicClient, http } = await import('viem');
    const { privateKeyToAccount } = await import('viem/accounts');
    const { bsc, bscTestnet } = await import('viem/chains');
    const { deployLottery: deploy } = await import('../scripts/deploy-lottery.ts');
    const account = privateKeyToAccount(`0x${'11'.repeat(32)}`);
    for (const chain of [bsc, bscTestnet]) {
      // Refused before any request: the transport points nowhere.
      const transport = http('http://127.0.0.1:9');
      const wallet = createWalletClient({ account, chain, transport });
      const pub = createPublicClient({ chain, transport });
      const who = account.address;
      await expect(deploy(wallet, pub, { token: who, owner: who, operator: who, treasury: who, injector: who })).rejects.toThrow(
        'needs a VRF random source',
      );
    }
  });

  it('injects only from the owner or injector into an open round', async () => {
    const { id } = await h.start(seedFor(7));
    expect(await revertReason(env.write(f.lottery, labi, 'injectFunds', [id, FUEL(10_000)], { from: f.players[0]! }))).toMatch(
      'Not owner or injector',
    );
    const r = await env.write(f.lottery, labi, 'injectFunds', [id, FUEL(10_000)], { from: f.injector });
    expect(h.events(r)[0]).toMatchObject({ eventName: 'LotteryInjection', args: { lotteryId: id, injectedAmount: FUEL(10_000) } });
    await env.write(f.lottery, labi, 'injectFunds', [id, FUEL(1)], { from: f.owner });
    expect((await h.view(id)).amountCollectedInCake).toBe(FUEL(10_001));
  });

  it('pages a user through thousands of tickets over many purchases, interleaved with other buyers', async () => {
    const { id } = await h.start(seedFor(8));
    const [a, b] = f.players as [Address, Address];
    const expected: number[] = [];
    for (let k = 0; k < 25; k++) {
      const nums = Array.from({ length: 100 }, (_, i) => 1_000_000 + (((k * 100 + i) * 7919) % 1_000_000));
      await h.buy(id, nums, a);
      expected.push(...nums);
      if (k % 5 === 0) await h.buy(id, [1_111_111], b);
    }
    expect(await h.read('viewUserTicketCount', [a, id])).toBe(2500n);
    const got: number[] = [];
    const ids: bigint[] = [];
    let cursor = 0n;
    for (;;) {
      const page = await h.userTickets(a, id, cursor, 333n);
      got.push(...page.numbers);
      ids.push(...page.ids);
      cursor = page.next;
      if (page.ids.length < 333) break;
    }
    expect(got).toEqual(expected);
    expect(new Set(ids).size).toBe(2500);
    for (const t of [ids[0]!, ids[99]!, ids[100]!, ids[2499]!]) expect(await h.read<Address>('viewTicketOwner', [t])).toBe(a);
    expect(await h.read<Address>('viewTicketOwner', [100n])).toBe(b);
    expect((await h.userTickets(b, id)).ids).toEqual([100n, 601n, 1102n, 1603n, 2104n]);
  });

  it('measures gas per ticket for 1, 10 and 100 tickets from a new buyer', async () => {
    const { id } = await h.start(seedFor(9));
    const rows: string[] = [];
    let n = 0;
    for (const count of [1, 10, 100]) {
      const buyer = f.players[1 + n++]!;
      const nums = Array.from({ length: count }, (_, i) => 1_000_000 + (((i + 1) * 104_729 + n * 7) % 1_000_000));
      const r = await h.buy(id, nums, buyer);
      rows.push(`${count} tickets: ${r.gasUsed} gas, ${r.gasUsed / BigInt(count)} per ticket`);
      if (count === 100) expect(r.gasUsed / 100n).toBeLessThan(65_000n);
    }
    console.log(`FuelLottery buyTickets gas (reference v2: 273,883 / 1,653,881 / 13,345,292):\n  ${rows.join('\n  ')}`);
  });
});
