/**
 * The IFO side of the devnet, run by deploy.ts after the profiles
 * (block production paused):
 *
 * 1. #9, #10 and #11 (active profiles from seed-profile.ts; never #2..#8, the
 *    e2e tests' accounts) add FUEL-BNB liquidity, so they hold the LP a sale
 *    takes.
 * 2. The ten finished catalogue entries are deployed with one short window,
 *    the chain is mined to it, the three commit to every sale (v2: the basic
 *    pool at its cap and the unlimited pool; v1: the unlimited pool), the
 *    window passes and #9 and #10 harvest (#11 leaves its claims for later), so
 *    Past IFOs show real raises, oversubscription and taxes.
 * 3. kalmar, the live v2 sale, starts LIVE_START_DELAY blocks later and runs
 *    for LIVE_BLOCKS (a day of 3-second blocks; DEVNET_IFO_LIVE_BLOCKS
 *    shortens it: the e2e devnet runs 3,600 so the sale stays live through the suite and a test can mine past the end).
 *
 * Every sale is funded before its start block (deployIfos checks `isFunded()` on the chain and throws
 * otherwise): a sale takes no LP until it holds its offering tokens.
 *
 * Dollar amounts are converted to LP at the FUEL-BNB pool's seeded price
 * (FUEL's price from the seed plan): LP per dollar = LP supply / pool value.
 */
import { encodeFunctionData, toHex, type Abi, type Address, type Hex, type PublicClient, type TestClient, type WalletClient } from 'viem';
import { IFO_CATALOGUE, parseDeployedIfos, type DeployedIfos } from '@fuelswap/config';
import { artifacts } from '@fuelswap/contracts/artifacts';
import { deployIfos, type IfoPlan } from '../../contracts/scripts/deploy-ifo.ts';

export const IFO_COMMITTERS = [9, 10, 11] as const;
/** Blocks from the end of seeding to kalmar's start, and its length (about a day of 3-second blocks). */
export const LIVE_START_DELAY = 100n;
export const LIVE_BLOCKS = 28_800n;

/** kalmar's length in blocks: DEVNET_IFO_LIVE_BLOCKS (the e2e devnet uses a short sale it can mine past), else a day. */
export function liveBlocks(env: NodeJS.ProcessEnv = process.env): bigint {
  const raw = env.DEVNET_IFO_LIVE_BLOCKS;
  if (raw === undefined || raw === '') return LIVE_BLOCKS;
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw new Error(`DEVNET_IFO_LIVE_BLOCKS=${raw} must be a whole number of blocks ≥ 1`);
  return BigInt(raw);
}
const FINISHED_WINDOW = 60n;

const e18 = 10n ** 18n;
const e9 = 10n ** 9n;
const MAX = 2n ** 256n - 1n;
const call = (abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[]): Hex =>
  encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });

export interface SeedIfoOptions {
  pub: PublicClient;
  test: TestClient;
  wallet: WalletClient;
  accounts: Address[];
  chainId: number;
  router: Address;
  fuel: Address;
  wbnb: Address;
  /** The FUEL-WBNB pair (the LP a sale takes). */
  lpToken: Address;
  /** FUEL's seeded price in dollars, as a decimal string (seed plan). */
  fuelPriceUsd: string;
  profile: Address;
  pointCenter: Address;
  log: (line: string) => void;
}

/** Dollars (a decimal string like "2.5") as a fraction [numerator, denominator]. */
function usd(s: string): [bigint, bigint] {
  const [w, f = ''] = s.split('.');
  return [BigInt(`${w}${f}`), 10n ** BigInt(f.length)];
}

export async function seedIfos(o: SeedIfoOptions): Promise<DeployedIfos> {
  const who = (i: number): Address => {
    const a = o.accounts[i];
    if (!a) throw new Error(`seedIfos: anvil has no account #${i}`);
    return a;
  };
  /**
   * Sends one transaction at a time and mines it in its own block (seeding has block production paused).
   * Not the batched TxBatch: the window of the finished sales is counted in blocks, and a stuck batch
   * was seen here once without a reason; one by one, a refused or reverted transaction is named at once.
   */
  const phase = async (txs: { from: Address; to: Address; data: Hex; value?: bigint; label: string }[]) => {
    for (const t of txs) {
      const hash = (await o.pub.request({
        method: 'eth_sendTransaction',
        // A fixed gas limit: anvil's estimate runs in a pending block that can share the latest block's timestamp,
        // where the pair's price accumulators are not written, so an exact estimate of addLiquidityETH ran out of
        // gas when the real block's timestamp moved on (an intermittent "#9 adds FUEL-BNB liquidity reverted").
        params: [{ from: t.from, to: t.to, data: t.data, gas: toHex(3_000_000n), ...(t.value ? { value: toHex(t.value) } : {}) }],
      } as never)) as Hex;
      await o.test.mine({ blocks: 1 });
      const r = await o.pub.getTransactionReceipt({ hash }).catch(() => undefined);
      if (!r) throw new Error(`seedIfos: ${t.label} was not mined in the next block (tx ${hash})`);
      if (r.status !== 'success') throw new Error(`seedIfos: ${t.label} reverted (tx ${hash})`);
    }
  };
  const mineTo = async (block: bigint) => {
    const now = await o.pub.getBlockNumber({ cacheTime: 0 });
    if (block > now) await o.test.mine({ blocks: Number(block - now) });
  };

  // LP per dollar at the pool's price: pool value = 2 × FUEL reserve × FUEL price.
  const pair = artifacts.FuelPair.abi as Abi;
  const [reserves, token0, supply] = await Promise.all([
    o.pub.readContract({ address: o.lpToken, abi: pair, functionName: 'getReserves' }) as Promise<readonly [bigint, bigint, number]>,
    o.pub.readContract({ address: o.lpToken, abi: pair, functionName: 'token0' }) as Promise<Address>,
    o.pub.readContract({ address: o.lpToken, abi: pair, functionName: 'totalSupply' }) as Promise<bigint>,
  ]);
  const fuelIs0 = token0.toLowerCase() === o.fuel.toLowerCase();
  const [reserveFuel, reserveBnb] = fuelIs0 ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]];
  const [pn, pd] = usd(o.fuelPriceUsd);
  /** LP (18 decimals) worth `dollars`. */
  const lp = (dollars: bigint) => (dollars * supply * e9 * pd) / (2n * reserveFuel * pn);

  // 1. LP for the committers: 8,000 FUEL each with the matching BNB (about $40,000 of LP at $2.5).
  const fuelEach = 8_000n * e9;
  const bnbEach = (fuelEach * reserveBnb) / reserveFuel + 1n;
  await phase(
    IFO_COMMITTERS.flatMap((i) => [
      {
        from: who(i),
        to: o.fuel,
        data: call(artifacts.FuelToken.abi, 'approve', [o.router, MAX]),
        label: `#${i} approves FUEL for the router`,
      },
      { from: who(i), to: o.lpToken, data: call(pair, 'approve', [o.router, MAX]), label: `#${i} approves FUEL-BNB LP` },
    ]),
  );
  await phase(
    IFO_COMMITTERS.map((i) => ({
      from: who(i),
      to: o.router,
      data: call(artifacts.FuelRouter.abi, 'addLiquidityETH', [o.fuel, fuelEach, 0n, 0n, who(i), 2n ** 40n]),
      value: bnbEach,
      label: `#${i} adds FUEL-BNB liquidity`,
    })),
  );

  const wallet = o.wallet as never;
  const mine = async () => {
    await o.test.mine({ blocks: 1 });
  };
  const plan = (id: string, start: bigint, end: bigint, raiseUsd: bigint): IfoPlan => ({
    id,
    startBlock: start,
    endBlock: end,
    offeringAmount: 1_000_000n * e18,
    raisingAmount: lp(raiseUsd),
    basicLimitPerUser: lp(100n), //: the basic sale's cap is about 100 USD of LP
    fuelToBurn: ((raiseUsd * pd) / pn / 2n) * e9, // half the raise, in FUEL
    pointsThreshold: lp(10n), // about 10 USD of LP for the achievement
  });

  // 2. The finished sales: one window, commitments, harvests.
  const finishedIds = IFO_CATALOGUE.filter((e) => !e.isActive).map((e) => e.id);
  // Blocks before the window opens: each sale's deployment (token, sale, pools, funding, campaign) and the
  // committers' approvals, one block per transaction, plus room.
  const setupBlocks = BigInt(finishedIds.length * (6 + IFO_COMMITTERS.length) + 10);
  const start = (await o.pub.getBlockNumber({ cacheTime: 0 })) + setupBlocks;
  const end = start + FINISHED_WINDOW;
  const finished = await deployIfos(wallet, o.pub, {
    chainId: o.chainId,
    lpToken: o.lpToken,
    profile: o.profile,
    pointCenter: o.pointCenter,
    entries: finishedIds.map((id, k) => plan(id, start, end, 1_500n + 500n * BigInt(k % 4))),
    mine,
  });
  await phase(
    IFO_COMMITTERS.flatMap((i) =>
      finished.entries.map((s) => ({
        from: who(i),
        to: o.lpToken,
        data: call(pair, 'approve', [s.address, MAX]),
        label: `#${i} approves LP for ${s.id}`,
      })),
    ),
  );
  if ((await o.pub.getBlockNumber({ cacheTime: 0 })) >= start) throw new Error('seedIfos: the setup took longer than the window allows');
  await mineTo(start);
  const ifoAbi = artifacts.FuelIFO.abi as Abi;
  await phase(
    IFO_COMMITTERS.flatMap((i, n) =>
      finished.entries.flatMap((s) => [
        ...(s.version === 2
          ? [{ from: who(i), to: s.address, data: call(ifoAbi, 'depositPool', [lp(100n), 0]), label: `#${i} commits to ${s.id} basic` }]
          : []),
        {
          from: who(i),
          to: s.address,
          data: call(ifoAbi, 'depositPool', [lp(700n + 400n * BigInt(n)), 1]),
          label: `#${i} commits to ${s.id} unlimited`,
        },
      ]),
    ),
  );
  if ((await o.pub.getBlockNumber({ cacheTime: 0 })) > end) throw new Error('seedIfos: commitments ran past the window');
  await mineTo(end + 1n);
  await phase(
    [9, 10].flatMap((i) =>
      finished.entries.flatMap((s) => [
        ...(s.version === 2
          ? [{ from: who(i), to: s.address, data: call(ifoAbi, 'harvestPool', [0]), label: `#${i} harvests ${s.id} basic` }]
          : []),
        { from: who(i), to: s.address, data: call(ifoAbi, 'harvestPool', [1]), label: `#${i} harvests ${s.id} unlimited` },
      ]),
    ),
  );

  // 3. kalmar, live shortly after the devnet starts.
  const liveStart = (await o.pub.getBlockNumber({ cacheTime: 0 })) + LIVE_START_DELAY;
  const live = await deployIfos(wallet, o.pub, {
    chainId: o.chainId,
    lpToken: o.lpToken,
    profile: o.profile,
    pointCenter: o.pointCenter,
    entries: IFO_CATALOGUE.filter((e) => e.isActive).map((e) => plan(e.id, liveStart, liveStart + liveBlocks(), 10_000n)),
    mine,
  });
  o.log(
    `ifo: ${finished.entries.length} finished sales with commitments from #${IFO_COMMITTERS.join(', #')}; kalmar live from block ${liveStart}`,
  );
  const order = new Map(IFO_CATALOGUE.map((e, i) => [e.id, i]));
  const entries = [...live.entries, ...finished.entries].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return parseDeployedIfos(JSON.parse(JSON.stringify({ chainId: o.chainId, lpToken: o.lpToken, entries })));
}
