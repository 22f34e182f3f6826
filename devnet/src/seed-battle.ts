/**
 * The trading battle and the farm auction on the devnet, run by deploy.ts after the IFOs (block
 * production paused):
 *
 * Battle: deployed and funded (contracts/scripts/deploy-battle.ts); #9, #10 and #11 (active profiles from
 * seed-profile.ts; #12 is paused and cannot) register; the status then moves to DEVNET_COMPETITION_STATUS
 * (registration | open | close | claiming | over; default open, the e2e devnet uses registration so a test
 * can register). Open: #9..#11 swap on the eligible pairs inside the live window, so the leaderboard has
 * volume. Close and later: team ranks 1..3 and reward groups from those swaps are written.
 * The live window (unix seconds) starts at the seeding's last block and lasts DEVNET_COMPETITION_DAYS (7).
 *
 * Auction: #9, #10, #11 and #5 (an e2e account) whitelisted, the deployer is the operator. Auction 1 has bids
 * by #9 (1,000 FUEL), #10 (600) and #11 (300) for two places, is closed (#9 and #10 win, 1,600 FUEL burned)
 * and #11 leaves its bid to reclaim; auction 2 is live for DEVNET_AUCTION_LIVE_BLOCKS (28,800) with #9's bid.
 * Each project has a token and a token-BNB pair (contracts/scripts/deploy-battle.ts); after auction 1 closes,
 * Kalmar's and Hot Cross's farms are scheduled in the chef for seven days of blocks by the same pass the
 * auction-farms keeper runs later (keepers/src/auction-farms.ts), which also adds auction 2's winners and stops
 * ended farms.
 */
import { encodeFunctionData, type Abi, type Address, type Hex, type PublicClient, type TestClient, type WalletClient } from 'viem';
import {
  COMPETITION_STATUSES,
  auctionFarmBlocks,
  parseDeployedAuction,
  parseDeployedCompetition,
  type AuctionProject,
  type CompetitionStatus,
  type DeployedAuction,
  type DeployedCompetition,
  type DeployedPair,
} from '@fuelswap/config';
import { artifacts } from '@fuelswap/contracts/artifacts';
import { deployBattle } from '../../contracts/scripts/deploy-battle.ts';
import { TxBatch } from './tx.ts';
import { AUCTION_FARM_TX_GAS, syncAuctionFarms } from '@fuelswap/keepers';
import { AUCTION_FARM_LIQUIDITY } from './seed-farms-plan.ts';

export const BATTLE_TRADERS = [9, 10, 11] as const;
const AUCTION_BIDDERS = [9, 10, 11, 5] as const;
export const ELIGIBLE_PAIRS = ['FUEL-WBNB', 'FUEL-BUSD', 'BUSD-WBNB'] as const;
/** Battle collectible: the Pit Crew bunny (packages/config/src/profile.ts) and its campaign id. */
const BATTLE_BUNNY_ID = 6;
const BATTLE_CAMPAIGN_ID = 512_010_000;

const e9 = 10n ** 9n;
const e18 = 10n ** 18n;
const MAX = 2n ** 256n - 1n;
const call = (abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[]): Hex =>
  encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });

export interface SeedBattleOptions {
  pub: PublicClient;
  test: TestClient;
  wallet: WalletClient;
  accounts: Address[];
  deployer: Address;
  chainId: number;
  router: Address;
  fuel: Address;
  wbnb: Address;
  pairs: readonly DeployedPair[];
  profile: Address;
  bunnies: Address;
  /** The farms' chef (the winners' farms) and the block time (their seven days in blocks). */
  chef?: Address;
  blockTime?: number;
  log: (line: string) => void;
}

export function competitionStatusFromEnv(v: string | undefined): CompetitionStatus {
  const s = (v ?? 'open').trim().toLowerCase();
  if (!(COMPETITION_STATUSES as readonly string[]).includes(s)) {
    throw new Error(`DEVNET_COMPETITION_STATUS must be one of ${COMPETITION_STATUSES.join(', ')} (got "${v}")`);
  }
  return s as CompetitionStatus;
}

export async function seedBattle(o: SeedBattleOptions): Promise<{ competition: DeployedCompetition; auction: DeployedAuction }> {
  const status = competitionStatusFromEnv(process.env.DEVNET_COMPETITION_STATUS);
  const days = Number(process.env.DEVNET_COMPETITION_DAYS ?? '7');
  const auctionLive = BigInt(process.env.DEVNET_AUCTION_LIVE_BLOCKS ?? '28800');
  const who = (i: number): Address => {
    const a = o.accounts[i];
    if (!a) throw new Error(`seedBattle: anvil has no account #${i}`);
    return a;
  };
  const phase = async (txs: { from: Address; to: Address; data: Hex; value?: bigint; gas?: bigint; label: string }[]) => {
    const batches = new Map<Address, TxBatch>();
    for (const t of txs) {
      let b = batches.get(t.from);
      if (!b) batches.set(t.from, (b = new TxBatch(o.pub as never, o.test as never, t.from)));
      // A fixed gas limit unless given: an estimate in a pending block that shares the latest timestamp misses
      // the pair's accumulator writes and can fall short for a swap (see seed-ifo.ts).
      await b.send({ to: t.to, data: t.data, ...(t.value ? { value: t.value } : {}), gas: t.gas ?? 3_000_000n, label: t.label });
    }
    for (const b of batches.values()) await b.mine();
  };
  const mineTo = async (block: bigint) => {
    const now = await o.pub.getBlockNumber({ cacheTime: 0 });
    if (block > now) await o.test.mine({ blocks: Number(block - now) });
  };

  const projects: AuctionProject[] = [
    { account: who(9), name: 'Kalmar', token: 'KALM' },
    { account: who(10), name: 'Hot Cross', token: 'HOTCROSS' },
    { account: who(11), name: 'Horizon Protocol', token: 'HZN' },
    { account: who(5), name: 'Fuel Test Project', token: 'FTP' },
  ];
  const d = await deployBattle(o.wallet as never, o.pub as never, {
    chainId: o.chainId,
    fuel: o.fuel,
    profile: o.profile,
    bunnies: o.bunnies,
    fund: 20_000n * e9,
    campaignId: BATTLE_CAMPAIGN_ID,
    nftBunnyId: BATTLE_BUNNY_ID,
    nftURI: `${BATTLE_BUNNY_ID}.json`,
    operator: o.deployer,
    projects,
    ...(o.chef
      ? {
          projectFarms: {
            chef: o.chef,
            router: o.router,
            liquidityBnb: AUCTION_FARM_LIQUIDITY.bnb,
            liquidityTokens: AUCTION_FARM_LIQUIDITY.tokens,
          },
        }
      : {}),
    mine: async () => {
      await o.test.mine({ blocks: 1 });
    },
    log: o.log,
  });
  const comp = d.competition.address;
  const compAbi = artifacts.FuelTradingCompetition.abi;
  const eligible = ELIGIBLE_PAIRS.map((name) => o.pairs.find((p) => p.name === name)).filter((p): p is DeployedPair => !!p);
  if (eligible.length === 0) throw new Error('seedBattle: none of the eligible pairs is deployed');

  // ---------------------------------------------------------------- the battle
  await phase(
    BATTLE_TRADERS.map((i) => ({ from: who(i), to: comp, data: call(compAbi, 'register', []), label: `#${i} registers for the battle` })),
  );
  const rank = COMPETITION_STATUSES.indexOf(status);
  const now = Number((await o.pub.getBlock()).timestamp);
  const liveStart = now;
  const liveEnd = liveStart + Math.max(1, days) * 86_400;
  const setStatus = async (s: number) =>
    phase([{ from: o.deployer, to: comp, data: call(compAbi, 'updateCompetitionStatus', [s]), label: `battle status ${s}` }]);
  if (rank >= 1) {
    await setStatus(1);
    // Volume for the leaderboard: BNB → FUEL on FUEL-WBNB (10, 4 and 1 BNB).
    const path = [o.wbnb, o.fuel];
    await phase(
      BATTLE_TRADERS.map((i, k) => ({
        from: who(i),
        to: o.router,
        data: call(artifacts.FuelRouter.abi, 'swapExactETHForTokens', [0n, path, who(i), 2n ** 40n]),
        value: [10n, 4n, 1n][k]! * e18,
        label: `#${i} trades in the battle`,
      })),
    );
  }
  if (rank >= 2) {
    await setStatus(2);
    // Teams of #9..#11 in the order of their volume get ranks 1..3 (teams without a trader get what is left).
    const teams: bigint[] = [];
    for (const i of BATTLE_TRADERS) {
      const info = (await o.pub.readContract({
        address: comp,
        abi: compAbi as Abi,
        functionName: 'claimInformation',
        args: [who(i)],
      })) as readonly unknown[];
      const team = info[3] as bigint;
      if (!teams.includes(team)) teams.push(team);
    }
    for (const t of [1n, 2n, 3n]) if (!teams.includes(t)) teams.push(t);
    await phase(
      teams.slice(0, 3).map((t, k) => ({
        from: o.deployer,
        to: comp,
        data: call(compAbi, 'setTeamRank', [t, BigInt(k + 1)]),
        label: `team ${t} rank ${k + 1}`,
      })),
    );
    // Each trader is first in its team unless it shares one: group 5 (champion) for the first of a team, else 4.
    const seen = new Set<bigint>();
    for (const i of BATTLE_TRADERS) {
      const info = (await o.pub.readContract({
        address: comp,
        abi: compAbi as Abi,
        functionName: 'claimInformation',
        args: [who(i)],
      })) as readonly unknown[];
      const team = info[3] as bigint;
      const group = seen.has(team) ? 4 : 5;
      seen.add(team);
      await phase([
        { from: o.deployer, to: comp, data: call(compAbi, 'updateUserRewardGroups', [[who(i)], group]), label: `#${i} group ${group}` },
      ]);
    }
  }
  if (rank >= 3) await setStatus(3);
  if (rank >= 3) {
    // #9 claims; the others leave theirs for the screen.
    await phase([{ from: who(9), to: comp, data: call(compAbi, 'claimReward', []), label: '#9 claims its battle prize' }]);
  }
  if (rank >= 4) {
    // The battle ends only after its claim period (claimEndsAt, CLAIM_PERIOD after claiming opened): the
    // chain's clock jumps there, and stays a week ahead for the rest of seeding.
    const claimEndsAt = (await o.pub.readContract({ address: comp, abi: compAbi as Abi, functionName: 'claimEndsAt' })) as bigint;
    await o.test.setNextBlockTimestamp({ timestamp: claimEndsAt });
    await setStatus(4);
  }
  const competition = parseDeployedCompetition({
    chainId: o.chainId,
    address: comp,
    startBlock: d.competition.startBlock,
    registrationStart: now - 86_400,
    liveStart,
    liveEnd,
    claimEnd: liveEnd + 7 * 86_400,
    eligiblePairs: eligible.map((p) => ({ name: p.name, address: p.address })),
    rewards: d.competition.rewards,
    campaignId: d.competition.campaignId,
    nftBunnyId: d.competition.nftBunnyId,
  });
  o.log(`battle ${comp}: ${status}, #${BATTLE_TRADERS.join(', #')} registered, eligible ${eligible.map((p) => p.name).join(', ')}`);

  // ---------------------------------------------------------------- the auction
  const auc = d.auction.address;
  const aucAbi = artifacts.FuelFarmAuction.abi;
  const erc20 = artifacts.FuelToken.abi;
  await phase(
    BATTLE_TRADERS.map((i) => ({
      from: who(i),
      to: o.fuel,
      data: call(erc20, 'approve', [auc, MAX]),
      label: `#${i} approves FUEL for the auction`,
    })),
  );
  // Auction 1: finished and closed.
  let start = (await o.pub.getBlockNumber({ cacheTime: 0 })) + 2n;
  await phase([
    { from: o.deployer, to: auc, data: call(aucAbi, 'startAuction', [start, start + 10n, 100n * e9, 2n]), label: 'auction 1 starts' },
  ]);
  await mineTo(start);
  await phase(
    BATTLE_TRADERS.map((i, k) => ({
      from: who(i),
      to: auc,
      data: call(aucAbi, 'bid', [[1000n, 600n, 300n][k]! * e9]),
      label: `#${i} bids in auction 1`,
    })),
  );
  await mineTo(start + 11n);
  await phase([{ from: o.deployer, to: auc, data: call(aucAbi, 'closeAuction', []), label: 'auction 1 closes' }]);
  if (o.chef) {
    // The winners' farms (#9 Kalmar, #10 Hot Cross), as the keeper would add them.
    await syncAuctionFarms({
      pub: o.pub,
      chef: o.chef,
      auction: d.auction,
      farmBlocks: auctionFarmBlocks(o.blockTime ?? 3),
      send: (to, data, label) => phase([{ from: d.auction.operator, to, data, gas: AUCTION_FARM_TX_GAS, label }]),
      log: o.log,
    });
    // The deployer stakes the LP it got when it seeded each winner's pair in that farm: a farm nobody stakes in
    // shows no APR, and a few dollars staked would show an absurd one.
    const chef = o.chef;
    const chefAbi = artifacts.FuelChef.abi;
    const length = (await o.pub.readContract({ address: chef, abi: chefAbi, functionName: 'poolLength' })) as bigint;
    const lpOfPid = await Promise.all(
      Array.from({ length: Number(length) }, async (_, pid) => {
        const info = (await o.pub.readContract({
          address: chef,
          abi: chefAbi,
          functionName: 'poolInfo',
          args: [BigInt(pid)],
        })) as readonly [Address, ...unknown[]];
        return info[0].toLowerCase();
      }),
    );
    const stakes: { lp: Address; pid: number; amount: bigint; name: string }[] = [];
    for (const p of d.auction.projects) {
      const pid = p.farm ? lpOfPid.lastIndexOf(p.farm.lpAddress.toLowerCase()) : -1;
      if (!p.farm || pid < 1) continue;
      const amount = (await o.pub.readContract({
        address: p.farm.lpAddress,
        abi: artifacts.TestToken.abi,
        functionName: 'balanceOf',
        args: [o.deployer],
      })) as bigint;
      if (amount > 0n) stakes.push({ lp: p.farm.lpAddress, pid, amount, name: p.name });
    }
    await phase(
      stakes.map((x) => ({
        from: o.deployer,
        to: x.lp,
        data: call(artifacts.TestToken.abi, 'approve', [chef, x.amount]),
        label: `approve ${x.name} LP`,
      })),
    );
    await phase(
      stakes.map((x) => ({
        from: o.deployer,
        to: chef,
        data: call(chefAbi, 'deposit', [BigInt(x.pid), x.amount]),
        label: `stake ${x.name} LP`,
      })),
    );
  }
  // Auction 2: live.
  start = (await o.pub.getBlockNumber({ cacheTime: 0 })) + 2n;
  await phase([
    {
      from: o.deployer,
      to: auc,
      data: call(aucAbi, 'startAuction', [start, start + auctionLive, 100n * e9, 3n]),
      label: 'auction 2 starts',
    },
  ]);
  await mineTo(start);
  await phase([{ from: who(9), to: auc, data: call(aucAbi, 'bid', [500n * e9]), label: '#9 bids in auction 2' }]);
  const auction = parseDeployedAuction(JSON.parse(JSON.stringify(d.auction)));
  o.log(`auction ${auc}: auction 1 closed (#9, #10 won), auction 2 live for ${auctionLive} blocks`);
  return { competition, auction };
}
