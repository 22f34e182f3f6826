/**
 * Deploys Initial Farm Offerings: for each entry an offering token (our TestToken, 18 decimals) and a
 * FuelIFO sale over the FUEL-WBNB LP token, its pools set (v2: basic 30% with a per-user cap + unlimited 70%
 * with the overflow tax; v1: the unlimited pool only), the offering tokens funded (checked on the chain with
 * `isFunded()`, before the sale's start block: the sale refuses commitments until then), and the achievement
 * campaign registered in the point center.
 *
 *   const ifo = await deployIfos(walletClient, publicClient, { chainId, lpToken, profile, pointCenter, entries });
 *
 * The wallet's account owns every sale. Transactions are sent one by one; with block production paused pass
 * `mine` (called after each send). The result is the deployment file's `ifo` section.
 */
import { getAddress, type Address, type PublicClient } from 'viem';
import { artifacts } from '../generated/artifacts.ts';
import { sender, type DeployWallet } from './sender.ts';
import { ifoCatalogueEntry, type DeployedIfo, type DeployedIfoPool, type DeployedIfos } from '@fuelswap/config';

export interface IfoPlan {
  /** Catalogue id (packages/config/src/ifo.ts). */
  id: string;
  startBlock: bigint;
  endBlock: bigint;
  /** Offering tokens (18 decimals) in all; v2 splits 30/70 between the pools. */
  offeringAmount: bigint;
  /** LP (18 decimals) to raise in all; v2 splits 30/70. */
  raisingAmount: bigint;
  /** v2 basic pool: per-user cap in LP. */
  basicLimitPerUser: bigint;
  /** FUEL (9 decimals) the raise burns, for the Details rows. */
  fuelToBurn: bigint;
  /** Achievement threshold in LP (point center) — about 10 USD of LP. */
  pointsThreshold: bigint;
}

export interface DeployIfosOptions {
  chainId: number;
  lpToken: Address;
  profile: Address;
  /** FuelPointCenter; campaigns are registered when the deployer owns it. Omit to skip. */
  pointCenter?: Address;
  entries: readonly IfoPlan[];
  mine?: () => Promise<void>;
  log?: (line: string) => void;
}

export async function deployIfos(wallet: DeployWallet, pub: PublicClient, o: DeployIfosOptions): Promise<DeployedIfos> {
  const owner = wallet.account.address;
  const tx = sender('deployIfos', wallet, pub, o.mine);
  const deploy = async (name: Parameters<typeof tx.deploy>[0], args: readonly unknown[]) => (await tx.deploy(name, args)).address;
  const write = tx.write;

  const entries: DeployedIfo[] = [];
  for (const plan of o.entries) {
    const cat = ifoCatalogueEntry(plan.id);
    if (!cat) throw new Error(`deployIfos: ${plan.id} is not in the IFO catalogue`);
    const token = await deploy('TestToken', [`${cat.name} Token`, cat.tokenSymbol, 18]);
    const sale = await deploy('FuelIFO', [o.lpToken, token, o.profile, plan.startBlock, plan.endBlock, owner]);
    const pools: { basic?: DeployedIfoPool; unlimited: DeployedIfoPool } = {
      unlimited: { raisingAmount: '0', offeringAmount: '0', limitPerUser: '0', hasTax: cat.version === 2 },
    };
    if (cat.version === 2) {
      const offerBasic = (plan.offeringAmount * 30n) / 100n;
      const raiseBasic = (plan.raisingAmount * 30n) / 100n;
      await write(sale, artifacts.FuelIFO.abi, 'setPool', [offerBasic, raiseBasic, plan.basicLimitPerUser, false, 0]);
      await write(sale, artifacts.FuelIFO.abi, 'setPool', [plan.offeringAmount - offerBasic, plan.raisingAmount - raiseBasic, 0n, true, 1]);
      pools.basic = {
        raisingAmount: raiseBasic.toString(),
        offeringAmount: offerBasic.toString(),
        limitPerUser: plan.basicLimitPerUser.toString(),
        hasTax: false,
      };
      pools.unlimited = {
        raisingAmount: (plan.raisingAmount - raiseBasic).toString(),
        offeringAmount: (plan.offeringAmount - offerBasic).toString(),
        limitPerUser: '0',
        hasTax: true,
      };
    } else {
      await write(sale, artifacts.FuelIFO.abi, 'setPool', [plan.offeringAmount, plan.raisingAmount, 0n, false, 1]);
      pools.unlimited = {
        raisingAmount: plan.raisingAmount.toString(),
        offeringAmount: plan.offeringAmount.toString(),
        limitPerUser: '0',
        hasTax: false,
      };
    }
    await write(token, artifacts.TestToken.abi, 'mint', [sale, plan.offeringAmount]);
    // The sale refuses commitments until it holds both pools' offering; funded after its start, its first
    // blocks would refuse every user. Both are checked on the chain, not assumed from the sends.
    const [funded, head] = await Promise.all([
      pub.readContract({ address: sale, abi: artifacts.FuelIFO.abi, functionName: 'isFunded' }),
      pub.getBlockNumber({ cacheTime: 0 }),
    ]);
    if (!funded) throw new Error(`deployIfos: ${plan.id} (${sale}) does not hold its offering tokens after funding`);
    if (head >= plan.startBlock) {
      throw new Error(`deployIfos: ${plan.id} was funded at block ${head}, not before its start block ${plan.startBlock}`);
    }
    if (o.pointCenter && cat.campaignId > 0) {
      await write(o.pointCenter, artifacts.FuelPointCenter.abi, 'addIfoAddress', [
        sale,
        BigInt(cat.campaignId),
        plan.pointsThreshold,
        BigInt(cat.numberPoints),
      ]);
    }
    entries.push({
      id: plan.id,
      address: sale,
      offeringToken: token,
      startBlock: Number(plan.startBlock),
      endBlock: Number(plan.endBlock),
      version: cat.version,
      pools,
      fuelToBurn: plan.fuelToBurn.toString(),
    });
    o.log?.(`ifo ${plan.id}: sale ${sale}, ${cat.tokenSymbol} ${token}, blocks ${plan.startBlock}-${plan.endBlock}`);
  }
  return { chainId: o.chainId, lpToken: getAddress(o.lpToken), entries };
}
