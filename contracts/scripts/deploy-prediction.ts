/**
 * Deploys the prediction game: a PriceAggregator (BNB/USD, 8 decimals) fed by the operator, and a
 * FuelPrediction reading it.
 *
 *   const prediction = await deployPrediction(walletClient, publicClient, {
 *     owner, admin, operator, treasury, intervalBlocks: 100, bufferBlocks: 20,
 *   });
 *
 * The wallet's account deploys both contracts and must be `owner` (it names the operator as the feed's
 * keeper). Rounds are not started here: the operator (the devnet keeper) calls genesisStartRound.
 * Transactions go one after the other; with block production paused pass `mine` (e.g.
 * `() => testClient.mine({ blocks: 1 })`), which is called after each one.
 *
 * Returns the deployment file's `prediction` section (plain JSON, typed by @fuelswap/config).
 */
import { getAddress, type Account, type Address, type Chain, type PublicClient, type Transport, type WalletClient } from 'viem';
import type { DeployedPrediction } from '@fuelswap/config';
import { artifacts } from '../generated/artifacts.ts';
import { sender } from './sender.ts';

/** Spec 001 §9: 100-block rounds, 20 blocks of grace, 0.001 BNB minimum. */
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

  const oracle = await deploy('PriceAggregator', [o.owner, 'BNB / USD', o.initialPrice ?? DEFAULT_INITIAL_PRICE]);
  await write(oracle.address, artifacts.PriceAggregator.abi, 'setKeeper', [o.operator, true]);
  const market = await deploy('FuelPrediction', [
    o.owner,
    oracle.address,
    o.admin,
    o.operator,
    o.treasury,
    BigInt(intervalBlocks),
    BigInt(bufferBlocks),
    minBetAmount,
    BigInt(allowance),
  ]);
  o.log?.(`prediction: market ${market.address}, feed ${oracle.address}, ${intervalBlocks}-block rounds, ${bufferBlocks} blocks of buffer`);
  return {
    chainId: wallet.chain.id,
    market: market.address,
    oracle: oracle.address,
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
