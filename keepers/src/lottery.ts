/**
 * The lottery keeper: runs the lottery's rounds. The random source of the deployment (`randomKind`) picks the path:
 * 'dev' (the devnet's DevRandomNumberGenerator, commit-reveal by this keeper) as described below, or 'vrf'
 * (VRFRandomNumberGenerator, Chainlink VRF v2.5 on 56/97; vrfLotteryTickPlan): start a round, close it at its end
 * time (the lottery requests the number from the coordinator), wait for the coordinator's callback, draw; `retry`
 * a request unanswered for the source's requestTimeout; markRefundable a round still without a number
 * REFUND_TIMEOUT after its end. In the keepers service (LOTTERY_OPERATOR_KEY) rounds last LOTTERY_ROUND_SECONDS
 * (default 12 h) at a ticket price from the reference pairs (or LOTTERY_TICKET_PRICE, smallest FUEL units); the
 * ticket sales and injections below are the devnet's demo traffic only.
 *
 * Every half block time it reads the lottery and
 * - when no round is open (fresh deployment, or the last one is claimable or refundable), commits the next
 *   round's seed to the random stand-in, then starts the round (in that order: the stand-in refuses a
 *   commitment for a round that has started, and a request for a round without one), lasting
 *   DEVNET_LOTTERY_ROUND_SECONDS (default 900) with a ticket price worth 5 USD in FUEL at the chain's own
 *   price (FUEL-WBNB and WBNB-BUSD, the reference pairs the app's menu and /lottery price FUEL by), the discount divisor 2000 (0.05% off at 2 tickets, 4.95% at 100),
 *   the documented breakdown and a 20% treasury share;
 * - every INJECT_EVERY_ROUNDS-th round injects INJECTION FUEL into the open round ("now and then");
 * - while a round is open, now and then has one of the buyers (anvil #9..#12; #2-#8 are the e2e tests')
 *   buy 1-5 random tickets, so pots and winners are real;
 * - at the round's end time closes it (which requests the random number), then in a later block reveals the
 *   committed seed, then draws with autoInjection (unwon shares roll into the next pot);
 * - a round it cannot reveal (its commitment is not this keeper's: opened by someone else, or before a secret
 *   change) is never given a late seed: the keeper waits until the lottery's refund timeout and marks it
 *   refundable, and the buyers claim their money back.
 * It sends as the operator (also the injector and the random keeper), anvil #LOTTERY_OPERATOR_INDEX.
 *
 * Seeds: seed(id) = keccak256(abi.encode(secret, id)) with the secret DEVNET_LOTTERY_SECRET (a default
 * devnet constant otherwise), so a test that knows the secret computes a round's winning number in advance
 * (`lotteryWinningNumber`). The seed is committed before the round opens, so before any ticket is sold.
 *
 * Off with DEVNET_LOTTERY_KEEPER=0. Every RPC error is logged and retried at the next tick; the loop never
 * throws. The state is read from the chain each tick, so snapshot reverts (tests) are harmless.
 */
import { encodeAbiParameters, formatUnits, keccak256, maxUint256, type Abi, type Address, type Hex } from 'viem';
import { devRandomNumberGeneratorAbi, fuelLotteryAbi, fuelTokenAbi, pairAbi, vrfRandomNumberGeneratorAbi } from '@fuelswap/contracts';
import { LOTTERY_DEFAULTS } from '@fuelswap/config';
import { resolveUsdPrices, type ReservePair } from '@fuelswap/sdk';
import type { KeeperContext, KeeperFactory } from './index.ts';
import { isDevnetContext, keeperClients, keeperLoop, offKeeper, roleSender, sendCall } from './chain.ts';
import { unlockedSender, type Sender } from './sender.ts';

export const LOTTERY_OPERATOR_INDEX = 18;
export const LOTTERY_BUYER_INDEXES = [9, 10, 11, 12] as const;
export const DEFAULT_ROUND_SECONDS = 900;
/** The contract's shortest round is 30 s; leave room for the start transaction. */
export const MIN_ROUND_SECONDS = 45;
export const DEFAULT_SECRET: Hex = keccak256(encodeAbiParameters([{ type: 'string' }], ['fuelswap devnet lottery']));
export const INJECT_EVERY_ROUNDS = 3n;
export const INJECTION = 1_000_000_000_000n; // 1,000 FUEL
/** Chance per tick that a buyer buys while a round is open. */
const BUY_CHANCE = 0.1;

export function lotteryKeeperEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEVNET_LOTTERY_KEEPER !== '0';
}

export function lotteryRoundSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEVNET_LOTTERY_ROUND_SECONDS;
  const n = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(n) || n <= 0) return DEFAULT_ROUND_SECONDS;
  return Math.max(MIN_ROUND_SECONDS, n);
}

export function lotterySecret(env: NodeJS.ProcessEnv = process.env): Hex {
  const s = env.DEVNET_LOTTERY_SECRET;
  return s && /^0x[0-9a-fA-F]{64}$/.test(s) ? (s as Hex) : DEFAULT_SECRET;
}

/** The seed the keeper commits for round `lotteryId`. */
export function lotterySeed(lotteryId: bigint, secret: Hex = DEFAULT_SECRET): Hex {
  return keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [secret, lotteryId]));
}

/** keccak256(abi.encode(seed)): what DevRandomNumberGenerator.commit expects. */
export function seedCommitment(seed: Hex): Hex {
  return keccak256(encodeAbiParameters([{ type: 'bytes32' }], [seed]));
}

/** The winning number round `lotteryId` will draw (DevRandomNumberGenerator.previewNumber, off-chain). */
export function lotteryWinningNumber(lotteryId: bigint, secret: Hex = DEFAULT_SECRET): number {
  const seed = lotterySeed(lotteryId, secret);
  const h = BigInt(keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [seed, lotteryId])));
  return Number(1_000_000n + (h % 1_000_000n));
}

/**
 * FUEL (smallest units) worth `usd` whole dollars at `fuelPriceWad` dollars per whole FUEL (18 decimals):
 * usd x 10^18 x 10^fuelDecimals / price. Integer math; 0 when there is no price.
 */
export function ticketPriceFromUsdPrice(usd: bigint, fuelPriceWad: bigint | undefined, fuelDecimals: number): bigint {
  if (fuelPriceWad === undefined || fuelPriceWad <= 0n) return 0n;
  return (usd * 10n ** 18n * 10n ** BigInt(fuelDecimals)) / fuelPriceWad;
}

/** The reference pairs of the deployment (WBNB-BUSD, FUEL-WBNB): the same price graph as the app's menu (chain/prices.ts). */
function referencePairs(d: KeeperContext['deployment']) {
  const token = (symbol: string) => d.tokens.find((t) => t.symbol === symbol);
  const [busd, wbnb, fuel] = [token('BUSD'), token('WBNB'), token('FUEL')];
  if (!busd || !wbnb || !fuel) return undefined;
  const pairOf = (a: typeof busd, b: typeof busd) => {
    const want = [a.address.toLowerCase(), b.address.toLowerCase()].sort().join();
    const p = d.pairs.find((x) => [x.token0.toLowerCase(), x.token1.toLowerCase()].sort().join() === want);
    return p ? { pair: p, a, b } : undefined;
  };
  const pairs = [pairOf(wbnb, busd), pairOf(fuel, wbnb)];
  return pairs.every((p) => p !== undefined) ? { busd, fuel, pairs } : undefined;
}

const Status = { Pending: 0, Open: 1, Close: 2, Claimable: 3, Refundable: 4 } as const;

/** What one tick does, in order. */
export type LotteryStep = 'commit-next' | 'start' | 'close' | 'sell' | 'reveal' | 'draw' | 'mark-refundable' | 'wait';

export interface LotteryTickState {
  /** The current round (undefined before the first). */
  round?: { status: number; endTime: bigint };
  now: bigint;
  /** The stand-in's commitment for the next round (no round in progress) or the current one, 0x00..0 if none. */
  commitment: Hex;
  /** The commitment of this keeper's seed for that round. */
  ours: Hex;
  /** The current round's number is ready at the random source. */
  ready: boolean;
  /** The lottery's REFUND_TIMEOUT (seconds after a round's end time). */
  refundTimeout: bigint;
}

const NO_COMMITMENT = 0n;

/**
 * The keeper's rule, apart from the chain: a new round is committed BEFORE it starts; a closed round is revealed
 * only with this keeper's own early commitment; a round that cannot get its number is left to the refund.
 */
export function lotteryTickPlan(s: LotteryTickState): LotteryStep[] {
  const r = s.round;
  if (!r || r.status === Status.Claimable || r.status === Status.Refundable) {
    return BigInt(s.commitment) === NO_COMMITMENT ? ['commit-next', 'start'] : ['start'];
  }
  const refundable = s.now >= r.endTime + s.refundTimeout && !s.ready;
  if (r.status === Status.Open) {
    if (s.now < r.endTime) return ['sell'];
    if (refundable) return ['mark-refundable'];
    // A round without our commitment cannot close (the stand-in refuses the request): wait for the refund.
    return s.commitment.toLowerCase() === s.ours.toLowerCase() ? ['close'] : ['wait'];
  }
  if (r.status === Status.Close) {
    if (s.ready) return ['draw'];
    if (s.commitment.toLowerCase() === s.ours.toLowerCase()) return ['reveal'];
    return refundable ? ['mark-refundable'] : ['wait'];
  }
  return ['wait'];
}

/** What one tick does with a Chainlink VRF source (randomKind 'vrf'). */
export type VrfLotteryStep = 'start' | 'close' | 'retry' | 'draw' | 'mark-refundable' | 'wait';

export interface VrfLotteryTickState {
  round?: { status: number; endTime: bigint };
  now: bigint;
  /** The source's live request for the current round: when it was made (0: none) and whether its number arrived. */
  requestedAt: bigint;
  ready: boolean;
  /** VRFRandomNumberGenerator.requestTimeout: after it, anyone may re-request (`retry`). */
  requestTimeout: bigint;
  refundTimeout: bigint;
}

/**
 * The VRF rule: close at the end time (the lottery requests the number), wait for the coordinator's callback, draw
 * once it is there; a request unanswered for requestTimeout is re-requested (`retry`, open to anyone); a round still
 * without a number REFUND_TIMEOUT after its end becomes refundable. The owner's requestRandomNumberAgain (after
 * DRAW_TIMEOUT) is not the keeper's: the operator is not the owner.
 */
export function vrfLotteryTickPlan(s: VrfLotteryTickState): VrfLotteryStep {
  const r = s.round;
  if (!r || r.status === Status.Claimable || r.status === Status.Refundable) return 'start';
  const refundable = s.now >= r.endTime + s.refundTimeout && !s.ready;
  if (r.status === Status.Open) return s.now < r.endTime ? 'wait' : refundable ? 'mark-refundable' : 'close';
  if (r.status === Status.Close) {
    if (s.ready) return 'draw';
    if (refundable) return 'mark-refundable';
    if (s.requestedAt > 0n && s.now >= s.requestedAt + s.requestTimeout) return 'retry';
    return 'wait';
  }
  return 'wait';
}

interface LotteryView {
  status: number;
  startTime: bigint;
  endTime: bigint;
  priceTicketInCake: bigint;
  discountDivisor: bigint;
}

export function startLotteryKeeper(ctx: KeeperContext, env: NodeJS.ProcessEnv = process.env) {
  const d = ctx.deployment;
  const l = d.lottery;
  if (!l || !lotteryKeeperEnabled(env)) return offKeeper(ctx, l ? 'off (DEVNET_LOTTERY_KEEPER=0)' : 'no lottery in the deployment');
  const devnet = isDevnetContext(ctx);
  const vrf = l.randomKind === 'vrf';
  const clients = keeperClients(ctx);
  const { pub, wallet } = clients;
  const roundSeconds = BigInt(devnet ? lotteryRoundSeconds(env) : serviceRoundSeconds(env));
  const fixedTicketPrice = positiveBigint(env.LOTTERY_TICKET_PRICE);
  const secret = lotterySecret(env);
  const reference = referencePairs(d);
  const operatorSender = roleSender(ctx, 'lottery', clients, (a) => a[LOTTERY_OPERATOR_INDEX]);
  let accounts: Address[] | undefined;
  let refundTimeout: bigint | undefined;
  let requestTimeout: bigint | undefined;

  const send = (from: Sender, to: Address, abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
    sendCall(ctx, from, { address: to, abi, functionName, args, gas: 8_000_000n });
  const unlocked = (address: Address) => unlockedSender(pub, wallet, address, ctx.blockTime);
  const read = <T>(address: Address, abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
    pub.readContract({ address, abi: abi as Abi, functionName, args: args as unknown[] }) as Promise<T>;
  // The allowance is read every time, not remembered: an e2e test's snapshot revert takes the approval back, and a
  // remembered one made every later purchase revert ("buyTickets reverted" in every CI log).
  const approve = async (who: Sender) => {
    const allowance = await read<bigint>(l.token, fuelTokenAbi, 'allowance', [who.address, l.lottery]);
    if (allowance < 10n ** 30n) await send(who, l.token, fuelTokenAbi, 'approve', [l.lottery, maxUint256]);
  };

  const ticketPrice = async (): Promise<bigint> => {
    if (fixedTicketPrice !== undefined) return fixedTicketPrice;
    if (!reference) throw new Error('no WBNB-BUSD and FUEL-WBNB pairs in the deployment (set LOTTERY_TICKET_PRICE)');
    const pairs: ReservePair[] = await Promise.all(
      reference.pairs.map(async ({ pair, a, b }) => {
        const [r0, r1] = await read<readonly [bigint, bigint, number]>(pair.address, pairAbi, 'getReserves');
        const aIs0 = pair.token0.toLowerCase() === a.address.toLowerCase();
        return {
          tokenA: a.address,
          tokenB: b.address,
          reserveA: aIs0 ? r0 : r1,
          reserveB: aIs0 ? r1 : r0,
          decimalsA: a.decimals,
          decimalsB: b.decimals,
        };
      }),
    );
    const fuelPrice = resolveUsdPrices(reference.busd.address, pairs).get(reference.fuel.address.toLowerCase());
    return ticketPriceFromUsdPrice(BigInt(LOTTERY_DEFAULTS.ticketPriceUsd), fuelPrice, reference.fuel.decimals);
  };

  const sell = async (id: bigint) => {
    accounts ??= await wallet.getAddresses();
    const buyers = LOTTERY_BUYER_INDEXES.map((i) => accounts?.[i]).filter((a): a is Address => a !== undefined);
    const buyer = buyers[Math.floor(Math.random() * buyers.length)];
    if (!buyer) return;
    await approve(unlocked(buyer));
    const n = 1 + Math.floor(Math.random() * 5);
    const numbers = Array.from({ length: n }, () => 1_000_000 + Math.floor(Math.random() * 1_000_000));
    await send(unlocked(buyer), l.lottery, fuelLotteryAbi, 'buyTickets', [id, numbers]);
    ctx.log(`round ${id}: ${buyer.slice(0, 8)} bought ${n} ticket(s)`);
  };

  const start = async (operator: Sender, target: bigint, now: bigint) => {
    const price = await ticketPrice();
    if (price === 0n) throw new Error('no FUEL price from the reference pairs');
    // The next transaction lands a block or more later: count from a little ahead.
    const end = now + BigInt(Math.ceil(ctx.blockTime)) + roundSeconds;
    await send(operator, l.lottery, fuelLotteryAbi, 'startLottery', [
      end,
      price,
      BigInt(LOTTERY_DEFAULTS.discountDivisor),
      LOTTERY_DEFAULTS.rewardsBreakdown.map(BigInt),
      BigInt(LOTTERY_DEFAULTS.treasuryFee),
    ]);
    ctx.log(`round ${target} open until ${new Date(Number(end) * 1000).toISOString()}, ticket ${formatUnits(price, 9)} FUEL`);
    if (devnet && target % INJECT_EVERY_ROUNDS === 0n) {
      await approve(operator);
      await send(operator, l.lottery, fuelLotteryAbi, 'injectFunds', [target, INJECTION]);
      ctx.log(`round ${target}: injected ${formatUnits(INJECTION, 9)} FUEL`);
    }
  };

  const draw = async (operator: Sender, id: bigint) => {
    const r = await send(operator, l.lottery, fuelLotteryAbi, 'drawFinalNumberAndMakeLotteryClaimable', [id, true]);
    const drawn = await read<{ finalNumber: number; countWinnersPerBracket: readonly bigint[] }>(l.lottery, fuelLotteryAbi, 'viewLottery', [
      id,
    ]);
    ctx.log(
      `round ${id} drawn in block ${r.blockNumber}: ${drawn.finalNumber}, winners per bracket ${drawn.countWinnersPerBracket.join('/')}`,
    );
  };

  const vrfTick = async (operator: Sender, id: bigint, round: LotteryView | undefined, now: bigint) => {
    requestTimeout ??= await read<bigint>(l.randomGenerator, vrfRandomNumberGeneratorAbi, 'requestTimeout');
    const [, requestedAt, ready] =
      round && round.status === Status.Close
        ? await read<readonly [bigint, bigint, boolean]>(l.randomGenerator, vrfRandomNumberGeneratorAbi, 'drawOf', [id])
        : [0n, 0n, false];
    const step = vrfLotteryTickPlan({ round, now, requestedAt, ready, requestTimeout, refundTimeout: refundTimeout! });
    if (step === 'start') await start(operator, id + 1n, now);
    else if (step === 'close') {
      await send(operator, l.lottery, fuelLotteryAbi, 'closeLottery', [id]);
      ctx.log(`round ${id} closed: randomness requested from the VRF coordinator`);
    } else if (step === 'retry') {
      await send(operator, l.randomGenerator, vrfRandomNumberGeneratorAbi, 'retry', [id]);
      ctx.log(`round ${id}: no VRF answer within ${requestTimeout} s, requested again`);
    } else if (step === 'draw') await draw(operator, id);
    else if (step === 'mark-refundable') {
      await send(operator, l.lottery, fuelLotteryAbi, 'markRefundable', [id]);
      ctx.log(`round ${id} got no number: refundable`);
    }
  };

  const tick = async () => {
    const operator = await operatorSender();
    const id = await read<bigint>(l.lottery, fuelLotteryAbi, 'currentLotteryId');
    const round = id === 0n ? undefined : await read<LotteryView>(l.lottery, fuelLotteryAbi, 'viewLottery', [id]);
    const now = (await pub.getBlock({ blockTag: 'latest' })).timestamp;
    refundTimeout ??= await read<bigint>(l.lottery, fuelLotteryAbi, 'REFUND_TIMEOUT');
    if (vrf) return vrfTick(operator, id, round, now);
    const between = !round || round.status === Status.Claimable || round.status === Status.Refundable;
    const target = between ? id + 1n : id; // the round whose seed matters this tick
    const req = await read<readonly [Hex, bigint, bigint, number, boolean, boolean]>(
      l.randomGenerator,
      devRandomNumberGeneratorAbi,
      'requests',
      [target],
    );
    const seed = lotterySeed(target, secret);
    const ours = seedCommitment(seed);
    const plan = lotteryTickPlan({ round, now, commitment: req[0], ours, ready: req[5], refundTimeout });

    for (const step of plan) {
      if (step === 'commit-next') {
        await send(operator, l.randomGenerator, devRandomNumberGeneratorAbi, 'commit', [target, ours]);
      } else if (step === 'start') {
        if (BigInt(req[0]) !== 0n && req[0].toLowerCase() !== ours.toLowerCase())
          ctx.log(`round ${target}: committed by someone else; it will not be revealed and goes to refunds`);
        await start(operator, target, now);
      } else if (step === 'close') {
        await send(operator, l.lottery, fuelLotteryAbi, 'closeLottery', [id]);
        ctx.log(`round ${id} closed`);
      } else if (step === 'sell') {
        if (devnet && round && round.endTime - now > BigInt(ctx.blockTime) * 2n && Math.random() < BUY_CHANCE) await sell(id);
      } else if (step === 'reveal') {
        await send(operator, l.randomGenerator, devRandomNumberGeneratorAbi, 'fulfill', [id, seed]);
        // draw at the next tick
      } else if (step === 'draw') {
        await draw(operator, id);
      } else if (step === 'mark-refundable') {
        await send(operator, l.lottery, fuelLotteryAbi, 'markRefundable', [id]);
        ctx.log(`round ${id} got no number: refundable`);
      }
    }
  };

  const loop = keeperLoop(ctx, Math.max(250, (ctx.blockTime * 1000) / 2), tick);
  ctx.log(
    `running ${l.lottery} (${vrf ? 'Chainlink VRF' : 'commit-reveal'} draws)${devnet ? ` as #${LOTTERY_OPERATOR_INDEX}` : ''}, ${roundSeconds} s rounds` +
      (devnet ? `; buyers #${LOTTERY_BUYER_INDEXES.join(', #')}` : ''),
  );
  return loop;
}

/** The service's round length: LOTTERY_ROUND_SECONDS, default 12 hours. */
export function serviceRoundSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.LOTTERY_ROUND_SECONDS);
  return env.LOTTERY_ROUND_SECONDS && Number.isInteger(n) && n >= MIN_ROUND_SECONDS ? n : LOTTERY_DEFAULTS.roundSeconds;
}

function positiveBigint(raw: string | undefined): bigint | undefined {
  return raw && /^[0-9]+$/.test(raw) && BigInt(raw) > 0n ? BigInt(raw) : undefined;
}

export const lotteryKeeper: KeeperFactory = { name: 'lottery', role: 'lottery', start: (ctx) => startLotteryKeeper(ctx) };
