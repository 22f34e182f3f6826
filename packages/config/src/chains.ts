/**
 * Chains the app can target. The devnet (31337) is the default; 56 and 97
 * are BSC and its testnet, each with several public RPC endpoints that the
 * app's transport falls back between.
 */
import type { Address, Chain } from 'viem';
import type { DeploymentCore } from './deploymentCore.ts';

export const ChainId = { BSC: 56, BSC_TESTNET: 97, DEVNET: 31337 } as const;
export type SupportedChainId = (typeof ChainId)[keyof typeof ChainId];

export const SUPPORTED_CHAIN_IDS: readonly SupportedChainId[] = [ChainId.DEVNET, ChainId.BSC, ChainId.BSC_TESTNET];

export function isSupportedChainId(id: number): id is SupportedChainId {
  return (SUPPORTED_CHAIN_IDS as readonly number[]).includes(id);
}

/** The canonical Multicall3 address on BSC and its testnet. */
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

export const RPC_URLS: Record<56 | 97, readonly string[]> = {
  56: ['https://bsc-dataseed.binance.org', 'https://bsc-dataseed1.defibit.io', 'https://bsc-dataseed1.ninicoin.io'],
  97: [
    'https://data-seed-prebsc-1-s1.binance.org:8545',
    'https://data-seed-prebsc-2-s1.binance.org:8545',
    'https://data-seed-prebsc-1-s2.binance.org:8545',
  ],
};

const nativeCurrency = { name: 'BNB', symbol: 'BNB', decimals: 18 } as const;

export const bsc: Chain = {
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency,
  rpcUrls: { default: { http: [...RPC_URLS[56]] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 15921452 } },
};

export const bscTestnet: Chain = {
  id: 97,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency,
  rpcUrls: { default: { http: [...RPC_URLS[97]] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 17422483 } },
  testnet: true,
};

/** The devnet chain definition; Multicall3 comes from the deployment so viem batches through it. */
export function devnetChain(deployment: DeploymentCore): Chain {
  return {
    id: ChainId.DEVNET,
    name: 'BSC Devnet',
    nativeCurrency,
    rpcUrls: { default: { http: [deployment.rpcUrl] } },
    contracts: { multicall3: { address: deployment.contracts.Multicall3, blockCreated: deployment.startBlock } },
    testnet: true,
  };
}

/** Block time in seconds on every supported chain. */
export const BLOCK_TIME_SECONDS = 3;
