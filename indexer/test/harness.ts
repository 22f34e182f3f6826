/**
 * Integration-test harness: an anvil with the devnet's full deployment
 * (devnet/src/deploy.ts deployAndSeed, the same as `npm start`), the indexer
 * started as `npm start` starts it (indexer/src/main.ts), GraphQL and chain
 * helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPublicClient, createTestClient, createWalletClient, getAddress, http, maxUint256, type Address, type Hash } from 'viem';
import { foundry } from 'viem/chains';
import type { Deployment } from '@fuelswap/config';
import { erc20Abi, pairAbi, routerAbi } from '@fuelswap/contracts';
import { findFreePort, startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { deployAndSeed } from '../../devnet/src/deploy.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const chain = { ...foundry, id: 31337 } as const;

export interface Chain {
  anvil: AnvilInstance;
  rpcUrl: string;
  deployment: Deployment;
  deploymentFile: string;
}

/** anvil (instant mining) with the devnet deployment; the same port can host a fresh chain later. */
export async function startChain(dir: string, port?: number): Promise<Chain> {
  const anvil = await startAnvil({ port: port ?? (await findFreePort()), args: ['--accounts', '20', '--balance', '100000'] });
  const deployment = await deployAndSeed({ rpcUrl: anvil.url, publicRpcUrl: anvil.url, blockTime: 0, log: () => undefined });
  // Seeding leaves mining paused at interval 0: mine each transaction at once.
  await createTestClient({ chain, mode: 'anvil', transport: http(anvil.url) }).setAutomine(true);
  const deploymentFile = join(dir, 'deployment.json');
  writeFileSync(deploymentFile, JSON.stringify(deployment, null, 2));
  return { anvil, rpcUrl: anvil.url, deployment, deploymentFile };
}

export const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `fuelswap-${label}-`));

export interface Indexer {
  port: number;
  url: string;
  log(): string;
  stop(): Promise<void>;
}

export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 60_000, log?: () => string): Promise<T> {
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
  throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}${log ? `\n--- indexer log ---\n${log().slice(-3000)}` : ''}`);
}

/** Starts indexer/src/main.ts and waits for /ready (historical sync done). */
export async function startIndexer(opts: { chain: Chain; dataDir?: string; databaseUrl?: string; schema?: string }): Promise<Indexer> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEPLOYMENT_FILE: opts.chain.deploymentFile,
    RPC_URL: opts.chain.rpcUrl,
    INDEXER_PORT: String(port),
    PONDER_LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  if (opts.dataDir) env.INDEXER_DATA_DIR = opts.dataDir;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.schema) env.INDEXER_SCHEMA = opts.schema;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'indexer/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (d: Buffer) => {
    output = (output + d.toString()).slice(-200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((r) => child.once('exit', () => ((exited = true), r())));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  try {
    await waitFor(
      'the indexer to be ready',
      async () => {
        if (exited) throw new Error('the indexer exited');
        return (await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) })).status === 200;
      },
      90_000,
      () => output,
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return { port, url, log: () => output, stop };
}

export async function gql<T = Record<string, unknown>>(indexer: Indexer, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${indexer.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
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
    approve: (tokenAddr: Address, spender: Address = router) => send(wallet.writeContract({ address: tokenAddr, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256], gas })),
    swapExactIn: (amountIn: bigint, path: Address[]) =>
      send(wallet.writeContract({ address: router, abi: routerAbi, functionName: 'swapExactTokensForTokens', args: [amountIn, 0n, path, account, deadline()], gas })),
    addLiquidity: (a: Address, b: Address, amountA: bigint, amountB: bigint) =>
      send(wallet.writeContract({ address: router, abi: routerAbi, functionName: 'addLiquidity', args: [a, b, amountA, amountB, 0n, 0n, account, deadline()], gas })),
    removeLiquidity: (a: Address, b: Address, liquidity: bigint) =>
      send(wallet.writeContract({ address: router, abi: routerAbi, functionName: 'removeLiquidity', args: [a, b, liquidity, 0n, 0n, account, deadline()], gas })),
    lpBalance: (pair: Address) => pub.readContract({ address: pair, abi: pairAbi, functionName: 'balanceOf', args: [account] }),
    reserves: async (pair: Address) => {
      const [r0, r1] = await pub.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' });
      const t0 = await pub.readContract({ address: pair, abi: pairAbi, functionName: 'token0' });
      return { token0: getAddress(t0), reserve0: r0, reserve1: r1 };
    },
  };
}
