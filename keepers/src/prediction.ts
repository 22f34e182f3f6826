/**
 * The prediction keeper: keeps the game live. On the devnet it does all of what follows; in the keepers service
 * (56/97, PREDICTION_OPERATOR_KEY) only the rounds (genesis start and lock, executeRound when the open round reaches
 * its lock block), and a price push before each only when the market's feed is ours: FuelPrediction pins Chainlink's
 * BNB/USD feed there (ownOracle). No bets, no timing change, no hold file outside the devnet.
 *
 * Every half block time it reads the market and
 * - starts the game (genesisStartRound, then genesisLockRound) when it is not
 *   running, e.g. after a fresh deployment or an unpause;
 * - publishes a new oracle price every PRICE_EVERY_BLOCKS blocks: a random
 *   walk of at most ±0.3% a step (sum of three uniform draws, so small moves
 *   are the most common), kept between 50 and 5,000 USD;
 * - when the open round reaches its lock block, publishes a price and calls
 *   executeRound (locks the open round, closes the live one, opens the next);
 * - once per round, has the bettor accounts (anvil #11, #12, #14; #2-#8 are
 *   the e2e tests', #10 the vault keeper's) each bet 0.01-0.5 BNB on a random
 *   side with probability 0.7, so prize pools are never empty. Never from the
 *   market's operator, admin or owner: the market refuses their bets, so a key
 *   that runs the game holds no stake in a round (`demoBettors`).
 * It sends as the operator, anvil #13 (also the feed's keeper; the market lets
 * anyone execute a due round, and pays the settling call a keeper reward, so
 * the operator is only the one that does it on time here). Round length
 * comes from the deployment; if DEVNET_PREDICTION_INTERVAL_BLOCKS /
 * DEVNET_PREDICTION_BUFFER_BLOCKS ask for another one, the keeper (as the
 * deployer, the market's admin) pauses, changes it and unpauses once at start.
 *
 * Off with DEVNET_PREDICTION_KEEPER=0. Holding back: while the file
 * `<DEVNET_DIR>/prediction-hold` exists the keeper does nothing (no price, no
 * execution, no bets), so a test can let a round run late past the buffer and
 * be canceled. The keeper answers with `<DEVNET_DIR>/prediction-held` once a
 * tick has seen the hold: ticks run one after another, so from then on none of
 * its transactions is in flight (a tick that began before the hold, e.g. one
 * waiting out a paused chain's receipts, may still send). It removes that file
 * when the hold ends. Every RPC error is logged and retried at the next tick; the
 * loop never throws. The state is read from the chain each tick, so snapshot
 * reverts (tests) are harmless.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatEther, type Address } from 'viem';
import { fuelPredictionAbi, priceAggregatorAbi } from '@fuelswap/contracts';
import type { KeeperContext, KeeperFactory } from './index.ts';
import { isDevnetContext, keeperClients, keeperLoop, offKeeper, ownOracle, roleSender, sendCall } from './chain.ts';
import { unlockedSender, type Sender } from './sender.ts';

/** In the devnet folder: while this file exists the keeper sends nothing (a test holds it back). */
export const PREDICTION_HOLD_FILE = 'prediction-hold';
/** In the devnet folder: written once a tick has seen the hold (nothing of the keeper's is in flight then). */
export const PREDICTION_HELD_FILE = 'prediction-held';

export const PREDICTION_OPERATOR_INDEX = 13;
export const PREDICTION_BETTOR_INDEXES = [11, 12, 14] as const;
export const PRICE_EVERY_BLOCKS = 3n;
export const DEFAULT_INTERVAL_BLOCKS = 100;
export const DEFAULT_BUFFER_BLOCKS = 20;
const MIN_PRICE = 50_00000000n;
const MAX_PRICE = 5_000_00000000n;

/** Round length and buffer from the environment (spec defaults 100 and 20; the buffer stays below the interval). */
export function predictionTiming(env: NodeJS.ProcessEnv = process.env): { intervalBlocks: number; bufferBlocks: number } {
  const positive = (raw: string | undefined) => {
    const n = Number(raw);
    return raw !== undefined && raw !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const intervalBlocks = Math.max(2, positive(env.DEVNET_PREDICTION_INTERVAL_BLOCKS) ?? DEFAULT_INTERVAL_BLOCKS);
  const fallbackBuffer = Math.max(1, Math.min(DEFAULT_BUFFER_BLOCKS, Math.floor(intervalBlocks / 5)));
  const bufferBlocks = Math.min(intervalBlocks - 1, positive(env.DEVNET_PREDICTION_BUFFER_BLOCKS) ?? fallbackBuffer);
  return { intervalBlocks, bufferBlocks };
}

export function predictionKeeperEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEVNET_PREDICTION_KEEPER !== '0';
}

/** One step of the price walk: `rand` gives uniform numbers in [0, 1). Integer basis points, bigint price. */
export function nextPrice(price: bigint, rand: () => number = Math.random): bigint {
  const bps = BigInt(Math.round((rand() + rand() + rand() - 1.5) * 20)); // -30..+30 basis points
  let next = price + (price * bps) / 10_000n;
  if (next < MIN_PRICE) next = MIN_PRICE;
  if (next > MAX_PRICE) next = MAX_PRICE;
  return next;
}

export interface MarketState {
  paused: boolean;
  genesisStartOnce: boolean;
  genesisLockOnce: boolean;
  block: bigint;
  /** Lock block of the open round (currentEpoch); 0 before any round. */
  lockBlock: bigint;
}

export type KeeperAction = 'none' | 'genesisStartRound' | 'genesisLockRound' | 'executeRound';

/** What the operator must call now (its transaction lands one block later, hence `block + 1`). */
export function nextAction(s: MarketState): KeeperAction {
  if (s.paused) return 'none';
  if (!s.genesisStartOnce) return 'genesisStartRound';
  if (s.block + 1n < s.lockBlock) return 'none';
  return s.genesisLockOnce ? 'executeRound' : 'genesisLockRound';
}

/** The bettor accounts that may bet: none of the market's roles (it refuses their bets). */
export function demoBettors(bettors: readonly (Address | undefined)[], roles: readonly Address[]): Address[] {
  const taken = new Set(roles.map((r) => r.toLowerCase()));
  return bettors.filter((a): a is Address => a !== undefined && !taken.has(a.toLowerCase()));
}

/** Bet in milli-BNB steps: 0.01 to 0.5 BNB. */
export function randomBet(rand: () => number = Math.random): bigint {
  return BigInt(10 + Math.floor(rand() * 491)) * 10n ** 15n;
}

export function startPredictionKeeper(ctx: KeeperContext, env: NodeJS.ProcessEnv = process.env) {
  const p = ctx.deployment.prediction;
  if (!p || !predictionKeeperEnabled(env))
    return offKeeper(ctx, p ? 'off (DEVNET_PREDICTION_KEEPER=0)' : 'no prediction market in the deployment');
  const devnet = isDevnetContext(ctx);
  const pushes = ownOracle(ctx.deployment);
  const clients = keeperClients(ctx);
  const { pub, wallet } = clients;
  const market = p.market;
  const holdFile = join(ctx.dir, PREDICTION_HOLD_FILE);
  const heldFile = join(ctx.dir, PREDICTION_HELD_FILE);
  if (devnet) rmSync(heldFile, { force: true }); // left by a keeper that did not stop cleanly: not this one's answer
  const wanted = predictionTiming(env);
  const operatorSender = roleSender(ctx, 'prediction', clients, (a) => a[PREDICTION_OPERATOR_INDEX]);
  let accounts: Address[] | undefined;
  let timingChecked = !devnet; // the round length is the admin's to change: the devnet's deployer, not the service
  let lastPriceBlock = -1n;
  const betRounds = new Set<string>();
  let held = false;
  let waitingFor: bigint | undefined;

  const call = (sender: Sender, functionName: string, args: readonly unknown[] = [], value?: bigint, to: Address = market) =>
    sendCall(ctx, sender, {
      address: to,
      abi: to === market ? fuelPredictionAbi : priceAggregatorAbi,
      functionName,
      args,
      gas: 600_000n,
      ...(value !== undefined ? { value } : {}),
    });
  // The devnet's other accounts (the admin, the bettors): unlocked at the node.
  const unlocked = (address: Address) => unlockedSender(pub, wallet, address, ctx.blockTime);
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    pub.readContract({
      address: market,
      abi: fuelPredictionAbi,
      functionName: functionName as 'currentEpoch',
      args: args as never,
    }) as Promise<T>;

  const pushPrice = async (operator: Sender, block: bigint) => {
    const [, answer] = await pub.readContract({ address: p.oracle, abi: priceAggregatorAbi, functionName: 'latestRoundData' });
    await call(operator, 'updateAnswer', [nextPrice(answer)], undefined, p.oracle);
    lastPriceBlock = block;
  };

  const tick = async () => {
    if (devnet && existsSync(holdFile)) {
      if (!held) {
        ctx.log(`holding back (${holdFile} exists)`);
        writeFileSync(heldFile, '');
      }
      held = true;
      return;
    }
    if (held) rmSync(heldFile, { force: true });
    held = false;
    const operator = await operatorSender();

    if (!timingChecked) {
      const [interval, buffer] = await Promise.all([read<bigint>('intervalBlocks'), read<bigint>('bufferBlocks')]);
      if (interval !== BigInt(wanted.intervalBlocks) || buffer !== BigInt(wanted.bufferBlocks)) {
        const admin = unlocked(p.admin);
        const paused = await read<boolean>('paused');
        if (!paused) await call(admin, 'pause');
        await call(admin, 'setIntervalAndBuffer', [BigInt(wanted.intervalBlocks), BigInt(wanted.bufferBlocks)]);
        await call(admin, 'unpause');
        ctx.log(`round length set to ${wanted.intervalBlocks} blocks, buffer ${wanted.bufferBlocks}`);
      }
      timingChecked = true;
    }

    const [block, paused, genesisStartOnce, genesisLockOnce, epoch] = await Promise.all([
      pub.getBlockNumber({ cacheTime: 0 }),
      read<boolean>('paused'),
      read<boolean>('genesisStartOnce'),
      read<boolean>('genesisLockOnce'),
      read<bigint>('currentEpoch'),
    ]);
    const round = await read<{ startBlock: bigint; lockBlock: bigint }>('rounds', [epoch]);
    if (block < lastPriceBlock) lastPriceBlock = -1n; // the chain went back (snapshot revert)
    const action = nextAction({ paused, genesisStartOnce, genesisLockOnce, block, lockBlock: round.lockBlock });
    if (paused) return;

    if (action === 'genesisLockRound' || action === 'executeRound') {
      if (pushes) await pushPrice(operator, block);
      else {
        // Chainlink's feed answers on its own schedule; the market refuses an answer it has used already, so an
        // execution before the next one would only revert (and cost gas). Wait for it.
        const [[roundId], used] = await Promise.all([
          pub.readContract({ address: p.oracle, abi: priceAggregatorAbi, functionName: 'latestRoundData' }),
          read<bigint>('oracleLatestRoundId'),
        ]);
        if (BigInt(roundId) <= used) {
          if (waitingFor !== epoch) ctx.log(`round ${epoch}: waiting for a newer answer of the feed than round ${roundId}`);
          waitingFor = epoch;
          return;
        }
      }
      const r = await call(operator, action);
      ctx.log(`${action} for round ${epoch} in block ${r.blockNumber}`);
      return;
    }
    if (action === 'genesisStartRound') {
      const r = await call(operator, action);
      ctx.log(`genesisStartRound in block ${r.blockNumber}`);
      return;
    }
    if (pushes && devnet && (lastPriceBlock < 0n || block - lastPriceBlock >= PRICE_EVERY_BLOCKS)) await pushPrice(operator, block);
    if (!devnet) return;

    // Bets (the devnet's demo traffic): once per round, while at least two blocks of entry remain.
    const key = `${epoch}:${round.startBlock}`;
    if (epoch > 0n && !betRounds.has(key) && block + 2n < round.lockBlock) {
      betRounds.add(key);
      accounts ??= await wallet.getAddresses();
      const bettors = demoBettors(
        PREDICTION_BETTOR_INDEXES.map((i) => accounts?.[i]),
        [operator.address, p.operator, p.admin, p.owner],
      );
      const results = await Promise.allSettled(
        bettors
          .filter(() => Math.random() < 0.7)
          .map(async (b) => {
            const amount = randomBet();
            const side = Math.random() < 0.5 ? 'betBull' : 'betBear';
            await call(unlocked(b), side, [epoch], amount);
            return `${side === 'betBull' ? 'UP' : 'DOWN'} ${formatEther(amount)}`;
          }),
      );
      const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason).split('\n')[0]] : []));
      if (placed.length || failed.length)
        ctx.log(`round ${epoch}: bets ${placed.join(', ') || 'none'}${failed.length ? `; failed: ${failed.join('; ')}` : ''}`);
    }
  };

  const loop = keeperLoop(ctx, Math.max(250, (ctx.blockTime * 1000) / 2), tick);
  ctx.log(
    devnet
      ? `running ${market} (feed ${p.oracle}) as #${PREDICTION_OPERATOR_INDEX}; bettors #${PREDICTION_BETTOR_INDEXES.join(', #')}`
      : `running ${market}; ${pushes ? `pushing the price of our feed ${p.oracle}` : `price from Chainlink's feed ${p.oracle} (no push)`}`,
  );
  return loop;
}

export const predictionKeeper: KeeperFactory = { name: 'prediction', role: 'prediction', start: (ctx) => startPredictionKeeper(ctx) };
