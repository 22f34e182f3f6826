/**
 * Ponder configuration, built from the deployment file (DEPLOYMENT_FILE) and
 * the environment:
 * - RPC_URL (default: the deployment's rpcUrl), chain id from the deployment
 *   (31337 on the devnet; a deployment file for 56 or 97 works the same way);
 * - DATABASE_URL: PostgreSQL when set, else PGlite in INDEXER_DATA_DIR
 *   (default .devnet/indexer-db).
 * Every contract starts at the deployment's startBlock. A deployment without
 * farms indexes the farm contracts at the zero address (no events) so the
 * handlers stay registered.
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
import { resolve } from 'node:path';

const { deployment } = loadDeployment();
const startBlock = deployment.startBlock;
const farms = deployment.farms;
const pools: Address[] = (farms?.pools ?? []).filter((p) => p.sousId !== 0).map((p) => p.contractAddress);
const isDevnet = deployment.chainId === 31337;

export default createConfig({
  database: process.env.DATABASE_URL
    ? { kind: 'postgres', connectionString: process.env.DATABASE_URL }
    : { kind: 'pglite', directory: resolve(repoRoot, process.env.INDEXER_DATA_DIR ?? '.devnet/indexer-db') },
  chains: {
    chain: {
      id: deployment.chainId,
      rpc: process.env.RPC_URL ?? deployment.rpcUrl,
      // The devnet mines every few seconds: poll often, and never cache a chain that can be reset.
      pollingInterval: isDevnet ? 500 : 1_000,
      disableCache: isDevnet,
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
    // Approvals (issue 19): Approval events of any token whose spender is one of the project's contracts.
    Approvals: {
      chain: 'chain',
      abi: erc20Abi,
      filter: { event: 'Approval', args: { spender: projectSpenders(deployment).map((s) => s.address) } },
      startBlock,
    },
    FuelChef: { chain: 'chain', abi: fuelChefAbi, address: farms?.chef ?? zeroAddress, startBlock },
    FuelVault: { chain: 'chain', abi: fuelVaultAbi, address: farms?.vault ?? zeroAddress, startBlock },
    SousChef: { chain: 'chain', abi: sousChefAbi, address: pools.length > 0 ? pools : zeroAddress, startBlock },
    // The prediction market and its devnet feed (a deployment without them: the zero address, no events).
    FuelPrediction: { chain: 'chain', abi: fuelPredictionAbi, address: deployment.prediction?.market ?? zeroAddress, startBlock },
    PriceAggregator: { chain: 'chain', abi: priceAggregatorAbi, address: deployment.prediction?.oracle ?? zeroAddress, startBlock },
    // The lottery (a deployment without it: the zero address, no events).
    FuelLottery: { chain: 'chain', abi: fuelLotteryAbi, address: deployment.lottery?.lottery ?? zeroAddress, startBlock },
    // Profiles, teams, points and collectibles (a deployment without them: the zero address, no events).
    FuelProfile: { chain: 'chain', abi: fuelProfileAbi, address: deployment.profile?.profile ?? zeroAddress, startBlock },
    FuelBunnies: { chain: 'chain', abi: fuelBunniesAbi, address: deployment.profile?.bunnies ?? zeroAddress, startBlock },
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
