/**
 * Shared setup for the contract tests: builds the contracts (cached), starts an anvil for the test file,
 * deploys the core with deployCore, and offers small helpers around viem.
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  maxUint256,
  toHex,
  type Abi,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type TestClient,
  type Transport,
  type WalletClient,
  type Account,
  type TransactionReceipt,
} from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { build } from '../scripts/build.ts';
import { startAnvil, type AnvilInstance } from '../scripts/anvil.ts';
import { receiptOf } from '../scripts/receipt.ts';

// Build before loading anything generated, so tests always run against the current sources.
await build({ quiet: true });
export const { artifacts, PAIR_INIT_CODE_HASH } = await import('../generated/artifacts.ts');
const { deployCore } = await import('../scripts/deploy-core.ts');
export type CoreDeployment = Awaited<ReturnType<typeof deployCore>>;

export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** Local (private-key) accounts matching anvil's unlocked accounts 0..9, for signing typed data. */
export const localAccounts: HDAccount[] = Array.from({ length: 10 }, (_, i) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: i }));

export type Wallet = WalletClient<Transport, Chain, Account>;

export interface Env {
  anvil: AnvilInstance;
  chain: Chain;
  publicClient: PublicClient<Transport, Chain>;
  testClient: TestClient<'anvil', Transport, Chain>;
  /** Wallets for anvil accounts 0..9 (JSON-RPC accounts: anvil signs, one request per transaction). */
  wallets: Wallet[];
  accounts: Address[];
  deployer: Wallet;
  feeTo: Address;
  core: CoreDeployment;
  stop(): Promise<void>;
}

/**
 * eth_sendTransaction without a gas limit gets one from an estimate made in the pending block. When that
 * block has the same timestamp as the latest one, the pair's price accumulators are not written during
 * the estimate but are during execution (the first time costs 2 x 20k gas), so the exact estimate runs
 * out of gas. Like the front end, add a margin: estimate * 1.5 + 60k. A failing estimate still throws
 * with the revert reason.
 */
function withGasMargin(base: Transport): Transport {
  return (params) => {
    const t = base(params);
    const request = (async (args: { method: string; params?: unknown }) => {
      if (args.method === 'eth_sendTransaction' && Array.isArray(args.params)) {
        const tx = args.params[0] as Record<string, unknown> | undefined;
        if (tx && tx.gas === undefined) {
          const { gas: _gas, ...callArgs } = tx;
          const estimate = BigInt((await t.request({ method: 'eth_estimateGas', params: [callArgs] })) as Hex);
          return t.request({
            method: 'eth_sendTransaction',
            params: [{ ...tx, gas: toHex((estimate * 3n) / 2n + 60_000n) }],
          });
        }
      }
      return t.request(args as Parameters<typeof t.request>[0]);
    }) as typeof t.request;
    return { ...t, request };
  };
}

export async function setupEnv(opts: { feeTo?: Address | null } = {}): Promise<Env> {
  const anvil = await startAnvil();
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  });
  const transport = http(anvil.url, { retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  const testClient = createTestClient({ chain, transport, mode: 'anvil', pollingInterval: 50 });
  const walletTransport = withGasMargin(transport);
  const wallets: Wallet[] = localAccounts.map((a) =>
    createWalletClient({
      chain,
      transport: walletTransport,
      account: { address: a.address, type: 'json-rpc' },
      pollingInterval: 50,
    }),
  );
  const accounts = localAccounts.map((a) => a.address);
  const deployer = wallets[0]!;
  const feeTo = opts.feeTo === null ? undefined : (opts.feeTo ?? accounts[9]!);
  const core = await deployCore(deployer, publicClient, feeTo ? { feeTo } : {});
  return {
    anvil,
    chain,
    publicClient,
    testClient,
    wallets,
    accounts,
    deployer,
    feeTo: core.feeTo,
    core,
    stop: () => anvil.stop(),
  };
}

/** Waits for the receipt (receipt.ts says why not viem's wait) and fails on a reverted transaction. */
export async function mined(env: Env, hash: Hash | Promise<Hash>): Promise<TransactionReceipt> {
  const receipt = await receiptOf(env.publicClient, await hash);
  if (receipt.status !== 'success') throw new Error(`transaction ${receipt.transactionHash} reverted`);
  return receipt;
}

export async function deployContract(env: Env, wallet: Wallet, abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
  const hash = await wallet.deployContract({ abi, bytecode, args: args as unknown[] });
  const receipt = await mined(env, hash);
  if (!receipt.contractAddress) throw new Error('no contract address');
  return receipt.contractAddress;
}

/** Deploys a TestToken (owned by the deployer) and mints `supply` to each given account. */
export async function deployTestToken(
  env: Env,
  symbol: string,
  opts: { decimals?: number; mintTo?: Address[]; amount?: bigint } = {},
): Promise<Address> {
  const token = await deployContract(env, env.deployer, artifacts.TestToken.abi, artifacts.TestToken.bytecode, [
    `${symbol} Token`,
    symbol,
    opts.decimals ?? 18,
  ]);
  for (const to of opts.mintTo ?? []) {
    await mined(
      env,
      env.deployer.writeContract({
        address: token,
        abi: artifacts.TestToken.abi,
        functionName: 'mint',
        args: [to, opts.amount ?? 10n ** 30n],
      }),
    );
  }
  return token;
}

/** Max-approves `spender` for `token` from each wallet. */
export async function approveAll(env: Env, token: Address, spender: Address, wallets: Wallet[]): Promise<void> {
  for (const w of wallets) {
    await mined(
      env,
      w.writeContract({ address: token, abi: artifacts.TestToken.abi, functionName: 'approve', args: [spender, maxUint256] }),
    );
  }
}

/** A deadline comfortably in the future relative to the chain's clock. */
export async function deadline(env: Env, seconds = 1200n): Promise<bigint> {
  const block = await env.publicClient.getBlock();
  return block.timestamp + seconds;
}

export async function balanceOf(env: Env, token: Address, owner: Address): Promise<bigint> {
  return env.publicClient.readContract({
    address: token,
    abi: artifacts.TestToken.abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export async function pairOf(env: Env, tokenA: Address, tokenB: Address): Promise<Address> {
  return env.publicClient.readContract({
    address: env.core.factory,
    abi: artifacts.FuelFactory.abi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
}

export interface PairState {
  token0: Address;
  token1: Address;
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
  kLast: bigint;
}

export async function pairState(env: Env, pair: Address): Promise<PairState> {
  const abi = artifacts.FuelPair.abi;
  const [token0, token1, reserves, totalSupply, kLast] = await Promise.all([
    env.publicClient.readContract({ address: pair, abi, functionName: 'token0' }),
    env.publicClient.readContract({ address: pair, abi, functionName: 'token1' }),
    env.publicClient.readContract({ address: pair, abi, functionName: 'getReserves' }),
    env.publicClient.readContract({ address: pair, abi, functionName: 'totalSupply' }),
    env.publicClient.readContract({ address: pair, abi, functionName: 'kLast' }),
  ]);
  return { token0, token1, reserve0: reserves[0], reserve1: reserves[1], totalSupply, kLast };
}

/** Reserves of the (tokenIn, tokenOut) pair ordered as (reserveIn, reserveOut). */
export async function reservesFor(env: Env, tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
  const s = await pairState(env, await pairOf(env, tokenIn, tokenOut));
  return s.token0.toLowerCase() === tokenIn.toLowerCase() ? [s.reserve0, s.reserve1] : [s.reserve1, s.reserve0];
}
