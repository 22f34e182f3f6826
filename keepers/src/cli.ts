/**
 * The keepers service: `npm run keepers -- --chain <id> --rpc <url> [--deployment deployments/<id>.json] [--port 9464]`.
 *
 * Runs the same keepers as the devnet (index.ts), each signing with its own key from the environment
 * (PREDICTION_OPERATOR_KEY, LOTTERY_OPERATOR_KEY, VAULT_HARVESTER_KEY, AUCTION_OPERATOR_KEY); a keeper without its
 * key is not started, and the log says so. Before starting it checks that the node answers the chain id asked for,
 * that the deployment file is for that chain, and that each key holds its role on chain; any mismatch ends the
 * process with code 1 before a transaction is sent. Serves /health and /metrics (monitor.ts). SIGTERM/SIGINT let
 * the keepers finish the transaction in hand; a SIGKILL at any moment is safe too: a restart reads the chain, and
 * the managed sender replaces a transaction the killed run left pending at the same nonce (sender.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPublicClient, formatEther, getAddress, http, parseEther, parseGwei, type Address, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { fuelChefAbi, fuelLotteryAbi, priceAggregatorAbi } from '@fuelswap/contracts';
import { parseDeployment, type Deployment } from '@fuelswap/config';
import { KEEPERS, startKeepers, type KeeperRole } from './index.ts';
import { ownOracle } from './chain.ts';
import { errorLine, newStatus, type KeeperStatus } from './loop.ts';
import { serveMonitor, type OperatorBalance } from './monitor.ts';
import { managedSender, type Sender } from './sender.ts';

/** The environment variable holding each role's key. */
export const KEY_VARIABLES: Record<KeeperRole, string> = {
  prediction: 'PREDICTION_OPERATOR_KEY',
  lottery: 'LOTTERY_OPERATOR_KEY',
  vault: 'VAULT_HARVESTER_KEY',
  auction: 'AUCTION_OPERATOR_KEY',
};

const USAGE = `usage: npm run keepers -- --chain <id> --rpc <url> [--deployment deployments/<id>.json] [--port 9464] [--host 127.0.0.1]
  [--max-gas-price-gwei 20] [--bump-after-blocks 3] [--min-balance 0.1] [--stale-after 300] [--block-time <s>]`;

export interface ServiceOptions {
  chainId: number;
  rpcUrl: string;
  deploymentFile: string;
  port: number;
  host: string;
  maxGasPrice: bigint;
  bumpAfterBlocks: number;
  /** wei */
  minBalance: bigint;
  staleAfterMs: number;
  blockTime?: number;
}

export function parseCli(argv: readonly string[]): ServiceOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      chain: { type: 'string' },
      rpc: { type: 'string' },
      deployment: { type: 'string' },
      port: { type: 'string', default: '9464' },
      host: { type: 'string', default: '127.0.0.1' },
      'max-gas-price-gwei': { type: 'string', default: '20' },
      'bump-after-blocks': { type: 'string', default: '3' },
      'min-balance': { type: 'string', default: '0.1' },
      'stale-after': { type: 'string', default: '300' },
      'block-time': { type: 'string' },
    },
    strict: true,
  });
  const int = (raw: string | undefined, name: string, min: number) => {
    const n = Number(raw);
    if (raw === undefined || !Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min}\n${USAGE}`);
    return n;
  };
  const decimal = (raw: string, name: string) => {
    if (!/^[0-9]+(\.[0-9]+)?$/.test(raw)) throw new Error(`--${name} must be a decimal number\n${USAGE}`);
    return raw;
  };
  const chainId = int(values.chain, 'chain', 1);
  if (!values.rpc) throw new Error(`--rpc is required\n${USAGE}`);
  const blockTime = values['block-time'] === undefined ? undefined : Number(decimal(values['block-time'], 'block-time'));
  return {
    chainId,
    rpcUrl: values.rpc,
    deploymentFile: resolve(values.deployment ?? `deployments/${chainId}.json`),
    port: int(values.port, 'port', 0),
    host: values.host!,
    maxGasPrice: parseGwei(decimal(values['max-gas-price-gwei']!, 'max-gas-price-gwei')),
    bumpAfterBlocks: int(values['bump-after-blocks'], 'bump-after-blocks', 1),
    minBalance: parseEther(decimal(values['min-balance']!, 'min-balance')),
    staleAfterMs: int(values['stale-after'], 'stale-after', 1) * 1000,
    ...(blockTime !== undefined && blockTime > 0 ? { blockTime } : {}),
  };
}

/** Seconds per block, from the last 100 blocks' timestamps (at least 1 block back), else 3. */
async function measureBlockTime(pub: PublicClient): Promise<number> {
  const latest = await pub.getBlock({ blockTag: 'latest' });
  const back = latest.number < 100n ? latest.number : 100n;
  if (back === 0n) return 3;
  const old = await pub.getBlock({ blockNumber: latest.number - back });
  const seconds = Number(latest.timestamp - old.timestamp) / Number(back);
  return seconds > 0 ? seconds : 3;
}

/** Why `address` cannot run `role` on this deployment, or undefined when it can. */
export async function roleProblem(pub: PublicClient, d: Deployment, role: KeeperRole, address: Address): Promise<string | undefined> {
  const same = (a: Address) => getAddress(a) === getAddress(address);
  if (role === 'lottery') {
    if (!d.lottery) return undefined;
    const operator = await pub.readContract({ address: d.lottery.lottery, abi: fuelLotteryAbi, functionName: 'operatorAddress' });
    return same(operator) ? undefined : `the lottery's operator is ${operator}, not ${address}`;
  }
  if (role === 'prediction') {
    const p = d.prediction;
    // executeRound and the genesis calls are open to any account; only a price push needs a role (the feed's keeper).
    if (!p || !ownOracle(d)) return undefined;
    const [keeper, owner] = await Promise.all([
      pub.readContract({ address: p.oracle, abi: priceAggregatorAbi, functionName: 'isKeeper', args: [address] }),
      pub.readContract({ address: p.oracle, abi: priceAggregatorAbi, functionName: 'owner' }),
    ]);
    return keeper || same(owner) ? undefined : `${address} may not update the price feed ${p.oracle} (not its keeper or owner)`;
  }
  if (role === 'auction') {
    const chef = d.farms?.chef;
    if (!chef || !d.auction) return undefined;
    const operator = await pub.readContract({ address: chef, abi: fuelChefAbi, functionName: 'farmOperator' });
    return same(operator) ? undefined : `the chef's farm operator is ${operator}, not ${address}`;
  }
  return undefined; // FuelVault.harvest is open to any account
}

export async function runService(o: ServiceOptions, env: NodeJS.ProcessEnv = process.env, log = (l: string) => console.log(l)) {
  if (!existsSync(o.deploymentFile)) throw new Error(`no deployment file at ${o.deploymentFile} (pass --deployment)`);
  const deployment = parseDeployment(JSON.parse(readFileSync(o.deploymentFile, 'utf8')));
  if (deployment.chainId !== o.chainId) throw new Error(`${o.deploymentFile} is for chain ${deployment.chainId}, not ${o.chainId}`);
  const pub = createPublicClient({ transport: http(o.rpcUrl, { retryCount: 2, timeout: 10_000 }) }) as PublicClient;
  const answered = await pub.getChainId();
  if (answered !== o.chainId) throw new Error(`${o.rpcUrl} answers chain id ${answered}, not ${o.chainId}`);
  const blockTime = o.blockTime ?? (await measureBlockTime(pub));

  const signers: Partial<Record<KeeperRole, Sender>> = {};
  const off: KeeperStatus[] = [];
  const problems: string[] = [];
  const started = [];
  for (const k of KEEPERS) {
    const variable = KEY_VARIABLES[k.role];
    const key = env[variable];
    if (!key) {
      log(`[${k.name}] not started: ${variable} is not set`);
      const s = newStatus(k.name);
      s.status = 'off';
      s.detail = `${variable} is not set`;
      off.push(s);
      continue;
    }
    if (!/^0x[0-9a-fA-F]{64}$/.test(key)) {
      problems.push(`${variable} is not a 32-byte hex private key`);
      continue;
    }
    const account = privateKeyToAccount(key as Hex);
    const problem = await roleProblem(pub, deployment, k.role, account.address);
    if (problem) {
      problems.push(`${k.name} (${variable}): ${problem}`);
      continue;
    }
    signers[k.role] = managedSender({
      pub,
      account,
      chainId: o.chainId,
      bumpAfterBlocks: o.bumpAfterBlocks,
      maxGasPrice: o.maxGasPrice,
      pollingIntervalMs: Math.max(200, Math.min(2_000, (blockTime * 1000) / 2)),
      log: (l) => log(`[${k.name}] ${l}`),
    });
    started.push(k);
  }
  if (problems.length) throw new Error(`keys without their roles on chain ${o.chainId}:\n  ${problems.join('\n  ')}`);

  const running = startKeepers({ rpcUrl: o.rpcUrl, deployment, blockTime, dir: '.', log, signers, staleAfterMs: o.staleAfterMs }, started);
  const statuses = () => [...running.statuses, ...off];

  // Operator balances, every 30 s (and at once): a gauge, and a warning when one is below the floor.
  let balances: OperatorBalance[] = [];
  const roleOf = new Map(started.map((k) => [k.role, k.name]));
  const checkBalances = async () => {
    try {
      balances = await Promise.all(
        Object.entries(signers).map(async ([role, s]) => ({
          keeper: roleOf.get(role as KeeperRole) ?? role,
          address: s.address,
          balance: await pub.getBalance({ address: s.address }),
          floor: o.minBalance,
        })),
      );
      for (const b of balances)
        if (b.balance < b.floor)
          log(`[${b.keeper}] warning: ${b.address} holds ${formatEther(b.balance)} BNB, below the floor of ${formatEther(b.floor)} BNB`);
    } catch (e) {
      log(`balance check failed: ${errorLine(e)}`);
    }
  };
  await checkBalances();
  const balanceTimer = setInterval(checkBalances, 30_000);
  const server = await serveMonitor({ port: o.port, host: o.host, statuses, balances: () => balances });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  log(`keepers on chain ${o.chainId} (${blockTime.toFixed(2)} s blocks): /health and /metrics on http://${o.host}:${port}`);
  return {
    port,
    async stop() {
      clearInterval(balanceTimer);
      await running.stop();
      await new Promise((done) => server.close(() => done(undefined)));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('keepers/src/cli.ts')) {
  const stamp = (l: string) => console.log(`${new Date().toISOString()} ${l}`);
  try {
    const service = await runService(parseCli(process.argv.slice(2)), process.env, stamp);
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      stamp(`${signal}: stopping after the transactions in hand`);
      await service.stop();
      process.exit(0);
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
  } catch (e) {
    console.error(`keepers: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
