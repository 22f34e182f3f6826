/**
 * Deploys the team trading battle and the community farm auction.
 *
 * Competition: FuelTradingCompetition owned by the wallet's account, granted POINT_ROLE on the profile registry
 * and MINTER_ROLE on the collectibles (both need the account to hold their admin role), the prize table set
 * (packages/config/src/competition.ts) and funded with `fund` FUEL.
 * Auction: FuelFarmAuction with `operator` and the wallet's account as owner, the projects' wallets whitelisted.
 * With `projectFarms`, each project also gets its token (TestToken, 18 decimals) and a token-WBNB pair with
 * liquidity (the farm it gets when it wins), and the chef (owned by the wallet's account) makes `operator` its
 * farm operator and the pairs schedulable (keepers/src/auction-farms.ts schedules the winners' farms).
 *
 *   const { competition, auction } = await deployBattle(walletClient, publicClient, { ... });
 *
 * Transactions are sent one by one; with block production paused pass `mine` (called after each send). Windows,
 * statuses, registrations and bids are the seeder's (devnet/src/seed-battle.ts).
 */
import { getAddress, keccak256, toHex, type Abi, type Address, type Hex, type PublicClient } from 'viem';
import { artifacts } from '../generated/artifacts.ts';
import { sender, type DeployWallet } from './sender.ts';
import { competitionRewards, type AuctionProject, type CompetitionReward, type DeployedAuction } from '@fuelswap/config';

export interface DeployBattleOptions {
  chainId: number;
  fuel: Address;
  /** FuelProfile (the registry) and FuelBunnies (the collectibles). */
  profile: Address;
  bunnies: Address;
  /** FUEL (smallest units) sent to the competition for the prizes. */
  fund: bigint;
  /** Campaign id credited with the battle's points, and the champions' bunnyId and metadata URI. */
  campaignId: number;
  nftBunnyId: number;
  nftURI: string;
  /** The auction's operator (starts and closes auctions). */
  operator: Address;
  projects: readonly AuctionProject[];
  /** Tokens, pairs and the chef's farm operator for the winners' farms. */
  projectFarms?: { chef: Address; router: Address; liquidityBnb: bigint; liquidityTokens: bigint };
  mine?: () => Promise<void>;
  log?: (line: string) => void;
}

export interface DeployedBattle {
  competition: { address: Address; startBlock: number; rewards: CompetitionReward[]; campaignId: number; nftBunnyId: number };
  auction: DeployedAuction;
}

export async function deployBattle(wallet: DeployWallet, pub: PublicClient, o: DeployBattleOptions): Promise<DeployedBattle> {
  const owner = wallet.account.address;
  const tx = sender('deployBattle', wallet, pub, o.mine);
  const deploy = async (name: Parameters<typeof tx.deploy>[0], args: readonly unknown[]) => {
    const { address, blockNumber } = await tx.deploy(name, args);
    return { address, block: Number(blockNumber) };
  };
  const write = tx.write;
  const role = (name: string): Hex => keccak256(toHex(name));

  // The battle.
  const comp = await deploy('FuelTradingCompetition', [o.fuel, o.profile, o.bunnies, o.nftBunnyId, o.nftURI, BigInt(o.campaignId), owner]);
  await write(o.profile, artifacts.FuelProfile.abi, 'grantRole', [role('POINT_ROLE'), comp.address]);
  await write(o.bunnies, artifacts.FuelBunnies.abi, 'grantRole', [role('MINTER_ROLE'), comp.address]);
  const rewards = competitionRewards();
  for (const r of rewards) {
    await write(comp.address, artifacts.FuelTradingCompetition.abi, 'setReward', [
      BigInt(r.teamRank),
      r.group,
      BigInt(r.fuel),
      BigInt(r.points),
      r.nft,
    ]);
  }
  if (o.fund > 0n) await write(o.fuel, artifacts.FuelToken.abi, 'transfer', [comp.address, o.fund]);
  o.log?.(`competition ${comp.address}: ${rewards.length} rewards, ${o.fund} FUEL units`);

  // The auction.
  const auc = await deploy('FuelFarmAuction', [o.fuel, o.operator, owner]);
  if (o.projects.length > 0) await write(auc.address, artifacts.FuelFarmAuction.abi, 'addWhitelist', [o.projects.map((p) => p.account)]);
  o.log?.(`auction ${auc.address}: operator ${o.operator}, ${o.projects.length} whitelisted`);
  const projects: AuctionProject[] = o.projects.map((p) => ({ ...p, account: getAddress(p.account) }));
  if (o.projectFarms) {
    const pf = o.projectFarms;
    const [factory, wbnb] = await Promise.all([
      pub.readContract({ address: pf.router, abi: artifacts.FuelRouter.abi as Abi, functionName: 'factory' }) as Promise<Address>,
      pub.readContract({ address: pf.router, abi: artifacts.FuelRouter.abi as Abi, functionName: 'WETH' }) as Promise<Address>,
    ]);
    const lps: Address[] = [];
    for (const p of projects) {
      const token = await deploy('TestToken', [p.name, p.token, 18]);
      await write(token.address, artifacts.TestToken.abi, 'mint', [owner, pf.liquidityTokens]);
      await write(token.address, artifacts.TestToken.abi, 'approve', [pf.router, pf.liquidityTokens]);
      await write(
        pf.router,
        artifacts.FuelRouter.abi,
        'addLiquidityETH',
        [token.address, pf.liquidityTokens, 0n, 0n, owner, 2n ** 40n],
        pf.liquidityBnb,
      );
      const lp = (await pub.readContract({
        address: factory,
        abi: artifacts.FuelFactory.abi as Abi,
        functionName: 'getPair',
        args: [token.address, wbnb],
      })) as Address;
      p.farm = { tokenAddress: token.address, tokenDecimals: 18, lpAddress: getAddress(lp) };
      lps.push(p.farm.lpAddress);
    }
    await write(pf.chef, artifacts.FuelChef.abi, 'setFarmOperator', [o.operator]);
    // The chef schedules timed farms only for tokens its owner allowed: the projects' pairs.
    await write(pf.chef, artifacts.FuelChef.abi, 'setSchedulable', [lps, true]);
    o.log?.(`auction projects' tokens and ${projects.length} token-BNB pairs (schedulable); chef farm operator ${o.operator}`);
  }

  return {
    competition: { address: comp.address, startBlock: comp.block, rewards, campaignId: o.campaignId, nftBunnyId: o.nftBunnyId },
    auction: {
      chainId: o.chainId,
      address: auc.address,
      operator: getAddress(o.operator),
      startBlock: auc.block,
      projects,
    },
  };
}
