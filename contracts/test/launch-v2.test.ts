/**
 * `npm run deploy`'s other exchange and its sales, on a bare anvil started as chain 97: the 97 configuration with
 * swaps through an established V2 exchange (`exchange.kind: 'pancakeV2'`: nothing of the exchange is ours) and one
 * IFO over the FUEL-BNB LP. PancakeSwap's own build is not available here, so the V2 exchange is a stand-in with
 * the same interface (our FuelFactory and FuelRouter, deployed by another account before the launch), with the
 * BUSD-BNB pair it already holds on the real chain. The launch must deploy no factory or router, create only the
 * pairs that hold FUEL, list the farms on the V2 pairs, and hand the sale to the timelock with its pools as
 * configured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../scripts/build.ts';
import { startAnvil, type AnvilInstance } from '../scripts/anvil.ts';
import { receiptOf } from '../scripts/receipt.ts';

await build({ quiet: true });
const { artifacts, PAIR_INIT_CODE_HASH } = await import('../generated/artifacts.ts');
const { parseLaunchConfig } = await import('../deploy/config.ts');
const { launch } = await import('../scripts/deploy.ts');
const { deployFrom, placeAt, placeChainlinkMocks } = await import('../scripts/chainlink-mocks.ts');
const input97 = (await import('../deploy/chains/97.ts')).default;

const DEPLOYER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const deployerAccount = privateKeyToAccount(DEPLOYER_KEY);
/** anvil's #9: the V2 exchange's and the tokens' deployer, never the launch's. */
const mocker = privateKeyToAccount('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6');
const E18 = 10n ** 18n;

let anvil: AnvilInstance;
let pub: PublicClient;
let out: string;

const deployAs = (name: keyof typeof artifacts, args: readonly unknown[]) => deployFrom(anvil.url, mocker, name, args);

async function writeAs(address: Address, abi: readonly unknown[], functionName: string, args: readonly unknown[]) {
  const wallet = createWalletClient({ account: mocker, transport: http(anvil.url) });
  const hash = await wallet.writeContract({ address, abi: abi as never, functionName, args: args as never, chain: null });
  expect((await receiptOf(pub, hash)).status).toBe('success');
}

const read = <T>(address: Address, abi: readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
  pub.readContract({ address, abi: abi as never, functionName, args: args as never }) as Promise<T>;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 97 });
  pub = createPublicClient({ transport: http(anvil.url), pollingInterval: 50 }) as PublicClient;
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'fuelswap-launch-v2-'));
}, 60_000);

afterAll(() => {
  anvil?.stop();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe('npm run deploy on chain 97 through an established V2 exchange, with an IFO', () => {
  it('deploys no exchange of its own, lists the farms on the V2 pairs and hands the sale to the timelock', async () => {
    const own97 = parseLaunchConfig(input97);
    // Chainlink's mocks and WBNB at the testnet's addresses, as for the launch on our own exchange.
    await placeChainlinkMocks(anvil.url, mocker, own97);
    const wbnb = getAddress(own97.exchange.kind === 'own' && own97.exchange.wbnb !== 'deploy' ? own97.exchange.wbnb : zeroAddress);
    const busdRef = own97.farms.list.find((f) => typeof f.token === 'object' && f.token.symbol === 'BUSD')?.token;
    if (!busdRef || typeof busdRef !== 'object') throw new Error('the 97 file lists no BUSD farm');
    const busd = getAddress(busdRef.address);
    await placeAt(anvil.url, mocker, 'TestToken', ['BUSD Token', 'BUSD', 18], busd);
    // The established exchange, and the BUSD-BNB pair it holds before any launch.
    const factory = await deployAs('FuelFactory', [mocker.address]);
    const router = await deployAs('FuelRouter', [factory, wbnb]);
    await writeAs(factory, artifacts.FuelFactory.abi, 'createPair', [busd, wbnb]);
    const busdBnb = getAddress(await read<Address>(factory, artifacts.FuelFactory.abi, 'getPair', [busd, wbnb]));
    const offering = await deployAs('TestToken', ['Kalmar Token', 'KALM', 18]);

    const config = parseLaunchConfig({
      ...input97,
      exchange: { kind: 'pancakeV2', factory, router, wbnb, initCodeHash: PAIR_INIT_CODE_HASH },
      ifos: [
        {
          id: 'kalmar',
          offeringToken: offering,
          startOffset: 300,
          endOffset: 400,
          offeringAmount: 1_000n * E18,
          raisingAmount: 100n * E18,
          basicLimitPerUser: 1n * E18,
          fuelToBurn: 0n,
          pointsThreshold: 0n,
        },
      ],
    });

    // Receipts need the configuration's two confirmations: blocks keep coming while the deploy runs.
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.url) });
    const miner = setInterval(() => void test.mine({ blocks: 1 }).catch(() => undefined), 25);
    let result: Awaited<ReturnType<typeof launch>>;
    try {
      result = await launch({ config, rpcUrl: anvil.url, account: deployerAccount, outDir: out, pollingInterval: 20 });
    } finally {
      clearInterval(miner);
    }
    const d = result.deployment;
    const journal = JSON.parse(fs.readFileSync(result.journalFile, 'utf8')) as { steps: { label: string }[] };
    const labels = journal.steps.map((s) => s.label);

    // The exchange is the established one: no factory, router or WBNB of ours, and the pair init code hash given.
    expect(d.contracts.Factory).toBe(factory);
    expect(d.contracts.Router).toBe(router);
    expect(labels.filter((l) => /deploy (FuelFactory|FuelRouter|WBNB)$/.test(l))).toEqual([]);
    // Only the pair that holds FUEL was created (on the V2 factory); BUSD-BNB is the one it already had.
    expect(labels.filter((l) => l.includes(`createPair on ${factory}`))).toHaveLength(1);
    const fuel = d.contracts.FuelToken as Address;
    const fuelBnb = getAddress(await read<Address>(factory, artifacts.FuelFactory.abi, 'getPair', [fuel, wbnb]));
    expect(fuelBnb).not.toBe(zeroAddress);
    const lps = d.farms!.farms.filter((f) => f.pid > 0).map((f) => getAddress(f.lpAddress));
    expect(lps).toEqual(expect.arrayContaining([fuelBnb, busdBnb]));

    // The sale: over the FUEL-BNB LP, its two pools split 30/70 as a v2 sale, owned by the timelock.
    const timelock = d.governance!.timelock;
    const sale = d.ifo!.entries[0]!;
    expect(sale.id).toBe('kalmar');
    expect(getAddress(d.ifo!.lpToken)).toBe(fuelBnb);
    expect(await read<Address>(sale.address, artifacts.FuelIFO.abi, 'owner')).toBe(timelock);
    expect(getAddress(await read<Address>(sale.address, artifacts.FuelIFO.abi, 'lpToken'))).toBe(fuelBnb);
    const pool = (pid: bigint) =>
      read<readonly [bigint, bigint, bigint, boolean]>(sale.address, artifacts.FuelIFO.abi, 'viewPoolInformation', [pid]);
    expect((await pool(0n)).slice(0, 4)).toEqual([30n * E18, 300n * E18, 1n * E18, false]);
    expect((await pool(1n)).slice(0, 4)).toEqual([70n * E18, 700n * E18, 0n, true]);
    expect(sale.startBlock).toBeLessThan(sale.endBlock);

    // The launch checked every role on chain before it returned (the deployer holds none); the V2 factory's fee
    // setter is its own owner's, not handed to our timelock.
    expect(await read<Address>(factory, artifacts.FuelFactory.abi, 'feeToSetter')).toBe(mocker.address);
  }, 150_000);
});
