/**
 * Integration-test harness: an anvil with a small deployment of the
 * project's own contracts (the core from contracts/scripts/deploy-core.ts,
 * BUSD and FUEL, two pairs with liquidity, one Syrup pool), written as a
 * deployment file like the devnet's; the indexer started as `npm start` starts
 * it (indexer/src/main.ts); GraphQL and chain helpers. Small on purpose: the
 * whole file runs the indexer six times on a busy 2-core machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPublicClient, createTestClient, createWalletClient, getAddress, http, maxUint256, type Address, type Hash } from 'viem';
import { foundry } from 'viem/chains';
import { parseDeployment, type Deployment } from '@fuelswap/config';
import { erc20Abi, pairAbi, routerAbi, sousChefAbi, wbnbAbi } from '@fuelswap/contracts';
import { artifacts } from '@fuelswap/contracts/artifacts';
import { findFreePort, startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { deployCore } from '../../contracts/scripts/deploy-core.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const chain = { ...foundry, id: 31337 } as const;

export interface Chain {
  anvil: AnvilInstance;
  rpcUrl: string;
  deployment: Deployment;
  deploymentFile: string;
}

const E18 = 10n ** 18n;
const GAS = 3_000_000n;
const DUMMY = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`);

/** anvil (instant mining) with a small deployment; the same port can host a fresh chain later. */
export async function startChain(dir: string, port?: number): Promise<Chain> {
  const anvil = await startAnvil({ port: port ?? (await findFreePort()), args: ['--accounts', '10', '--balance', '100000'] });
  try {
    return await deploySmall(dir, anvil);
  } catch (e) {
    await anvil.stop();
    throw e;
  }
}

async function deploySmall(dir: string, anvil: AnvilInstance): Promise<Chain> {
  const transport = http(anvil.url);
  const pub = createPublicClient({ chain, transport, pollingInterval: 50 });
  const accounts = (await createWalletClient({ chain, transport }).getAddresses()).map((a) => getAddress(a));
  const deployer = accounts[0]!;
  const wallet = createWalletClient({ chain, transport, account: deployer });
  const startBlock = Number(await pub.getBlockNumber()) + 1;
  const core = await deployCore(wallet as never, pub as never, { feeTo: accounts[9]! });
  const mined = async (hash: Promise<Hash>) => {
    const r = await pub.waitForTransactionReceipt({ hash: await hash });
    if (r.status !== 'success') throw new Error('deployment transaction reverted');
    return r;
  };
  const deploy = async (name: 'TestToken' | 'SousChef', args: readonly unknown[]) => {
    const { abi, bytecode } = artifacts[name];
    const r = await mined(wallet.deployContract({ abi: abi as never, bytecode, args: args as never, gas: GAS }));
    return getAddress(r.contractAddress!);
  };
  const busd = await deploy('TestToken', ['Binance USD', 'BUSD', 18]);
  const fuel = await deploy('TestToken', ['FuelSwap Token', 'FUEL', 18]);
  const write = (
    address: Address,
    abi: readonly unknown[],
    functionName: string,
    args: readonly unknown[],
    from: Address = deployer,
    value?: bigint,
  ) =>
    mined(
      createWalletClient({ chain, transport, account: from }).writeContract({
        address,
        abi: abi as never,
        functionName: functionName as never,
        args: args as never,
        gas: GAS,
        ...(value ? { value } : {}),
      }),
    );
  // Everyone gets BUSD, FUEL and WBNB; the deployer adds BNB at $600 and FUEL at $3.
  for (const a of accounts.slice(0, 5)) {
    await write(busd, artifacts.TestToken.abi, 'mint', [a, 10_000_000n * E18]);
    await write(fuel, artifacts.TestToken.abi, 'mint', [a, 10_000_000n * E18]);
    await write(core.wbnb, wbnbAbi, 'deposit', [], a, 5_000n * E18);
    for (const t of [busd, fuel, core.wbnb]) await write(t, erc20Abi, 'approve', [core.router, maxUint256], a);
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
  await write(core.router, routerAbi, 'addLiquidity', [busd, core.wbnb, 600_000n * E18, 1_000n * E18, 0n, 0n, deployer, deadline]);
  await write(core.router, routerAbi, 'addLiquidity', [core.wbnb, fuel, 500n * E18, 100_000n * E18, 0n, 0n, deployer, deadline]);
  const here = Number(await pub.getBlockNumber());
  const pool = await deploy('SousChef', [fuel, busd, E18, BigInt(here + 1), BigInt(here + 100_000), 0n, deployer]);
  await write(busd, erc20Abi, 'transfer', [pool, 100_000n * E18]);
  const pairOf = async (a: Address, b: Address) => {
    const p = await pub.readContract({
      address: core.factory,
      abi: artifacts.FuelFactory.abi as never,
      functionName: 'getPair' as never,
      args: [a, b] as never,
    });
    const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
    return { address: getAddress(p as string), token0, token1, name: '' };
  };
  const tokens = [
    { symbol: 'WBNB', name: 'Wrapped BNB', address: core.wbnb, decimals: 18 },
    { symbol: 'BUSD', name: 'Binance USD', address: busd, decimals: 18 },
    { symbol: 'FUEL', name: 'FuelSwap Token', address: fuel, decimals: 18 },
  ];
  const pools = [
    {
      sousId: 1,
      contractAddress: pool,
      stakingToken: fuel,
      earningToken: busd,
      stakingTokenSymbol: 'FUEL',
      earningTokenSymbol: 'BUSD',
      stakingTokenDecimals: 18,
      earningTokenDecimals: 18,
      poolCategory: 'CORE',
      tokenPerBlock: '1',
      startBlock: here + 1,
      endBlock: here + 100_000,
      stakingLimit: '0',
      isFinished: false,
      enableEmergencyWithdraw: false,
      sortOrder: 999,
      harvest: true,
    },
  ];
  const farms = [
    {
      pid: 1,
      lpSymbol: 'FUEL-BNB LP',
      lpAddress: DUMMY(0xf1),
      token: fuel,
      quoteToken: core.wbnb,
      tokenSymbol: 'FUEL',
      quoteTokenSymbol: 'BNB',
      allocPoint: 1,
      isCommunity: false,
    },
    {
      pid: 2,
      lpSymbol: 'BUSD-BNB LP',
      lpAddress: DUMMY(0xf2),
      token: busd,
      quoteToken: core.wbnb,
      tokenSymbol: 'BUSD',
      quoteTokenSymbol: 'BNB',
      allocPoint: 1,
      isCommunity: false,
    },
  ];
  const deployment = parseDeployment({
    chainId: 31337,
    rpcUrl: anvil.url,
    startBlock,
    initCodeHash: core.pairInitCodeHash,
    sourceHash: 'test',
    contracts: { WBNB: core.wbnb, Factory: core.factory, Router: core.router, Multicall3: core.multicall3 },
    tokens,
    pairs: [await pairOf(busd, core.wbnb), await pairOf(core.wbnb, fuel)],
    accounts: { deployer, feeTo: accounts[9]!, devWallet: accounts[1]!, devWalletPrivateKey: `0x${'11'.repeat(32)}` },
    deployedAt: new Date().toISOString(),
    // Only the pool is real: the chef, bar and vault sit at addresses that emit nothing.
    farms: {
      chainId: 31337,
      chef: DUMMY(0xc1),
      bar: DUMMY(0xc2),
      vault: DUMMY(0xc3),
      treasury: deployer,
      vaultAdmin: deployer,
      fuelPerBlock: '40',
      startBlock,
      keyFarms: { fuelBnb: 1, busdBnb: 2 },
      farms,
      pools,
    },
  });
  // Blocks now come one per transaction.
  await createTestClient({ chain, mode: 'anvil', transport }).setAutomine(true);
  const deploymentFile = join(dir, 'deployment.json');
  writeFileSync(deploymentFile, JSON.stringify(deployment, null, 2));
  return { anvil, rpcUrl: anvil.url, deployment, deploymentFile };
}

export const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `fuelswap-${label}-`));

export interface Indexer {
  port: number;
  exited(): boolean;
  url: string;
  log(): string;
  stop(): Promise<void>;
}

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
  log?: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v !== undefined && v !== false) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}${log ? `\n--- indexer log ---\n${log().slice(-3000)}` : ''}`,
  );
}

/**
 * Starts indexer/src/main.ts and waits for /ready (historical sync done). Without a dataDir, a fresh PGlite
 * folder of its own: the default (.devnet/indexer-db) is `npm start`'s, and main.ts stops any indexer already
 * on its folder, so two tests (or a test and the user's devnet) sharing it would stop each other.
 */
export async function startIndexer(opts: IndexerOptions): Promise<Indexer> {
  // A port found free can be taken by another test's service before Ponder listens on it: the launcher then exits
  // saying so (PONDER_STRICT_PORT), and a port of its own chosen anew is tried (not when the caller named the port).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startIndexerOnce(opts);
    } catch (e) {
      const taken = e instanceof PortTakenError;
      if (!taken || opts.port !== undefined || attempt >= 3) throw e;
    }
  }
}

interface IndexerOptions {
  chain: Chain;
  dataDir?: string;
  databaseUrl?: string;
  schema?: string;
  port?: number;
}

class PortTakenError extends Error {}

async function startIndexerOnce(opts: IndexerOptions): Promise<Indexer> {
  const port = opts.port ?? (await findFreePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEPLOYMENT_FILE: opts.chain.deploymentFile,
    RPC_URL: opts.chain.rpcUrl,
    INDEXER_PORT: String(port),
    PONDER_LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  env.INDEXER_DATA_DIR = opts.dataDir ?? join(mkdtempSync(join(tmpdir(), 'indexer-db-')), 'db');
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.schema) env.INDEXER_SCHEMA = opts.schema;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'indexer/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (d: Buffer) => {
    output = (output + d.toString()).slice(-200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((r) =>
    child.once('exit', () => {
      exited = true;
      r();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  try {
    const ready = await waitFor(
      'the indexer to be ready',
      async () => {
        if (exited) return 'exited' as const;
        return (await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) })).status === 200 ? ('ready' as const) : undefined;
      },
      90_000,
      () => output,
    );
    if (ready === 'exited') throw new Error(`the indexer exited before it was ready\n--- indexer log ---\n${output.slice(-3000)}`);
  } catch (e) {
    await stop();
    if (/port \d+ .*is in use/i.test(output)) throw new PortTakenError(`port ${port} was taken: ${String(e)}`);
    throw e;
  }
  return { port, url, log: () => output, stop, exited: () => exited };
}

/** Runs the launcher expecting it to exit by itself (a refused start); resolves with its exit code and output. */
export function runIndexerToExit(opts: { chain: Chain; dataDir: string; port: number }): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEPLOYMENT_FILE: opts.chain.deploymentFile,
    RPC_URL: opts.chain.rpcUrl,
    INDEXER_PORT: String(opts.port),
    INDEXER_DATA_DIR: opts.dataDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'indexer/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    }),
  );
}

export async function gql<T = Record<string, unknown>>(indexer: Indexer, query: string, variables?: Record<string, unknown>): Promise<T> {
  if (indexer.exited()) throw new Error(`the indexer on port ${indexer.port} has exited`);
  const res = await fetch(`${indexer.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  }).catch((e: unknown) => {
    // undici says only "fetch failed"; the reason (refused, reset, timed out) is its cause.
    const cause = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
    throw new Error(`GraphQL request to ${indexer.url} failed${cause}`);
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/**
 * Waits until the indexer has committed block `n` (Ponder's /status). A page
 * read earlier can show part of a block: its swap row before the account
 * row the same block updates.
 */
export async function caughtUp(indexer: Indexer, n: bigint | number): Promise<void> {
  await waitFor(`block ${n} to be indexed`, async () => {
    const res = await fetch(`${indexer.url}/status`);
    const status = (await res.json()) as Record<string, { block?: { number: number } }>;
    return Object.values(status).some((c) => (c.block?.number ?? -1) >= Number(n));
  });
}

export function tokenAddress(d: Deployment, symbol: string): Address {
  const t = d.tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`no ${symbol} in the deployment`);
  return t.address;
}

export function pairAddress(d: Deployment, a: Address, b: Address): Address {
  const p = d.pairs.find((x) => (x.token0 === a && x.token1 === b) || (x.token0 === b && x.token1 === a));
  if (!p) throw new Error('no such pair');
  return p.address;
}

/** A trader: an unlocked anvil account with router approvals. */
export async function trader(c: Chain, index: number) {
  const transport = http(c.rpcUrl);
  const pub = createPublicClient({ chain, transport });
  const accounts = await createWalletClient({ chain, transport }).getAddresses();
  const account = getAddress(accounts[index]!);
  const wallet = createWalletClient({ chain, transport, account });
  // A fixed gas limit: an estimate made in a block with the latest block's timestamp can come out
  // short (see contracts/test/fixtures.ts withGasMargin).
  const gas = 1_000_000n;
  const router = c.deployment.contracts.Router;
  const send = async (p: Promise<Hash>) => {
    const receipt = await pub.waitForTransactionReceipt({ hash: await p });
    if (receipt.status !== 'success') throw new Error('transaction reverted');
    return receipt;
  };
  const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 3600);
  return {
    account,
    pub,
    approve: (tokenAddr: Address, spender: Address = router) =>
      send(wallet.writeContract({ address: tokenAddr, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256], gas })),
    swapExactIn: (amountIn: bigint, path: Address[]) =>
      send(
        wallet.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'swapExactTokensForTokens',
          args: [amountIn, 0n, path, account, deadline()],
          gas,
        }),
      ),
    addLiquidity: (a: Address, b: Address, amountA: bigint, amountB: bigint) =>
      send(
        wallet.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [a, b, amountA, amountB, 0n, 0n, account, deadline()],
          gas,
        }),
      ),
    removeLiquidity: (a: Address, b: Address, liquidity: bigint) =>
      send(
        wallet.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'removeLiquidity',
          args: [a, b, liquidity, 0n, 0n, account, deadline()],
          gas,
        }),
      ),
    poolDeposit: (pool: Address, amount: bigint) =>
      send(wallet.writeContract({ address: pool, abi: sousChefAbi, functionName: 'deposit', args: [amount], gas })),
    poolWithdraw: (pool: Address, amount: bigint) =>
      send(wallet.writeContract({ address: pool, abi: sousChefAbi, functionName: 'withdraw', args: [amount], gas })),
    lpBalance: (pair: Address) => pub.readContract({ address: pair, abi: pairAbi, functionName: 'balanceOf', args: [account] }),
    reserves: async (pair: Address) => {
      const [r0, r1] = await pub.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' });
      const t0 = await pub.readContract({ address: pair, abi: pairAbi, functionName: 'token0' });
      return { token0: getAddress(t0), reserve0: r0, reserve1: r1 };
    },
  };
}
