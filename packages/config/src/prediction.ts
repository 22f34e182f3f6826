/**
 * Prediction: where the market and its
 * price feed are, and the parameters it was deployed with.
 *
 * - `DeployedPrediction` is the optional `prediction` section of a deployment
 *   file, exactly what `deployPrediction()` (contracts/scripts/deploy-prediction.ts)
 *   returns; `parseDeployedPrediction` validates it.
 * - `predictionConfig(chainId, deployment?)` is what the screens use: on the
 *   devnet everything comes from the deployment file; on 56/97 the oracle is
 *   the real Chainlink BNB/USD feed, and the market is undefined until one of
 *   ours is deployed there (the screens then say it is not available).
 *
 * The live parameters (intervalBlocks, bufferBlocks, minBetAmount,
 * rewardRate, paused) are always read from the chain; the values here are
 * what the market was deployed with.
 */
import type { Address } from 'viem';
import { ChainId } from './chains.ts';
import type { Deployment } from './deployment.ts';
import { sectionValidator, type SectionValidator } from './validate.ts';

const check = sectionValidator('prediction');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr, int } = check;

/** The product's constants. */
export const PREDICTION_DEFAULTS = {
  intervalBlocks: 100,
  bufferBlocks: 20,
  minBetAmount: 1_000_000_000_000_000n,
  rewardRate: 97,
} as const;

/**
 * Chainlink BNB/USD aggregators (8 decimals). The BSC one is Chainlink's published proxy; the testnet (97) one is
 * seen only in third-party code, not checked against Chainlink's own list. FuelPrediction pins the same two.
 */
export const CHAINLINK_BNB_USD: Readonly<Record<number, Address>> = {
  [ChainId.BSC]: '0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE',
  [ChainId.BSC_TESTNET]: '0x2514895c72f50D8bd4B4F9b1110F0D6bD2c97526',
};

export interface DeployedPrediction {
  chainId: number;
  /** FuelPrediction. */
  market: Address;
  /** The price feed the market reads (PriceAggregator on the devnet). */
  oracle: Address;
  oracleDecimals: number;
  owner: Address;
  admin: Address;
  operator: Address;
  treasury: Address;
  intervalBlocks: number;
  bufferBlocks: number;
  /** Smallest units, decimal string. */
  minBetAmount: string;
  rewardRate: number;
  /** Seconds a price may be old when a round locks or closes. */
  oracleUpdateAllowance: number;
  /** Block of the market's deployment (indexers start here). */
  startBlock: number;
}

export interface PredictionConfig {
  chainId: number;
  market?: Address;
  oracle: Address;
  oracleDecimals: number;
}

export function parseDeployedPrediction(json: unknown): DeployedPrediction {
  if (typeof json !== 'object' || json === null) fail('not an object');
  const o = json as Record<string, unknown>;
  if (typeof o.minBetAmount !== 'string' || !/^[0-9]+$/.test(o.minBetAmount)) fail('minBetAmount must be a decimal string');
  const intervalBlocks = int(o.intervalBlocks, 'intervalBlocks', 1);
  const bufferBlocks = int(o.bufferBlocks, 'bufferBlocks', 1);
  if (bufferBlocks >= intervalBlocks) fail('bufferBlocks must be below intervalBlocks');
  const rewardRate = int(o.rewardRate, 'rewardRate', 0);
  if (rewardRate > 100) fail('rewardRate must be at most 100');
  return {
    chainId: int(o.chainId, 'chainId', 1),
    market: addr(o.market, 'market'),
    oracle: addr(o.oracle, 'oracle'),
    oracleDecimals: int(o.oracleDecimals, 'oracleDecimals'),
    owner: addr(o.owner, 'owner'),
    admin: addr(o.admin, 'admin'),
    operator: addr(o.operator, 'operator'),
    treasury: addr(o.treasury, 'treasury'),
    intervalBlocks,
    bufferBlocks,
    minBetAmount: o.minBetAmount,
    rewardRate,
    oracleUpdateAllowance: int(o.oracleUpdateAllowance, 'oracleUpdateAllowance'),
    startBlock: int(o.startBlock, 'startBlock'),
  };
}

/**
 * The market and feed for `chainId`: the deployment's on every chain that has one (on 56/97 its oracle is
 * Chainlink's feed: the market refuses any other); else on 56/97 the Chainlink feed alone (no market: the
 * screens say it is not deployed); undefined when the chain has neither.
 */
export function predictionConfig(chainId: number, deployment?: Pick<Deployment, 'prediction'>): PredictionConfig | undefined {
  const p = deployment?.prediction;
  if (p) return { chainId, market: p.market, oracle: p.oracle, oracleDecimals: p.oracleDecimals };
  if (chainId === ChainId.DEVNET) return undefined;
  const oracle = CHAINLINK_BNB_USD[chainId];
  return oracle ? { chainId, oracle, oracleDecimals: 8 } : undefined;
}
