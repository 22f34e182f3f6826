/**
 * The indexer's tables. Each table `x` is served by Ponder's GraphQL as `x(id)`
 * (one row) and `xs(where, orderBy, orderDirection, limit, offset, before,
 * after) { items pageInfo totalCount }` (a page of at most 1000 rows).
 *
 * Conventions (stable: the Info pages and later features read these names):
 * - Addresses (`hex`) are lower case; filter with lower-case strings.
 * - Amounts are raw base units (`bigint`, served as decimal strings).
 * - Columns ending in `USD` are dollars as 18-decimal fixed point (WAD,
 *   served as decimal strings): "1500000000000000000" is $1.50.
 * - Prices (`priceUSD`, `token0Price`, `token1Price`) are WAD per whole token.
 * - `timestamp`, `date`, `periodStart` are unix seconds (integers); `date`
 *   and `periodStart` are the start of the UTC day / hour.
 * - Transaction rows (swap, mint, burn, farmEvent) have id
 *   `<txHash>-<logIndex>`; `account` is the transaction's sender (tx.from).
 */
import { index, onchainTable, type PgColumnsBuilders } from 'ponder';

export const token = onchainTable('token', (t) => ({
  /** The token's address. */
  id: t.hex().primaryKey(),
  symbol: t.text().notNull(),
  name: t.text().notNull(),
  decimals: t.integer().notNull(),
  /** Dollar price of one whole token from the pairs (0 while unknown). */
  priceUSD: t.bigint().notNull(),
  /** Raw units swapped (in + out sides counted once per swap). */
  tradeVolume: t.bigint().notNull(),
  tradeVolumeUSD: t.bigint().notNull(),
  /** Raw units held by all pairs. */
  totalLiquidity: t.bigint().notNull(),
  totalLiquidityUSD: t.bigint().notNull(),
  txCount: t.integer().notNull(),
  pairCount: t.integer().notNull(),
}));

export const pair = onchainTable(
  'pair',
  (t) => ({
    /** The pair's address. */
    id: t.hex().primaryKey(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    /** "SYMBOL0-SYMBOL1" */
    name: t.text().notNull(),
    reserve0: t.bigint().notNull(),
    reserve1: t.bigint().notNull(),
    /** Dollar value of both reserves. */
    reserveUSD: t.bigint().notNull(),
    /** LP tokens in existence. */
    totalSupply: t.bigint().notNull(),
    /** Price of one whole token0 in token1 (WAD), and the reverse. */
    token0Price: t.bigint().notNull(),
    token1Price: t.bigint().notNull(),
    volumeToken0: t.bigint().notNull(),
    volumeToken1: t.bigint().notNull(),
    volumeUSD: t.bigint().notNull(),
    txCount: t.integer().notNull(),
    createdAtTimestamp: t.integer().notNull(),
    createdAtBlockNumber: t.integer().notNull(),
  }),
  (table) => ({ token0Idx: index().on(table.token0), token1Idx: index().on(table.token1) }),
);

export const swap = onchainTable(
  'swap',
  (t) => ({
    id: t.text().primaryKey(),
    pair: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    /** tx.from, lower case. */
    account: t.hex().notNull(),
    /** The event's `sender` (usually the router) and `to`. */
    sender: t.hex().notNull(),
    to: t.hex().notNull(),
    amount0In: t.bigint().notNull(),
    amount1In: t.bigint().notNull(),
    amount0Out: t.bigint().notNull(),
    amount1Out: t.bigint().notNull(),
    amountUSD: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    blockNumber: t.integer().notNull(),
    txHash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({
    // (filter, timestamp): a page of the newest rows for a pair, account or token reads a page,
    // not every match then a sort (bench/indexer.ts: 148 -> 330 queries/s, p95 183 -> 77 ms at 20,000 swaps).
    pairIdx: index().on(table.pair, table.timestamp),
    accountIdx: index().on(table.account, table.timestamp),
    timestampIdx: index().on(table.timestamp),
    token0Idx: index().on(table.token0, table.timestamp),
    token1Idx: index().on(table.token1, table.timestamp),
  }),
);

export const mint = onchainTable(
  'mint',
  (t) => ({
    id: t.text().primaryKey(),
    pair: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    account: t.hex().notNull(),
    sender: t.hex().notNull(),
    amount0: t.bigint().notNull(),
    amount1: t.bigint().notNull(),
    amountUSD: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    blockNumber: t.integer().notNull(),
    txHash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({
    pairIdx: index().on(table.pair, table.timestamp),
    accountIdx: index().on(table.account, table.timestamp),
    timestampIdx: index().on(table.timestamp),
    token0Idx: index().on(table.token0, table.timestamp),
    token1Idx: index().on(table.token1, table.timestamp),
  }),
);

export const burn = onchainTable(
  'burn',
  (t) => ({
    id: t.text().primaryKey(),
    pair: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    account: t.hex().notNull(),
    sender: t.hex().notNull(),
    to: t.hex().notNull(),
    amount0: t.bigint().notNull(),
    amount1: t.bigint().notNull(),
    amountUSD: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    blockNumber: t.integer().notNull(),
    txHash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({
    pairIdx: index().on(table.pair, table.timestamp),
    accountIdx: index().on(table.account, table.timestamp),
    timestampIdx: index().on(table.timestamp),
    token0Idx: index().on(table.token0, table.timestamp),
    token1Idx: index().on(table.token1, table.timestamp),
  }),
);

const pairPeriod = (t: PgColumnsBuilders) => ({
  /** `<pair>-<periodStart>` */
  id: t.text().primaryKey(),
  pair: t.hex().notNull(),
  token0: t.hex().notNull(),
  token1: t.hex().notNull(),
  /** Unix seconds of the period's start (UTC hour or day). */
  periodStart: t.integer().notNull(),
  /** Reserves and their dollar value at the period's last event. */
  reserve0: t.bigint().notNull(),
  reserve1: t.bigint().notNull(),
  reserveUSD: t.bigint().notNull(),
  token0Price: t.bigint().notNull(),
  token1Price: t.bigint().notNull(),
  volumeToken0: t.bigint().notNull(),
  volumeToken1: t.bigint().notNull(),
  volumeUSD: t.bigint().notNull(),
  txCount: t.integer().notNull(),
});

export const pairHourData = onchainTable('pair_hour_data', pairPeriod, (table) => ({
  pairIdx: index().on(table.pair, table.periodStart),
}));
export const pairDayData = onchainTable('pair_day_data', pairPeriod, (table) => ({
  pairIdx: index().on(table.pair, table.periodStart),
}));

const tokenPeriod = (t: PgColumnsBuilders) => ({
  /** `<token>-<periodStart>` */
  id: t.text().primaryKey(),
  token: t.hex().notNull(),
  periodStart: t.integer().notNull(),
  /** Dollar price at the period's first, highest, lowest and last event. */
  openUSD: t.bigint().notNull(),
  highUSD: t.bigint().notNull(),
  lowUSD: t.bigint().notNull(),
  priceUSD: t.bigint().notNull(),
  volume: t.bigint().notNull(),
  volumeUSD: t.bigint().notNull(),
  totalLiquidity: t.bigint().notNull(),
  totalLiquidityUSD: t.bigint().notNull(),
  txCount: t.integer().notNull(),
});

export const tokenHourData = onchainTable('token_hour_data', tokenPeriod, (table) => ({
  tokenIdx: index().on(table.token, table.periodStart),
}));
export const tokenDayData = onchainTable('token_day_data', tokenPeriod, (table) => ({
  tokenIdx: index().on(table.token, table.periodStart),
}));

/** Exchange-wide totals: one row, id "1". */
export const overview = onchainTable('overview', (t) => ({
  id: t.text().primaryKey(),
  pairCount: t.integer().notNull(),
  liquidityUSD: t.bigint().notNull(),
  volumeUSD: t.bigint().notNull(),
  txCount: t.integer().notNull(),
}));

/** Exchange-wide per UTC day; id is the day's start (unix seconds) as text. */
export const overviewDayData = onchainTable('overview_day_data', (t) => ({
  id: t.text().primaryKey(),
  date: t.integer().notNull(),
  /** Total liquidity at the day's last event. */
  liquidityUSD: t.bigint().notNull(),
  volumeUSD: t.bigint().notNull(),
  txCount: t.integer().notNull(),
}));

/** Per account (tx.from of swaps, lower case): what the trading battle ranks on. */
export const account = onchainTable(
  'account',
  (t) => ({
    id: t.hex().primaryKey(),
    swapVolumeUSD: t.bigint().notNull(),
    swapCount: t.integer().notNull(),
    lastSwapAt: t.integer().notNull(),
  }),
  (table) => ({ volumeIdx: index().on(table.swapVolumeUSD) }),
);

/** LP tokens held per account and pair, from the pairs' Transfer events. */
export const liquidityPosition = onchainTable(
  'liquidity_position',
  (t) => ({
    /** `<pair>-<account>` */
    id: t.text().primaryKey(),
    pair: t.hex().notNull(),
    account: t.hex().notNull(),
    lpBalance: t.bigint().notNull(),
  }),
  (table) => ({ accountIdx: index().on(table.account), pairIdx: index().on(table.pair) }),
);

/**
 * Farms (FuelChef), Syrup pools (SousChef) and the FUEL vault: Deposit,
 * Withdraw, EmergencyWithdraw and Harvest.
 * - kind "farm": the chef; `pid` is the farm's pid (0 = the manual FUEL pool).
 * - kind "pool": a SousChef; `pid` is its sousId from the deployment.
 * - kind "vault": the FUEL vault; `shares` is set, `account` is the event's sender.
 * For Harvest on the vault, `amount` is the performance fee and `callFee` the caller's fee.
 */
export const farmEvent = onchainTable(
  'farm_event',
  (t) => ({
    id: t.text().primaryKey(),
    kind: t.text().notNull(),
    contract: t.hex().notNull(),
    event: t.text().notNull(),
    /** The event's user (or sender for the vault), lower case. */
    account: t.hex().notNull(),
    pid: t.integer(),
    amount: t.bigint().notNull(),
    shares: t.bigint(),
    callFee: t.bigint(),
    timestamp: t.integer().notNull(),
    blockNumber: t.integer().notNull(),
    txHash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({ accountIdx: index().on(table.account), contractIdx: index().on(table.contract, table.pid) }),
);

/**
 * Prediction: rounds, bets, players and the
 * oracle's price history. Amounts in wei; prices with the feed's 8 decimals; addresses lower case.
 */
export const predictionRound = onchainTable('prediction_round', (t) => ({
  /** The epoch (a bigint key, as the event carries it: Ponder prefetches rows by event arguments). */
  id: t.bigint().primaryKey(),
  epoch: t.bigint().notNull(),
  startBlock: t.integer().notNull(),
  startAt: t.integer().notNull(),
  lockBlock: t.integer(),
  lockAt: t.integer(),
  lockPrice: t.bigint(),
  endBlock: t.integer(),
  endAt: t.integer(),
  closePrice: t.bigint(),
  totalBets: t.integer().notNull(),
  totalAmount: t.bigint().notNull(),
  bullBets: t.integer().notNull(),
  bullAmount: t.bigint().notNull(),
  bearBets: t.integer().notNull(),
  bearAmount: t.bigint().notNull(),
  rewardBaseCalAmount: t.bigint(),
  rewardAmount: t.bigint(),
  /** Bull, Bear or House once closed. */
  position: t.text(),
  /** Canceled by a late execution. */
  failed: t.boolean().notNull(),
}));

export const predictionBet = onchainTable(
  'prediction_bet',
  (t) => ({
    /** `<epoch>-<user>` (one bet per user and round). */
    id: t.text().primaryKey(),
    /** The round's epoch (predictionRound.id). */
    round: t.bigint().notNull(),
    epoch: t.bigint().notNull(),
    user: t.hex().notNull(),
    hash: t.hex().notNull(),
    amount: t.bigint().notNull(),
    /** Bull or Bear. */
    position: t.text().notNull(),
    claimed: t.boolean().notNull(),
    claimedAmount: t.bigint(),
    claimedHash: t.hex(),
    createdAt: t.integer().notNull(),
    block: t.integer().notNull(),
  }),
  (table) => ({ userIdx: index().on(table.user, table.createdAt), roundIdx: index().on(table.round) }),
);

/** Per player: what the leaderboard ranks (net winnings, total BNB, rounds played, win rate). */
export const predictionUser = onchainTable(
  'prediction_user',
  (t) => ({
    id: t.hex().primaryKey(),
    createdAt: t.integer().notNull(),
    block: t.integer().notNull(),
    totalBets: t.integer().notNull(),
    totalBNB: t.bigint().notNull(),
    totalBetsBull: t.integer().notNull(),
    totalBetsBear: t.integer().notNull(),
    /** Bets in rounds that closed (won + lost + house). */
    totalBetsSettled: t.integer().notNull(),
    wins: t.integer().notNull(),
    /** Winnings (payout) of won rounds, claimed or not. */
    totalBNBWon: t.bigint().notNull(),
    /** Stakes of settled rounds. */
    totalBNBSettled: t.bigint().notNull(),
    /** totalBNBWon - totalBNBSettled. */
    netBNB: t.bigint().notNull(),
    totalBNBClaimed: t.bigint().notNull(),
    /** wins / totalBetsSettled in hundredths of a percent, rounded (6667 = 66.67%); 0 before any settled bet.
     *  The leaderboard ranks by it among players with at least 10 settled bets. */
    winRate: t.integer().notNull(),
  }),
  (table) => ({ netIdx: index().on(table.netBNB), bnbIdx: index().on(table.totalBNB), winRateIdx: index().on(table.winRate) }),
);

/** Every price the prediction market's feed published (the chart). */
export const predictionPrice = onchainTable('prediction_price', (t) => ({
  /**
   * `<emitter>-<round id>`: the emitter's own round id, which starts again at 1 when Chainlink moves a feed to a new
   * aggregator.
   */
  id: t.text().primaryKey(),
  price: t.bigint().notNull(),
  timestamp: t.integer().notNull(),
  block: t.integer().notNull(),
}));

/**
 * Lottery: rounds with their totals, players and
 * the rounds each player bought into. Amounts in FUEL's smallest units; addresses lower case.
 */
export const lottery = onchainTable('lottery', (t) => ({
  /** The lottery id, as text. */
  id: t.text().primaryKey(),
  lotteryId: t.bigint().notNull(),
  /** Open, Close, Claimable or Refundable (its number never came). */
  status: t.text().notNull(),
  startTime: t.integer().notNull(),
  endTime: t.integer().notNull(),
  ticketPrice: t.bigint().notNull(),
  firstTicket: t.bigint().notNull(),
  lastTicket: t.bigint(),
  totalUsers: t.integer().notNull(),
  totalTickets: t.integer().notNull(),
  /** Tickets that won a bracket (the draw's count). */
  winningTickets: t.integer(),
  finalNumber: t.integer(),
  /** Injections and rollover included. */
  totalCake: t.bigint().notNull(),
  block: t.integer().notNull(),
}));

export const lotteryUser = onchainTable('lottery_user', (t) => ({
  id: t.hex().primaryKey(),
  totalTickets: t.integer().notNull(),
  totalCake: t.bigint().notNull(),
  totalRounds: t.integer().notNull(),
  block: t.integer().notNull(),
}));

export const lotteryUserRound = onchainTable(
  'lottery_user_round',
  (t) => ({
    /** `<user>-<lotteryId>`. */
    id: t.text().primaryKey(),
    user: t.hex().notNull(),
    lotteryId: t.bigint().notNull(),
    totalTickets: t.integer().notNull(),
    totalCake: t.bigint().notNull(),
    claimed: t.boolean().notNull(),
    block: t.integer().notNull(),
  }),
  (table) => ({ userIdx: index().on(table.user, table.lotteryId) }),
);

/**
 * Profiles, teams, points and collectibles: the
 * registry's users and teams with their live totals (team members count active profiles, as the contract
 * does), every point increase as a record (`userPoint`: id, campaignId, points; the achievements are the
 * records whose campaign is a known achievement), the same per team, and each collectible's holder.
 * Addresses lower case; points and token ids as bigint.
 */
export const profileUser = onchainTable('profile_user', (t) => ({
  /** The account, lower case (spec: 'user' by lowercase account id). */
  id: t.hex().primaryKey(),
  userId: t.bigint().notNull(),
  teamId: t.integer().notNull(),
  /** The locked collectible; the zero address and 0 while paused. */
  nftAddress: t.hex().notNull(),
  tokenId: t.bigint().notNull(),
  isActive: t.boolean().notNull(),
  /** The registry's numberPoints: every increase minus every removal. */
  points: t.bigint().notNull(),
  createdAt: t.integer().notNull(),
  block: t.integer().notNull(),
}));

export const profileTeam = onchainTable('profile_team', (t) => ({
  /** The registry's team id (1..numberTeams). */
  id: t.integer().primaryKey(),
  name: t.text().notNull(),
  description: t.text().notNull(),
  /** Active members (the registry's numberUsers). */
  users: t.integer().notNull(),
  points: t.bigint().notNull(),
  isJoinable: t.boolean().notNull(),
  block: t.integer().notNull(),
}));

export const userPoint = onchainTable(
  'user_point',
  (t) => ({
    /** `<tx hash>-<log index>`. */
    id: t.text().primaryKey(),
    user: t.hex().notNull(),
    campaignId: t.bigint().notNull(),
    points: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    block: t.integer().notNull(),
  }),
  (table) => ({ userIdx: index().on(table.user) }),
);

export const teamPoint = onchainTable(
  'team_point',
  (t) => ({
    /** `<tx hash>-<log index>`. */
    id: t.text().primaryKey(),
    teamId: t.integer().notNull(),
    campaignId: t.bigint().notNull(),
    points: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    block: t.integer().notNull(),
  }),
  (table) => ({ teamIdx: index().on(table.teamId) }),
);

export const collectible = onchainTable(
  'collectible',
  (t) => ({
    /** `<collection>-<token id>`, collection lower case. */
    id: t.text().primaryKey(),
    nftAddress: t.hex().notNull(),
    tokenId: t.bigint().notNull(),
    /** The variation (FuelBunnies.bunnyIds); null until its BunnyMint is seen. */
    bunnyId: t.integer(),
    /** The holder, lower case (the registry's address while it is a profile picture). */
    owner: t.hex().notNull(),
    block: t.integer().notNull(),
  }),
  (table) => ({ ownerIdx: index().on(table.owner) }),
);

// Approvals: the last Approval each account gave one of the project's contracts for a token
// (packages/config projectSpenders). The amount is the approved one: transferFrom lowers an allowance without
// an event, so the app confirms every row by reading allowance() before showing it.
export const allowance = onchainTable(
  'allowance',
  (t) => ({
    /** `<token>-<owner>-<spender>`, lower case. */
    id: t.text().primaryKey(),
    token: t.hex().notNull(),
    owner: t.hex().notNull(),
    spender: t.hex().notNull(),
    amount: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    block: t.integer().notNull(),
  }),
  (table) => ({ ownerIdx: index().on(table.owner) }),
);

// The newest block the indexer has taken in, by hash (one row, id "head"; the `IndexedHead` block source of
// ponder.config.ts, devnet only). Ponder's /status names a block by number and timestamp, and after an anvil
// snapshot revert the blocks mined again have the dropped ones' numbers and timestamps (the chain's clock goes
// back with the snapshot): only the hash tells an index of the dropped history from one of the chain. The devnet's
// watchdog and the e2e tests compare it with the chain's block at that number.
export const indexedHead = onchainTable('indexed_head', (t) => ({
  id: t.text().primaryKey(),
  number: t.integer().notNull(),
  hash: t.hex().notNull(),
  timestamp: t.integer().notNull(),
}));
