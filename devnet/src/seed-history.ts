/**
 * A devnet with history worth looking at: after all other seeding, a week of
 * trading by four accounts (#14–#17; #0 deploys, #1 is the dev wallet, #2–#8
 * belong to the e2e tests, #9 receives the protocol fee, #10 and #13 are keepers), one block every few
 * simulated hours, so the Info pages' day charts, 24 h changes and
 * transaction lists are not empty on first start.
 *
 * The chain's clock is moved with `evm_setNextBlockTimestamp` before each
 * block; that needs a chain whose genesis lies before the first simulated day
 * (the supervisor starts a fresh anvil with a backdated `--timestamp`). The
 * last block lands on the wall clock's now, and anvil keeps counting from
 * there. A chain that is not backdated far enough gets no history (logged).
 *
 * Deterministic: a seeded PRNG chooses pairs, directions and sizes, so every
 * fresh devnet has the same history shape (only the dates move).
 */
import { encodeFunctionData, maxUint256, parseUnits, type Abi, type Address, type Hex, type PublicClient, type TestClient } from 'viem';
import type { DeployedPair } from '@fuelswap/config';
import { sqrt } from '@fuelswap/sdk';
import { PAIRS, pairAmounts, tokenSpec } from './seed-plan.ts';
import { TxBatch } from './tx.ts';

export const HISTORY_TRADER_INDEXES = [14, 15, 16, 17] as const;
export const HISTORY_DAYS = 7;
/** Blocks of trading per simulated day. */
const EVENTS_PER_DAY = 6;
/** Pairs traded (by deployment name); the reference pairs first so prices move with volume. */
const TRADED = ['BUSD-WBNB', 'FUEL-WBNB', 'CAKE-WBNB', 'ETH-WBNB', 'USDT-BUSD', 'FUEL-BUSD', 'CAKE-BUSD'] as const;
/** Pairs whose liquidity the traders add to and remove from. */
const LIQUIDITY = ['BUSD-WBNB', 'FUEL-WBNB', 'FUEL-BUSD'] as const;

/**
 * Gas per trade: the node estimates against the pending state, where the
 * block's earlier trades (and the price accumulators' first update of a new
 * timestamp) are not yet applied, so an estimate can fall short in the block.
 */
const GAS = 600_000n;

/** Seconds of simulated history the chain's genesis must precede (with an hour to deploy in). */
export const HISTORY_SECONDS = HISTORY_DAYS * 86_400 + 3_600;

export interface SeedHistoryOptions {
  pub: PublicClient;
  test: TestClient;
  accounts: readonly Address[];
  router: Address;
  tokens: Record<string, Address>;
  pairs: readonly DeployedPair[];
  log: (line: string) => void;
  /** Wall-clock now in seconds (tests pass their own). */
  now?: number;
}

/** mulberry32: a tiny seeded PRNG, enough for reproducible trade sizes. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Base units of `symbol` worth `usd` whole dollars at the seed plan's price. */
function unitsForUsd(symbol: string, usd: number): bigint {
  const t = tokenSpec(symbol);
  return (BigInt(Math.round(usd)) * 10n ** BigInt(t.decimals) * 10n ** 18n) / parseUnits(t.priceUsd, 18);
}

const call = (abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[]): Hex =>
  encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });

export async function seedHistory(o: SeedHistoryOptions): Promise<{ blocks: number; swaps: number; adds: number; removes: number }> {
  const t0 = Date.now();
  const now = o.now ?? Math.floor(Date.now() / 1000);
  const start = now - HISTORY_DAYS * 86_400;
  const head = await o.pub.getBlock();
  if (Number(head.timestamp) >= start - 60) {
    o.log(`history skipped: the chain's clock (${new Date(Number(head.timestamp) * 1000).toISOString()}) is not ${HISTORY_DAYS} days back`);
    return { blocks: 0, swaps: 0, adds: 0, removes: 0 };
  }
  const rand = prng(20211);
  const traders = HISTORY_TRADER_INDEXES.map((i) => {
    const a = o.accounts[i];
    if (!a) throw new Error(`seedHistory: no anvil account #${i}`);
    return a;
  });
  const batches = new Map(traders.map((t) => [t, new TxBatch(o.pub, o.test, t)]));
  const pairByName = new Map(o.pairs.map((p) => [p.name, p]));
  const pair = (name: string): DeployedPair => {
    const p = pairByName.get(name);
    if (!p) throw new Error(`seedHistory: no pair ${name}`);
    return p;
  };
  const token = (symbol: string): Address => {
    const a = o.tokens[symbol];
    if (!a) throw new Error(`seedHistory: no token ${symbol}`);
    return a;
  };
  // Imported here, not at the top: the supervisor imports this file's constants before the contracts build.
  const { artifacts } = await import('@fuelswap/contracts/artifacts');
  const erc20 = artifacts.TestToken.abi;
  const router = artifacts.FuelRouter.abi;
  let blocks = 0;
  const mineAt = async (ts: number, b: TxBatch) => {
    await o.test.setNextBlockTimestamp({ timestamp: BigInt(ts) });
    await b.mine();
    blocks++;
  };

  // Approvals: every traded token and every LP token, all in one block at the start.
  const symbols = new Set(TRADED.flatMap((n) => n.split('-')));
  for (const t of traders) {
    const b = batches.get(t)!;
    for (const s of symbols)
      await b.send({ label: `#history approve ${s}`, to: token(s), data: call(erc20, 'approve', [o.router, maxUint256]) });
    for (const n of LIQUIDITY)
      await b.send({ label: `#history approve ${n} LP`, to: pair(n).address, data: call(erc20, 'approve', [o.router, maxUint256]) });
  }
  await o.test.setNextBlockTimestamp({ timestamp: BigInt(start - 30) });
  for (const b of batches.values()) await b.mine();
  blocks++;

  let swaps = 0;
  let adds = 0;
  let removes = 0;
  const deadline = BigInt(now + 3600);
  for (let day = 0; day < HISTORY_DAYS; day++) {
    // Busier towards the end of the week, so the 24 h change is visible.
    const busy = 0.6 + (day / HISTORY_DAYS) * 0.8;
    for (let k = 0; k < EVENTS_PER_DAY; k++) {
      const ts = start + day * 86_400 + Math.floor(((k + rand() * 0.8) * 86_400) / EVENTS_PER_DAY);
      if (ts >= now - 60) break;
      const trader = traders[Math.floor(rand() * traders.length)]!;
      const b = batches.get(trader)!;
      const swapsHere = 1 + Math.floor(rand() * 3);
      for (let s = 0; s < swapsHere; s++) {
        const name = TRADED[Math.floor(rand() * TRADED.length)]!;
        const [a, bSym] = name.split('-') as [string, string];
        const [from, to] = rand() < 0.5 ? [a, bSym] : [bSym, a];
        const usd = (200 + rand() * 9_800) * busy;
        await b.send({
          label: `#history swap ${from}->${to}`,
          to: o.router,
          gas: GAS,
          data: call(router, 'swapExactTokensForTokens', [unitsForUsd(from, usd), 0n, [token(from), token(to)], trader, deadline]),
        });
        swaps++;
      }
      // One liquidity change most blocks: adds early in the day, removes of part of what was added later.
      const lpName = LIQUIDITY[(day + k) % LIQUIDITY.length]!;
      const [la, lb] = lpName.split('-') as [string, string];
      if (k % 3 === 0) {
        const usd = 5_000 + rand() * 20_000;
        const amountA = unitsForUsd(la, usd / 2);
        const amountB = unitsForUsd(lb, usd / 2);
        await b.send({
          label: `#history add ${lpName}`,
          to: o.router,
          gas: GAS,
          data: call(router, 'addLiquidity', [token(la), token(lb), amountA, amountB, 0n, 0n, trader, deadline]),
        });
        adds++;
      } else if (k % 3 === 2) {
        const lp = (await o.pub.readContract({
          address: pair(lpName).address,
          abi: erc20 as Abi,
          functionName: 'balanceOf',
          args: [trader],
        })) as bigint;
        if (lp > 0n) {
          await b.send({
            label: `#history remove ${lpName}`,
            to: o.router,
            gas: GAS,
            data: call(router, 'removeLiquidity', [token(la), token(lb), lp / 3n, 0n, 0n, trader, deadline]),
          });
          removes++;
        }
      }
      await mineAt(ts, b);
    }
  }
  // Last block, on the wall clock's now (anvil counts on from there): every traded pair is
  // swapped back to its seeded price, so the prices across pairs agree again and the
  // app's best route between two tokens is the direct pair, as the swap tests expect.
  const fixer = batches.get(traders[0]!)!;
  for (const name of TRADED) {
    const spec = PAIRS.find((p) => `${p.a}-${p.b}` === name);
    if (!spec) throw new Error(`seedHistory: ${name} is not in the seed plan`);
    const { amountA, amountB } = pairAmounts(spec);
    const p = pair(name);
    const [r0, r1] = (await o.pub.readContract({
      address: p.address,
      abi: artifacts.FuelPair.abi as Abi,
      functionName: 'getReserves',
    })) as [bigint, bigint, number];
    const aIs0 = p.token0.toLowerCase() === token(spec.a).toLowerCase();
    const [ra, rb] = aIs0 ? [r0, r1] : [r1, r0];
    // Same constant product, seeded ratio: ra' = sqrt(k * A / B).
    const target = sqrt((ra * rb * amountA) / amountB);
    const [from, to, amountIn] = target > ra ? [spec.a, spec.b, target - ra] : [spec.b, spec.a, (ra * rb) / target - rb];
    if (amountIn <= 0n) continue;
    await fixer.send({
      label: `#history reprice ${name}`,
      to: o.router,
      gas: GAS,
      data: call(router, 'swapExactTokensForTokens', [amountIn, 0n, [token(from), token(to)], traders[0]!, deadline]),
    });
    swaps++;
  }
  await mineAt(Math.max(now, Math.floor(Date.now() / 1000)), fixer);
  o.log(
    `history: ${HISTORY_DAYS} days, ${swaps} swaps, ${adds} adds, ${removes} removes by #${HISTORY_TRADER_INDEXES.join(', #')} in ${blocks} blocks, ${Date.now() - t0} ms`,
  );
  return { blocks, swaps, adds, removes };
}
