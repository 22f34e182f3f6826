/**
 * deployVoting on the devnet's shape (deployFarms over 20 pairs): the voting section parses, counts exactly
 * the Syrup pools that stake FUEL (not pool 0, not partner-token pools), points at the FUEL-BNB farm, and the
 * view reads a user's FUEL in the wallet and in a counted pool.
 */
import { createWalletClient, http, isAddressEqual, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDeployedVoting } from '@fuelswap/config';
import { artifacts } from '../generated/artifacts.ts';
import { deployCore } from '../scripts/deploy-core.ts';
import { deployFarms, type DeployFarmsOptions } from '../scripts/deploy-farms.ts';
import { deployVoting } from '../scripts/deploy-voting.ts';
import { abi, chain, E18, FUEL, startEnv, type Env } from './farms/helpers.ts';

let env: Env;
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
}, 60_000);
afterAll(async () => {
  await env?.stop();
});

describe('deployVoting', () => {
  it('deploys the view over the farms and writes a voting section that parses', async () => {
    const deployer = env.accounts[0]!;
    const user = env.accounts[5]!;
    const wallet = createWalletClient({ chain, account: deployer, transport: http(env.node.url, { retryCount: 0 }) });
    const core = await deployCore(wallet as never, env.pub as never);
    const tokens: Record<string, Address> = { WBNB: core.wbnb };
    tokens.FUEL = await env.deploy('FuelToken');
    for (const s of SYMBOLS) tokens[s] = await env.deploy('TestToken', [`${s} Token`, s, 18]);
    tokens.SAFEMOON = await env.deploy('TaxedToken', ['SafeMoon', 'SAFEMOON', E18(1_000_000)]);
    const pairs: DeployFarmsOptions['pairs'] = [];
    for (const [a, b] of PAIRS) {
      await env.write(core.factory, artifacts.FuelFactory.abi, 'createPair', [tokens[a]!, tokens[b]!]);
      const address = await env.read<Address>(core.factory, artifacts.FuelFactory.abi, 'getPair', [tokens[a]!, tokens[b]!]);
      const [token0, token1] = tokens[a]!.toLowerCase() < tokens[b]!.toLowerCase() ? [tokens[a]!, tokens[b]!] : [tokens[b]!, tokens[a]!];
      pairs.push({ name: `${a}-${b}`, address, token0, token1 });
    }
    await env.write(tokens.FUEL, abi.fuel, 'mint', [user, FUEL(10_000)]);
    const farms = await deployFarms(wallet as never, env.pub as never, {
      fuel: tokens.FUEL,
      wbnb: core.wbnb,
      tokens,
      pairs,
      treasury: env.accounts[2]!,
      currentBlock: await env.blockNumber(),
    });
    const voting = await deployVoting(wallet as never, env.pub as never, { farms, fuel: tokens.FUEL, admins: [deployer] });

    expect(parseDeployedVoting(JSON.parse(JSON.stringify(voting)))).toEqual(voting);
    expect(voting).toMatchObject({ chainId: 31337, space: 'fuelswap.eth', admins: [deployer], minProposalPower: FUEL(10).toString() });
    const fuelPools = farms.pools
      .filter((p) => p.sousId !== 0 && isAddressEqual(p.stakingToken, tokens.FUEL!))
      .map((p) => p.contractAddress);
    expect(fuelPools.length).toBeGreaterThan(3);
    expect(voting.fuelPools).toEqual(fuelPools);
    const view = { address: voting.votingPower, abi: artifacts.FuelVotingPower.abi } as const;
    expect(await env.pub.readContract({ ...view, functionName: 'fuelPools' })).toEqual(fuelPools);
    const fuelBnb = farms.farms.find((f) => f.pid === farms.keyFarms.fuelBnb)!;
    expect(await env.pub.readContract({ ...view, functionName: 'fuelBnbPair' })).toBe(fuelBnb.lpAddress);
    expect(await env.pub.readContract({ ...view, functionName: 'fuelBnbPid' })).toBe(BigInt(fuelBnb.pid));

    // A stake in the first counted pool still counts as the user's FUEL.
    const pool = fuelPools[0]!;
    await env.write(tokens.FUEL, abi.fuel, 'approve', [pool, FUEL(1000)], { from: user });
    const r = await env.write(pool, abi.sous, 'deposit', [FUEL(1000)], { from: user });
    const p = await env.pub.readContract({ ...view, functionName: 'getVotingPower', args: [user], blockNumber: r.blockNumber });
    expect(p).toMatchObject({ wallet: FUEL(9000), otherPools: FUEL(1000), total: FUEL(10_000) });
  }, 120_000);
});
