/**
 * Prediction fixture: a PriceAggregator fed by account 0 and a FuelPrediction with short rounds
 * (owner 0, admin 1, operator 2, treasury 3; players are accounts 4..9). Automine: every transaction is a block.
 */
import { parseEther, type Address, type TransactionReceipt } from 'viem';
import { artifacts } from '../../generated/artifacts.ts';
import type { Env } from '../farms/helpers.ts';

export const pabi = artifacts.FuelPrediction.abi;
export const oabi = artifacts.PriceAggregator.abi;
export const BNB = (v: string | number) => parseEther(String(v));
export const Bull = 0;
export const Bear = 1;

export interface PFixture {
  oracle: Address;
  market: Address;
  owner: Address;
  admin: Address;
  operator: Address;
  treasury: Address;
  players: Address[];
  interval: bigint;
  buffer: bigint;
}

export interface RoundView {
  epoch: bigint;
  startBlock: bigint;
  lockBlock: bigint;
  endBlock: bigint;
  lockPrice: bigint;
  closePrice: bigint;
  lockOracleId: bigint;
  closeOracleId: bigint;
  totalAmount: bigint;
  bullAmount: bigint;
  bearAmount: bigint;
  rewardBaseCalAmount: bigint;
  rewardAmount: bigint;
  oracleCalled: boolean;
  canceled: boolean;
}

export async function deployPrediction(
  env: Env,
  opts: { interval?: bigint; buffer?: bigint; minBet?: bigint; allowance?: bigint } = {},
): Promise<PFixture> {
  const [owner, admin, operator, treasury, ...players] = env.accounts as [Address, Address, Address, Address, ...Address[]];
  const interval = opts.interval ?? 10n;
  const buffer = opts.buffer ?? 3n;
  const oracle = await env.deploy('PriceAggregator', [owner, 'BNB / USD', 300_00000000n]);
  const market = await env.deploy('FuelPrediction', [
    owner,
    oracle,
    admin,
    operator,
    treasury,
    interval,
    buffer,
    opts.minBet ?? BNB('0.001'),
    opts.allowance ?? 3600n,
  ]);
  return { oracle, market, owner, admin, operator, treasury, players: players.slice(0, 6), interval, buffer };
}

export function helpers(env: Env, f: PFixture) {
  const read = <T = bigint>(fn: string, args: readonly unknown[] = []) => env.read<T>(f.market, pabi, fn, args);
  const setPrice = (p: bigint) => env.write(f.oracle, oabi, 'updateAnswer', [p], { from: f.owner });
  const op = (fn: string): Promise<TransactionReceipt> => env.write(f.market, pabi, fn, [], { from: f.operator });
  const round = (e: bigint) => read<RoundView>('rounds', [e]);
  const epoch = () => read('currentEpoch');
  /** Mines until the next transaction lands exactly on block `target`. */
  async function mineTo(target: bigint) {
    const now = await env.blockNumber();
    if (target - 1n > now) await env.mine(target - 1n - now);
  }
  /** Mines to the open round's lock block, moves the oracle, and executes (two blocks: price, execute). */
  async function execute(price: bigint) {
    const r = await round(await epoch());
    await mineTo(r.lockBlock - 1n);
    await setPrice(price);
    return op('executeRound');
  }
  async function genesis(price = 300_00000000n) {
    await op('genesisStartRound');
    const r = await round(await epoch());
    await mineTo(r.lockBlock - 1n);
    await setPrice(price);
    return op('genesisLockRound');
  }
  const bet = (side: 0 | 1, e: bigint, amount: bigint, from: Address) =>
    env.write(f.market, pabi, side === Bull ? 'betBull' : 'betBear', [e], { from, value: amount });
  const claim = (epochs: bigint[], from: Address) => env.write(f.market, pabi, 'claim', [epochs], { from });
  const balance = (a: Address) => env.pub.getBalance({ address: a });
  /** Balance change of `who` across a transaction sent by `who`, net of its gas. */
  async function gain(who: Address, tx: () => Promise<TransactionReceipt>) {
    const before = await balance(who);
    const r = await tx();
    return (await balance(who)) - before + r.gasUsed * r.effectiveGasPrice;
  }
  return { read, setPrice, op, round, epoch, mineTo, execute, genesis, bet, claim, balance, gain };
}
