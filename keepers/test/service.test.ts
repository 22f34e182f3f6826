/**
 * The keepers service (`npm run keepers`, keepers/src/cli.ts) as a child process against an anvil with Chainlink's
 * VRF coordinator mock: the lottery keeper opens a round, closes it (the lottery requests the number), waits for
 * the coordinator's callback (played here with the mock's fulfillRandomWords), draws and opens the next. It is
 * SIGKILLed with its close transaction still in the pool and restarted: the round completes and every action is
 * on chain exactly once (the operator's nonce counts every transaction it sent, a reverted duplicate included).
 * /health and /metrics answer with each keeper's state, and the startup checks refuse a wrong chain or key.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { deployLottery } from '../../contracts/scripts/deploy-lottery.ts';
import { artifacts } from '@fuelswap/contracts/artifacts';

const ROOT = resolve(import.meta.dirname, '../..');
// anvil's accounts #1 (the lottery's operator) and #2 (holds no role).
const OPERATOR_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const STRANGER_KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9ba804014ab65';
const ROUND_SECONDS = 60;

interface Child {
  proc: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
}

function runCli(args: string[], env: Record<string, string>): Child {
  // node itself, not the tsx wrapper: a SIGKILL must reach the process that sends, not a parent that leaves it running.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'keepers/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const take = (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean));
  proc.stdout?.on('data', take);
  proc.stderr?.on('data', take);
  const exited = new Promise<number | null>((done) => proc.once('exit', (code) => done(code)));
  return { proc, lines, exited };
}

async function until<T>(what: string, f: () => Promise<T | undefined | false>, ms = 40_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('keepers service on a VRF lottery', () => {
  let node: AnvilInstance;
  let pub: PublicClient;
  let test: ReturnType<typeof createTestClient>;
  let deploymentFile: string;
  let lottery: Address;
  let vrf: Address;
  let coordinator: Address;
  const operator = privateKeyToAccount(OPERATOR_KEY).address;
  const children: Child[] = [];

  beforeAll(async () => {
    // Mined at once while the test deploys, then a block a second (the keepers' pace).
    node = await startAnvil();
    const chain = { ...foundry, id: 31337 } as const;
    pub = createPublicClient({ chain, transport: http(node.url) }) as PublicClient;
    test = createTestClient({ chain, transport: http(node.url), mode: 'anvil' });
    const [deployer] = await createWalletClient({ chain, transport: http(node.url) }).getAddresses();
    const wallet = createWalletClient({ chain, transport: http(node.url), account: deployer! });
    const deploy = async (name: keyof typeof artifacts, args: readonly unknown[]) => {
      const a = artifacts[name] as { abi: Abi; bytecode: Hex };
      const hash = await wallet.deployContract({ abi: a.abi, bytecode: a.bytecode, args: args as unknown[] });
      return (await pub.waitForTransactionReceipt({ hash })).contractAddress!;
    };
    const write = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) => {
      const hash = await wallet.writeContract({ address, abi, functionName, args: args as unknown[], chain });
      const r = await pub.waitForTransactionReceipt({ hash });
      if (r.status !== 'success') throw new Error(`${functionName} reverted`);
      return r;
    };
    const coordAbi = artifacts.ChainlinkVRFCoordinatorMock.abi as Abi;
    coordinator = await deploy('ChainlinkVRFCoordinatorMock', [10n ** 17n, 10n ** 9n, 4n * 10n ** 15n]);
    const created = await write(coordinator, coordAbi, 'createSubscription', []);
    const subId = BigInt(created.logs.find((l) => l.address.toLowerCase() === coordinator.toLowerCase())!.topics[1]!);
    await write(coordinator, coordAbi, 'fundSubscription', [subId, parseEther('1000')]);
    vrf = await deploy('VRFRandomNumberGenerator', [
      coordinator,
      { keyHash: `0x${'11'.repeat(32)}`, subscriptionId: subId, callbackGasLimit: 500_000, requestConfirmations: 3, nativePayment: false },
      600n,
    ]);
    await write(coordinator, coordAbi, 'addConsumer', [subId, vrf]);
    const fuel = await deploy('FuelToken', []);
    const section = await deployLottery(wallet as never, pub as never, {
      token: fuel,
      owner: deployer!,
      operator,
      treasury: deployer!,
      injector: deployer!,
      randomGenerator: vrf,
    });
    await write(vrf, artifacts.VRFRandomNumberGenerator.abi as Abi, 'setLottery', [section.lottery]);
    lottery = section.lottery;
    await test.setIntervalMining({ interval: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'keepers-service-'));
    deploymentFile = join(dir, '31337.json');
    const placeholder = '0x000000000000000000000000000000000000dEaD';
    writeFileSync(
      deploymentFile,
      JSON.stringify({
        chainId: 31337,
        rpcUrl: node.url,
        startBlock: 0,
        initCodeHash: `0x${'00'.repeat(32)}`,
        contracts: { WBNB: placeholder, Factory: placeholder, Router: placeholder, Multicall3: placeholder },
        tokens: [],
        accounts: { deployer: placeholder, feeTo: placeholder, devWallet: placeholder, devWalletPrivateKey: `0x${'01'.repeat(32)}` },
        lottery: section,
      }),
    );
  }, 120_000);

  afterAll(async () => {
    for (const c of children) c.proc.kill('SIGKILL');
    await node?.stop();
  });

  const read = <T>(functionName: string, args: readonly unknown[] = [], address = lottery, abi = artifacts.FuelLottery.abi as Abi) =>
    pub.readContract({ address, abi, functionName, args: args as unknown[] }) as Promise<T>;
  const status = async (id: bigint) => (await read<{ status: number }>('viewLottery', [id])).status;
  const start = (extraEnv: Record<string, string> = {}, extraArgs: string[] = []) => {
    const c = runCli(
      ['--chain', '31337', '--rpc', node.url, '--deployment', deploymentFile, '--port', '0', '--bump-after-blocks', '2', ...extraArgs],
      { LOTTERY_OPERATOR_KEY: OPERATOR_KEY, LOTTERY_TICKET_PRICE: '1000000000', LOTTERY_ROUND_SECONDS: String(ROUND_SECONDS), ...extraEnv },
    );
    children.push(c);
    return c;
  };
  const portOf = (c: Child) =>
    until('the monitor', async () => {
      const line = c.lines.find((l) => l.includes('/health and /metrics on'));
      return line ? Number(line.match(/:(\d+)$/)![1]) : undefined;
    });

  it('refuses a chain id the node does not answer, and a key without the operator role', async () => {
    const wrongChain = runCli(['--chain', '56', '--rpc', node.url, '--deployment', deploymentFile], { LOTTERY_OPERATOR_KEY: OPERATOR_KEY });
    expect(await wrongChain.exited).toBe(1);
    expect(wrongChain.lines.join('\n')).toMatch(/is for chain 31337, not 56|answers chain id 31337, not 56/);
    const stranger = runCli(['--chain', '31337', '--rpc', node.url, '--deployment', deploymentFile, '--port', '0'], {
      LOTTERY_OPERATOR_KEY: STRANGER_KEY,
    });
    expect(await stranger.exited).toBe(1);
    expect(stranger.lines.join('\n')).toMatch(/lottery's operator is 0x[0-9a-fA-F]{40}, not/);
    expect(await read<bigint>('currentLotteryId')).toBe(0n);
  }, 60_000);

  it('runs a round through close, the VRF callback and the draw, killed and restarted in the middle, each action once', async () => {
    // Low balance floor above anvil's 10,000 BNB: the warning shows in the log, /health and /metrics.
    let keeper = start({}, ['--min-balance', '20000']);
    const port = await portOf(keeper);
    await until('round 1 open', async () => (await read<bigint>('currentLotteryId')) === 1n && (await status(1n)) === 1);
    expect(keeper.lines.some((l) => l.includes('[vault] not started: VAULT_HARVESTER_KEY is not set'))).toBe(true);
    expect(keeper.lines.some((l) => /warning: 0x[0-9a-fA-F]{40} holds 10000 BNB, below the floor of 20000 BNB/.test(l))).toBe(true);

    type Health = { status: string; keepers: Record<string, Record<string, unknown>> };
    // The tick that opened the round ends once its receipt is seen.
    const h = await until('a healthy lottery keeper', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      const body = (await res.json()) as Health;
      return res.status === 200 && body.keepers.lottery?.status === 'ok' ? body : undefined;
    });
    expect(h.status).toBe('ok');
    expect(h.keepers.lottery).toMatchObject({ status: 'ok', lastError: null, errors: 0, actions: { startLottery: 1 } });
    expect(Date.parse(h.keepers.lottery!.lastSuccess as string)).toBeGreaterThan(Date.now() - 30_000);
    expect(h.keepers.lottery!.lowBalance).toEqual([operator]);
    expect(h.keepers.vault).toMatchObject({ status: 'off', detail: 'VAULT_HARVESTER_KEY is not set' });
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(/^keeper_last_success_timestamp_seconds\{keeper="lottery"\} \d+/m);
    expect(metrics).toMatch(/^keeper_errors_total\{keeper="lottery"\} 0$/m);
    expect(metrics).toMatch(/^keeper_actions_total\{keeper="lottery",action="startLottery"\} 1$/m);
    expect(metrics).toMatch(new RegExp(`^keeper_operator_balance_bnb\\{keeper="lottery",address="${operator}"\\} 10000`, 'm'));
    expect(metrics).toMatch(new RegExp(`^keeper_operator_balance_low\\{keeper="lottery",address="${operator}"\\} 1$`, 'm'));
    expect(metrics).toMatch(/^keeper_healthy\{keeper="vault"\} 1$/m);

    // The round ends with nothing mined: the keeper's close waits in the pool when it is killed.
    await test.setIntervalMining({ interval: 0 });
    await test.increaseTime({ seconds: ROUND_SECONDS + 5 });
    await test.mine({ blocks: 1 });
    const nonceBefore = await pub.getTransactionCount({ address: operator });
    await until(
      'the close in the pool',
      async () => (await pub.getTransactionCount({ address: operator, blockTag: 'pending' })) > nonceBefore,
    );
    keeper.proc.kill('SIGKILL');
    await keeper.exited;

    // Restarted with the close still pending: it takes the same nonce, so at most one close is mined.
    keeper = start();
    await until('the restarted keeper', async () => keeper.lines.some((l) => l.includes('/health and /metrics on')));
    await new Promise((r) => setTimeout(r, 1500));
    await test.setIntervalMining({ interval: 1 });
    await until('round 1 closed', async () => (await status(1n)) === 2);
    const [requestId, , ready] = await read<readonly [bigint, bigint, boolean]>(
      'drawOf',
      [1n],
      vrf,
      artifacts.VRFRandomNumberGenerator.abi as Abi,
    );
    expect(requestId).toBeGreaterThan(0n);
    expect(ready).toBe(false);

    // Killed again while it waits for the callback; the coordinator answers while no keeper runs.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await status(1n)).toBe(2);
    keeper.proc.kill('SIGKILL');
    await keeper.exited;
    const fulfill = await createWalletClient({ chain: { ...foundry, id: 31337 }, transport: http(node.url) }).writeContract({
      account: (await createWalletClient({ transport: http(node.url) }).getAddresses())[0]!,
      chain: { ...foundry, id: 31337 },
      address: coordinator,
      abi: artifacts.ChainlinkVRFCoordinatorMock.abi as Abi,
      functionName: 'fulfillRandomWords',
      args: [requestId, vrf],
    });
    expect((await pub.waitForTransactionReceipt({ hash: fulfill })).status).toBe('success');

    keeper = start();
    await until('round 1 drawn', async () => (await status(1n)) === 3);
    await until('round 2 open', async () => (await read<bigint>('currentLotteryId')) === 2n && (await status(2n)) === 1);
    const drawn = await read<{ finalNumber: number }>('viewLottery', [1n]);
    expect(drawn.finalNumber).toBeGreaterThanOrEqual(1_000_000);
    keeper.proc.kill('SIGTERM');
    expect(await keeper.exited).toBe(0);

    // Each action once: start 1, close 1, draw 1, start 2, and no other transaction (a duplicate would have
    // reverted, and still used a nonce).
    const events = async (eventName: string) =>
      (await pub.getContractEvents({ address: lottery, abi: artifacts.FuelLottery.abi as Abi, eventName, fromBlock: 0n })).length;
    expect(await events('LotteryOpen')).toBe(2);
    expect(await events('LotteryClose')).toBe(1);
    expect(await events('LotteryNumberDrawn')).toBe(1);
    expect(await pub.getTransactionCount({ address: operator })).toBe(4);
    expect(zeroAddress).not.toBe(operator);
  }, 150_000);
});
