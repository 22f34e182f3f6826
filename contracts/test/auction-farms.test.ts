/**
 * The auction winners' farms end to end on anvil: FuelFarmAuction closes, the keeper's pass
 * (keepers/src/auction-farms.ts) schedules only the winners' LP farms in FuelChef from the close block
 * for `farmBlocks`, does nothing on a second pass, stops them once they end, gives a project that wins again its
 * farm back, and skips a winner whose LP the chef's owner has not made schedulable.
 */
import { decodeFunctionData, getAddress, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeployedAuction } from '@fuelswap/config';
import { abi, deployFixture, FUEL, revertReason, startEnv, type Env, type Fixture } from './farms/helpers.ts';
import { artifacts } from './fixtures.ts';
import { syncAuctionFarms } from '../../keepers/src/auction-farms.ts';

const FARM_BLOCKS = 20n;
let env: Env;
let f: Fixture;
let auctionAddr: Address;
let auction: DeployedAuction;
const aucAbi = artifacts.FuelFarmAuction.abi;

beforeAll(async () => {
  env = await startEnv();
  f = await deployFixture(env);
  // The auction's operator is the admin account, made the chef's farm operator by the chef's owner.
  auctionAddr = await env.deploy('FuelFarmAuction', [f.fuel, f.admin, f.owner]);
  await env.write(f.chef, abi.chef, 'setFarmOperator', [f.admin]);
  // Only Alpha's LP for now: Beta's is allowed later in the test.
  await env.write(f.chef, abi.chef, 'setSchedulable', [[f.lpA], true]);
  const [a, b] = f.users as [Address, Address];
  await env.write(auctionAddr, aucAbi, 'addWhitelist', [[a, b]]);
  for (const u of [a, b]) await env.write(f.fuel, abi.fuel, 'approve', [auctionAddr, 2n ** 256n - 1n], { from: u });
  auction = {
    chainId: 31337,
    address: auctionAddr,
    operator: f.admin,
    startBlock: Number(await env.blockNumber()),
    projects: [
      { account: getAddress(a), name: 'Alpha', token: 'ALP', farm: { tokenAddress: f.lpA, tokenDecimals: 18, lpAddress: f.lpA } },
      { account: getAddress(b), name: 'Beta', token: 'BET', farm: { tokenAddress: f.lpB, tokenDecimals: 18, lpAddress: f.lpB } },
    ],
  };
}, 120_000);
afterAll(async () => {
  await env?.stop();
});

const sent: string[] = [];
const send = async (to: Address, data: Hex, label: string) => {
  const { functionName, args } = decodeFunctionData({ abi: abi.chef, data });
  await env.write(to, abi.chef, functionName, args ?? [], { from: f.admin });
  sent.push(label);
};
const sync = () => syncAuctionFarms({ pub: env.pub as never, chef: f.chef, auction, farmBlocks: FARM_BLOCKS, send });
const farmOf = (lp: Address) => env.read<readonly [boolean, bigint, bigint]>(f.chef, abi.chef, 'farmOf', [lp]);
const alloc = async (pid: bigint) => (await env.read<readonly [Address, bigint, bigint, bigint]>(f.chef, abi.chef, 'poolInfo', [pid]))[1];

/** One auction with one winning place: `win` bids 200 FUEL, `lose` 100; returns the close block. */
async function runAuction(win: Address, lose: Address): Promise<bigint> {
  const start = (await env.blockNumber()) + 2n;
  await env.write(auctionAddr, aucAbi, 'startAuction', [start, start + 5n, FUEL(100), 1n], { from: f.admin });
  await env.write(auctionAddr, aucAbi, 'bid', [FUEL(200)], { from: win });
  await env.write(auctionAddr, aucAbi, 'bid', [FUEL(100)], { from: lose });
  await env.mine(6);
  const r = await env.write(auctionAddr, aucAbi, 'closeAuction', [], { from: f.admin });
  return r.blockNumber;
}

describe('auction winners get a farm for its seven days (in blocks), then it stops', () => {
  it('schedules the winner only, once; stops it after the end; schedules it again when it wins again', async () => {
    const [a, b] = f.users as [Address, Address];
    expect(await revertReason(env.write(f.chef, abi.chef, 'scheduleFarm', [100n, f.lpA, 10n ** 9n], { from: a }))).toContain(
      'FuelChef__NotFarmOperator',
    );

    const closed = await runAuction(a, b);
    const first = await sync();
    expect(first.map((x) => [x.kind, x.project, x.endBlock])).toEqual([['schedule', 'Alpha', closed + FARM_BLOCKS]]);
    const [existsA, pidA, endA] = await farmOf(f.lpA);
    expect(existsA).toBe(true);
    expect(endA).toBe(closed + FARM_BLOCKS);
    expect(await alloc(pidA)).toBe(100n);
    expect((await farmOf(f.lpB))[0]).toBe(false); // the losing project gets nothing
    expect(await sync()).toEqual([]); // idempotent

    // A farmer earns on it until the end only.
    const farmer = f.users[2]!;
    await env.write(f.chef, abi.chef, 'deposit', [pidA, 10n ** 18n], { from: farmer });
    await env.mine(FARM_BLOCKS + 5n);
    const pendingAtStop = await env.read(f.chef, abi.chef, 'pendingCake', [pidA, farmer]);
    expect(pendingAtStop).toBeGreaterThan(0n);
    const stops = await sync();
    expect(stops.map((x) => [x.kind, x.project, x.pid])).toEqual([['stop', 'Alpha', pidA]]);
    expect(await alloc(pidA)).toBe(0n);
    expect(await sync()).toEqual([]);
    await env.mine(10);
    expect(await env.read(f.chef, abi.chef, 'pendingCake', [pidA, farmer])).toBe(pendingAtStop);

    // Next week: Beta wins; Alpha's old win is over and stays stopped. Beta's LP is not schedulable yet: the
    // chef would refuse it, so the pass sends nothing, and the operator cannot schedule it either.
    const closed2 = await runAuction(b, a);
    expect(await sync()).toEqual([]);
    expect((await farmOf(f.lpB))[0]).toBe(false);
    expect(
      await revertReason(env.write(f.chef, abi.chef, 'scheduleFarm', [100n, f.lpB, closed2 + FARM_BLOCKS], { from: f.admin })),
    ).toContain('FuelChef__NotSchedulable');
    await env.write(f.chef, abi.chef, 'setSchedulable', [[f.lpB], true]);
    const second = await sync();
    expect(second.map((x) => [x.kind, x.project, x.endBlock])).toEqual([['schedule', 'Beta', closed2 + FARM_BLOCKS]]);
    expect(await alloc(pidA)).toBe(0n);

    // Alpha wins again: the same pid runs again to its new end.
    const closed3 = await runAuction(a, b);
    const third = await sync();
    expect(third.map((x) => [x.kind, x.project])).toEqual([['schedule', 'Alpha']]);
    const [, pidA2, endA2] = await farmOf(f.lpA);
    expect(pidA2).toBe(pidA);
    expect(endA2).toBe(closed3 + FARM_BLOCKS);
    expect(await alloc(pidA)).toBe(100n);
  }, 120_000);
});
