/**
 * Exchange contracts and tokens per chain. For the devnet everything comes
 * from the deployment file; for 56 and 97 from the constants below, or, when
 * the build has a deployment file for the chain, from that file: its
 * Factory/Router (ours, or the established V2 ones it names) and its tokens
 * beside the chain's known ones.
 */
import type { Address, Hex } from 'viem';
import { ChainId } from './chains.ts';
import type { DeploymentCore } from './deploymentCore.ts';

export interface TokenInfo {
  chainId: number;
  address: Address;
  decimals: number;
  symbol: string;
  name: string;
  logoURI?: string;
  tags?: string[];
}

export interface ExchangeConfig {
  chainId: number;
  factory: Address;
  router: Address;
  initCodeHash: Hex;
  wrappedNative: TokenInfo;
  /** The platform token FUEL (9 decimals). Undefined where it is not deployed. */
  fuel?: TokenInfo;
  /** Tokens used as intermediate hops when routing (spec: the chain's bases). */
  bases: TokenInfo[];
  /** Every token the chain config knows (devnet: all deployed tokens). */
  tokens: TokenInfo[];
  /** Stablecoin used as the dollar reference. */
  usd: TokenInfo;
  /** Router addresses a recipient must never be. */
  knownRouters: Address[];
  /** Default token-list URLs (devnet: the list the devnet web server serves). */
  defaultListUrls: string[];
  explorerUrl?: string;
}

const t = (chainId: number, address: Address, decimals: number, symbol: string, name: string): TokenInfo => ({
  chainId,
  address,
  decimals,
  symbol,
  name,
});

const BSC_TOKENS = {
  WBNB: t(56, '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 18, 'WBNB', 'Wrapped BNB'),
  BUSD: t(56, '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56', 18, 'BUSD', 'Binance USD'),
  CAKE: t(56, '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82', 18, 'CAKE', 'PancakeSwap Token'),
  USDT: t(56, '0x55d398326f99059fF775485246999027B3197955', 18, 'USDT', 'Tether USD'),
  ETH: t(56, '0x2170Ed0880ac9A755fd29B2688956BD959F933F8', 18, 'ETH', 'Binance-Peg Ethereum Token'),
  BTCB: t(56, '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c', 18, 'BTCB', 'Binance-Peg BTCB Token'),
  DAI: t(56, '0x1AF3F329e8BE154074D8769D1FFa4eE058B1DBc3', 18, 'DAI', 'Binance-Peg Dai Token'),
  USDC: t(56, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18, 'USDC', 'Binance-Peg USD Coin'),
  UST: t(56, '0x23396cF899Ca06c4472205fC903bDB4de249D6fC', 18, 'UST', 'Wrapped UST Token'),
};

const TESTNET_TOKENS = {
  WBNB: t(97, '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd', 18, 'WBNB', 'Wrapped BNB'),
  BUSD: t(97, '0xeD24FC36d5Ee211Ea25A80239Fb8C4Cfd80f12Ee', 18, 'BUSD', 'Binance USD'),
};

/**
 * On 56 and 97, without a deployment file, the app talks to the established V2 exchange contracts there
 * (factory, router and its pair init code hash, as published with the PancakeSwap v2 SDK); screens that need the
 * project's own contracts show that they are not available on this network. With a file: `deployedExchange`.
 * BSC (56) here; separate constants, not one table, so that a build for one chain keeps only its own.
 */
const V2_ROUTER_56: Address = '0x10ED43C718714eb63d5aA57B78B54704E256024E';
const V2_ROUTER_97: Address = '0xD99D1c33F9fC3444f8101754aBC46c52416550D1';

export const BSC_EXCHANGE: ExchangeConfig = {
  chainId: 56,
  factory: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
  router: V2_ROUTER_56,
  initCodeHash: '0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5',
  wrappedNative: BSC_TOKENS.WBNB,
  bases: [BSC_TOKENS.WBNB, BSC_TOKENS.DAI, BSC_TOKENS.BUSD, BSC_TOKENS.USDT, BSC_TOKENS.ETH, BSC_TOKENS.BTCB, BSC_TOKENS.CAKE],
  tokens: Object.values(BSC_TOKENS),
  usd: BSC_TOKENS.BUSD,
  knownRouters: [
    '0x10ED43C718714eb63d5aA57B78B54704E256024E',
    '0x05fF2B0DB69458A0750badebc4f9e13aDd608C7F',
    '0xCDe540d7eAFE93aC5fE6233Bee57E1270D3E330F',
  ],
  defaultListUrls: [
    'https://tokens.pancakeswap.finance/pancakeswap-extended.json',
    'https://tokens.pancakeswap.finance/pancakeswap-top-100.json',
  ],
  explorerUrl: 'https://bscscan.com',
};

/** BSC testnet (97). */
export const BSC_TESTNET_EXCHANGE: ExchangeConfig = {
  chainId: 97,
  factory: '0x6725F303b657a9451d8BA641348b6761A6CC7a17',
  router: V2_ROUTER_97,
  initCodeHash: '0xd0d4c4cd0848c93cb4fd1f498d7013ee6bfb25783ea21593d5834f5d250ece66',
  wrappedNative: TESTNET_TOKENS.WBNB,
  bases: [TESTNET_TOKENS.WBNB, TESTNET_TOKENS.BUSD],
  tokens: Object.values(TESTNET_TOKENS),
  usd: TESTNET_TOKENS.BUSD,
  knownRouters: ['0xD99D1c33F9fC3444f8101754aBC46c52416550D1'],
  defaultListUrls: ['https://tokens.pancakeswap.finance/pancakeswap-extended.json'],
  explorerUrl: 'https://testnet.bscscan.com',
};

const STATIC: Record<56 | 97, ExchangeConfig> = { 56: BSC_EXCHANGE, 97: BSC_TESTNET_EXCHANGE };

/** Symbols routed through as intermediate hops on the devnet. */
const DEVNET_BASES = ['WBNB', 'BUSD', 'USDT', 'ETH', 'BTCB', 'FUEL', 'CAKE', 'DAI'];

export function devnetExchange(d: DeploymentCore): ExchangeConfig {
  const tokens: TokenInfo[] = d.tokens.map((x) => ({ chainId: d.chainId, ...x }));
  const bySymbol = (s: string): TokenInfo | undefined => tokens.find((x) => x.symbol === s);
  const wrappedNative = bySymbol('WBNB') ?? t(d.chainId, d.contracts.WBNB, 18, 'WBNB', 'Wrapped BNB');
  const usd = bySymbol('BUSD');
  if (!usd) throw new Error('Invalid deployment file: BUSD token missing');
  const fuel = bySymbol('FUEL');
  return {
    chainId: d.chainId,
    factory: d.contracts.Factory,
    router: d.contracts.Router,
    initCodeHash: d.initCodeHash,
    wrappedNative,
    ...(fuel ? { fuel } : {}),
    bases: DEVNET_BASES.map(bySymbol).filter((x): x is TokenInfo => x !== undefined),
    tokens,
    usd,
    knownRouters: [d.contracts.Router],
    defaultListUrls: ['/devnet/tokenlist.json'],
  };
}

/**
 * 56/97 with a deployment file: swaps go through the Factory/Router the file names. When those are the chain's
 * established V2 contracts (the file says swaps go through them), their pairs' init code hash is V2's, not the
 * one our pair compiles to; otherwise the file's own. The file's tokens come first (FUEL, the project tokens, and
 * its WBNB and BUSD when it deployed its own: a rehearsal chain has no others); the chain's known tokens stay
 * beside them unless the file has one with the same address or symbol (two "BUSD" would be a trap).
 */
export function deployedExchange(known: ExchangeConfig, d: DeploymentCore): ExchangeConfig {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const v2 = same(d.contracts.Factory, known.factory);
  if (v2 !== same(d.contracts.Router, known.router))
    throw new Error('Invalid deployment file: contracts.Factory and contracts.Router must both be the V2 ones or both our own');
  const own: TokenInfo[] = d.tokens.map((x) => ({ chainId: d.chainId, ...x }));
  const kept = (k: TokenInfo) => !own.some((o) => same(o.address, k.address) || o.symbol === k.symbol);
  const tokens = [...own, ...known.tokens.filter(kept)];
  const bySymbol = (sym: string) => own.find((x) => x.symbol === sym);
  const fuel = bySymbol('FUEL');
  const ownBases = DEVNET_BASES.map(bySymbol).filter((x): x is TokenInfo => x !== undefined);
  return {
    ...known,
    factory: d.contracts.Factory,
    router: d.contracts.Router,
    initCodeHash: v2 ? known.initCodeHash : d.initCodeHash,
    wrappedNative:
      own.find((x) => same(x.address, d.contracts.WBNB)) ??
      (same(d.contracts.WBNB, known.wrappedNative.address)
        ? known.wrappedNative
        : t(d.chainId, d.contracts.WBNB, 18, 'WBNB', 'Wrapped BNB')),
    ...(fuel ? { fuel } : {}),
    bases: [...ownBases, ...known.bases.filter(kept)],
    tokens,
    usd: bySymbol(known.usd.symbol) ?? known.usd,
    knownRouters: [...new Set([d.contracts.Router, ...known.knownRouters])],
  };
}

/**
 * Whether swaps go through the project's own FuelRouter (which has swapSplit), not the chain's established V2
 * router: always on the devnet; on 56/97 when the router is not the V2 one (a deployment file with `own`).
 */
export function hasProjectRouter(exchange: ExchangeConfig): boolean {
  // The routers as literals, not through BSC_EXCHANGE / BSC_TESTNET_EXCHANGE: a devnet build keeps neither table.
  const v2 = exchange.chainId === 56 ? V2_ROUTER_56 : exchange.chainId === 97 ? V2_ROUTER_97 : undefined;
  return !v2 || v2.toLowerCase() !== exchange.router.toLowerCase();
}

export function exchangeConfig(chainId: number, deployment?: DeploymentCore): ExchangeConfig {
  if (chainId === ChainId.DEVNET) {
    if (!deployment) throw new Error('The devnet needs its deployment file (deployments/31337.json)');
    return devnetExchange(deployment);
  }
  if (chainId === 56 || chainId === 97) {
    if (!deployment) return STATIC[chainId];
    if (deployment.chainId !== chainId) throw new Error(`Invalid deployment file: it is for chain ${deployment.chainId}, not ${chainId}`);
    return deployedExchange(STATIC[chainId], deployment);
  }
  throw new Error(`Unsupported chain ${chainId}`);
}
