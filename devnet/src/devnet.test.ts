/**
 * Integration: a real devnet (anvil + deploy + web, no app build) in a temp
 * dir on free ports; then a restart must reuse the chain with its state.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseUnits, type Address } from 'viem';
import { devnetAccounts, parseDeployment } from '@fuelswap/config';
import { startDevnet, type Devnet } from './devnet.ts';
import { seededPoolAprs } from './seed-farms-plan.ts';
import { isSeedableToken, pairAmounts, PAIRS } from './seed-plan.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
]);
const factoryAbi = parseAbi(['function feeTo() view returns (address)']);

describe('startDevnet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'devnet-it-'));
  const deploymentFile = join(dir, 'deployment.json');
  const lines: string[] = [];
  let devnet: Devnet | undefined;

  afterAll(async () => {
    await devnet?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('deploys and seeds, then reuses the chain after a restart', { timeout: 180_000 }, async () => {
    const [rpcPort, webPort] = [await freePort(), await freePort()];
    const opts = { rpcPort, webPort, dir, deploymentFile, blockTime: 1, buildApp: false, log: (l: string) => lines.push(l) };
    devnet = await startDevnet(opts);

    // The deployment file: valid, for this chain and RPC.
    expect(existsSync(deploymentFile)).toBe(true);
    const d = parseDeployment(JSON.parse(readFileSync(deploymentFile, 'utf8')));
    expect(d).toEqual(devnet.deployment);
    expect(d.rpcUrl).toBe(devnet.rpcUrl);
    expect(d.tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['WBNB', 'FUEL', 'BUSD', 'SAFEMOON']));
    expect(lines.some((l) => l.startsWith('✓ deploy and seed'))).toBe(true);

    const pub = createPublicClient({ transport: http(devnet.rpcUrl) });
    const token = (s: string) => d.tokens.find((t) => t.symbol === s)!.address;

    // DAI-BUSD (a pair the week of seeded history leaves alone) holds what the plan says.
    const pair = d.pairs.find((p) => p.name === 'DAI-BUSD')!;
    const [r0, r1] = await pub.readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' });
    const plan = pairAmounts(PAIRS.find((p) => p.a === 'DAI' && p.b === 'BUSD')!);
    const daiIs0 = pair.token0 === token('DAI');
    expect(daiIs0 ? [r0, r1] : [r1, r0]).toEqual([plan.amountA, plan.amountB]);
    // BUSD-WBNB was traded for a week (seed-history.ts) and swapped back to the plan's price.
    const refPair = d.pairs.find((p) => p.name === 'BUSD-WBNB')!;
    const [f0, f1] = await pub.readContract({ address: refPair.address, abi: pairAbi, functionName: 'getReserves' });
    const refPlan = pairAmounts(PAIRS.find((p) => p.a === 'BUSD' && p.b === 'WBNB')!);
    const [busd, bnb] = refPair.token0 === token('BUSD') ? [f0, f1] : [f1, f0];
    const deviationPpm = ((busd * refPlan.amountB - bnb * refPlan.amountA) * 1_000_000n) / (bnb * refPlan.amountA);
    expect(deviationPpm < 500n && deviationPpm > -500n, `BUSD-WBNB price off the plan by ${deviationPpm} ppm`).toBe(true);
    // The history's first swaps are a week old; the head is on the wall clock.
    const history = await pub.getContractEvents({ address: refPair.address, abi: pairAbi, eventName: 'Swap', fromBlock: 0n });
    expect(history.length).toBeGreaterThan(5);
    const first = await pub.getBlock({ blockNumber: history[0]!.blockNumber });
    const head = await pub.getBlock();
    expect(Number(head.timestamp - first.timestamp)).toBeGreaterThan(5 * 86_400); // its first swap on this pair is on day 2 (the PRNG is seeded)
    expect(Math.abs(Number(head.timestamp) - Date.now() / 1000)).toBeLessThan(120);
    expect(await pub.readContract({ address: d.contracts.Factory, abi: factoryAbi, functionName: 'feeTo' })).toBe(devnetAccounts(d).feeTo);

    // The Syrup pools stake and earn what the plan computed their APRs for, and none pays out or takes a safety token
    // (deployFarms uses every token the deployer can mint as a partner reward).
    const symbol = (s: string) => (s === 'BNB' ? 'WBNB' : s);
    const pools = d.farms?.pools ?? [];
    const live = pools
      .filter((p) => p.sousId > 0 && !p.isFinished)
      .map((p) => `pool ${p.sousId} (${symbol(p.stakingTokenSymbol)} earns ${p.earningTokenSymbol})`);
    const planned = seededPoolAprs().slice(1);
    expect(live).toEqual(planned.map((a) => a.name));
    for (const p of pools) {
      expect(isSeedableToken(p.earningTokenSymbol) && isSeedableToken(p.stakingTokenSymbol), `pool ${p.sousId}`).toBe(true);
    }

    // The devnet wallet is funded.
    const balance = (t: string, who: Address) =>
      pub.readContract({ address: token(t), abi: erc20Abi, functionName: 'balanceOf', args: [who] });
    expect(await balance('BUSD', devnetAccounts(d).devWallet)).toBe(parseUnits('1000000', 18));
    expect(await balance('FUEL', devnetAccounts(d).devWallet)).toBe(parseUnits('1000000', 9));
    expect(await balance('WBNB', devnetAccounts(d).devWallet)).toBe(parseUnits('100', 18));

    // The web server serves the deployment and the list.
    expect((await fetch(`${devnet.webUrl}/healthz`)).status).toBe(200);
    expect(parseDeployment(await (await fetch(`${devnet.webUrl}/devnet/deployment.json`)).json()).contracts.Router).toBe(
      d.contracts.Router,
    );

    // A transaction after seeding, which the restart must keep.
    const wallet = createWalletClient({ account: devnetAccounts(d).devWallet, transport: http(devnet.rpcUrl) });
    const receiver = devnetAccounts(d).feeTo;
    const before = await balance('BUSD', receiver);
    const hash = await wallet.writeContract({
      address: token('BUSD'),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, 123n],
      chain: null,
    });
    const receipt = await pub.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    expect(receipt.status).toBe('success');

    await devnet.stop();
    devnet = undefined;
    lines.length = 0;

    devnet = await startDevnet(opts);
    expect(lines.some((l) => l.includes('deploy and seed'))).toBe(false);
    expect(devnet.deployment.contracts.Router).toBe(d.contracts.Router);
    const pub2 = createPublicClient({ transport: http(devnet.rpcUrl) });
    expect(await pub2.getBlockNumber()).toBeGreaterThanOrEqual(receipt.blockNumber);
    expect((await pub2.getTransactionReceipt({ hash })).status).toBe('success');
    expect(await pub2.readContract({ address: token('BUSD'), abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })).toBe(
      before + 123n,
    );
  });
});
