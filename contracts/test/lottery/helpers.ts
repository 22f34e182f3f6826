/**
 * Lottery fixture: FUEL, the devnet random stand-in and FuelLottery (owner 0, operator 1 who is also the
 * random keeper, treasury 2, injector 3; players are accounts 4..9 with 10,000,000 FUEL each, approved).
 * Automine: every transaction is its own block, so a reveal always lands after its request.
 */
import { encodeAbiParameters, keccak256, parseEventLogs, type Address, type Hex, type TransactionReceipt } from 'viem';
import { artifacts } from '../../generated/artifacts.ts';
import { FUEL, type Env } from '../farms/helpers.ts';

export const labi = artifacts.FuelLottery.abi;
export const rabi = artifacts.DevRandomNumberGenerator.abi;
export const fabi = artifacts.FuelToken.abi;
export { FUEL };

export const PRICE = FUEL(5);
export const DIVISOR = 2000n;
export const BREAKDOWN = [250n, 375n, 625n, 1250n, 2500n, 5000n] as const;
export const TREASURY_FEE = 2000n;
export const MAX = 2n ** 256n - 1n;

export interface LFixture {
  fuel: Address;
  rng: Address;
  lottery: Address;
  owner: Address;
  operator: Address;
  treasury: Address;
  injector: Address;
  players: Address[];
}

export interface LotteryView {
  status: number;
  startTime: bigint;
  endTime: bigint;
  priceTicketInCake: bigint;
  discountDivisor: bigint;
  rewardsBreakdown: readonly bigint[];
  treasuryFee: bigint;
  cakePerBracket: readonly bigint[];
  countWinnersPerBracket: readonly bigint[];
  firstTicketId: bigint;
  firstTicketIdNextLottery: bigint;
  amountCollectedInCake: bigint;
  finalNumber: number;
}

export const seedFor = (n: number): Hex => keccak256(encodeAbiParameters([{ type: 'uint256' }], [BigInt(n)]));
export const commitmentOf = (seed: Hex): Hex => keccak256(encodeAbiParameters([{ type: 'bytes32' }], [seed]));
/** The number DevRandomNumberGenerator.fulfill stores for a seed, computed off-chain. */
export const numberFor = (seed: Hex, lotteryId: bigint): number =>
  Number(1_000_000n + (BigInt(keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [seed, lotteryId]))) % 1_000_000n));

export async function deployLottery(env: Env): Promise<LFixture> {
  const [owner, operator, treasury, injector, ...rest] = env.accounts as [Address, Address, Address, Address, ...Address[]];
  const players = rest.slice(0, 6);
  const fuel = await env.deploy('FuelToken');
  const rng = await env.deploy('DevRandomNumberGenerator', [owner]);
  const lottery = await env.deploy('FuelLottery', [owner, fuel, rng]);
  await env.write(rng, rabi, 'setLottery', [lottery]);
  await env.write(rng, rabi, 'setKeeper', [operator, true]);
  await env.write(lottery, labi, 'setOperatorAndTreasuryAndInjectorAddresses', [operator, treasury, injector]);
  for (const p of [...players, injector, owner]) {
    await env.write(fuel, fabi, 'mint', [p, FUEL(10_000_000)]);
    await env.write(fuel, fabi, 'approve', [lottery, MAX], { from: p });
  }
  return { fuel, rng, lottery, owner, operator, treasury, injector, players };
}

export function helpers(env: Env, f: LFixture) {
  const read = <T = bigint>(fn: string, args: readonly unknown[] = []) => env.read<T>(f.lottery, labi, fn, args);
  const op = (fn: string, args: readonly unknown[] = []) => env.write(f.lottery, labi, fn, args, { from: f.operator });
  const view = (id: bigint) => read<LotteryView>('viewLottery', [id]);
  const balance = (a: Address) => env.read(f.fuel, fabi, 'balanceOf', [a]);
  const now = async () => (await env.pub.getBlock({ blockTag: 'latest' })).timestamp;

  /** Commits `seed` for the next round, then opens it for `length` seconds (as the devnet keeper does: the stand-in
   *  refuses a commitment once the round has started). `seed: undefined` skips the commitment. */
  async function start(seed: Hex | undefined, opts: { length?: bigint; price?: bigint; breakdown?: readonly bigint[]; fee?: bigint } = {}) {
    const id = (await read('currentLotteryId')) + 1n;
    if (seed !== undefined) await env.write(f.rng, rabi, 'commit', [id, commitmentOf(seed)], { from: f.operator });
    const end = (await now()) + (opts.length ?? 3600n);
    const r = await op('startLottery', [end, opts.price ?? PRICE, DIVISOR, opts.breakdown ?? BREAKDOWN, opts.fee ?? TREASURY_FEE]);
    return { id, receipt: r };
  }
  const buy = (id: bigint, numbers: readonly number[], from: Address) => env.write(f.lottery, labi, 'buyTickets', [id, numbers], { from });
  /** Past the end time, close (requests the number), reveal, draw. */
  async function draw(id: bigint, seed: Hex, autoInjection = true) {
    const l = await view(id);
    const t = await now();
    if (l.endTime > t) await env.increaseTime(l.endTime - t);
    await op('closeLottery', [id]);
    await env.write(f.rng, rabi, 'fulfill', [id, seed], { from: f.operator });
    return op('drawFinalNumberAndMakeLotteryClaimable', [id, autoInjection]);
  }
  const claim = (id: bigint, ticketIds: readonly bigint[], brackets: readonly number[], from: Address) =>
    env.write(f.lottery, labi, 'claimTickets', [id, ticketIds, brackets], { from });
  async function userTickets(user: Address, id: bigint, cursor = 0n, size = 1000n) {
    const [ids, numbers, claimed, next] = await read<readonly [readonly bigint[], readonly number[], readonly boolean[], bigint]>(
      'viewUserInfoForLotteryId',
      [user, id, cursor, size],
    );
    return { ids: [...ids], numbers: [...numbers], claimed: [...claimed], next };
  }
  const events = (r: TransactionReceipt) => parseEventLogs({ abi: labi, logs: r.logs });
  return { read, op, view, balance, now, start, buy, draw, claim, userTickets, events };
}

/** Ticket numbers that match `final` in exactly the first `k` displayed digits (the last k digits of the number). */
export function ticketMatching(final: number, k: number): number {
  const six = final - 1_000_000;
  if (k === 6) return final;
  const m = 10 ** k;
  const low = six % m;
  const digit = Math.floor(six / m) % 10;
  const changed = (digit + 1) % 10; // differ at digit k
  const high = Math.floor(six / (m * 10)) * (m * 10);
  return 1_000_000 + high + changed * m + low;
}
