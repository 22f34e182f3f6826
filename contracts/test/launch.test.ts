/**
 * `npm run deploy` end to end on a bare anvil started as BSC testnet (--chain-id 97), with the 97 launch
 * configuration unchanged: Chainlink's own mocks (VRF v2.5 coordinator, BNB/USD aggregator) and WBNB are placed at
 * the published addresses that file names. The deploy is killed dead halfway (a step written down but not
 * broadcast), resumed, and run a third time; then the roles report, and one change made through the timelock.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  toHex,
  zeroHash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../scripts/build.ts';
import { startAnvil, type AnvilInstance } from '../scripts/anvil.ts';
import { receiptOf } from '../scripts/receipt.ts';

await build({ quiet: true });
const { artifacts } = await import('../generated/artifacts.ts');
const { parseDeployment } = await import('@fuelswap/config');
const { parseLaunchConfig, loadLaunchConfig } = await import('../deploy/config.ts');
const { launch } = await import('../scripts/deploy.ts');
const { placeChainlinkMocks } = await import('../scripts/chainlink-mocks.ts');
const config97 = parseLaunchConfig((await import('../deploy/chains/97.ts')).default);

const ROOT = path.resolve(import.meta.dirname, '../..');
/** anvil's development key #0: the deployer here (it holds nothing once the run is done). */
const DEPLOYER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const deployer = privateKeyToAccount(DEPLOYER_KEY).address;
/** anvil's #9 deploys the mocks, so the deployer's nonces are the journal's alone. */
const mocker = privateKeyToAccount('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6');

let anvil: AnvilInstance;
let pub: PublicClient;
let out: string;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const deploy = (env: Record<string, string> = {}) =>
  runScript('contracts/scripts/deploy.ts', ['--chain', '97', '--rpc', anvil.url, '--out', out, '--poll', '20'], env);

interface Journal {
  steps: { step: number; label: string; nonce: number; hash: Hex; done?: { contractAddress?: Address } }[];
}
const readJournal = () => JSON.parse(fs.readFileSync(path.join(out, '97.journal.json'), 'utf8')) as Journal;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 97 });
  pub = createPublicClient({ transport: http(anvil.url), pollingInterval: 50 }) as PublicClient;
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'fuelswap-launch-'));
  await placeChainlinkMocks(anvil.url, mocker, config97);
}, 60_000);

afterAll(() => {
  anvil?.stop();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe('npm run deploy on chain 97', () => {
  it('refuses a node that is another chain', async () => {
    const config = await loadLaunchConfig(56);
    await expect(launch({ config, rpcUrl: anvil.url, account: privateKeyToAccount(DEPLOYER_KEY), outDir: out })).rejects.toThrow(
      /is chain 97, not 56: refusing to deploy/,
    );
    expect(fs.existsSync(path.join(out, '56.journal.json'))).toBe(false);
  }, 30_000);

  it('deploys killed halfway, resumes to the same addresses, sends nothing the third time, and hands everything to the timelock', async () => {
    // Receipts need two confirmations (the configuration's): blocks keep coming while the deploy runs.
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.url) });
    const miner = setInterval(() => void test.mine({ blocks: 1 }).catch(() => undefined), 25);
    try {
      const killed = await deploy({ DEPLOY_KILL_BEFORE_STEP: '45' });
      expect(killed.signal, killed.stderr + killed.stdout).toBe('SIGKILL');
      const half = readJournal();
      expect(half.steps.length).toBe(46);
      // Step 45 was written down and never broadcast.
      expect(half.steps[45]?.done).toBeUndefined();
      expect(await pub.getTransactionCount({ address: deployer })).toBe(45);

      const resumed = await deploy();
      expect(resumed.stderr).toBe('');
      expect(resumed.code).toBe(0);
      const full = readJournal();
      // The same steps, the same contracts, and the written-down step broadcast byte for byte.
      expect(full.steps.slice(0, 46).map((s) => [s.label, s.hash])).toEqual(half.steps.map((s) => [s.label, s.hash]));
      expect(full.steps.slice(0, 45).map((s) => s.done?.contractAddress)).toEqual(
        half.steps.slice(0, 45).map((s) => s.done?.contractAddress),
      );
      // No step sent twice: one nonce per step, in order, and the chain's count is the journal's.
      expect(full.steps.map((s) => s.nonce)).toEqual(full.steps.map((_, i) => i));
      expect(full.steps.every((s) => s.done)).toBe(true);
      const nonceAfter = await pub.getTransactionCount({ address: deployer });
      expect(nonceAfter).toBe(full.steps.length);

      // Run again (in this process: the same code the command runs, without another start-up).
      const again = await launch({
        config: config97,
        rpcUrl: anvil.url,
        account: privateKeyToAccount(DEPLOYER_KEY),
        outDir: out,
        pollingInterval: 20,
      });
      expect(again.sent).toBe(0);
      expect(again.steps).toBe(full.steps.length);
      expect(await pub.getTransactionCount({ address: deployer })).toBe(nonceAfter);
    } finally {
      clearInterval(miner);
    }

    const d = parseDeployment(JSON.parse(fs.readFileSync(path.join(out, '97.json'), 'utf8')));
    const timelock = d.governance?.timelock;
    if (!timelock) throw new Error('no timelock in the deployment');
    expect(d.chainId).toBe(97);
    expect(d.lottery?.randomKind).toBe('vrf');
    expect(d.prediction?.oracle).toBe(getAddress('0x2514895c72f50D8bd4B4F9b1110F0D6bD2c97526'));
    const owner = (address: Address) =>
      pub.readContract({ address, abi: artifacts.FuelChef.abi, functionName: 'owner' }) as Promise<Address>;
    const owned = [
      d.contracts.FuelChef,
      d.contracts.FuelVault,
      d.contracts.FuelTradingCompetition,
      d.prediction?.market,
      d.lottery?.lottery,
      d.lottery?.randomGenerator,
      d.profile?.bunnyFactory,
      d.profile?.bunnySpecial,
      d.profile?.pointCenter,
      d.profile?.tradeIn,
      d.profile?.achievements,
      d.auction?.address,
      ...(d.farms?.pools.filter((p) => p.sousId > 0).map((p) => p.contractAddress) ?? []),
    ];
    for (const a of owned) expect(await owner(a as Address), a).toBe(timelock);
    const read = (address: Address, abi: readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
      pub.readContract({ address, abi: abi as never, functionName, args: args as never });
    expect(await read(d.contracts.FuelVault!, artifacts.FuelVault.abi, 'admin')).toBe(timelock);
    expect(await read(d.prediction!.market, artifacts.FuelPrediction.abi, 'adminAddress')).toBe(timelock);
    expect(await read(d.contracts.Factory, artifacts.FuelFactory.abi, 'feeToSetter')).toBe(timelock);
    expect(await read(d.prediction!.market, artifacts.FuelPrediction.abi, 'operatorAddress')).toBe(config97.operators.prediction);
    expect(await read(d.lottery!.lottery, artifacts.FuelLottery.abi, 'operatorAddress')).toBe(config97.operators.lottery);
    expect(await read(d.contracts.FuelChef!, artifacts.FuelChef.abi, 'farmOperator')).toBe(config97.operators.auctionFarm);
    const admin = zeroHash;
    for (const [address, abi] of [
      [d.profile!.profile, artifacts.FuelProfile.abi],
      [d.profile!.bunnies, artifacts.FuelBunnies.abi],
    ] as const) {
      expect(await read(address, abi, 'hasRole', [admin, timelock])).toBe(true);
      expect(await read(address, abi, 'hasRole', [admin, deployer])).toBe(false);
    }
    expect(await read(d.profile!.profile, artifacts.FuelProfile.abi, 'hasRole', [keccak256(toHex('POINT_ROLE')), deployer])).toBe(false);
    const tl = artifacts.FuelTimelock.abi;
    expect(await read(timelock, tl, 'getMinDelay')).toBe(BigInt(config97.timelock.minDelaySeconds));
    for (const r of ['PROPOSER_ROLE', 'EXECUTOR_ROLE', 'CANCELLER_ROLE']) {
      expect(await read(timelock, tl, 'hasRole', [keccak256(toHex(r)), deployer]), r).toBe(false);
      expect(await read(timelock, tl, 'hasRole', [keccak256(toHex(r)), config97.owner]), r).toBe(true);
    }
    // The VRF subscription: the timelock owns it and the lottery's source is its consumer.
    const sub = d.governance!.vrf!;
    const [, , , subOwner, consumers] = (await read(sub.coordinator, artifacts.ChainlinkVRFCoordinatorMock.abi, 'getSubscription', [
      BigInt(sub.subscriptionId),
    ])) as readonly [bigint, bigint, bigint, Address, readonly Address[]];
    expect(subOwner).toBe(timelock);
    expect(consumers).toEqual([d.lottery!.randomGenerator]);

    const roles = await runScript('contracts/scripts/roles.ts', [
      '--chain',
      '97',
      '--rpc',
      anvil.url,
      '--deployment',
      path.join(out, '97.json'),
    ]);
    expect(roles.stdout).not.toMatch(/FAIL/);
    expect(roles.code).toBe(0);
  }, 150_000);

  it('moves a farm allocation through the timelock only', async () => {
    const d = parseDeployment(JSON.parse(fs.readFileSync(path.join(out, '97.json'), 'utf8')));
    const chef = d.contracts.FuelChef as Address;
    const timelock = d.governance!.timelock;
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.url) });
    // The deployer no longer owns the chef.
    await expect(
      pub.simulateContract({
        account: deployer,
        address: chef,
        abi: artifacts.FuelChef.abi,
        functionName: 'set',
        args: [1n, 1234n, false],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);

    const owner = config97.owner as Address;
    await test.impersonateAccount({ address: owner });
    await test.setBalance({ address: owner, value: 10n ** 18n });
    const ownerWallet = createWalletClient({ account: owner, transport: http(anvil.url) });
    const data = encodeFunctionData({ abi: artifacts.FuelChef.abi, functionName: 'set', args: [1n, 1234n, false] });
    const op = [chef, 0n, data, zeroHash, keccak256(toHex('farm 1 to 1234'))] as const;
    const tl = artifacts.FuelTimelock.abi;
    const send = async (functionName: 'schedule' | 'execute', args: readonly unknown[]) => {
      const hash = await ownerWallet.writeContract({ address: timelock, abi: tl, functionName, args: args as never, chain: null });
      return receiptOf(pub, hash);
    };
    const delay = BigInt(config97.timelock.minDelaySeconds);
    expect((await send('schedule', [...op, delay])).status).toBe('success');
    // Before the delay: refused.
    await expect(pub.simulateContract({ account: owner, address: timelock, abi: tl, functionName: 'execute', args: op })).rejects.toThrow(
      /TimelockUnexpectedOperationState/,
    );
    await test.increaseTime({ seconds: Number(delay) + 1 });
    await test.mine({ blocks: 1 });
    expect((await send('execute', op)).status).toBe('success');
    const info = (await pub.readContract({
      address: chef,
      abi: artifacts.FuelChef.abi,
      functionName: 'poolInfo',
      args: [1n],
    })) as readonly [Address, bigint, bigint, bigint];
    expect(info[1]).toBe(1234n);
    await test.stopImpersonatingAccount({ address: owner });
  }, 30_000);
});
