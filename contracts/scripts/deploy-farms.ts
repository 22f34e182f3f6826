/**
 * Deploys the yield side: FuelChef (+ its FuelBar "SYRUP"), FuelVault, one farm per given LP pair and a catalogue
 * of Syrup pools (SousChef / SousChefBNB), funds the pools' rewards, and finally hands FuelToken ownership to
 * the chef, which from then on is the only FUEL minter.
 *
 *   const farms = await deployFarms(walletClient, publicClient, {
 *     fuel, wbnb, tokens: { BUSD: '0x..', CAKE: '0x..', ... }, pairs, treasury, currentBlock,
 *   });
 *
 * Requirements: the wallet's account owns the FuelToken (it mints FUEL for FUEL-reward pools before the
 * ownership transfer) and owns the mintable test tokens used as partner rewards (TestToken.mint); tokens it
 * cannot mint (the taxed token, foreign tokens) are simply not used as rewards. At least 20 pairs, among them
 * FUEL-WBNB and BUSD-WBNB (price references for the app).
 *
 * Emission: 40 FUEL per block (DEFAULT_FUEL_PER_BLOCK). Pool 0's allocation is kept by the chef at one third of
 * the farms' total, i.e. a quarter of the emission: 10 FUEL per block (the two figures the product documents).
 * The farms' allocation points are chosen so that their sum is a multiple of 3 and the quarter is exact.
 * Everything stays within the chef's bounds on its owner (CHEF_BOUNDS, checked before any transaction): the
 * rate at most 100 FUEL per block, each farm at most 10,000 points (the largest here is FUEL-BNB's 2400), at
 * most 256 pools (21 farms and pool 0 here, the auction projects' farms come later).
 *
 * Pools (33 contracts + pool 0): live FUEL -> partner pools (CORE and COMMUNITY), three with a per-user limit,
 * one not started yet, one native-BNB pool (BINANCE), four live partner -> FUEL pools, and eight finished pools
 * (end block already passed; three flagged enableEmergencyWithdraw, one partner -> FUEL). Live and upcoming pools
 * are funded with exactly rewardPerBlock * (end - start); finished pools, which can never pay anything, are not.
 *
 * Speed: two rounds (contracts and reward mints; then the vault, the farms and the ownership transfer), each
 * sent pipelined with explicit nonces, gas and fees, in chunks that fit one block (anvil drops pending
 * transactions that do not fit in the block it mines), each chunk's receipts awaited together. With automine
 * every transaction is its own block (about a second in all); with block production paused, pass `mine`
 * (e.g. `() => testClient.mine({ blocks: 1 })`): the whole deployment then takes 4 blocks; with interval
 * mining, one block per chunk.
 *
 * The returned object is plain JSON (numbers and strings only) and chain-neutral: addresses plus metadata,
 * the same shape can describe chains 56/97.
 */
import {
  encodeDeployData,
  encodeFunctionData,
  formatUnits,
  getAddress,
  getContractAddress,
  isAddressEqual,
  parseUnits,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { artifacts } from '../generated/artifacts.ts';
import { isJournaled, nextNonce, sender } from './sender.ts';
import { DEVNET_RECEIPT, receiptOf } from './receipt.ts';
import type { DeployedFarm, DeployedFarms, DeployedPool, PoolCategory } from '@fuelswap/config';

/** 40 FUEL (9 decimals) per block across all farms and pool 0. */
export const DEFAULT_FUEL_PER_BLOCK = 40_000_000_000n;
/**
 * FuelChef's bounds on its owner and farm operator (MAX_FUEL_PER_BLOCK, MAX_ALLOC_POINT, MAX_POOLS,
 * MAX_FARM_ALLOC_POINT, MAX_FARM_BLOCKS), so a plan is refused here, before any transaction, rather than by the
 * chef halfway through. contracts/test/farms.deploy.test.ts checks they are the chef's.
 */
export const CHEF_BOUNDS = {
  maxFuelPerBlock: 100_000_000_000n,
  maxAllocPoint: 10_000,
  maxPools: 256,
  maxFarmAllocPoint: 1_000,
  maxFarmBlocks: 1_209_600n,
} as const;
/** Blocks a live pool runs: about a week at 3-second blocks. */
export const LIVE_POOL_BLOCKS = 201_600n;
/** How far ahead the not-yet-started pool begins: about an hour at 3-second blocks. */
export const UPCOMING_POOL_DELAY = 1_200n;

// The returned config is the deployment file's `farms` section: its types live
// in @fuelswap/config (one format for the devnet, 56 and 97).
export type { PoolCategory } from '@fuelswap/config';
export type FarmConfig = DeployedFarm;

/** Pool 0 as a farm row: FUEL staked alone (the chef's own pool, priced against BNB), at its on-chain allocation. */
export function pool0Farm(fuel: Address, wbnb: Address, allocPoint: bigint): FarmConfig {
  return {
    pid: 0,
    lpSymbol: 'FUEL',
    lpAddress: fuel,
    token: fuel,
    quoteToken: wbnb,
    tokenSymbol: 'FUEL',
    quoteTokenSymbol: 'BNB',
    allocPoint: Number(allocPoint),
    isCommunity: false,
  };
}
export type PoolConfig = DeployedPool;
export type FarmsDeployment = DeployedFarms;

export interface DeployFarmsOptions {
  fuel: Address;
  wbnb: Address;
  /** Token addresses by symbol (FUEL and WBNB may be included; BUSD is required). */
  tokens: Record<string, Address>;
  pairs: { name: string; address: Address; token0: Address; token1: Address }[];
  /** Receives the vault's performance and withdraw fees. */
  treasury: Address;
  /** The chain's current block: start of emission and reference for the pools' windows. */
  currentBlock: bigint;
  /** Default DEFAULT_FUEL_PER_BLOCK. */
  fuelPerBlock?: bigint;
  /** Vault admin (fees, pause); default the deployer. */
  vaultAdmin?: Address;
  /** Mines a block; needed only when the node does not produce blocks by itself. */
  mine?: () => Promise<void>;
  log?: (message: string) => void;
}

type AnyWalletClient = WalletClient<Transport, Chain | undefined, Account | undefined>;
type AnyPublicClient = PublicClient<Transport, Chain | undefined>;

interface TxSpec {
  label: string;
  to?: Address;
  data: Hex;
  /** Gas to add to the estimate (for transactions whose cost grows with earlier ones in the same round). */
  extraGas?: bigint;
}

interface TokenInfo {
  address: Address;
  symbol: string;
  decimals: number;
}

/** Quote preference for farm token/quote order (the first one found in a pair is the quote). */
const QUOTE_PRIORITY = ['WBNB', 'BUSD', 'USDT', 'USDC', 'DAI', 'UST', 'ETH', 'BTCB', 'FUEL', 'CAKE'];
/** Preferred partner reward tokens, in order; any other mintable token follows. */
const PARTNER_PRIORITY = ['CAKE', 'XVS', 'ALPACA', 'BELT', 'TKO', 'NRV', 'EPS', 'VAI', 'ETH', 'BTCB', 'USDT', 'BUSD', 'DAI', 'USDC', 'UST'];
/** Allocation points of the three reference farms (the app prices FUEL and BNB with the first two). */
export const REFERENCE_FARM_ALLOC = { fuelBnb: 2400, busdBnb: 1900, fuelBusd: 1000 } as const;
/** Allocation points by the pair's place (the devnet's PAIRS order, about its depth times how much it is meant to pay; a longer list takes them again in turn; FUEL-BNB, BUSD-BNB and FUEL-BUSD get the fixed ones). */
export const ALLOC_CYCLE = [1900, 2400, 1200, 1200, 1200, 600, 300, 300, 300, 600, 1000, 450, 200, 250, 300, 150, 150, 150, 150, 100];

export interface PoolPlan {
  kind: 'fuelToPartner' | 'partnerToFuel' | 'bnb';
  category: PoolCategory;
  /** Whole reward tokens per block. */
  rate: string;
  window: 'live' | 'upcoming' | 'finished';
  /** Whole staking tokens, or undefined for no limit. */
  limit?: string;
  emergency?: boolean;
}

/** The Syrup pool catalogue (sousIds 1.. in this order). */
export const POOL_PLANS: readonly PoolPlan[] = [
  // Live, stake FUEL earn a partner token.
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.5', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.05', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.25', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '1', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '2', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.8', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '2.5', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.35', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.00006', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.000002', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.7', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '1', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.2', window: 'live' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '2', window: 'live' },
  // Live with a per-user limit.
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.000024', window: 'live', limit: '100' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.000037', window: 'live', limit: '500' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.000008', window: 'live', limit: '1000' },
  // Community projects.
  { kind: 'fuelToPartner', category: 'COMMUNITY', rate: '0.75', window: 'live' },
  { kind: 'fuelToPartner', category: 'COMMUNITY', rate: '2', window: 'live' },
  // Not started yet.
  { kind: 'fuelToPartner', category: 'CORE', rate: '2', window: 'upcoming' },
  // Native BNB.
  { kind: 'bnb', category: 'BINANCE', rate: '0.015', window: 'live' },
  // Stake a partner token, earn FUEL.
  { kind: 'partnerToFuel', category: 'CORE', rate: '0.0005', window: 'live' },
  { kind: 'partnerToFuel', category: 'CORE', rate: '0.0008', window: 'live' },
  { kind: 'partnerToFuel', category: 'CORE', rate: '0.0015', window: 'live' },
  { kind: 'partnerToFuel', category: 'CORE', rate: '0.002', window: 'live' },
  // Finished.
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.3', window: 'finished' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '1.1', window: 'finished', emergency: true },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.9', window: 'finished' },
  { kind: 'fuelToPartner', category: 'COMMUNITY', rate: '2.2', window: 'finished', emergency: true },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.015', window: 'finished' },
  { kind: 'fuelToPartner', category: 'CORE', rate: '6', window: 'finished', limit: '200' },
  { kind: 'partnerToFuel', category: 'CORE', rate: '0.2', window: 'finished', emergency: true },
  { kind: 'fuelToPartner', category: 'CORE', rate: '0.45', window: 'finished' },
];

export async function deployFarms(
  walletClient: AnyWalletClient,
  publicClient: AnyPublicClient,
  opts: DeployFarmsOptions,
): Promise<FarmsDeployment> {
  const log = opts.log ?? (() => {});
  const account = walletClient.account;
  if (!account) throw new Error('deployFarms: the wallet client needs an account');
  const deployer = account.address;
  const chain = walletClient.chain ?? null;
  const chainId = await publicClient.getChainId();
  const fuel = getAddress(opts.fuel);
  const wbnb = getAddress(opts.wbnb);
  const treasury = getAddress(opts.treasury);
  const vaultAdmin = getAddress(opts.vaultAdmin ?? deployer);
  const cur = opts.currentBlock;
  const fuelPerBlock = opts.fuelPerBlock ?? DEFAULT_FUEL_PER_BLOCK;

  // ---------------------------------------------------------------- checks and token metadata
  if (opts.pairs.length < 20) {
    throw new Error(`deployFarms: at least 20 LP pairs are needed for the farms, got ${opts.pairs.length}`);
  }
  if (cur < 2n) throw new Error(`deployFarms: currentBlock ${cur} is too early for finished pools (need >= 2)`);
  const fuelOwner = await publicClient.readContract({ address: fuel, abi: artifacts.FuelToken.abi, functionName: 'owner' });
  if (!isAddressEqual(fuelOwner, deployer)) {
    throw new Error(`deployFarms: FuelToken ${fuel} is owned by ${fuelOwner}, not the deployer ${deployer}`);
  }

  const symbolOf = new Map<string, string>();
  for (const [symbol, address] of Object.entries(opts.tokens)) symbolOf.set(getAddress(address), symbol);
  symbolOf.set(fuel, 'FUEL');
  symbolOf.set(wbnb, 'WBNB');
  const bySymbol = new Map<string, Address>([...symbolOf].map(([a, s]) => [s, a as Address]));
  const busd = bySymbol.get('BUSD');
  if (!busd) throw new Error('deployFarms: opts.tokens has no BUSD (needed for the BUSD-WBNB reference farm)');

  const erc20 = artifacts.TestToken.abi;
  const decimalsOf = new Map<string, number>();
  await Promise.all(
    [...symbolOf.keys()].map(async (a) => {
      const d = await publicClient.readContract({ address: a as Address, abi: erc20, functionName: 'decimals' });
      decimalsOf.set(a, Number(d));
    }),
  );
  const info = (address: Address): TokenInfo => {
    const a = getAddress(address);
    const symbol = symbolOf.get(a);
    const decimals = decimalsOf.get(a);
    if (symbol === undefined || decimals === undefined) throw new Error(`deployFarms: token ${a} is not in opts.tokens`);
    return { address: a, symbol, decimals };
  };

  // Partner reward tokens: those the deployer can mint (not FUEL/WBNB), preferred ones first.
  const candidates = [...bySymbol.keys()]
    .filter((s) => s !== 'FUEL' && s !== 'WBNB')
    .sort((a, b) => rank(PARTNER_PRIORITY, a) - rank(PARTNER_PRIORITY, b) || a.localeCompare(b));
  const mintable = await Promise.all(
    candidates.map((s) =>
      publicClient
        .simulateContract({ account: deployer, address: bySymbol.get(s)!, abi: erc20, functionName: 'mint', args: [deployer, 1n] })
        .then(() => true)
        .catch(() => false),
    ),
  );
  const partners = candidates.filter((_, i) => mintable[i]).map((s) => info(bySymbol.get(s)!));
  if (partners.length === 0) throw new Error('deployFarms: no token in opts.tokens is mintable by the deployer (partner rewards)');
  const fuelInfo = info(fuel);
  const wbnbInfo = { ...info(wbnb), symbol: 'BNB' };
  // Validated before any transaction is sent.
  const farmPlans = planFarms(opts.pairs, info, fuelInfo, wbnbInfo, busd);
  if (fuelPerBlock > CHEF_BOUNDS.maxFuelPerBlock) {
    throw new Error(`deployFarms: fuelPerBlock ${fuelPerBlock} is above the chef's cap ${CHEF_BOUNDS.maxFuelPerBlock}`);
  }
  if (farmPlans.length + 1 > CHEF_BOUNDS.maxPools) {
    throw new Error(`deployFarms: ${farmPlans.length} farms and pool 0 are more than the chef's ${CHEF_BOUNDS.maxPools} pools`);
  }
  const tooBig = farmPlans.find((f) => f.allocPoint > CHEF_BOUNDS.maxAllocPoint);
  if (tooBig)
    throw new Error(`deployFarms: ${tooBig.lpSymbol} has ${tooBig.allocPoint} points, above the chef's ${CHEF_BOUNDS.maxAllocPoint}`);

  // ---------------------------------------------------------------- transaction plumbing
  let nonce = await nextNonce(publicClient as never, deployer);
  const nextAddress = (offset = 0): Address => getContractAddress({ from: deployer, nonce: BigInt(nonce + offset) });

  const runRound = async (name: string, txs: TxSpec[]): Promise<TransactionReceipt[]> => {
    const started = Date.now();
    if (isJournaled()) {
      // Inside the launch deploy's journal: one recorded step per transaction, in order, so the nonces (and the
      // addresses predicted from them above) are the ones the journal signs; a resumed run replays the same steps.
      const tx = sender('deployFarms', walletClient as never, publicClient as never, opts.mine);
      const receipts: TransactionReceipt[] = [];
      for (const t of txs) {
        receipts.push(await tx.send(t.label, { ...(t.to ? { to: t.to } : {}), data: t.data }));
        nonce++;
      }
      log(`${name}: ${txs.length} journaled transactions, ${Date.now() - started} ms`);
      return receipts;
    }
    const gases = await Promise.all(
      txs.map(async (t) => {
        try {
          const est = await publicClient.estimateGas({ account: deployer, ...(t.to ? { to: t.to } : {}), data: t.data });
          return (est * 13n) / 10n + (t.extraGas ?? 0n);
        } catch (e) {
          throw new Error(`deployFarms: ${t.label} would fail: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
        }
      }),
    );
    // Chunks that each fit in one block (by gas limit): anvil drops the pending transactions that do not fit
    // in the block being mined, so a round is sent a block's worth at a time and each chunk's receipts are
    // awaited before the next is sent.
    const latest = await publicClient.getBlock({ blockTag: 'latest' });
    const budget = (latest.gasLimit * 8n) / 10n;
    const chunks: number[][] = [];
    let used = budget;
    gases.forEach((g, i) => {
      if (used + g > budget || chunks.length === 0) {
        chunks.push([]);
        used = 0n;
      }
      chunks[chunks.length - 1]!.push(i);
      used += g;
    });
    const receipts: TransactionReceipt[] = new Array(txs.length);
    for (const chunk of chunks) {
      const head = await publicClient.getBlock({ blockTag: 'latest' });
      // Room for a rising base fee; only base fee + tip is paid.
      const tip = 1_000_000_000n;
      const fees =
        head.baseFeePerGas != null
          ? { maxFeePerGas: head.baseFeePerGas * 2n + tip, maxPriorityFeePerGas: tip }
          : { gasPrice: await publicClient.getGasPrice() };
      const hashes: Hash[] = [];
      for (const i of chunk) {
        const t = txs[i]!;
        hashes.push(
          await walletClient.sendTransaction({
            account,
            chain,
            ...(t.to ? { to: t.to } : {}),
            data: t.data,
            gas: gases[i]!,
            nonce: nonce++,
            ...fees,
          }),
        );
      }
      if (opts.mine) {
        const found = new Map<Hash, TransactionReceipt>();
        for (let round = 0; found.size < hashes.length; round++) {
          if (round > 20) throw new Error(`deployFarms: ${name}: ${hashes.length - found.size} transactions not mined`);
          await opts.mine();
          const rs = await Promise.all(
            hashes.filter((h) => !found.has(h)).map((hash) => publicClient.getTransactionReceipt({ hash }).catch(() => undefined)),
          );
          for (const r of rs) if (r) found.set(r.transactionHash, r);
        }
        chunk.forEach((txIndex, k) => (receipts[txIndex] = found.get(hashes[k]!)!));
      } else {
        const rs = await Promise.all(hashes.map((hash) => receiptOf(publicClient, hash, DEVNET_RECEIPT)));
        chunk.forEach((txIndex, k) => (receipts[txIndex] = rs[k]!));
      }
    }
    receipts.forEach((r, i) => {
      if (r.status !== 'success') throw new Error(`deployFarms: ${txs[i]!.label} reverted (tx ${r.transactionHash})`);
    });
    log(`${name}: ${txs.length} transactions in ${chunks.length} block(s), ${Date.now() - started} ms`);
    return receipts;
  };

  const deployTx = (label: string, name: keyof typeof artifacts, args: readonly unknown[]): TxSpec => ({
    label,
    data: encodeDeployData({ abi: artifacts[name].abi as Abi, bytecode: artifacts[name].bytecode as Hex, args: args as unknown[] }),
  });
  const callTx = (label: string, to: Address, abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[]): TxSpec => ({
    label,
    to,
    data: encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] }),
  });

  // ---------------------------------------------------------------- round 1: chef, pools, reward funding
  const round1: TxSpec[] = [];
  const chef = nextAddress(0);
  const bar = getContractAddress({ from: chef, nonce: 1n });
  round1.push(deployTx('deploy FuelChef', 'FuelChef', [fuel, fuelPerBlock, cur]));

  interface PlannedPool {
    plan: PoolPlan;
    address: Address;
    staking: TokenInfo;
    earning: TokenInfo;
    rewardPerBlock: bigint;
    start: bigint;
    end: bigint;
    limit: bigint;
  }
  const planned: PlannedPool[] = [];
  let partnerTurn = 0;
  let stakeTurn = 0;
  let finishedTurn = 0;
  for (const plan of POOL_PLANS) {
    let staking: TokenInfo;
    let earning: TokenInfo;
    if (plan.kind === 'partnerToFuel') {
      staking = partners[stakeTurn++ % partners.length]!;
      earning = fuelInfo;
    } else {
      staking = plan.kind === 'bnb' ? wbnbInfo : fuelInfo;
      earning = partners[partnerTurn++ % partners.length]!;
    }
    let start: bigint;
    let end: bigint;
    if (plan.window === 'live') {
      start = cur;
      end = cur + LIVE_POOL_BLOCKS;
    } else if (plan.window === 'upcoming') {
      start = cur + UPCOMING_POOL_DELAY;
      end = start + LIVE_POOL_BLOCKS;
    } else {
      end = cur - 1n - BigInt(finishedTurn++ % Number(cur - 1n));
      if (end < 1n) end = 1n;
      start = end > LIVE_POOL_BLOCKS ? end - LIVE_POOL_BLOCKS : 0n;
    }
    const rewardPerBlock = parseUnits(plan.rate, earning.decimals);
    const limit = plan.limit ? parseUnits(plan.limit, staking.decimals) : 0n;
    const offset = round1.length;
    const address = nextAddress(offset);
    planned.push({ plan, address, staking, earning, rewardPerBlock, start, end, limit });
    const label = `deploy pool ${planned.length} (${staking.symbol} -> ${earning.symbol})`;
    round1.push(
      plan.kind === 'bnb'
        ? deployTx(label, 'SousChefBNB', [earning.address, rewardPerBlock, start, end, limit, deployer])
        : deployTx(label, 'SousChef', [staking.address, earning.address, rewardPerBlock, start, end, limit, deployer]),
    );
  }
  // Fund live and upcoming pools with exactly what they can pay: FUEL minted now, before the chef owns FUEL.
  for (const [i, p] of planned.entries()) {
    if (p.plan.window === 'finished') continue;
    const amount = p.rewardPerBlock * (p.end - p.start);
    const abi = isAddressEqual(p.earning.address, fuel) ? artifacts.FuelToken.abi : artifacts.TestToken.abi;
    round1.push(callTx(`fund pool ${i + 1} with ${p.earning.symbol}`, p.earning.address, abi, 'mint', [p.address, amount]));
  }
  await runRound('farms round 1 (chef, pools, rewards)', round1);

  // ---------------------------------------------------------------- round 2: vault, farms, FUEL ownership
  const round2: TxSpec[] = [];
  const vault = nextAddress(0);
  round2.push(deployTx('deploy FuelVault', 'FuelVault', [chef, vaultAdmin, treasury]));
  farmPlans.forEach((f, i) => {
    round2.push({
      ...callTx(`add farm ${f.lpSymbol}`, chef, artifacts.FuelChef.abi, 'add', [BigInt(f.allocPoint), f.lpAddress, true]),
      // add() updates every pool: each earlier add of this round adds one more pool to walk.
      extraGas: 25_000n * BigInt(i + 1),
    });
  });
  round2.push(callTx('FuelToken ownership to the chef', fuel, artifacts.FuelToken.abi, 'transferOwnership', [chef]));
  await runRound('farms round 2 (vault, farms, FUEL ownership)', round2);

  // ---------------------------------------------------------------- read back and describe
  const chefAbi = artifacts.FuelChef.abi;
  const [poolLength, totalAlloc, pool0, newOwner, onChainBar] = await Promise.all([
    publicClient.readContract({ address: chef, abi: chefAbi, functionName: 'poolLength' }),
    publicClient.readContract({ address: chef, abi: chefAbi, functionName: 'totalAllocPoint' }),
    publicClient.readContract({ address: chef, abi: chefAbi, functionName: 'poolInfo', args: [0n] }),
    publicClient.readContract({ address: fuel, abi: artifacts.FuelToken.abi, functionName: 'owner' }),
    publicClient.readContract({ address: chef, abi: chefAbi, functionName: 'syrup' }),
  ]);
  if (poolLength !== BigInt(farmPlans.length + 1))
    throw new Error(`deployFarms: chef has ${poolLength} pools, expected ${farmPlans.length + 1}`);
  if (!isAddressEqual(newOwner, chef)) throw new Error(`deployFarms: FuelToken owner is ${newOwner}, expected the chef ${chef}`);
  if (!isAddressEqual(onChainBar, bar)) throw new Error(`deployFarms: chef.syrup() is ${onChainBar}, expected ${bar}`);
  const alloc0 = pool0[1];

  const farms: FarmConfig[] = [pool0Farm(fuel, wbnb, alloc0), ...farmPlans.map((f, i) => ({ ...f, pid: i + 1 }))];

  const pools: PoolConfig[] = [
    {
      sousId: 0,
      contractAddress: chef,
      stakingToken: fuel,
      earningToken: fuel,
      stakingTokenSymbol: 'FUEL',
      earningTokenSymbol: 'FUEL',
      stakingTokenDecimals: fuelInfo.decimals,
      earningTokenDecimals: fuelInfo.decimals,
      poolCategory: 'CORE',
      tokenPerBlock: formatUnits((fuelPerBlock * alloc0) / totalAlloc, fuelInfo.decimals),
      startBlock: Number(cur),
      endBlock: 0,
      stakingLimit: '0',
      isFinished: false,
      enableEmergencyWithdraw: false,
      sortOrder: 1,
      harvest: true,
    },
    ...planned.map(
      (p, i): PoolConfig => ({
        sousId: i + 1,
        contractAddress: p.address,
        stakingToken: p.staking.address,
        earningToken: p.earning.address,
        stakingTokenSymbol: p.staking.symbol,
        earningTokenSymbol: p.earning.symbol,
        stakingTokenDecimals: p.staking.decimals,
        earningTokenDecimals: p.earning.decimals,
        poolCategory: p.plan.category,
        tokenPerBlock: p.plan.rate,
        startBlock: Number(p.start),
        endBlock: Number(p.end),
        stakingLimit: p.limit.toString(),
        isFinished: p.plan.window === 'finished',
        enableEmergencyWithdraw: p.plan.emergency === true,
        sortOrder: 999,
        harvest: true,
      }),
    ),
  ];

  const fuelBnb = farms.find((f) => f.pid > 0 && sameSet(f.token, f.quoteToken, fuel, wbnb));
  const busdBnb = farms.find((f) => f.pid > 0 && sameSet(f.token, f.quoteToken, busd, wbnb));
  log(`farms: chef ${chef}, bar ${bar}, vault ${vault}, ${farms.length} farms, ${pools.length} pools`);
  return {
    chainId,
    chef,
    bar,
    vault,
    treasury,
    vaultAdmin,
    fuelPerBlock: formatUnits(fuelPerBlock, fuelInfo.decimals),
    startBlock: Number(cur),
    keyFarms: { fuelBnb: fuelBnb!.pid, busdBnb: busdBnb!.pid },
    farms,
    pools,
  };
}

/** Farm rows for the pairs (pids 1.. in the given order), with allocation points summing to a multiple of 3. */
function planFarms(
  pairs: DeployFarmsOptions['pairs'],
  info: (a: Address) => TokenInfo,
  fuel: TokenInfo,
  wbnb: TokenInfo,
  busd: Address,
): Omit<FarmConfig, 'pid'>[] {
  const seen = new Set<string>();
  const rows = pairs.map((p, i) => {
    const lp = getAddress(p.address);
    if (seen.has(lp)) throw new Error(`deployFarms: pair ${p.name} (${lp}) is listed twice`);
    seen.add(lp);
    const a = tokenOrFallback(p.token0, p.name, 0, info);
    const b = tokenOrFallback(p.token1, p.name, 1, info);
    const rankA = rank(QUOTE_PRIORITY, a.symbol);
    const rankB = rank(QUOTE_PRIORITY, b.symbol);
    // The quote is the better-ranked side; between two unranked tokens, the second in the pair's name.
    const nameSecond = p.name.split('-')[1];
    const aIsQuote = rankA !== rankB ? rankA < rankB : a.symbol === nameSecond;
    const [token, quote] = aIsQuote ? [b, a] : [a, b];
    const quoteSymbol = isAddressEqual(quote.address, wbnb.address) ? 'BNB' : quote.symbol;
    const tokenSymbol = isAddressEqual(token.address, wbnb.address) ? 'BNB' : token.symbol;
    let allocPoint: number;
    if (sameSet(token.address, quote.address, fuel.address, wbnb.address)) allocPoint = REFERENCE_FARM_ALLOC.fuelBnb;
    else if (sameSet(token.address, quote.address, busd, wbnb.address)) allocPoint = REFERENCE_FARM_ALLOC.busdBnb;
    else if (sameSet(token.address, quote.address, fuel.address, busd)) allocPoint = REFERENCE_FARM_ALLOC.fuelBusd;
    else allocPoint = ALLOC_CYCLE[i % ALLOC_CYCLE.length]!;
    return {
      lpSymbol: `${tokenSymbol}-${quoteSymbol} LP`,
      lpAddress: lp,
      token: token.address,
      quoteToken: quote.address,
      tokenSymbol,
      quoteTokenSymbol: quoteSymbol,
      allocPoint,
      isCommunity: a.symbol === 'CAKE' || b.symbol === 'CAKE',
    };
  });
  if (!rows.some((r) => sameSet(r.token, r.quoteToken, fuel.address, wbnb.address))) {
    throw new Error('deployFarms: no FUEL-WBNB pair among opts.pairs (the app prices FUEL with it)');
  }
  if (!rows.some((r) => sameSet(r.token, r.quoteToken, busd, wbnb.address))) {
    throw new Error('deployFarms: no BUSD-WBNB pair among opts.pairs (the app prices BNB with it)');
  }
  // Pool 0 gets exactly a third of the farms' total (a quarter of the emission) when that total divides by 3:
  // nudge the last ordinary farm by 100 or 200 points.
  const sum = rows.reduce((s, r) => s + r.allocPoint, 0);
  const last = [...rows].reverse().find((r) => ALLOC_CYCLE.includes(r.allocPoint));
  if (sum % 3 !== 0 && last) last.allocPoint += sum % 3 === 1 ? 200 : 100;
  return rows;
}

function tokenOrFallback(address: Address, pairName: string, side: 0 | 1, info: (a: Address) => TokenInfo): TokenInfo {
  try {
    return info(address);
  } catch {
    const symbol = pairName.split('-')[side] ?? `TOKEN${side}`;
    return { address: getAddress(address), symbol, decimals: 18 };
  }
}

function sameSet(x: Address, y: Address, a: Address, b: Address): boolean {
  return (isAddressEqual(x, a) && isAddressEqual(y, b)) || (isAddressEqual(x, b) && isAddressEqual(y, a));
}

function rank(list: readonly string[], symbol: string): number {
  const i = list.indexOf(symbol);
  return i < 0 ? list.length : i;
}
