/**
 * Deploys and seeds the devnet: the exchange core (contracts/scripts/deploy-core.ts),
 * then the tokens, test funds for every anvil account and the liquidity pools
 * (through the router, the real path), and returns the deployment record.
 *
 * Speed: the core is deployed with automine on; everything after that is sent
 * in three pipelined phases (tokens; mints, approvals and wraps; pools and
 * WBNB gifts) with block production paused, each mined in one or two blocks.
 * Then the farms, Syrup pools and vault (seed-farms.ts) in a few more blocks.
 * Interval mining is restored afterwards.
 *
 * Imported lazily by the supervisor after the contracts build, so it always
 * sees the freshly generated artifacts.
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  http,
  maxUint256,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { parseDeployment, type DeployedPair, type DeployedToken, type Deployment } from '@fuelswap/config';
import { artifacts, PAIR_INIT_CODE_HASH, SOURCE_HASH } from '@fuelswap/contracts/artifacts';
import { deployCore } from '../../contracts/scripts/deploy-core.ts';
import {
  ACCOUNT_COUNT,
  PAIRS,
  REBASE_AFTER_SEED_BPS,
  SAFETY_PAIRS,
  TAX5_FEE_BPS,
  TOKENS,
  WBNB_SPEC,
  formatFixed,
  formatSignificant,
  fundAmount,
  isSeedableToken,
  liquidityNeeds,
  pairAmounts,
  priceScaled,
  tokenSpec,
  type TokenSpec,
} from './seed-plan.ts';
import { logoPath } from './tokenlist.ts';
import { TxBatch } from './tx.ts';
import { seedFarms } from './seed-farms.ts';
import { seedHistory } from './seed-history.ts';
import { seedProfile } from './seed-profile.ts';
import { linkAchievementsBattle } from '../../contracts/scripts/deploy-profile.ts';
import { seedIfos } from './seed-ifo.ts';
import { seedBattle } from './seed-battle.ts';
import { deployVoting } from '../../contracts/scripts/deploy-voting.ts';
import { deployPrediction } from '../../contracts/scripts/deploy-prediction.ts';
import { LOTTERY_OPERATOR_INDEX, PREDICTION_OPERATOR_INDEX, predictionTiming } from '@fuelswap/keepers';
import { deployLottery } from '../../contracts/scripts/deploy-lottery.ts';

/** anvil's well-known development key #1: the in-app "Devnet wallet" (development only). */
export const DEV_WALLET_PRIVATE_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const DEPLOYER_INDEX = 0;
export const DEV_WALLET_INDEX = 1;
export const FEE_TO_INDEX = 9;

export interface DeployOptions {
  /** RPC URL this process reaches anvil on. */
  rpcUrl: string;
  /** RPC URL written to the deployment file (what browsers use). */
  publicRpcUrl: string;
  /** Interval mining (seconds) restored after seeding. */
  blockTime: number;
  log: (line: string) => void;
}

/** Block gas limit while seeding: every phase fits one block. */
const SEED_BLOCK_GAS_LIMIT = 1_000_000_000n;

const devnet = { ...foundry, id: 31337 } as const;

export async function deployAndSeed(o: DeployOptions): Promise<Deployment> {
  const transport = http(o.rpcUrl, { batch: { batchSize: 200, wait: 0 }, retryCount: 0, timeout: 30_000 });
  const pub = createPublicClient({ chain: devnet, transport, pollingInterval: 100 });
  const test = createTestClient({ chain: devnet, mode: 'anvil', transport });

  const accounts = (await createWalletClient({ transport }).getAddresses()).map((a) => getAddress(a));
  if (accounts.length < ACCOUNT_COUNT) throw new Error(`anvil has ${accounts.length} unlocked accounts, expected ${ACCOUNT_COUNT}`);
  const deployer = accounts[DEPLOYER_INDEX]!;
  const devWallet = accounts[DEV_WALLET_INDEX]!;
  const feeTo = accounts[FEE_TO_INDEX]!;
  if (privateKeyToAccount(DEV_WALLET_PRIVATE_KEY).address !== devWallet) {
    throw new Error(`anvil account #1 is ${devWallet}, not the well-known development account: was anvil started with another mnemonic?`);
  }
  const startBlock = Number(await pub.getBlockNumber()) + 1;

  // 1. Core, with automine so deployCore's receipts come at once.
  await test.setAutomine(true);
  const wallet = createWalletClient({ account: deployer, chain: devnet, transport });
  const core = await deployCore(wallet as never, pub as never, { feeTo, log: () => undefined });
  o.log(`core: WBNB ${core.wbnb}, Factory ${core.factory}, Router ${core.router}, Multicall3 ${core.multicall3}`);

  // Pause block production: the phases below are mined on demand, in big
  // blocks (anvil drops, rather than postpones, what does not fit a block).
  const { gasLimit } = await pub.getBlock();
  await test.setAutomine(false);
  await test.setIntervalMining({ interval: 0 });
  await test.setBlockGasLimit({ gasLimit: SEED_BLOCK_GAS_LIMIT });
  try {
    const batch = new TxBatch(pub as never, test as never, deployer);
    const needs = liquidityNeeds([...PAIRS, ...SAFETY_PAIRS]);

    // 2. Tokens.
    for (const t of TOKENS) {
      await batch.send({ label: `deploy ${t.symbol}`, data: tokenDeployData(t, needs.get(t.symbol) ?? 0n, core) });
    }
    const mined = await batch.mine();
    const addressOf = new Map<string, Address>([['WBNB', core.wbnb]]);
    for (const t of TOKENS) {
      const r = mined.find((m) => m.label === `deploy ${t.symbol}`);
      if (!r?.contractAddress) throw new Error(`deploy ${t.symbol}: no contract address in the receipt`);
      addressOf.set(t.symbol, getAddress(r.contractAddress));
    }
    const addr = (symbol: string): Address => {
      const a = addressOf.get(symbol);
      if (!a) throw new Error(`no address for ${symbol}`);
      return a;
    };

    // 3. Funds: mints (the taxed and the rebasing token have a fixed supply: plain
    // transfers from the deployer, who is excluded from the fee, so amounts are exact),
    // router approvals for seeding, and WBNB for every account.
    for (const t of TOKENS) {
      const token = addr(t.symbol);
      const each = fundAmount(t.symbol);
      if (t.kind === 'taxed' || t.kind === 'rebasing') {
        for (const acct of accounts.slice(1, ACCOUNT_COUNT)) {
          await batch.send({ label: `${t.symbol} to ${acct}`, to: token, data: call(artifacts.TaxedToken.abi, 'transfer', [acct, each]) });
        }
      } else {
        const abi = t.kind === 'fuel' ? artifacts.FuelToken.abi : artifacts.TestToken.abi;
        await batch.send({
          label: `mint ${t.symbol} for seeding`,
          to: token,
          data: call(abi, 'mint', [deployer, each + (needs.get(t.symbol) ?? 0n)]),
        });
        for (const acct of accounts.slice(1, ACCOUNT_COUNT)) {
          await batch.send({ label: `mint ${t.symbol} to ${acct}`, to: token, data: call(abi, 'mint', [acct, each]) });
        }
      }
      await batch.send({
        label: `approve ${t.symbol}`,
        to: token,
        data: call(artifacts.TestToken.abi, 'approve', [core.router, maxUint256]),
      });
    }
    const wbnbEach = fundAmount('WBNB');
    await batch.send({
      label: 'wrap BNB',
      to: core.wbnb,
      data: call(artifacts.WBNB.abi, 'deposit', []),
      value: wbnbEach * BigInt(ACCOUNT_COUNT),
    });
    await batch.mine();

    // 4. Pools through the router, and WBNB to every account.
    const latest = await pub.getBlock();
    const deadline = latest.timestamp + 3600n;
    for (const p of [...PAIRS, ...SAFETY_PAIRS]) {
      const { amountA, amountB } = pairAmounts(p);
      const label = `add liquidity ${p.a}-${p.b}`;
      if (p.a === 'WBNB' || p.b === 'WBNB') {
        const [token, amountToken, amountBnb] = p.a === 'WBNB' ? [p.b, amountB, amountA] : [p.a, amountA, amountB];
        await batch.send({
          label,
          to: core.router,
          value: amountBnb,
          data: call(artifacts.FuelRouter.abi, 'addLiquidityETH', [addr(token), amountToken, amountToken, amountBnb, deployer, deadline]),
        });
      } else {
        await batch.send({
          label,
          to: core.router,
          data: call(artifacts.FuelRouter.abi, 'addLiquidity', [
            addr(p.a),
            addr(p.b),
            amountA,
            amountB,
            amountA,
            amountB,
            deployer,
            deadline,
          ]),
        });
      }
    }
    for (const acct of accounts.slice(1, ACCOUNT_COUNT)) {
      await batch.send({ label: `WBNB to ${acct}`, to: core.wbnb, data: call(artifacts.WBNB.abi, 'transfer', [acct, wbnbEach]) });
    }
    // The safety tokens' states, once their pools are seeded: PAUSED paused, REBASE's pool 1% above its reserve.
    for (const t of TOKENS) {
      if (t.kind === 'pausable')
        await batch.send({ label: `pause ${t.symbol}`, to: addr(t.symbol), data: call(artifacts.PausableTestToken.abi, 'pause', []) });
      if (t.kind === 'rebasing')
        await batch.send({
          label: `rebase ${t.symbol}`,
          to: addr(t.symbol),
          data: call(artifacts.RebasingToken.abi, 'rebase', [REBASE_AFTER_SEED_BPS]),
        });
    }
    await batch.mine();

    // 5. The record.
    const tokens: DeployedToken[] = [WBNB_SPEC, ...TOKENS].map((t) => ({
      symbol: t.symbol,
      name: t.name,
      address: addr(t.symbol),
      decimals: t.decimals,
      logoURI: logoPath(t.symbol),
      ...(t.tags ? { tags: [...t.tags] } : {}),
    }));
    const pairAddresses = await Promise.all(
      [...PAIRS, ...SAFETY_PAIRS].map((p) =>
        pub.readContract({ address: core.factory, abi: artifacts.FuelFactory.abi, functionName: 'getPair', args: [addr(p.a), addr(p.b)] }),
      ),
    );
    const allPairs: DeployedPair[] = [...PAIRS, ...SAFETY_PAIRS].map((p, i) => {
      const [token0, token1] = sortTokens(addr(p.a), addr(p.b));
      return { address: getAddress(pairAddresses[i]!), token0, token1, name: `${p.a}-${p.b}` };
    });
    // Farms, history, IFOs and the battle build on PAIRS alone and never on a safety token; the record lists every pool.
    const pairs = allPairs.slice(0, PAIRS.length);
    const seedableTokens = Object.fromEntries([...addressOf].filter(([symbol]) => isSeedableToken(symbol)));

    // 6. Farms, Syrup pools and the vault on top of the pairs (seed-farms.ts).
    const farms = await seedFarms({
      pub: pub as never,
      test: test as never,
      wallet: wallet as never,
      accounts,
      deployer,
      treasury: feeTo,
      tokens: seedableTokens,
      pairs,
      log: o.log,
    });
    // 6b. The voting-power view over those farms, pools and vault; the deployer's proposals are Core.
    const voting = await deployVoting(wallet as never, pub as never, {
      farms,
      fuel: addr('FUEL'),
      admins: [deployer],
      mine: async () => {
        await test.mine({ blocks: 1 });
      },
      log: o.log,
    });
    // 7. The prediction game: its feed and market; the keeper starts the rounds (keepers/src/prediction.ts).
    const prediction = await deployPrediction(wallet as never, pub as never, {
      owner: deployer,
      admin: deployer,
      operator: accounts[PREDICTION_OPERATOR_INDEX]!,
      treasury: feeTo,
      ...predictionTiming(),
      mine: async () => {
        await test.mine({ blocks: 1 });
      },
      log: o.log,
    });
    // 7b. The lottery and its commit-reveal random source; the keeper runs the rounds (keepers/src/lottery.ts).
    const lottery = await deployLottery(wallet as never, pub as never, {
      token: addr('FUEL'),
      owner: deployer,
      operator: accounts[LOTTERY_OPERATOR_INDEX]!,
      treasury: feeTo,
      injector: accounts[LOTTERY_OPERATOR_INDEX]!,
      mine: async () => {
        await test.mine({ blocks: 1 });
      },
      log: o.log,
    });
    // 8. Profiles, teams and collectibles, with profiles for #9..#12 (seed-profile.ts).
    const profile = await seedProfile({
      pub: pub as never,
      test: test as never,
      wallet: wallet as never,
      accounts,
      deployer,
      fuel: addr('FUEL'),
      chainId: devnet.id,
      chef: farms.chef,
      prediction: prediction.market,
      log: o.log,
    });
    // Last: a week of trading that ends at the wall clock's now (needs a backdated genesis).
    if (process.env.DEVNET_HISTORY !== '0') {
      await seedHistory({
        pub: pub as never,
        test: test as never,
        accounts,
        router: core.router,
        tokens: seedableTokens,
        pairs,
        log: o.log,
      });
    }
    // 9. IFOs: ten finished sales with real commitments by #9..#11, and kalmar live shortly after the start (seed-ifo.ts).
    const fuelWbnb = pairs.find((p) => p.name === 'FUEL-WBNB');
    if (!fuelWbnb) throw new Error('deploy: no FUEL-WBNB pair for the IFOs');
    const ifo = await seedIfos({
      pub: pub as never,
      test: test as never,
      wallet: wallet as never,
      accounts,
      chainId: devnet.id,
      router: core.router,
      fuel: addr('FUEL'),
      wbnb: core.wbnb,
      lpToken: fuelWbnb.address,
      fuelPriceUsd: TOKENS.find((t) => t.symbol === 'FUEL')!.priceUsd,
      profile: profile.profile,
      pointCenter: profile.pointCenter,
      log: o.log,
    });
    // 10. The trading battle (status from DEVNET_COMPETITION_STATUS) and the farm auction (seed-battle.ts).
    const battle = await seedBattle({
      pub: pub as never,
      test: test as never,
      wallet: wallet as never,
      accounts,
      deployer,
      chainId: devnet.id,
      router: core.router,
      fuel: addr('FUEL'),
      wbnb: core.wbnb,
      pairs,
      profile: profile.profile,
      bunnies: profile.bunnies,
      chef: farms.chef,
      blockTime: o.blockTime,
      log: o.log,
    });
    // The battle badges read the battle, deployed after the profiles.
    if (profile.achievements) {
      await linkAchievementsBattle(wallet as never, pub as never, {
        achievements: profile.achievements,
        competition: battle.competition.address,
        mine: async () => {
          await test.mine({ blocks: 1 });
        },
      });
    }
    const deployment: Deployment = {
      chainId: devnet.id,
      rpcUrl: o.publicRpcUrl,
      startBlock,
      initCodeHash: PAIR_INIT_CODE_HASH,
      sourceHash: SOURCE_HASH,
      contracts: { WBNB: core.wbnb, Factory: core.factory, Router: core.router, Multicall3: core.multicall3 },
      tokens,
      pairs: allPairs,
      accounts: { deployer, feeTo, devWallet, devWalletPrivateKey: DEV_WALLET_PRIVATE_KEY },
      deployedAt: new Date().toISOString(),
      farms,
      prediction,
      lottery,
      voting,
      profile,
      ifo,
      competition: battle.competition,
      auction: battle.auction,
    };
    // What is written must be what every reader accepts.
    parseDeployment(JSON.parse(JSON.stringify(deployment)));
    await printSummary(pub as never, deployment, o.log);
    return deployment;
  } finally {
    await test.setBlockGasLimit({ gasLimit });
    await test.setIntervalMining({ interval: o.blockTime });
  }
}

function tokenDeployData(t: TokenSpec, seedNeed: bigint, core: { factory: Address; wbnb: Address }): Hex {
  const deploy = (name: 'FeeOnTransferToken' | 'HoneypotToken' | 'PausableTestToken' | 'RebasingToken', args: readonly unknown[]) =>
    encodeDeployData({ abi: artifacts[name].abi as Abi, bytecode: artifacts[name].bytecode as Hex, args: args as unknown[] });
  switch (t.kind) {
    case 'fee':
      return deploy('FeeOnTransferToken', [t.name, t.symbol, TAX5_FEE_BPS]);
    case 'honeypot':
      return deploy('HoneypotToken', [t.name, t.symbol, core.factory, core.wbnb]);
    case 'pausable':
      return deploy('PausableTestToken', [t.name, t.symbol]);
    case 'rebasing':
      return deploy('RebasingToken', [t.name, t.symbol, seedNeed + fundAmount(t.symbol) * BigInt(ACCOUNT_COUNT)]);
    case 'fuel':
      return encodeDeployData({ abi: artifacts.FuelToken.abi as Abi, bytecode: artifacts.FuelToken.bytecode as Hex });
    case 'taxed': {
      // Fixed supply, all to the deployer: what the pools need plus every account's share.
      const supply = seedNeed + fundAmount(t.symbol) * BigInt(ACCOUNT_COUNT);
      return encodeDeployData({
        abi: artifacts.TaxedToken.abi as Abi,
        bytecode: artifacts.TaxedToken.bytecode as Hex,
        args: [t.name, t.symbol, supply],
      });
    }
    case 'test':
      return encodeDeployData({
        abi: artifacts.TestToken.abi as Abi,
        bytecode: artifacts.TestToken.bytecode as Hex,
        args: [t.name, t.symbol, t.decimals],
      });
  }
}

function call(abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[]): Hex {
  return encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });
}

export function sortTokens(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
}

interface ReservesReader {
  readContract(args: { address: Address; abi: Abi; functionName: string }): Promise<unknown>;
}

/** Prints every pool: reserves, the price of its first token in the second, and in dollars. */
export async function printSummary(pub: ReservesReader, d: Deployment, log: (line: string) => void): Promise<void> {
  const bySymbol = new Map(d.tokens.map((t) => [t.symbol, t]));
  const rows: string[][] = [['pair', 'reserve A', 'reserve B', 'price A in B', 'A in $']];
  for (const p of d.pairs) {
    const [a, b] = p.name.split('-') as [string, string];
    const ta = bySymbol.get(a)!;
    const tb = bySymbol.get(b)!;
    const [r0, r1] = (await pub.readContract({ address: p.address, abi: artifacts.FuelPair.abi as Abi, functionName: 'getReserves' })) as [
      bigint,
      bigint,
      number,
    ];
    const aIs0 = ta.address.toLowerCase() === p.token0.toLowerCase();
    const [ra, rb] = aIs0 ? [r0, r1] : [r1, r0];
    const price = formatSignificant(priceScaled(ra, ta.decimals, rb, tb.decimals, 18), 18, 6);
    // Dollar value of one A: reserves ratio times B's dollar price, 18 decimals, bigint.
    const usd =
      ra === 0n ? 0n : (rb * 10n ** BigInt(ta.decimals) * parseUnits(tokenSpec(b).priceUsd, 18)) / (ra * 10n ** BigInt(tb.decimals));
    rows.push([p.name, fmt(ra, ta.decimals), fmt(rb, tb.decimals), price, `$${formatSignificant(usd, 18, 6)}`]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
}

function fmt(v: bigint, decimals: number): string {
  const whole = formatFixed(v, decimals).split('.')[0]!;
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
