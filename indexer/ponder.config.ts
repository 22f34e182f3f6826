/**
 * Ponder configuration, built from the deployment file (DEPLOYMENT_FILE) and
 * the environment:
 * - RPC_URL, chain id from the deployment (31337 on the devnet, 56 or 97);
 *   on the devnet RPC_URL defaults to the deployment's rpcUrl, elsewhere it
 *   is required (src/settings.ts);
 * - INDEXER_RPC_MAX_RPS: Ponder's requests per second to RPC_URL (default 25
 *   off the devnet, Ponder's own on it);
 * - DATABASE_URL: PostgreSQL; on the devnet, when unset, PGlite in
 *   INDEXER_DATA_DIR (default .devnet/indexer-db); required elsewhere.
 * On the devnet every contract starts at the deployment's startBlock; on a
 * public chain the prediction, lottery and profile contracts start at their
 * own section's startBlock (src/settings.ts `sourceStartBlocks`). A deployment without farms indexes the farm
 * contracts at the zero address (no events) so the handlers stay registered.
 */
import { createConfig, factory } from 'ponder';
import { erc20Abi, getAbiItem, zeroAddress, type Address } from 'viem';
import { projectSpenders } from '@fuelswap/config';
import {
  factoryAbi,
  fuelBunniesAbi,
  fuelChefAbi,
  fuelLotteryAbi,
  fuelProfileAbi,
  fuelPredictionAbi,
  fuelVaultAbi,
  pairAbi,
  priceAggregatorAbi,
  sousChefAbi,
} from '@fuelswap/contracts';
import { loadDeployment, repoRoot } from './src/deployment.ts';
import { feedSources } from './src/feed.ts';
import { indexerMaxRequestsPerSecond, indexerRpcUrl, isDevnetChain, requireDatabaseUrl, sourceStartBlocks } from './src/settings.ts';
import { resolve } from 'node:path';

const { deployment } = loadDeployment();
const starts = sourceStartBlocks(deployment);
const startBlock = starts.core;
const databaseUrl = requireDatabaseUrl('indexer', deployment.chainId, process.env);
const maxRequestsPerSecond = indexerMaxRequestsPerSecond(deployment.chainId, process.env);
const farms = deployment.farms;
const pools: Address[] = (farms?.pools ?? []).filter((p) => p.sousId !== 0).map((p) => p.contractAddress);
const isDevnet = isDevnetChain(deployment.chainId);
const rpc = indexerRpcUrl(deployment, process.env);
// Chainlink's proxy emits no AnswerUpdated; the aggregator behind it does (src/feed.ts).
const priceSources = await feedSources(deployment.prediction?.oracle ?? zeroAddress, rpc, isDevnet);

export default createConfig({
  database: databaseUrl
    ? { kind: 'postgres', connectionString: databaseUrl }
    : { kind: 'pglite', directory: resolve(repoRoot, process.env.INDEXER_DATA_DIR ?? '.devnet/indexer-db') },
  chains: {
    chain: {
      id: deployment.chainId,
      rpc,
      // The devnet mines every few seconds: poll often, and never cache a chain that can be reset.
      pollingInterval: isDevnet ? 500 : 1_000,
      disableCache: isDevnet,
      // Public endpoints throttle (HTTP 429) well below Ponder's default of 50; the devnet keeps Ponder's own.
      ...(maxRequestsPerSecond !== undefined ? { maxRequestsPerSecond } : {}),
    },
  },
  contracts: {
    Factory: { chain: 'chain', abi: factoryAbi, address: deployment.contracts.Factory, startBlock },
    Pair: {
      chain: 'chain',
      abi: pairAbi,
      address: factory({
        address: deployment.contracts.Factory,
        event: getAbiItem({ abi: factoryAbi, name: 'PairCreated' }),
        parameter: 'pair',
      }),
      startBlock,
    },
    // Approvals: Approval events of any token whose spender is one of the project's contracts.
    Approvals: {
      chain: 'chain',
      abi: erc20Abi,
      filter: { event: 'Approval', args: { spender: projectSpenders(deployment).map((s) => s.address) } },
      startBlock,
    },
    FuelChef: { chain: 'chain', abi: fuelChefAbi, address: farms?.chef ?? zeroAddress, startBlock },
    FuelVault: { chain: 'chain', abi: fuelVaultAbi, address: farms?.vault ?? zeroAddress, startBlock },
    SousChef: { chain: 'chain', abi: sousChefAbi, address: pools.length > 0 ? pools : zeroAddress, startBlock },
    // The prediction market and its feed's prices (a deployment without them: the zero address, no events).
    FuelPrediction: {
      chain: 'chain',
      abi: fuelPredictionAbi,
      address: deployment.prediction?.market ?? zeroAddress,
      startBlock: starts.prediction,
    },
    PriceAggregator: {
      chain: 'chain',
      abi: priceAggregatorAbi,
      address: priceSources,
      startBlock: starts.prediction,
    },
    // The lottery (a deployment without it: the zero address, no events).
    FuelLottery: { chain: 'chain', abi: fuelLotteryAbi, address: deployment.lottery?.lottery ?? zeroAddress, startBlock: starts.lottery },
    // Profiles, teams, points and collectibles (a deployment without them: the zero address, no events).
    FuelProfile: { chain: 'chain', abi: fuelProfileAbi, address: deployment.profile?.profile ?? zeroAddress, startBlock: starts.profile },
    FuelBunnies: { chain: 'chain', abi: fuelBunniesAbi, address: deployment.profile?.bunnies ?? zeroAddress, startBlock: starts.profile },
  },
  blocks: {
    // The indexed head by hash (ponder.schema.ts `indexedHead`), read by the devnet's watchdog and the e2e tests: on a
    // devnet every block from the start (INDEXER_HEAD_FROM_START=1: the e2e devnet, whose tests revert snapshots to
    // blocks before any later start) or from the block the indexer started at (a long-lived `npm start` chain: a
    // fresh index does not fetch every block it ever mined). Elsewhere a single block: a public chain is followed by
    // Ponder's own reorg handling, and nothing there reads the row.
    IndexedHead: isDevnet
      ? { chain: 'chain', interval: 1, startBlock: process.env.INDEXER_HEAD_FROM_START === '1' ? startBlock : 'latest' }
      : { chain: 'chain', interval: 1, startBlock, endBlock: startBlock },
  },
});
