/**
 * Deploys the lottery: a random-number source and a FuelLottery selling tickets in `token` (FUEL).
 *
 *   const lottery = await deployLottery(walletClient, publicClient, {
 *     token: fuel, owner, operator, treasury, injector,
 *   });
 *
 * The wallet's account deploys both contracts and must be `owner`. On the devnet (no `randomGenerator`
 * given) the source is DevRandomNumberGenerator, whose keeper is the operator (it commits a seed before it
 * opens a round and reveals it after closing); on 56/97 pass the address of a VRF adapter implementing
 * IRandomNumberGenerator and wire its `lottery` yourself. The devnet source is refused on 56/97: its keeper
 * knows each round's number before the sales, which no public lottery may allow. Changing the source later
 * takes two owner calls RANDOM_GENERATOR_DELAY apart (`proposeRandomGenerator`, `applyRandomGenerator`). Rounds are not started here: the operator (the
 * keeper, keepers/src/lottery.ts) starts them. Transactions go one after the other; with block
 * production paused pass `mine`, called after each one.
 *
 * Returns the deployment file's `lottery` section (plain JSON, typed by @fuelswap/config).
 */
import { getAddress, type Account, type Address, type Chain, type PublicClient, type Transport, type WalletClient } from 'viem';
import type { DeployedLottery } from '@fuelswap/config';
import { artifacts } from '../generated/artifacts.ts';
import { sender } from './sender.ts';

/** BNB Smart Chain and its testnet: only a VRF source may draw there. */
const PUBLIC_CHAINS: readonly number[] = [56, 97];

export interface DeployLotteryOptions {
  token: Address;
  owner: Address;
  operator: Address;
  treasury: Address;
  injector: Address;
  /** An IRandomNumberGenerator already deployed (a VRF adapter); default: a new DevRandomNumberGenerator. */
  randomGenerator?: Address;
  mine?: () => Promise<void>;
  log?: (line: string) => void;
}

export async function deployLottery(
  wallet: WalletClient<Transport, Chain, Account>,
  pub: PublicClient,
  o: DeployLotteryOptions,
): Promise<DeployedLottery> {
  if (getAddress(wallet.account.address) !== getAddress(o.owner)) throw new Error('deployLottery: the wallet must be the owner');
  if (o.randomGenerator === undefined && PUBLIC_CHAINS.includes(wallet.chain.id))
    throw new Error(
      `deployLottery: chain ${wallet.chain.id} needs a VRF random source (randomGenerator); the devnet commit-reveal source is refused there`,
    );
  const { deploy, write } = sender('deployLottery', wallet, pub, o.mine);

  const dev = o.randomGenerator === undefined;
  const rng =
    o.randomGenerator === undefined ? (await deploy('DevRandomNumberGenerator', [o.owner])).address : getAddress(o.randomGenerator);
  const lottery = await deploy('FuelLottery', [o.owner, o.token, rng]);
  if (dev) {
    await write(rng, artifacts.DevRandomNumberGenerator.abi, 'setLottery', [lottery.address]);
    await write(rng, artifacts.DevRandomNumberGenerator.abi, 'setKeeper', [o.operator, true]);
  }
  await write(lottery.address, artifacts.FuelLottery.abi, 'setOperatorAndTreasuryAndInjectorAddresses', [
    o.operator,
    o.treasury,
    o.injector,
  ]);
  o.log?.(`lottery: ${lottery.address}, random source ${rng} (${dev ? 'devnet commit-reveal' : 'VRF'})`);
  return {
    chainId: wallet.chain.id,
    lottery: lottery.address,
    randomGenerator: rng,
    randomKind: dev ? 'dev' : 'vrf',
    token: getAddress(o.token),
    owner: getAddress(o.owner),
    operator: getAddress(o.operator),
    treasury: getAddress(o.treasury),
    injector: getAddress(o.injector),
    startBlock: Number(lottery.blockNumber),
  };
}
