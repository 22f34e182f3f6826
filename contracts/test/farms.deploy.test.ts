import { createWalletClient, http, isAddressEqual, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artifacts } from '../generated/artifacts.ts';
import { deployCore } from '../scripts/deploy-core.ts';
import { CHEF_BOUNDS, deployFarms, REFERENCE_FARM_ALLOC, type DeployFarmsOptions, type FarmsDeployment } from '../scripts/deploy-farms.ts';
import { abi, chain, E18, FUEL, revertReason, startEnv, type Env } from './farms/helpers.ts';

let env: Env;
let wallet: ReturnType<typeof createWalletClient>;
let opts: DeployFarmsOptions;
let taxed: Address;

/** The devnet's shape: 16 mintable test tokens, a taxed token, 20 pairs. */
const SYMBOLS = ['BUSD', 'DAI', 'USDT', 'BTCB', 'UST', 'ETH', 'USDC', 'CAKE', 'XVS', 'VAI', 'ALPACA', 'BELT', 'TKO', 'NRV', 'EPS'];
const PAIRS: [string, string][] = [
  ['BUSD', 'WBNB'],
  ['FUEL', 'WBNB'],
  ['CAKE', 'WBNB'],
  ['ETH', 'WBNB'],
  ['BTCB', 'WBNB'],
  ['USDT', 'BUSD'],
  ['DAI', 'BUSD'],
  ['USDC', 'BUSD'],
  ['UST', 'BUSD'],
  ['CAKE', 'BUSD'],
  ['FUEL', 'BUSD'],
  ['XVS', 'WBNB'],
  ['VAI', 'BUSD'],
  ['SAFEMOON', 'WBNB'],
  ['ALPACA', 'BUSD'],
  ['EPS', 'BUSD'],
  ['NRV', 'ETH'],
  ['TKO', 'DAI'],
  ['BELT', 'USDT'],
  ['TKO', 'ALPACA'],
];

beforeAll(async () => {
  env = await startEnv();
  const deployer = env.accounts[0]!;
  wallet = createWalletClient({ chain, account: deployer, transport: http(env.node.url, { retryCount: 0 }) });
  const core = await deployCore(wallet as never, env.pub as never);
  const tokens: Record<string, Address> = { WBNB: core.wbnb };
  tokens.FUEL = await env.deploy('FuelToken');
  for (const s of SYMBOLS) tokens[s] = await env.deploy('TestToken', [`${s} Token`, s, 18]);
  taxed = await env.deploy('TaxedToken', ['SafeMoon', 'SAFEMOON', E18(1_000_000)]);
  tokens.SAFEMOON = taxed;
  const pairs: DeployFarmsOptions['pairs'] = [];
  for (const [a, b] of PAIRS) {
    await env.write(core.factory, artifacts.FuelFactory.abi, 'createPair', [tokens[a]!, tokens[b]!]);
    const address = await env.read<Address>(core.factory, artifacts.FuelFactory.abi, 'getPair', [tokens[a]!, tokens[b]!]);
    const [token0, token1] = tokens[a]!.toLowerCase() < tokens[b]!.toLowerCase() ? [tokens[a]!, tokens[b]!] : [tokens[b]!, tokens[a]!];
    pairs.push({ name: `${a}-${b}`, address, token0, token1 });
  }
  // FUEL for a user before the chef takes the token over.
  await env.write(tokens.FUEL, abi.fuel, 'mint', [env.accounts[5]!, FUEL(10_000)]);
  opts = {
    fuel: tokens.FUEL,
    wbnb: core.wbnb,
    tokens,
    pairs,
    treasury: env.accounts[2]!,
    currentBlock: await env.blockNumber(),
  };
}, 60_000);
afterAll(async () => {
  await env?.stop();
});
beforeEach(async () => {
  await env.reset();
});

async function checkDeployment(d: FarmsDeployment, currentBlock: bigint) {
  const deployer = env.accounts[0]!;
  // Plain JSON.
  expect(JSON.parse(JSON.stringify(d))).toEqual(d);

  // Chef, bar, vault wiring; FUEL belongs to the chef now.
  expect(await env.read<Address>(opts.fuel, abi.fuel, 'owner')).toBe(d.chef);
  expect(await env.read<Address>(d.chef, abi.chef, 'syrup')).toBe(d.bar);
  expect(await env.read(d.chef, abi.chef, 'fuelPerBlock')).toBe(FUEL(40));
  expect(d.fuelPerBlock).toBe('40');
  // The deploy's copy of the chef's bounds is the chef's, and the plan is within them.
  expect(await env.read(d.chef, abi.chef, 'MAX_FUEL_PER_BLOCK')).toBe(CHEF_BOUNDS.maxFuelPerBlock);
  expect(await env.read(d.chef, abi.chef, 'MAX_ALLOC_POINT')).toBe(BigInt(CHEF_BOUNDS.maxAllocPoint));
  expect(await env.read(d.chef, abi.chef, 'MAX_POOLS')).toBe(BigInt(CHEF_BOUNDS.maxPools));
  expect(await env.read(d.chef, abi.chef, 'MAX_FARM_ALLOC_POINT')).toBe(BigInt(CHEF_BOUNDS.maxFarmAllocPoint));
  expect(await env.read(d.chef, abi.chef, 'MAX_FARM_BLOCKS')).toBe(CHEF_BOUNDS.maxFarmBlocks);
  expect(Math.max(...d.farms.map((f) => f.allocPoint))).toBeLessThanOrEqual(CHEF_BOUNDS.maxAllocPoint);
  expect(d.farms.length).toBeLessThanOrEqual(CHEF_BOUNDS.maxPools);
  expect(await env.read<Address>(d.vault, abi.vault, 'masterchef')).toBe(d.chef);
  expect(await env.read<Address>(d.vault, abi.vault, 'treasury')).toBe(opts.treasury);
  expect(await env.read<Address>(d.vault, abi.vault, 'admin')).toBe(deployer);

  // Farms: pid 0 plus one per pair, config matching the chef.
  expect(d.farms.length).toBeGreaterThanOrEqual(21);
  expect(d.farms.map((f) => f.pid)).toEqual(d.farms.map((_, i) => i));
  expect(await env.read(d.chef, abi.chef, 'poolLength')).toBe(BigInt(d.farms.length));
  let others = 0;
  for (const farm of d.farms) {
    const [lp, alloc] = await env.read<readonly [Address, bigint, bigint, bigint]>(d.chef, abi.chef, 'poolInfo', [BigInt(farm.pid)]);
    expect(lp).toBe(farm.lpAddress);
    expect(alloc).toBe(BigInt(farm.allocPoint));
    if (farm.pid > 0) others += farm.allocPoint;
  }
  expect(new Set(d.farms.map((f) => f.allocPoint)).size).toBeGreaterThan(5);
  expect(others % 3).toBe(0);
  expect(d.farms[0]!.allocPoint * 3).toBe(others);
  expect(await env.read(d.chef, abi.chef, 'totalAllocPoint')).toBe(BigInt(others + d.farms[0]!.allocPoint));
  const fuelBnb = d.farms[d.keyFarms.fuelBnb]!;
  const busdBnb = d.farms[d.keyFarms.busdBnb]!;
  expect(fuelBnb.lpSymbol).toBe('FUEL-BNB LP');
  expect(fuelBnb.token).toBe(opts.fuel);
  expect(fuelBnb.quoteToken).toBe(opts.wbnb);
  expect(fuelBnb.allocPoint).toBe(REFERENCE_FARM_ALLOC.fuelBnb);
  expect(busdBnb.lpSymbol).toBe('BUSD-BNB LP');
  expect(busdBnb.quoteToken).toBe(opts.wbnb);
  const community = d.farms.filter((f) => f.isCommunity);
  expect(community.length).toBeGreaterThanOrEqual(2);
  for (const c of community) expect(c.lpSymbol).toContain('CAKE');
  for (const farm of d.farms.slice(1)) {
    const pair = opts.pairs.find((p) => p.address === farm.lpAddress)!;
    expect([pair.token0, pair.token1].sort()).toEqual([farm.token, farm.quoteToken].sort());
    expect(farm.lpSymbol).toBe(`${farm.tokenSymbol}-${farm.quoteTokenSymbol} LP`);
  }

  // Pools: pool 0 plus at least 30 Syrup pools, each matching its contract.
  expect(d.pools.length).toBeGreaterThanOrEqual(31);
  expect(d.pools.map((p) => p.sousId)).toEqual(d.pools.map((_, i) => i));
  expect(new Set(d.pools.map((p) => p.contractAddress)).size).toBe(d.pools.length);
  const p0 = d.pools[0]!;
  expect(p0).toMatchObject({
    contractAddress: d.chef,
    stakingToken: opts.fuel,
    earningToken: opts.fuel,
    tokenPerBlock: '10',
    sortOrder: 1,
  });
  for (const p of d.pools.slice(1)) {
    const c = p.contractAddress;
    const sousAbi = p.poolCategory === 'BINANCE' ? abi.sousBnb : abi.sous;
    const [start, end, rate, limit, reward, owner] = await Promise.all([
      env.read(c, sousAbi, 'startBlock'),
      env.read(c, sousAbi, 'bonusEndBlock'),
      env.read(c, sousAbi, 'rewardPerBlock'),
      env.read(c, sousAbi, 'poolLimitPerUser'),
      env.read<Address>(c, sousAbi, 'rewardToken'),
      env.read<Address>(c, sousAbi, 'owner'),
    ]);
    expect(start).toBe(BigInt(p.startBlock));
    expect(end).toBe(BigInt(p.endBlock));
    expect(rate).toBe(parseUnits(p.tokenPerBlock, p.earningTokenDecimals));
    expect(limit.toString()).toBe(p.stakingLimit);
    expect(reward).toBe(p.earningToken);
    expect(owner).toBe(deployer);
    expect(p.sortOrder).toBe(999);
    if (p.poolCategory === 'BINANCE') expect(p.stakingToken).toBe(opts.wbnb);
    else expect(await env.read<Address>(c, abi.sous, 'stakedToken')).toBe(p.stakingToken);
    expect(p.isFinished).toBe(BigInt(p.endBlock) < currentBlock);
    if (p.enableEmergencyWithdraw) expect(p.isFinished).toBe(true);
    if (!p.isFinished) {
      expect(await env.read(p.earningToken, abi.token, 'balanceOf', [c])).toBe(rate * (end - start));
    }
    expect(isAddressEqual(p.earningToken, taxed)).toBe(false);
  }
  const sous = d.pools.slice(1);
  expect(sous.filter((p) => !p.isFinished && p.startBlock <= Number(currentBlock)).length).toBeGreaterThanOrEqual(15);
  expect(sous.filter((p) => p.isFinished).length).toBeGreaterThanOrEqual(5);
  expect(sous.filter((p) => p.enableEmergencyWithdraw).length).toBeGreaterThanOrEqual(2);
  expect(sous.filter((p) => p.isFinished && !p.enableEmergencyWithdraw).length).toBeGreaterThanOrEqual(2);
  expect(sous.filter((p) => p.stakingLimit !== '0' && !p.isFinished).length).toBeGreaterThanOrEqual(3);
  expect(sous.filter((p) => p.startBlock > Number(currentBlock)).length).toBeGreaterThanOrEqual(1);
  expect(sous.filter((p) => p.poolCategory === 'BINANCE').length).toBe(1);
  expect(sous.filter((p) => p.poolCategory === 'COMMUNITY').length).toBeGreaterThanOrEqual(1);
  const toFuel = sous.filter((p) => p.earningToken === opts.fuel && p.stakingToken !== opts.fuel && !p.isFinished);
  expect(toFuel.length).toBeGreaterThanOrEqual(3);
}

describe('deployFarms', () => {
  it('deploys the chef, vault, 20+ farms and 30+ pools, funded and consistent with the returned config', async () => {
    const started = Date.now();
    const d = await deployFarms(wallet as never, env.pub as never, opts);
    const ms = Date.now() - started;
    expect(ms).toBeLessThan(20_000);
    await checkDeployment(d, opts.currentBlock);

    // Smoke: the deployed system works for a user.
    const user = env.accounts[5]!;
    const live = d.pools.find(
      (p) => !p.isFinished && p.stakingToken === opts.fuel && p.sousId > 0 && p.startBlock <= Number(opts.currentBlock),
    )!;
    await env.write(opts.fuel, abi.fuel, 'approve', [live.contractAddress, FUEL(100)], { from: user });
    await env.write(live.contractAddress, abi.sous, 'deposit', [FUEL(100)], { from: user });
    await env.write(opts.fuel, abi.fuel, 'approve', [d.vault, FUEL(100)], { from: user });
    await env.write(d.vault, abi.vault, 'deposit', [FUEL(100)], { from: user });
    await env.write(opts.fuel, abi.fuel, 'approve', [d.chef, FUEL(100)], { from: user });
    await env.write(d.chef, abi.chef, 'enterStaking', [FUEL(100)], { from: user });
    await env.mine(10);
    expect(await env.read(live.contractAddress, abi.sous, 'pendingReward', [user])).toBeGreaterThan(0n);
    expect(await env.read(d.chef, abi.chef, 'pendingCake', [0n, user])).toBeGreaterThan(0n);
    const before = await env.read(opts.fuel, abi.fuel, 'balanceOf', [user]);
    await env.write(d.chef, abi.chef, 'leaveStaking', [0n], { from: user });
    expect(await env.read(opts.fuel, abi.fuel, 'balanceOf', [user])).toBeGreaterThan(before);
    // Nobody but the chef can mint FUEL any more.
    expect(await revertReason(env.write(opts.fuel, abi.fuel, 'mint', [user, 1n]))).toContain('OwnableUnauthorizedAccount');
  });

  it('fits in a few blocks when block production is paused and the caller mines', async () => {
    await env.test.setAutomine(false);
    try {
      const from = await env.blockNumber();
      const d = await deployFarms(wallet as never, env.pub as never, { ...opts, mine: () => env.test.mine({ blocks: 1 }) });
      const used = (await env.blockNumber()) - from;
      expect(used).toBeLessThanOrEqual(8n);
      await checkDeployment(d, opts.currentBlock);
    } finally {
      await env.test.setAutomine(true);
    }
  });

  it('refuses fewer than 20 pairs, or a missing FUEL-WBNB reference pair', async () => {
    await expect(deployFarms(wallet as never, env.pub as never, { ...opts, pairs: opts.pairs.slice(0, 19) })).rejects.toThrow(
      /at least 20 LP pairs.*got 19/,
    );
    const noFuelBnb = opts.pairs.filter((p) => p.name !== 'FUEL-WBNB');
    noFuelBnb.push({ ...opts.pairs[0]!, name: 'dup' }, opts.pairs[0]!);
    await expect(deployFarms(wallet as never, env.pub as never, { ...opts, pairs: noFuelBnb })).rejects.toThrow(/listed twice|FUEL-WBNB/);
  });
});
