/**
 * Indexing functions of the exchange (the factory and its pairs), into the
 * tables of ponder.schema.ts (the farms, pools and vault are in ./farms.ts). Pricing and aggregation rules
 * live in ./pricing.ts (pure, unit-tested); this file only reads and writes rows.
 *
 * Event order inside a pair's transaction is Transfer (LP mint/burn) -> Sync
 * -> Mint/Burn/Swap, so a Swap, Mint or Burn sees the reserves and prices
 * that its own Sync just wrote.
 */
import { ponder, type Context } from 'ponder:registry';
import {
  account,
  burn,
  liquidityPosition,
  mint,
  overview,
  overviewDayData,
  pair,
  pairDayData,
  pairHourData,
  swap,
  token,
  tokenDayData,
  tokenHourData,
} from 'ponder:schema';
import { erc20Abi, type Address, type Hex } from 'viem';
import { loadDeployment, referenceTokens } from './deployment.ts';
import {
  dayStart,
  hourStart,
  lpDeltas,
  nextOhlc,
  pairPrices,
  supplyDelta,
  swapUsd,
  tokenLiquidity,
  totalLiquidityUsd,
  twoSidedUsd,
  usdPrices,
  type PairState,
} from './pricing.ts';

const { deployment } = loadDeployment();
const refs = referenceTokens(deployment);
const listed = new Map(deployment.tokens.map((t) => [t.address.toLowerCase(), t]));

const lower = (a: string) => a.toLowerCase() as Hex;
const OVERVIEW_ID = '1';

// ------------------------------------------------------------------ small caches
// Token decimals never change, and pairs are only ever added: keep their ids in
// memory (filled from the database once per process, so a restart resumes) and
// read the rows themselves through Ponder's store, which stays reorg-safe.
const decimals = new Map<string, number>();
let pairIds: Set<string> | undefined;

async function knownPairIds(context: Context): Promise<Set<string>> {
  if (!pairIds) {
    const rows = await context.db.sql.select({ id: pair.id }).from(pair);
    pairIds = new Set(rows.map((r) => r.id.toLowerCase()));
  }
  return pairIds;
}

async function tokenDecimals(context: Context, id: string): Promise<number> {
  const known = decimals.get(id);
  if (known !== undefined) return known;
  const row = await context.db.find(token, { id: lower(id) });
  const d = row?.decimals ?? 18;
  decimals.set(id, d);
  return d;
}

async function allPairs(context: Context): Promise<PairState[]> {
  const out: PairState[] = [];
  for (const id of await knownPairIds(context)) {
    const row = await context.db.find(pair, { id: lower(id) });
    if (row) out.push({ id: row.id, token0: row.token0, token1: row.token1, reserve0: row.reserve0, reserve1: row.reserve1 });
  }
  return out;
}

// ------------------------------------------------------------------ token metadata
async function readString(context: Context, address: Address, fn: 'symbol' | 'name'): Promise<string | undefined> {
  try {
    // Read at the latest block and cached for good (Ponder's immutable cache): a token's symbol, name and decimals
    // do not change, and a read at the event's block needs that block's state, which a node may no longer hold
    // (the e2e devnet keeps only recent states; re-indexing from scratch then stalled on a pair created long ago).
    return await context.client.readContract({ abi: erc20Abi, address, functionName: fn, cache: 'immutable' });
  } catch {
    return undefined;
  }
}

async function ensureToken(context: Context, address: Address): Promise<void> {
  const id = lower(address);
  const existing = await context.db.find(token, { id });
  if (existing) {
    await context.db.update(token, { id }).set((row) => ({ pairCount: row.pairCount + 1 }));
    return;
  }
  const meta = listed.get(id);
  let symbol = meta?.symbol;
  let name = meta?.name;
  let dec = meta?.decimals;
  if (!meta) {
    symbol = (await readString(context, address, 'symbol')) ?? 'UNKNOWN';
    name = (await readString(context, address, 'name')) ?? 'Unknown token';
    try {
      dec = Number(await context.client.readContract({ abi: erc20Abi, address, functionName: 'decimals', cache: 'immutable' }));
    } catch {
      dec = 18;
    }
  }
  decimals.set(id, dec ?? 18);
  await context.db.insert(token).values({
    id,
    symbol: symbol ?? 'UNKNOWN',
    name: name ?? 'Unknown token',
    decimals: dec ?? 18,
    priceUSD: 0n,
    tradeVolume: 0n,
    tradeVolumeUSD: 0n,
    totalLiquidity: 0n,
    totalLiquidityUSD: 0n,
    txCount: 0,
    pairCount: 1,
  });
}

// ------------------------------------------------------------------ period rows
interface PairDelta {
  volume0: bigint;
  volume1: bigint;
  usd: bigint;
  tx: number;
}
const NO_PAIR_DELTA: PairDelta = { volume0: 0n, volume1: 0n, usd: 0n, tx: 0 };

async function touchPairPeriods(context: Context, p: typeof pair.$inferSelect, timestamp: number, d: PairDelta): Promise<void> {
  for (const [table, start] of [
    [pairHourData, hourStart(timestamp)],
    [pairDayData, dayStart(timestamp)],
  ] as const) {
    const snapshot = {
      reserve0: p.reserve0,
      reserve1: p.reserve1,
      reserveUSD: p.reserveUSD,
      token0Price: p.token0Price,
      token1Price: p.token1Price,
    };
    await context.db
      .insert(table)
      .values({
        id: `${p.id}-${start}`,
        pair: p.id,
        token0: p.token0,
        token1: p.token1,
        periodStart: start,
        ...snapshot,
        volumeToken0: d.volume0,
        volumeToken1: d.volume1,
        volumeUSD: d.usd,
        txCount: d.tx,
      })
      .onConflictDoUpdate((row) => ({
        ...snapshot,
        volumeToken0: row.volumeToken0 + d.volume0,
        volumeToken1: row.volumeToken1 + d.volume1,
        volumeUSD: row.volumeUSD + d.usd,
        txCount: row.txCount + d.tx,
      }));
  }
}

async function touchTokenPeriods(
  context: Context,
  t: typeof token.$inferSelect,
  timestamp: number,
  d: { volume: bigint; usd: bigint; tx: number },
): Promise<void> {
  for (const [table, start] of [
    [tokenHourData, hourStart(timestamp)],
    [tokenDayData, dayStart(timestamp)],
  ] as const) {
    const id = `${t.id}-${start}`;
    const prev = await context.db.find(table, { id });
    const ohlc =
      t.priceUSD > 0n
        ? nextOhlc(prev ?? undefined, t.priceUSD)
        : prev
          ? { openUSD: prev.openUSD, highUSD: prev.highUSD, lowUSD: prev.lowUSD, priceUSD: prev.priceUSD }
          : nextOhlc(undefined, 0n);
    const level = { totalLiquidity: t.totalLiquidity, totalLiquidityUSD: t.totalLiquidityUSD };
    await context.db
      .insert(table)
      .values({ id, token: t.id, periodStart: start, ...ohlc, ...level, volume: d.volume, volumeUSD: d.usd, txCount: d.tx })
      .onConflictDoUpdate((row) => ({
        ...ohlc,
        ...level,
        volume: row.volume + d.volume,
        volumeUSD: row.volumeUSD + d.usd,
        txCount: row.txCount + d.tx,
      }));
  }
}

async function touchOverview(
  context: Context,
  timestamp: number,
  d: { usd: bigint; tx: number; liquidityUSD?: bigint; pairs?: number },
): Promise<void> {
  const o = await context.db
    .insert(overview)
    .values({ id: OVERVIEW_ID, pairCount: d.pairs ?? 0, liquidityUSD: d.liquidityUSD ?? 0n, volumeUSD: d.usd, txCount: d.tx })
    .onConflictDoUpdate((row) => ({
      pairCount: row.pairCount + (d.pairs ?? 0),
      liquidityUSD: d.liquidityUSD ?? row.liquidityUSD,
      volumeUSD: row.volumeUSD + d.usd,
      txCount: row.txCount + d.tx,
    }));
  const date = dayStart(timestamp);
  await context.db
    .insert(overviewDayData)
    .values({ id: String(date), date, liquidityUSD: o.liquidityUSD, volumeUSD: d.usd, txCount: d.tx })
    .onConflictDoUpdate((row) => ({ liquidityUSD: o.liquidityUSD, volumeUSD: row.volumeUSD + d.usd, txCount: row.txCount + d.tx }));
}

// ------------------------------------------------------------------ factory
ponder.on('Factory:PairCreated', async ({ event, context }) => {
  // The event's last parameter is unnamed, so viem decodes its arguments as a tuple.
  const [token0, token1, pairAddress] = event.args;
  const id = lower(pairAddress);
  if (await context.db.find(pair, { id })) return;
  await ensureToken(context, token0);
  await ensureToken(context, token1);
  const t0 = await context.db.find(token, { id: lower(token0) });
  const t1 = await context.db.find(token, { id: lower(token1) });
  await context.db.insert(pair).values({
    id,
    token0: lower(token0),
    token1: lower(token1),
    name: `${t0?.symbol ?? '?'}-${t1?.symbol ?? '?'}`,
    reserve0: 0n,
    reserve1: 0n,
    reserveUSD: 0n,
    totalSupply: 0n,
    token0Price: 0n,
    token1Price: 0n,
    volumeToken0: 0n,
    volumeToken1: 0n,
    volumeUSD: 0n,
    txCount: 0,
    createdAtTimestamp: Number(event.block.timestamp),
    createdAtBlockNumber: Number(event.block.number),
  });
  (await knownPairIds(context)).add(id);
  await touchOverview(context, Number(event.block.timestamp), { usd: 0n, tx: 0, pairs: 1 });
});

// ------------------------------------------------------------------ pairs
ponder.on('Pair:Sync', async ({ event, context }) => {
  const id = lower(event.log.address);
  const current = await context.db.find(pair, { id });
  if (!current) return;
  const timestamp = Number(event.block.timestamp);
  const reserve0 = event.args.reserve0;
  const reserve1 = event.args.reserve1;

  const pairs = (await allPairs(context)).map((p) => (p.id.toLowerCase() === id ? { ...p, reserve0, reserve1 } : p));
  const dec = new Map<string, number>();
  for (const p of pairs) {
    for (const t of [p.token0.toLowerCase(), p.token1.toLowerCase()]) if (!dec.has(t)) dec.set(t, await tokenDecimals(context, t));
  }
  const prices = usdPrices(refs.usd, pairs, dec);
  const { perPair, total } = totalLiquidityUsd(pairs, prices, dec);
  const liquidity = tokenLiquidity(pairs, prices, dec);
  const d0 = dec.get(current.token0) ?? 18;
  const d1 = dec.get(current.token1) ?? 18;

  const updated = await context.db
    .update(pair, { id })
    .set({ reserve0, reserve1, reserveUSD: perPair.get(id) ?? 0n, ...pairPrices(reserve0, d0, reserve1, d1) });

  // Every token's price may move with this pool (WBNB prices FUEL): keep token rows current.
  for (const t of dec.keys()) {
    const price = prices.get(t) ?? 0n;
    const liq = liquidity.get(t) ?? { amount: 0n, usd: 0n };
    const own = t === current.token0 || t === current.token1;
    const row = await context.db.find(token, { id: lower(t) });
    if (!row) continue;
    if (!own && row.priceUSD === price && row.totalLiquidityUSD === liq.usd) continue;
    const next = await context.db
      .update(token, { id: lower(t) })
      .set({ priceUSD: price, totalLiquidity: liq.amount, totalLiquidityUSD: liq.usd });
    if (own) await touchTokenPeriods(context, next, timestamp, { volume: 0n, usd: 0n, tx: 0 });
  }
  await touchPairPeriods(context, updated, timestamp, NO_PAIR_DELTA);
  await touchOverview(context, timestamp, { usd: 0n, tx: 0, liquidityUSD: total });
});

async function pairAndTokens(context: Context, address: string) {
  const p = await context.db.find(pair, { id: lower(address) });
  if (!p) return undefined;
  const t0 = await context.db.find(token, { id: p.token0 });
  const t1 = await context.db.find(token, { id: p.token1 });
  if (!t0 || !t1) return undefined;
  return { p, t0, t1 };
}

ponder.on('Pair:Swap', async ({ event, context }) => {
  const found = await pairAndTokens(context, event.log.address);
  if (!found) return;
  const { p, t0, t1 } = found;
  const timestamp = Number(event.block.timestamp);
  const a = event.args;
  const volume0 = a.amount0In + a.amount0Out;
  const volume1 = a.amount1In + a.amount1Out;
  const amountUSD = swapUsd(
    { token: t0.id, amount: volume0, decimals: t0.decimals, price: t0.priceUSD || undefined },
    { token: t1.id, amount: volume1, decimals: t1.decimals, price: t1.priceUSD || undefined },
    refs.usd,
    refs.wrappedNative,
  );
  const who = lower(event.transaction.from);
  await context.db.insert(swap).values({
    id: `${event.transaction.hash}-${event.log.logIndex}`,
    pair: p.id,
    token0: p.token0,
    token1: p.token1,
    account: who,
    sender: lower(a.sender),
    to: lower(a.to),
    amount0In: a.amount0In,
    amount1In: a.amount1In,
    amount0Out: a.amount0Out,
    amount1Out: a.amount1Out,
    amountUSD,
    timestamp,
    blockNumber: Number(event.block.number),
    txHash: event.transaction.hash,
    logIndex: event.log.logIndex,
  });
  const updated = await context.db.update(pair, { id: p.id }).set((row) => ({
    volumeToken0: row.volumeToken0 + volume0,
    volumeToken1: row.volumeToken1 + volume1,
    volumeUSD: row.volumeUSD + amountUSD,
    txCount: row.txCount + 1,
  }));
  for (const [t, volume] of [
    [t0, volume0],
    [t1, volume1],
  ] as const) {
    const next = await context.db.update(token, { id: t.id }).set((row) => ({
      tradeVolume: row.tradeVolume + volume,
      tradeVolumeUSD: row.tradeVolumeUSD + amountUSD,
      txCount: row.txCount + 1,
    }));
    await touchTokenPeriods(context, next, timestamp, { volume, usd: amountUSD, tx: 1 });
  }
  await touchPairPeriods(context, updated, timestamp, { volume0, volume1, usd: amountUSD, tx: 1 });
  await touchOverview(context, timestamp, { usd: amountUSD, tx: 1 });
  await context.db
    .insert(account)
    .values({ id: who, swapVolumeUSD: amountUSD, swapCount: 1, lastSwapAt: timestamp })
    .onConflictDoUpdate((row) => ({ swapVolumeUSD: row.swapVolumeUSD + amountUSD, swapCount: row.swapCount + 1, lastSwapAt: timestamp }));
});

async function liquidityEvent(
  context: Context,
  kind: 'mint' | 'burn',
  event: {
    log: { address: Address; logIndex: number };
    block: { timestamp: bigint; number: bigint };
    transaction: { from: Address; hash: Hex };
    args: { sender: Address; amount0: bigint; amount1: bigint; to?: Address };
  },
): Promise<void> {
  const found = await pairAndTokens(context, event.log.address);
  if (!found) return;
  const { p, t0, t1 } = found;
  const timestamp = Number(event.block.timestamp);
  const amountUSD = twoSidedUsd(
    event.args.amount0,
    t0.decimals,
    t0.priceUSD || undefined,
    event.args.amount1,
    t1.decimals,
    t1.priceUSD || undefined,
  );
  const row = {
    id: `${event.transaction.hash}-${event.log.logIndex}`,
    pair: p.id,
    token0: p.token0,
    token1: p.token1,
    account: lower(event.transaction.from),
    sender: lower(event.args.sender),
    amount0: event.args.amount0,
    amount1: event.args.amount1,
    amountUSD,
    timestamp,
    blockNumber: Number(event.block.number),
    txHash: event.transaction.hash,
    logIndex: event.log.logIndex,
  };
  if (kind === 'mint') await context.db.insert(mint).values(row);
  else await context.db.insert(burn).values({ ...row, to: lower(event.args.to ?? row.account) });
  const updated = await context.db.update(pair, { id: p.id }).set((r) => ({ txCount: r.txCount + 1 }));
  for (const t of [t0, t1]) {
    const next = await context.db.update(token, { id: t.id }).set((r) => ({ txCount: r.txCount + 1 }));
    await touchTokenPeriods(context, next, timestamp, { volume: 0n, usd: 0n, tx: 1 });
  }
  await touchPairPeriods(context, updated, timestamp, { ...NO_PAIR_DELTA, tx: 1 });
  await touchOverview(context, timestamp, { usd: 0n, tx: 1 });
}

ponder.on('Pair:Mint', async ({ event, context }) => liquidityEvent(context, 'mint', event));
ponder.on('Pair:Burn', async ({ event, context }) => liquidityEvent(context, 'burn', event));

ponder.on('Pair:Transfer', async ({ event, context }) => {
  const id = lower(event.log.address);
  const { from, to, value } = event.args;
  if (value === 0n) return;
  const supply = supplyDelta(from, to, value);
  if (supply !== 0n) await context.db.update(pair, { id }).set((r) => ({ totalSupply: r.totalSupply + supply }));
  for (const { account: who, delta } of lpDeltas(from, to, value)) {
    await context.db
      .insert(liquidityPosition)
      .values({ id: `${id}-${who}`, pair: id, account: lower(who), lpBalance: delta })
      .onConflictDoUpdate((r) => ({ lpBalance: r.lpBalance + delta }));
  }
});
