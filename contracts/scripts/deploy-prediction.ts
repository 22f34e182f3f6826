/**
 * Deploys the prediction game. On the devnet: a PriceAggregator (BNB/USD, 8 decimals) fed by the operator, and a
 * FuelPrediction reading it. On BSC (56) and its testnet (97): only the FuelPrediction, reading Chainlink's BNB/USD
 * feed at the address in @fuelswap/config (`CHAINLINK_BNB_USD`). A feed of ours is refused there, since its keeper
 * would choose every round's lock and close price (the contracts refuse it too: PriceAggregator cannot be deployed
 * on 56/97, and FuelPrediction accepts only Chainlink's feed there).
 *
 *   const prediction = await deployPrediction(walletClient, publicClient, {
 *     owner, admin, operator, treasury, intervalBlocks: 100, bufferBlocks: 20,
 *   });
 *
 * The wallet's account deploys the contracts and must be `owner` (on the devnet it names the operator as the
 * feed's keeper). Rounds are not started here: anyone may call genesisStartRound; the devnet keeper does.
 * Transactions go one after the other; with block production paused pass `mine` (e.g.
 * `() => testClient.mine({ blocks: 1 })`), which is called after each one.
 *
 * Returns the deployment file's `prediction` section (plain JSON, typed by @fuelswap/config).
 */
import { getAddress, type Account, type Address, type Chain, type PublicClient, type Transport, type WalletClient } from 'viem';
import { CHAINLINK_BNB_USD, type DeployedPrediction } from '@fuelswap/config';
import { artifacts } from '../generated/artifacts.ts';
import { sender } from './sender.ts';

/** The spec's defaults: 100-block rounds, 20 blocks of grace, 0.001 BNB minimum. */
export const DEFAULT_INTERVAL_BLOCKS = 100;
export const DEFAULT_BUFFER_BLOCKS = 20;
export const DEFAULT_MIN_BET_AMOUNT = 1_000_000_000_000_000n;
/** A price may be two minutes old when a round locks or closes. */
export const DEFAULT_ORACLE_UPDATE_ALLOWANCE = 120;
/** BNB at 300 USD, 8 decimals. */
export const DEFAULT_INITIAL_PRICE = 300_00000000n;

export interface DeployPredictionOptions {
  owner: Address;
  admin: Address;
  operator: Address;
  treasury: Address;
  intervalBlocks?: number;
  bufferBlocks?: number;
  minBetAmount?: bigint;
  oracleUpdateAllowance?: number;
  initialPrice?: bigint;
  mine?: () => Promise<void>;
  log?: (line: string) => void;
}

export async function deployPrediction(
  wallet: WalletClient<Transport, Chain, Account>,
  pub: PublicClient,
  o: DeployPredictionOptions,
): Promise<DeployedPrediction> {
  const intervalBlocks = o.intervalBlocks ?? DEFAULT_INTERVAL_BLOCKS;
  const bufferBlocks = o.bufferBlocks ?? DEFAULT_BUFFER_BLOCKS;
  const minBetAmount = o.minBetAmount ?? DEFAULT_MIN_BET_AMOUNT;
  const allowance = o.oracleUpdateAllowance ?? DEFAULT_ORACLE_UPDATE_ALLOWANCE;
  if (getAddress(wallet.account.address) !== getAddress(o.owner)) throw new Error('deployPrediction: the wallet must be the owner');

  const { deploy, write } = sender('deployPrediction', wallet, pub, o.mine);

  const publicFeed = CHAINLINK_BNB_USD[wallet.chain.id];
  let oracle: Address;
  if (publicFeed) {
    if (o.initialPrice !== undefined) throw new Error('deployPrediction: no initial price on a public chain: Chainlink sets the price');
    const decimals = await pub.readContract({ address: publicFeed, abi: artifacts.PriceAggregator.abi, functionName: 'decimals' });
    if (decimals !== 8) throw new Error(`deployPrediction: the BNB/USD feed ${publicFeed} answers ${decimals} decimals, not 8`);
    oracle = publicFeed;
  } else {
    const pushed = await deploy('PriceAggregator', [o.owner, 'BNB / USD', o.initialPrice ?? DEFAULT_INITIAL_PRICE]);
    await write(pushed.address, artifacts.PriceAggregator.abi, 'setKeeper', [o.operator, true]);
    oracle = pushed.address;
  }
  const market = await deploy('FuelPrediction', [
    o.owner,
    oracle,
    o.admin,
    o.operator,
    o.treasury,
    BigInt(intervalBlocks),
    BigInt(bufferBlocks),
    minBetAmount,
    BigInt(allowance),
  ]);
  o.log?.(`prediction: market ${market.address}, feed ${oracle}, ${intervalBlocks}-block rounds, ${bufferBlocks} blocks of buffer`);
  return {
    chainId: wallet.chain.id,
    market: market.address,
    oracle,
    oracleDecimals: 8,
    owner: getAddress(o.owner),
    admin: getAddress(o.admin),
    operator: getAddress(o.operator),
    treasury: getAddress(o.treasury),
    intervalBlocks,
    bufferBlocks,
    minBetAmount: minBetAmount.toString(),
    rewardRate: 97,
    oracleUpdateAllowance: allowance,
    startBlock: Number(market.blockNumber),
  };
}
