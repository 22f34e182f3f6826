/**
 * The community farm auction's winners get their farms (weekly auctions for 7-day farms). What the project's
 * operator would run on BSC after each auction, and the devnet runs as a keeper:
 *
 * - for every closed auction whose seven days are not over (AuctionClose events of FuelFarmAuction), each
 *   winner with a farm in the deployment (auction.projects[].farm) gets its LP farm in FuelChef with
 *   AUCTION_FARM_ALLOC_POINT until close block + seven days of blocks (FuelChef.scheduleFarm, sent by the
 *   auction's operator, which the chef's owner made its farm operator). The chef accepts only tokens its owner
 *   made schedulable (FuelChef.setSchedulable: the projects' LP tokens), at most MAX_FARM_ALLOC_POINT and an
 *   end at most MAX_FARM_BLOCKS ahead; a winner whose LP is not schedulable is skipped (and logged), since the
 *   chef would refuse it at every pass;
 * - every project farm past its end that still has allocation points is stopped (FuelChef.stopFarm, open to
 *   anyone; the chef already pays nothing past the end, the stop only gives its share back to the others).
 *
 * Idempotent: a farm already scheduled to the right end is left alone, so a restart or a second run changes
 * nothing. After a test's snapshot revert it simply reads the chain again.
 *
 *   await syncAuctionFarms({ pub, chef, auction, farmBlocks, send })   // one pass (seeding, tests)
 */
import { encodeFunctionData, parseAbiItem, type Address, type Hex, type PublicClient } from 'viem';
import { fuelChefAbi, fuelFarmAuctionAbi } from '@fuelswap/contracts';
import { AUCTION_FARM_ALLOC_POINT, auctionFarmBlocks, type DeployedAuction } from '@fuelswap/config';
import type { KeeperContext, KeeperFactory } from './index.ts';
import { countAction, keeperClients, keeperLoop, offKeeper, roleSender } from './chain.ts';

const AUCTION_CLOSE = parseAbiItem('event AuctionClose(uint256 indexed auctionId, uint256 threshold, uint256 winners, uint256 burned)');
/**
 * Gas limit of scheduleFarm/stopFarm. Both update every pool first; a node's estimate against the latest block,
 * where the pools may already be up to date, is too low for the next block, where each pool mints again (the
 * seeding's second farm ran out of gas). 10M covers the chef's most pools (FuelChef.MAX_POOLS, 256), each
 * staked and earning: about 7.3M measured (contracts/forge/farms/FarmBounds.t.sol).
 */
export const AUCTION_FARM_TX_GAS = 10_000_000n;
/** FuelFarmAuction.MAX_BIDDERS: one page reads every bidder. */
const MAX_BIDDERS = 200n;

/** A winner the chef would refuse: its LP token is not schedulable (the chef's owner has not allowed it). */
export interface SkippedAuctionFarm {
  lpAddress: Address;
  project: string;
  auctionId: bigint;
}

export interface AuctionFarmAction {
  kind: 'schedule' | 'stop';
  lpAddress: Address;
  project: string;
  /** The auction that won the farm (schedule) and the farm's end block. */
  auctionId?: bigint;
  endBlock: bigint;
  pid?: bigint;
  data: Hex;
}

export interface SyncAuctionFarmsOptions {
  pub: PublicClient;
  chef: Address;
  auction: DeployedAuction;
  /** Blocks a winner's farm earns (auctionFarmBlocks(blockTime)). */
  farmBlocks: bigint;
  /** Sends one transaction from the auction's operator to the chef and resolves once it is mined. */
  send: (to: Address, data: Hex, label: string) => Promise<void>;
  log?: (line: string) => void;
}

/**
 * What is due now: farms to schedule for recent winners, ended farms to stop. Reads only. Winners whose LP the
 * chef would refuse (not schedulable) are reported to `onSkip` instead.
 */
export async function dueAuctionFarmActions(
  o: Omit<SyncAuctionFarmsOptions, 'send'>,
  onSkip?: (skipped: SkippedAuctionFarm) => void,
): Promise<AuctionFarmAction[]> {
  const block = await o.pub.getBlockNumber({ cacheTime: 0 });
  const actions: AuctionFarmAction[] = [];
  const withFarm = o.auction.projects.filter((p) => p.farm);
  if (withFarm.length === 0) return actions;
  const farmOf = async (lp: Address) =>
    o.pub.readContract({ address: o.chef, abi: fuelChefAbi, functionName: 'farmOf', args: [lp], blockNumber: block });
  // The end each LP should have from the auctions (the latest win counts).
  const wanted = new Map<Address, { end: bigint; auctionId: bigint }>();
  const closes = await o.pub.getLogs({
    address: o.auction.address,
    event: AUCTION_CLOSE,
    fromBlock: BigInt(o.auction.startBlock),
    toBlock: block,
  });
  for (const log of closes) {
    const end = log.blockNumber + o.farmBlocks;
    if (end <= block) continue; // its seven days are over
    const id = log.args.auctionId!;
    const [bidders] = await o.pub.readContract({
      address: o.auction.address,
      abi: fuelFarmAuctionAbi,
      functionName: 'viewBidsPerAuction',
      args: [id, 0n, MAX_BIDDERS],
      blockNumber: block,
    });
    for (const bidder of bidders) {
      const project = withFarm.find((p) => p.account.toLowerCase() === bidder.toLowerCase());
      if (!project?.farm) continue;
      const won = await o.pub.readContract({
        address: o.auction.address,
        abi: fuelFarmAuctionAbi,
        functionName: 'isWinner',
        args: [id, bidder],
        blockNumber: block,
      });
      if (!won) continue;
      const prev = wanted.get(project.farm.lpAddress);
      if (!prev || prev.end < end) wanted.set(project.farm.lpAddress, { end, auctionId: id });
    }
  }
  for (const p of withFarm) {
    const lp = p.farm!.lpAddress;
    const [exists, pid, end] = await farmOf(lp);
    const want = wanted.get(lp);
    if (want && (!exists || end < want.end)) {
      const allowed = await o.pub.readContract({
        address: o.chef,
        abi: fuelChefAbi,
        functionName: 'schedulable',
        args: [lp],
        blockNumber: block,
      });
      if (!allowed) {
        onSkip?.({ lpAddress: lp, project: p.name, auctionId: want.auctionId });
        continue;
      }
      actions.push({
        kind: 'schedule',
        lpAddress: lp,
        project: p.name,
        auctionId: want.auctionId,
        endBlock: want.end,
        data: encodeFunctionData({ abi: fuelChefAbi, functionName: 'scheduleFarm', args: [AUCTION_FARM_ALLOC_POINT, lp, want.end] }),
      });
      continue;
    }
    if (exists && end !== 0n && block > end) {
      const [, alloc] = await o.pub.readContract({
        address: o.chef,
        abi: fuelChefAbi,
        functionName: 'poolInfo',
        args: [pid],
        blockNumber: block,
      });
      if (alloc > 0n)
        actions.push({
          kind: 'stop',
          lpAddress: lp,
          project: p.name,
          endBlock: end,
          pid,
          data: encodeFunctionData({ abi: fuelChefAbi, functionName: 'stopFarm', args: [pid] }),
        });
    }
  }
  return actions;
}

/** One pass: sends what is due, in order. Returns what it sent. */
export async function syncAuctionFarms(o: SyncAuctionFarmsOptions): Promise<AuctionFarmAction[]> {
  const actions = await dueAuctionFarmActions(o, (s) =>
    o.log?.(`${s.project} won auction ${s.auctionId}, but the chef's owner has not made its LP ${s.lpAddress} schedulable: no farm`),
  );
  for (const a of actions) {
    const label =
      a.kind === 'schedule'
        ? `${a.project} won auction ${a.auctionId}: its farm earns until block ${a.endBlock}`
        : `${a.project}'s farm (pid ${a.pid}) ended at block ${a.endBlock}: stopped`;
    await o.send(o.chef, a.data, label);
    o.log?.(label);
  }
  return actions;
}

export function startAuctionFarmsKeeper(ctx: KeeperContext) {
  const auction = ctx.deployment.auction;
  const chef = ctx.deployment.farms?.chef as Address | undefined;
  if (!auction || !chef) return offKeeper(ctx, 'no auction or no farms in the deployment: nothing to do');
  const clients = keeperClients(ctx);
  // The auction's operator: unlocked at the node on the devnet, AUCTION_OPERATOR_KEY in the service.
  const sender = roleSender(ctx, 'auction', clients, () => auction.operator, 250);
  const farmBlocks = auctionFarmBlocks(ctx.blockTime);
  const send = async (to: Address, data: Hex, label: string) => {
    const r = await (await sender()).send({ to, data, gas: AUCTION_FARM_TX_GAS, label });
    if (r.status !== 'success') throw new Error(`transaction ${r.transactionHash} reverted`);
    countAction(ctx, label.includes('stopped') ? 'stopFarm' : 'scheduleFarm');
  };
  // A skipped winner would be reported at every block: each line once is enough.
  const logged = new Set<string>();
  const log = (line: string) => {
    if (logged.has(line)) return;
    logged.add(line);
    ctx.log(line);
  };
  const loop = keeperLoop(ctx, ctx.blockTime * 1000, async () => {
    await syncAuctionFarms({ pub: clients.pub, chef, auction, farmBlocks, send, log });
  });
  ctx.log(`winners' farms for ${farmBlocks} blocks (7 days at ${ctx.blockTime} s) on ${chef}`);
  return loop;
}

export const auctionFarmsKeeper: KeeperFactory = { name: 'auction-farms', role: 'auction', start: (ctx) => startAuctionFarmsKeeper(ctx) };
