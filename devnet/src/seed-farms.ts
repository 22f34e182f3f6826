/**
 * The yield side of the devnet, run by deploy.ts after the exchange
 * is seeded, with block production still paused:
 *
 * 1. deployFarms(): the chef and its bar, the vault, a farm per seeded pair
 *    (so FUEL-BNB, BUSD-BNB and the CAKE community farms), 33 Syrup pools
 *    (live, limited, upcoming, BNB, partner -> FUEL, finished with and without
 *    emergency withdraw); FUEL ownership to the chef. Its JSON result becomes
 *    the deployment file's `farms` section.
 * 2. Liquidity for the screens to show: before the chef takes FUEL over, the
 *    deployer mints itself STAKE_FUEL; it then stakes half of each of its LP
 *    tokens in the farms, stakes FUEL in pool 0 and every live or upcoming
 *    pool, and deposits FUEL in the vault; so liquidity, totals and APRs are
 *    real numbers of a plausible size, and the vault has rewards to compound.
 *    The chef emits DEVNET_FUEL_PER_BLOCK; every farm's and live pool's APR
 *    lands between 1% and 1,000% (pool 0 about 21%): seed-farms-plan.ts holds
 *    the stakes and computes each APR, its test keeps them in that range.
 * 3. LP tokens for the test and dev accounts (#1-#8: 1% of the deployer's LP
 *    of every pair each), so they can farm without adding liquidity first.
 * 4. Stakes of FINISHED_STAKER (anvil #6) in finished pools, one of them
 *    without and the others with emergency withdraw, for /pools/history.
 */
import { encodeFunctionData, type Abi, type Address, type Hex, type PublicClient, type TestClient, type WalletClient } from 'viem';
import type { DeployedFarms, DeployedPair } from '@fuelswap/config';
import { parseDeployedFarms } from '@fuelswap/config';
import { artifacts } from '@fuelswap/contracts/artifacts';
import { deployFarms } from '../../contracts/scripts/deploy-farms.ts';
import { TxBatch } from './tx.ts';
import {
  BNB_POOL_STAKE,
  DEVNET_FUEL_PER_BLOCK,
  FARM_STAKE,
  FUEL_POOL_STAKE,
  PARTNER_STAKE_DIVISOR,
  POOL0_STAKE,
  VAULT_STAKE,
} from './seed-farms-plan.ts';

/** anvil #6 holds stakes in finished pools (the Finished tab, emergency withdraw). */
export const FINISHED_STAKER_INDEX = 6;
/** Accounts given LP tokens: the dev wallet (#1) and the test accounts (#2-#8). */
export const LP_RECIPIENT_INDEXES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Whole staking tokens #6 stakes in each of its finished pools. */
export const FINISHED_STAKE = 100n;
/** FUEL (9 decimals) the deployer mints itself to stake: 10M in pool 0, 40M in the vault, 2M per FUEL pool. */
export const STAKE_FUEL = 120_000_000n * 10n ** 9n;

export interface SeedFarmsOptions {
  pub: PublicClient;
  test: TestClient;
  wallet: WalletClient;
  accounts: Address[];
  deployer: Address;
  treasury: Address;
  /** Address by symbol, WBNB and FUEL included. */
  tokens: Record<string, Address>;
  pairs: DeployedPair[];
  log: (line: string) => void;
}

const call = (abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[]): Hex =>
  encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });

export async function seedFarms(o: SeedFarmsOptions): Promise<DeployedFarms> {
  const fuel = o.tokens.FUEL;
  const wbnb = o.tokens.WBNB;
  if (!fuel || !wbnb) throw new Error('seedFarms: FUEL and WBNB are needed');
  // FUEL to stake, minted while the deployer still owns the token.
  const mint = new TxBatch(o.pub as never, o.test as never, o.deployer);
  await mint.send({ label: 'mint FUEL to stake', to: fuel, data: call(artifacts.FuelToken.abi, 'mint', [o.deployer, STAKE_FUEL]) });
  await mint.mine();
  const currentBlock = await o.pub.getBlockNumber({ cacheTime: 0 });
  const raw = await deployFarms(o.wallet as never, o.pub as never, {
    fuel,
    wbnb,
    tokens: o.tokens,
    pairs: o.pairs,
    treasury: o.treasury,
    currentBlock,
    fuelPerBlock: DEVNET_FUEL_PER_BLOCK,
    mine: async () => {
      await o.test.mine({ blocks: 1 });
    },
    log: o.log,
  });
  // What the deployment file will hold: validated now, not at the next start.
  const farms = parseDeployedFarms(JSON.parse(JSON.stringify(raw)));

  const erc20 = artifacts.TestToken.abi;
  const chefAbi = artifacts.FuelChef.abi;
  const balanceOf = (token: Address, who: Address) =>
    o.pub.readContract({ address: token, abi: erc20 as Abi, functionName: 'balanceOf', args: [who] }) as Promise<bigint>;

  // Two phases each (approvals, then the stakes): a node estimates a queued
  // transaction's gas against the latest block, where an approval sent in the
  // same batch does not exist yet.
  type Stake = { label: string; to: Address; data: Hex; value?: bigint };
  const approveAndStake = async (from: Address, approvals: Stake[], stakes: Stake[]) => {
    const first = new TxBatch(o.pub as never, o.test as never, from);
    for (const t of approvals) await first.send(t);
    await first.mine();
    const second = new TxBatch(o.pub as never, o.test as never, from);
    for (const t of stakes) await second.send(t);
    await second.mine();
  };

  // ---- the deployer: farms, pool 0, the vault, live pools; LP for the accounts
  const approvals: Stake[] = [];
  const stakes: Stake[] = [];
  const lpFarms = farms.farms.filter((f) => f.pid > 0);
  const lpBalances = await Promise.all(lpFarms.map((f) => balanceOf(f.lpAddress, o.deployer)));
  for (const [i, f] of lpFarms.entries()) {
    const lp = lpBalances[i]!;
    const stake = (lp * FARM_STAKE.numerator) / FARM_STAKE.denominator;
    approvals.push({ label: `approve ${f.lpSymbol} for the chef`, to: f.lpAddress, data: call(erc20, 'approve', [farms.chef, stake]) });
    stakes.push({ label: `stake ${f.lpSymbol}`, to: farms.chef, data: call(chefAbi, 'deposit', [BigInt(f.pid), stake]) });
    for (const idx of LP_RECIPIENT_INDEXES) {
      const to = o.accounts[idx]!;
      approvals.push({ label: `${f.lpSymbol} to #${idx}`, to: f.lpAddress, data: call(erc20, 'transfer', [to, lp / 100n]) });
    }
  }

  const pool0Stake = POOL0_STAKE;
  const vaultDeposit = VAULT_STAKE;
  approvals.push({ label: 'approve FUEL for the chef', to: fuel, data: call(erc20, 'approve', [farms.chef, pool0Stake]) });
  stakes.push({ label: 'stake FUEL in pool 0', to: farms.chef, data: call(chefAbi, 'enterStaking', [pool0Stake]) });
  approvals.push({ label: 'approve FUEL for the vault', to: fuel, data: call(erc20, 'approve', [farms.vault, vaultDeposit]) });
  stakes.push({ label: 'deposit FUEL in the vault', to: farms.vault, data: call(artifacts.FuelVault.abi, 'deposit', [vaultDeposit]) });

  const stakeBase = new Map<string, bigint>();
  for (const p of farms.pools) {
    if (p.sousId === 0 || p.isFinished) continue;
    if (p.poolCategory === 'BINANCE') {
      stakes.push({
        label: `stake BNB in pool ${p.sousId}`,
        to: p.contractAddress,
        value: BNB_POOL_STAKE,
        data: call(artifacts.SousChefBNB.abi, 'deposit', []),
      });
      continue;
    }
    const token = p.stakingToken;
    let base = token.toLowerCase() === fuel.toLowerCase() ? FUEL_POOL_STAKE : stakeBase.get(token);
    if (base === undefined) {
      base = (await balanceOf(token, o.deployer)) / PARTNER_STAKE_DIVISOR;
      stakeBase.set(token, base);
    }
    const limit = BigInt(p.stakingLimit);
    const amount = limit > 0n && limit / 2n < base ? limit / 2n : base;
    approvals.push({
      label: `approve ${p.stakingTokenSymbol} for pool ${p.sousId}`,
      to: token,
      data: call(erc20, 'approve', [p.contractAddress, amount]),
    });
    stakes.push({ label: `stake in pool ${p.sousId}`, to: p.contractAddress, data: call(artifacts.SousChef.abi, 'deposit', [amount]) });
  }
  await approveAndStake(o.deployer, approvals, stakes);

  // ---- anvil #6: stakes in finished pools (first the plain ones, then every emergency one)
  const staker = o.accounts[FINISHED_STAKER_INDEX]!;
  const finished = farms.pools.filter((p) => p.isFinished && p.poolCategory !== 'BINANCE');
  const chosen = [...finished.filter((p) => !p.enableEmergencyWithdraw).slice(0, 1), ...finished.filter((p) => p.enableEmergencyWithdraw)];
  await approveAndStake(
    staker,
    chosen.map((p) => ({
      label: `#6 approves pool ${p.sousId}`,
      to: p.stakingToken,
      data: call(erc20, 'approve', [p.contractAddress, FINISHED_STAKE * 10n ** BigInt(p.stakingTokenDecimals)]),
    })),
    chosen.map((p) => ({
      label: `#6 stakes in finished pool ${p.sousId}`,
      to: p.contractAddress,
      data: call(artifacts.SousChef.abi, 'deposit', [FINISHED_STAKE * 10n ** BigInt(p.stakingTokenDecimals)]),
    })),
  );
  o.log(
    `farms seeded: ${lpFarms.length} farms staked, pool 0 and the vault funded, LP to #${LP_RECIPIENT_INDEXES.join(', #')}, ` +
      `#${FINISHED_STAKER_INDEX} staked in finished pools ${chosen.map((p) => p.sousId).join(', ')}`,
  );
  return farms;
}
