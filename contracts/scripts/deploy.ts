/**
 * The whole protocol onto one chain with one command, handed to a timelock:
 *
 *   DEPLOYER_PRIVATE_KEY=0x… npm run deploy -- --chain 97 --rpc https://…
 *   DEPLOYER_KEYSTORE_PASSWORD=… npm run deploy -- --chain 97 --rpc https://… --keystore ./deployer.json
 *
 * Reads the chain's launch configuration (contracts/deploy/chains/<chainId>.ts), then, every transaction a step of
 * the deploy journal (`withJournal`, journal.ts: resumable, idempotent, each created contract's code checked):
 * FUEL, the exchange core (or PancakeSwap V2's), the chef, its bar, the vault, the configured farms and pools, the
 * voting-power view, the prediction market on Chainlink's BNB/USD feed, the lottery drawing through a
 * VRFRandomNumberGenerator on the VRF coordinator, the profiles and collectibles, the configured IFOs, the battle and
 * the farm auction. Then the hand-over: a FuelTimelock whose proposer and executor is the configured owner becomes
 * the owner and admin of every contract, each operator role goes to its own configured key, and the deployer keeps
 * nothing (checked on chain before the run reports success).
 *
 * Writes deployments/<chainId>.json (the devnet's schema: @fuelswap/config parseDeployment accepts it), the journal
 * beside it (<chainId>.journal.json) and the roles the report checks (<chainId>.roles.json, read by `npm run roles`).
 * Killed at any point, the same command resumes where it stopped; run again after success, it sends nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  parseEventLogs,
  type PublicClient,
  toHex,
  type Transport,
  type WalletClient,
  zeroAddress,
  zeroHash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  type DeployedFarm,
  type DeployedFarms,
  type DeployedPair,
  type DeployedPool,
  type DeployedToken,
  type Deployment,
  ifoCatalogueEntry,
  parseDeployment,
  type DeployedIfo,
  type DeployedIfos,
} from '@fuelswap/config';
import { artifacts, PAIR_INIT_CODE_HASH, SOURCE_HASH } from '../generated/artifacts.ts';
import { type LaunchConfig, loadLaunchConfig, overrideAddresses, PUBLIC_CHAIN_IDS, type TokenRef } from '../deploy/config.ts';
import { DeployJournal } from './journal.ts';
import { type DeployWallet, type Sender, sender, withJournal } from './sender.ts';
import { deployPrediction } from './deploy-prediction.ts';
import { deployLottery } from './deploy-lottery.ts';
import { deployProfile, linkAchievementsBattle, POINT_ROLE, SPECIAL_ROLE } from './deploy-profile.ts';
import { deployVoting } from './deploy-voting.ts';
import { deployBattle } from './deploy-battle.ts';
import { checkRoles, contractsIn, readRoles, type RoleExpectations } from './roles.ts';
import { runAsCommand } from './cli.ts';
import { pool0Farm } from './deploy-farms.ts';

const ADMIN_ROLE = zeroHash;
const role = (name: string): Hex => keccak256(toHex(name));
/** The salt of the timelock's one bootstrap operation (see `handOver`): fixed, so a resumed run schedules the same one. */
const BOOTSTRAP_SALT = keccak256(toHex('fuelswap launch: timelock bootstrap'));
/** FuelAchievements' Clairvoyant badge counts prediction rounds before this epoch (the devnet's figure). */
const CLAIRVOYANT_BEFORE_EPOCH = 1_000n;

export interface LaunchOptions {
  config: LaunchConfig;
  rpcUrl: string;
  account: Account;
  /** Folder the deployment, journal and roles files are written to (default deployments/). */
  outDir?: string;
  /** Milliseconds between receipt polls (default 1000). */
  pollingInterval?: number;
  /** Called before a written-down step is broadcast (tests stop a run there). */
  beforeBroadcast?: (step: number) => void;
  log?: (line: string) => void;
}

export interface LaunchResult {
  deployment: Deployment;
  file: string;
  journalFile: string;
  /** Steps this run sent (0 when everything was already done). */
  sent: number;
  steps: number;
}

type Wallet = WalletClient<Transport, Chain, Account>;

/** Deploys (or resumes deploying) the protocol described by `o.config`. */
export async function launch(o: LaunchOptions): Promise<LaunchResult> {
  const c = o.config;
  const log = o.log ?? (() => {});
  const outDir = o.outDir ?? 'deployments';
  const chain = defineChain({
    id: c.chainId,
    name: `chain ${c.chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [o.rpcUrl] } },
  });
  const transport = http(o.rpcUrl, { retryCount: 2, timeout: 60_000 });
  const pub = createPublicClient({ chain, transport, pollingInterval: o.pollingInterval ?? 1_000 }) as PublicClient;
  const wallet = createWalletClient({ chain, transport, account: o.account }) as Wallet;
  const deployer = o.account.address;

  const onChain = await pub.getChainId();
  if (onChain !== c.chainId) throw new Error(`the node at ${o.rpcUrl} is chain ${onChain}, not ${c.chainId}: refusing to deploy`);
  if (c.chainId === 56) {
    const code = await pub.getCode({ address: c.owner });
    if (!code || code === '0x') throw new Error(`the owner ${c.owner} has no code on chain 56: the launch owner must be the multisig`);
  }
  if ([c.owner, c.treasury, ...Object.values(c.operators)].some((a) => isAddressEqual(a, deployer))) {
    throw new Error(`the deployer ${deployer} is named in the configuration: the deployer keeps nothing, use another key`);
  }

  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${c.chainId}.json`);
  const journalFile = path.join(outDir, `${c.chainId}.journal.json`);
  const journal = DeployJournal.open(journalFile, c.chainId);
  const before = journal.recorded.filter((s) => s.done).length;
  log(`deploying to chain ${c.chainId} from ${deployer}; journal ${journalFile} (${journal.recorded.length} steps recorded)`);

  const deployment = await withJournal(
    {
      journal,
      confirmations: c.confirmations,
      maxGasPrice: c.maxGasPrice,
      pollingInterval: o.pollingInterval ?? 1_000,
      ...(o.beforeBroadcast ? { beforeBroadcast: o.beforeBroadcast } : {}),
    },
    () => deployAll(c, wallet, pub, log),
  );

  const expectations = roleExpectations(c, deployment, deployer);
  const holdings = await readRoles(pub, contractsIn(deployment), BigInt(deployment.startBlock));
  const problems = checkRoles(holdings, expectations);
  if (problems.length > 0) {
    throw new Error(
      `roles not where the configuration puts them:\n${problems.map((p) => `  ${p.holding.contract} ${p.holding.role}: ${p.holding.holder} (${p.problem})`).join('\n')}`,
    );
  }
  parseDeployment(JSON.parse(JSON.stringify(deployment)));
  writeJson(file, deployment);
  writeJson(path.join(outDir, `${c.chainId}.roles.json`), expectations);
  const steps = journal.recorded.length;
  const sent = steps - before;
  printSummary(deployment, holdings.length, steps, sent, log);
  return { deployment, file, journalFile, sent, steps };
}

function writeJson(file: string, value: unknown) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

async function deployAll(c: LaunchConfig, wallet: Wallet, pub: PublicClient, log: (l: string) => void): Promise<Deployment> {
  const w = wallet as unknown as DeployWallet;
  const deployer = wallet.account.address;
  const tx = sender('launch', w, pub);
  const read = <T>(address: Address, abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
    pub.readContract({ address, abi: abi as Abi, functionName, args }) as Promise<T>;

  // ---- FUEL first: its block is the launch block every configured offset counts from.
  const fuelDeploy = await tx.deploy('FuelToken');
  const fuel = fuelDeploy.address;
  const launchBlock = fuelDeploy.blockNumber;
  for (const m of c.fuel.premint) await tx.write(fuel, artifacts.FuelToken.abi, 'mint', [m.to, m.amount]);

  // ---- The exchange.
  let wbnb: Address;
  let factory: Address;
  let router: Address;
  let initCodeHash: Hex;
  if (c.exchange.kind === 'own') {
    wbnb = c.exchange.wbnb === 'deploy' ? (await tx.deploy('WBNB')).address : c.exchange.wbnb;
    factory = (await tx.deploy('FuelFactory', [deployer])).address;
    router = (await tx.deploy('FuelRouter', [factory, wbnb])).address;
    if (c.exchange.feeTo) await tx.write(factory, artifacts.FuelFactory.abi, 'setFeeTo', [c.exchange.feeTo]);
    const routerHash = await read<Hex>(router, artifacts.FuelRouter.abi, 'pairCodeHash');
    if (routerHash !== PAIR_INIT_CODE_HASH)
      throw new Error(`router pair code hash ${routerHash} is not this build's ${PAIR_INIT_CODE_HASH}`);
    initCodeHash = PAIR_INIT_CODE_HASH;
  } else {
    ({ wbnb, factory, router, initCodeHash } = c.exchange);
    const [f, weth] = await Promise.all([
      read<Address>(router, artifacts.FuelRouter.abi, 'factory'),
      read<Address>(router, artifacts.FuelRouter.abi, 'WETH'),
    ]);
    if (!isAddressEqual(f, factory) || !isAddressEqual(weth, wbnb)) throw new Error(`router ${router} is wired to ${f} / ${weth}`);
  }
  const multicall3 = c.multicall3 === 'deploy' ? (await tx.deploy('Multicall3')).address : c.multicall3;

  // ---- Tokens the farms name, and their pairs.
  const tokenOf = (t: TokenRef | 'BNB'): { address: Address; symbol: string; decimals: number } =>
    t === 'FUEL'
      ? { address: fuel, symbol: 'FUEL', decimals: 9 }
      : t === 'WBNB' || t === 'BNB'
        ? { address: wbnb, symbol: t === 'BNB' ? 'BNB' : 'WBNB', decimals: 18 }
        : t;
  const tokens = new Map<Address, DeployedToken>([
    [fuel, { symbol: 'FUEL', name: 'Fuel Token', address: fuel, decimals: 9 }],
    [wbnb, { symbol: 'WBNB', name: 'Wrapped BNB', address: wbnb, decimals: 18 }],
  ]);
  const pairs: DeployedPair[] = [];
  const farmRows: Omit<DeployedFarm, 'pid'>[] = [];
  for (const f of c.farms.list) {
    const token = tokenOf(f.token);
    const quote = tokenOf(f.quoteToken);
    for (const t of [token, quote]) if (!tokens.has(t.address)) tokens.set(t.address, { ...t, name: t.symbol });
    // A pair with FUEL (new this run) or on our new factory cannot exist yet: created here, always, so a resumed run
    // takes the same steps. A PancakeSwap pair of two older tokens must already exist.
    if (c.exchange.kind === 'own' || isAddressEqual(token.address, fuel) || isAddressEqual(quote.address, fuel)) {
      await tx.write(factory, artifacts.FuelFactory.abi, 'createPair', [token.address, quote.address]);
    }
    const lp = getAddress(await read<Address>(factory, artifacts.FuelFactory.abi, 'getPair', [token.address, quote.address]));
    if (lp === zeroAddress) throw new Error(`no ${token.symbol}-${quote.symbol} pair on ${factory}: create it before the launch`);
    const [token0, token1] =
      token.address.toLowerCase() < quote.address.toLowerCase() ? [token.address, quote.address] : [quote.address, token.address];
    const show = (x: { address: Address; symbol: string }) => (isAddressEqual(x.address, wbnb) ? 'BNB' : x.symbol);
    pairs.push({ address: lp, token0, token1, name: `${tokenOf(f.token).symbol}-${tokenOf(f.quoteToken).symbol}` });
    farmRows.push({
      lpSymbol: `${show(token)}-${show(quote)} LP`,
      lpAddress: lp,
      token: token.address,
      quoteToken: quote.address,
      tokenSymbol: show(token),
      quoteTokenSymbol: show(quote),
      allocPoint: f.allocPoint,
      isCommunity: f.isCommunity,
    });
  }

  // ---- The chef (it creates its bar), the vault, the farms and the pools; FUEL's ownership last, to the chef.
  const farmsStart = launchBlock + BigInt(c.farms.startOffset);
  const chef = (await tx.deploy('FuelChef', [fuel, c.farms.fuelPerBlock, farmsStart])).address;
  const bar = await read<Address>(chef, artifacts.FuelChef.abi, 'syrup');
  const vault = (await tx.deploy('FuelVault', [chef, deployer, c.treasury])).address;
  for (const f of farmRows) await tx.write(chef, artifacts.FuelChef.abi, 'add', [BigInt(f.allocPoint), f.lpAddress, false]);
  const poolRows: DeployedPool[] = [];
  for (const p of c.farms.pools) {
    const staking = tokenOf(p.staking);
    const earning = tokenOf(p.earning);
    const start = launchBlock + BigInt(p.startOffset);
    const end = launchBlock + BigInt(p.endOffset);
    const address =
      p.staking === 'BNB'
        ? (await tx.deploy('SousChefBNB', [earning.address, p.rewardPerBlock, start, end, p.stakingLimit, deployer])).address
        : (await tx.deploy('SousChef', [staking.address, earning.address, p.rewardPerBlock, start, end, p.stakingLimit, deployer])).address;
    // A FUEL-paying pool is funded now with all it can pay, while the deployer can still mint; a partner token's
    // pool is funded by its project.
    if (p.earning === 'FUEL') await tx.write(fuel, artifacts.FuelToken.abi, 'mint', [address, p.rewardPerBlock * (end - start)]);
    poolRows.push({
      sousId: poolRows.length + 1,
      contractAddress: address,
      stakingToken: staking.address,
      earningToken: earning.address,
      stakingTokenSymbol: staking.symbol,
      earningTokenSymbol: earning.symbol,
      stakingTokenDecimals: staking.decimals,
      earningTokenDecimals: earning.decimals,
      poolCategory: p.category,
      tokenPerBlock: formatUnits(p.rewardPerBlock, earning.decimals),
      startBlock: Number(start),
      endBlock: Number(end),
      stakingLimit: p.stakingLimit.toString(),
      isFinished: false,
      enableEmergencyWithdraw: false,
      sortOrder: 999,
      harvest: true,
    });
  }
  await tx.write(fuel, artifacts.FuelToken.abi, 'transferOwnership', [chef]);
  const vaultAbi = artifacts.FuelVault.abi;
  if (c.farms.vault.performanceFee !== undefined)
    await tx.write(vault, vaultAbi, 'setPerformanceFee', [BigInt(c.farms.vault.performanceFee)]);
  if (c.farms.vault.callFee !== undefined) await tx.write(vault, vaultAbi, 'setCallFee', [BigInt(c.farms.vault.callFee)]);
  if (c.farms.vault.withdrawFee !== undefined) await tx.write(vault, vaultAbi, 'setWithdrawFee', [BigInt(c.farms.vault.withdrawFee)]);
  await tx.write(chef, artifacts.FuelChef.abi, 'setFarmOperator', [c.operators.auctionFarm]);

  const [pool0, totalAlloc] = await Promise.all([
    read<readonly [Address, bigint]>(chef, artifacts.FuelChef.abi, 'poolInfo', [0n]),
    read<bigint>(chef, artifacts.FuelChef.abi, 'totalAllocPoint'),
  ]);
  const farmsList: DeployedFarm[] = [pool0Farm(fuel, wbnb, pool0[1]), ...farmRows.map((f, i) => ({ ...f, pid: i + 1 }))];
  const pid = (match: (f: DeployedFarm) => boolean) => farmsList.find((f) => f.pid > 0 && match(f))?.pid;
  const fuelBnb = pid((f) => sameSet(f.token, f.quoteToken, fuel, wbnb));
  const busd = [...tokens.values()].find((t) => t.symbol === 'BUSD');
  const busdBnb = busd ? pid((f) => sameSet(f.token, f.quoteToken, busd.address, wbnb)) : undefined;
  const sousZero: DeployedPool = {
    sousId: 0,
    contractAddress: chef,
    stakingToken: fuel,
    earningToken: fuel,
    stakingTokenSymbol: 'FUEL',
    earningTokenSymbol: 'FUEL',
    stakingTokenDecimals: 9,
    earningTokenDecimals: 9,
    poolCategory: 'CORE',
    tokenPerBlock: formatUnits(totalAlloc === 0n ? 0n : (c.farms.fuelPerBlock * pool0[1]) / totalAlloc, 9),
    startBlock: Number(farmsStart),
    endBlock: 0,
    stakingLimit: '0',
    isFinished: false,
    enableEmergencyWithdraw: false,
    sortOrder: 1,
    harvest: true,
  };
  // The deployment file's farms section names the two farms the app prices FUEL and BNB with; without them the
  // chef and vault are still listed under `contracts`.
  const farms: DeployedFarms | undefined =
    fuelBnb !== undefined && busdBnb !== undefined
      ? {
          chainId: c.chainId,
          chef,
          bar,
          vault,
          treasury: c.treasury,
          vaultAdmin: deployer,
          fuelPerBlock: formatUnits(c.farms.fuelPerBlock, 9),
          startBlock: Number(farmsStart),
          keyFarms: { fuelBnb, busdBnb },
          farms: farmsList,
          pools: [sousZero, ...poolRows],
        }
      : undefined;
  log(`farms: chef ${chef}, vault ${vault}, ${farmRows.length} farms, ${poolRows.length} pools, emission from block ${farmsStart}`);

  // ---- Voting power (over the FUEL-BNB farm, the vault and the FUEL pools).
  const voting = farms ? await deployVoting(wallet, pub, { farms, fuel, admins: [c.owner], log }) : undefined;
  if (!voting) log('voting: no FUEL-WBNB and BUSD-WBNB farms configured, no voting-power view');

  // ---- Prediction.
  const prediction = await deployPrediction(wallet, pub, {
    owner: deployer,
    admin: deployer,
    operator: c.operators.prediction,
    treasury: c.treasury,
    intervalBlocks: c.prediction.intervalBlocks,
    bufferBlocks: c.prediction.bufferBlocks,
    minBetAmount: c.prediction.minBetAmount,
    oracleUpdateAllowance: c.prediction.oracleUpdateAllowance,
    ...(c.prediction.oracle.kind === 'pushed' ? { initialPrice: c.prediction.oracle.initialPrice } : {}),
    log,
  });
  const pushedFeed = c.prediction.oracle.kind === 'pushed' ? prediction.oracle : undefined;

  // ---- Lottery and its random source.
  let vrf: { address: Address; coordinator: Address; subscriptionId: bigint; created: boolean } | undefined;
  if (c.lottery.random.kind === 'vrf') {
    const r = c.lottery.random;
    const coordAbi = artifacts.ChainlinkVRFCoordinatorMock.abi;
    let subscriptionId: bigint;
    if (r.subscriptionId === 'create') {
      const receipt = await tx.write(r.coordinator, coordAbi, 'createSubscription');
      const created = parseEventLogs({ abi: coordAbi as Abi, logs: receipt.logs, eventName: 'SubscriptionCreated' })[0] as
        | { args: { subId: bigint } }
        | undefined;
      if (!created) throw new Error(`createSubscription on ${r.coordinator} emitted no SubscriptionCreated`);
      subscriptionId = created.args.subId;
    } else subscriptionId = r.subscriptionId;
    const address = (
      await tx.deploy('VRFRandomNumberGenerator', [
        r.coordinator,
        {
          keyHash: r.keyHash,
          subscriptionId,
          callbackGasLimit: r.callbackGasLimit,
          requestConfirmations: r.requestConfirmations,
          nativePayment: r.nativePayment,
        },
        BigInt(r.requestTimeout),
      ])
    ).address;
    if (r.subscriptionId === 'create') {
      await tx.write(r.coordinator, coordAbi, 'addConsumer', [subscriptionId, address]);
      if (r.fundNative > 0n) await tx.write(r.coordinator, coordAbi, 'fundSubscriptionWithNative', [subscriptionId], r.fundNative);
    } else {
      log(`lottery: subscription ${subscriptionId} is not ours: its owner must add ${address} as a consumer`);
    }
    vrf = { address, coordinator: r.coordinator, subscriptionId, created: r.subscriptionId === 'create' };
  }
  if (PUBLIC_CHAIN_IDS.includes(c.chainId) && !vrf) throw new Error(`chain ${c.chainId} draws with VRF only`);
  const lottery = await deployLottery(wallet, pub, {
    token: fuel,
    owner: deployer,
    operator: c.operators.lottery,
    treasury: c.treasury,
    injector: c.operators.lottery,
    ...(vrf ? { randomGenerator: vrf.address } : {}),
    log,
  });
  if (vrf) await tx.write(vrf.address, artifacts.VRFRandomNumberGenerator.abi, 'setLottery', [lottery.lottery]);

  // ---- Profiles and collectibles, with the achievements over the chef and the prediction market.
  const profile = await deployProfile(w, pub, {
    fuel,
    chainId: c.chainId,
    baseURI: c.profile.baseURI,
    starterPrice: c.profile.starterPrice,
    costs: c.profile.costs,
    specialEndBlock: launchBlock + BigInt(c.profile.specialClaimBlocks),
    achievements: { chef, prediction: prediction.market, clairvoyantBeforeEpoch: CLAIRVOYANT_BEFORE_EPOCH },
    log,
  });

  // ---- IFOs over the FUEL-BNB LP.
  const ifoEntries: DeployedIfo[] = [];
  const fuelBnbLp = farmRows.find((f) => sameSet(f.token, f.quoteToken, fuel, wbnb))?.lpAddress;
  for (const plan of c.ifos) {
    const cat = ifoCatalogueEntry(plan.id);
    if (!cat) throw new Error(`ifos: ${plan.id} is not in the IFO catalogue`);
    if (!fuelBnbLp) throw new Error('ifos: no FUEL-WBNB farm');
    const start = launchBlock + BigInt(plan.startOffset);
    const end = launchBlock + BigInt(plan.endOffset);
    const sale = (await tx.deploy('FuelIFO', [fuelBnbLp, plan.offeringToken, profile.profile, start, end, deployer])).address;
    const ifoAbi = artifacts.FuelIFO.abi;
    const offerBasic = cat.version === 2 ? (plan.offeringAmount * 30n) / 100n : 0n;
    const raiseBasic = cat.version === 2 ? (plan.raisingAmount * 30n) / 100n : 0n;
    if (cat.version === 2) await tx.write(sale, ifoAbi, 'setPool', [offerBasic, raiseBasic, plan.basicLimitPerUser, false, 0]);
    await tx.write(sale, ifoAbi, 'setPool', [plan.offeringAmount - offerBasic, plan.raisingAmount - raiseBasic, 0n, cat.version === 2, 1]);
    if (cat.campaignId > 0) {
      await tx.write(profile.pointCenter, artifacts.FuelPointCenter.abi, 'addIfoAddress', [
        sale,
        BigInt(cat.campaignId),
        plan.pointsThreshold,
        BigInt(cat.numberPoints),
      ]);
    }
    ifoEntries.push({
      id: plan.id,
      address: sale,
      offeringToken: plan.offeringToken,
      startBlock: Number(start),
      endBlock: Number(end),
      version: cat.version,
      pools: {
        ...(cat.version === 2
          ? {
              basic: {
                raisingAmount: `${raiseBasic}`,
                offeringAmount: `${offerBasic}`,
                limitPerUser: `${plan.basicLimitPerUser}`,
                hasTax: false,
              },
            }
          : {}),
        unlimited: {
          raisingAmount: `${plan.raisingAmount - raiseBasic}`,
          offeringAmount: `${plan.offeringAmount - offerBasic}`,
          limitPerUser: '0',
          hasTax: cat.version === 2,
        },
      },
      fuelToBurn: plan.fuelToBurn.toString(),
    });
  }
  const ifo: DeployedIfos | undefined =
    fuelBnbLp && ifoEntries.length > 0 ? { chainId: c.chainId, lpToken: fuelBnbLp, entries: ifoEntries } : undefined;

  // ---- The battle and the farm auction (no projects at launch: the owner whitelists them through the timelock).
  const battle = await deployBattle(w, pub, {
    chainId: c.chainId,
    fuel,
    profile: profile.profile,
    bunnies: profile.bunnies,
    fund: 0n,
    campaignId: c.battle.campaignId,
    nftBunnyId: c.battle.nftBunnyId,
    nftURI: c.battle.nftURI,
    operator: c.operators.auctionFarm,
    projects: [],
    log,
  });
  if (profile.achievements) {
    await linkAchievementsBattle(w, pub, { achievements: profile.achievements, competition: battle.competition.address });
  }

  // ---- Governance.
  const ownable: Address[] = [chef, vault, ...poolRows.map((p) => p.contractAddress), prediction.market, lottery.lottery];
  if (pushedFeed) ownable.push(pushedFeed);
  if (!vrf) ownable.push(lottery.randomGenerator);
  ownable.push(profile.bunnyFactory, profile.bunnySpecial, profile.pointCenter);
  if (profile.tradeIn) ownable.push(profile.tradeIn);
  if (profile.achievements) ownable.push(profile.achievements);
  ownable.push(...ifoEntries.map((e) => e.address), battle.competition.address, battle.auction.address);
  const gov = await handOver(c, tx, pub, deployer, {
    ownable,
    vault,
    prediction: prediction.market,
    profile: profile.profile,
    bunnies: profile.bunnies,
    ...(c.exchange.kind === 'own' ? { factory } : {}),
    ...(vrf ? { vrf } : {}),
  });
  const timelock = gov.timelock;

  const contracts: Deployment['contracts'] = {
    WBNB: wbnb,
    Factory: factory,
    Router: router,
    Multicall3: multicall3,
    FuelToken: fuel,
    FuelTimelock: timelock,
    FuelChef: chef,
    FuelBar: bar,
    FuelVault: vault,
    FuelTradingCompetition: battle.competition.address,
  };
  return {
    chainId: c.chainId,
    rpcUrl: c.publicRpcUrl,
    startBlock: Number(launchBlock),
    initCodeHash,
    sourceHash: SOURCE_HASH,
    contracts,
    tokens: [...tokens.values()],
    pairs,
    // No development wallet on a launch chain: the zero address and an empty key say so.
    accounts: {
      deployer,
      feeTo: c.exchange.kind === 'own' ? (c.exchange.feeTo ?? zeroAddress) : zeroAddress,
      devWallet: zeroAddress,
      devWalletPrivateKey: '0x',
    },
    governance: {
      timelock,
      owner: c.owner,
      minDelaySeconds: c.timelock.minDelaySeconds,
      operators: { ...c.operators },
      ...(vrf ? { vrf: { coordinator: vrf.coordinator, subscriptionId: vrf.subscriptionId.toString() } } : {}),
    },
    deployedAt: new Date().toISOString(),
    ...(farms ? { farms: { ...farms, vaultAdmin: timelock } } : {}),
    prediction: { ...prediction, owner: timelock, admin: timelock },
    lottery: { ...lottery, owner: timelock },
    ...(voting ? { voting } : {}),
    profile,
    ...(ifo ? { ifo } : {}),
    // The battle's windows are set when the owner schedules one (through the timelock): until then the deployment
    // names its contract under `contracts` only, and the competition section is written by whoever schedules it.
    auction: battle.auction,
  };
}

interface HandOverTargets {
  /** Plain Ownable contracts: `transferOwnership(timelock)`. */
  ownable: Address[];
  vault: Address;
  prediction: Address;
  profile: Address;
  bunnies: Address;
  factory?: Address;
  vrf?: { address: Address; coordinator: Address; subscriptionId: bigint; created: boolean };
}

/**
 * Deploys the timelock and moves every role to it. Two things cannot be handed over by the deployer alone: the VRF
 * source's ownership (Chainlink's ConfirmedOwner: the new owner accepts) and a created VRF subscription (the new
 * owner accepts too). So the timelock is born with a delay of 0 and the deployer as a second proposer and executor,
 * runs one bootstrap batch at once (the two acceptances, then its own delay raised to the configured one and the
 * deployer's three roles revoked), and from then on has only the configured owner and delay.
 */
async function handOver(
  c: LaunchConfig,
  tx: Sender,
  pub: PublicClient,
  deployer: Address,
  t: HandOverTargets,
): Promise<{ timelock: Address }> {
  const timelock = (await tx.deploy('FuelTimelock', [0n, [c.owner, deployer], [c.owner, deployer]])).address;
  const ownable = artifacts.FuelChef.abi;
  // The vault's and the prediction market's admin first (their owner sets it), then every owner.
  await tx.write(t.vault, artifacts.FuelVault.abi, 'setAdmin', [timelock]);
  await tx.write(t.prediction, artifacts.FuelPrediction.abi, 'setAdmin', [timelock]);
  for (const a of t.ownable) await tx.write(a, ownable, 'transferOwnership', [timelock]);
  if (t.factory) await tx.write(t.factory, artifacts.FuelFactory.abi, 'setFeeToSetter', [timelock]);
  // AccessControl: the timelock becomes admin, then the deployer gives up every role it was granted.
  const profileAbi = artifacts.FuelProfile.abi;
  await tx.write(t.profile, profileAbi, 'grantRole', [ADMIN_ROLE, timelock]);
  await tx.write(t.profile, profileAbi, 'renounceRole', [POINT_ROLE, deployer]);
  await tx.write(t.profile, profileAbi, 'renounceRole', [SPECIAL_ROLE, deployer]);
  await tx.write(t.profile, profileAbi, 'renounceRole', [ADMIN_ROLE, deployer]);
  await tx.write(t.bunnies, artifacts.FuelBunnies.abi, 'grantRole', [ADMIN_ROLE, timelock]);
  await tx.write(t.bunnies, artifacts.FuelBunnies.abi, 'renounceRole', [ADMIN_ROLE, deployer]);

  const calls: { target: Address; data: Hex }[] = [];
  if (t.vrf) {
    await tx.write(t.vrf.address, artifacts.VRFRandomNumberGenerator.abi, 'transferOwnership', [timelock]);
    calls.push({
      target: t.vrf.address,
      data: encodeFunctionData({ abi: artifacts.VRFRandomNumberGenerator.abi, functionName: 'acceptOwnership' }),
    });
    if (t.vrf.created) {
      const coordAbi = artifacts.ChainlinkVRFCoordinatorMock.abi;
      await tx.write(t.vrf.coordinator, coordAbi, 'requestSubscriptionOwnerTransfer', [t.vrf.subscriptionId, timelock]);
      calls.push({
        target: t.vrf.coordinator,
        data: encodeFunctionData({ abi: coordAbi, functionName: 'acceptSubscriptionOwnerTransfer', args: [t.vrf.subscriptionId] }),
      });
    }
  }
  const tlAbi = artifacts.FuelTimelock.abi;
  const self = (functionName: string, args: readonly unknown[]) => ({
    target: timelock,
    data: encodeFunctionData({ abi: tlAbi as Abi, functionName, args: args as unknown[] }),
  });
  calls.push(self('updateDelay', [BigInt(c.timelock.minDelaySeconds)]));
  for (const r of ['PROPOSER_ROLE', 'EXECUTOR_ROLE', 'CANCELLER_ROLE']) calls.push(self('revokeRole', [role(r), deployer]));
  const batch = [calls.map((x) => x.target), calls.map(() => 0n), calls.map((x) => x.data), zeroHash, BOOTSTRAP_SALT] as const;
  await tx.write(timelock, tlAbi, 'scheduleBatch', [...batch, 0n]);
  await tx.write(timelock, tlAbi, 'executeBatch', batch);
  const delay = await pub.readContract({ address: timelock, abi: tlAbi, functionName: 'getMinDelay' });
  if (delay !== BigInt(c.timelock.minDelaySeconds)) throw new Error(`timelock delay is ${delay}, not ${c.timelock.minDelaySeconds}`);
  return { timelock };
}

/** Where every role must be after the launch: what `npm run roles` checks (written as <chainId>.roles.json). */
function roleExpectations(c: LaunchConfig, d: Deployment, deployer: Address): RoleExpectations {
  const timelock = d.contracts.FuelTimelock as Address;
  const ours = new Set<Address>([
    ...Object.values(d.contracts),
    ...(d.prediction && c.prediction.oracle.kind === 'pushed' ? [d.prediction.oracle] : []),
  ]);
  if (c.exchange.kind === 'own' && c.exchange.wbnb !== 'deploy') ours.delete(c.exchange.wbnb);
  if (c.exchange.kind === 'pancakeV2') for (const a of [c.exchange.factory, c.exchange.router, c.exchange.wbnb]) ours.delete(a);
  const external = [
    ...d.tokens.map((t) => t.address).filter((a) => !ours.has(a) && !isAddressEqual(a, d.contracts.FuelToken as Address)),
    ...(c.exchange.kind === 'pancakeV2' ? [c.exchange.factory, c.exchange.router] : []),
    ...(c.prediction.oracle.kind === 'chainlink' ? [c.prediction.oracle.address] : []),
    ...(c.lottery.random.kind === 'vrf' ? [c.lottery.random.coordinator] : []),
    // A sale's offering token is the selling project's: its roles are that project's, not ours.
    ...c.ifos.map((i) => i.offeringToken),
  ];
  return {
    deployer,
    external: [...new Set(external)],
    byKind: { owner: timelock, admin: timelock, accessControl: timelock, timelockMember: c.owner },
    byRole: {
      'prediction.market.operatorAddress': c.operators.prediction,
      'lottery.lottery.operatorAddress': c.operators.lottery,
      'lottery.lottery.injectorAddress': c.operators.lottery,
      'auction.address.operator': c.operators.auctionFarm,
      'contracts.FuelChef.farmOperator': c.operators.auctionFarm,
      ...(d.lottery?.randomKind === 'dev' ? { 'lottery.randomGenerator.keeper': c.operators.lottery } : {}),
    },
  };
}

function printSummary(d: Deployment, roles: number, steps: number, sent: number, log: (l: string) => void) {
  const rows: [string, string][] = [
    ...Object.entries(d.contracts),
    ['Prediction', d.prediction?.market ?? '-'],
    ['Lottery', d.lottery?.lottery ?? '-'],
    ['Lottery random source', d.lottery?.randomGenerator ?? '-'],
    ['Profile', d.profile?.profile ?? '-'],
    ['Collectibles', d.profile?.bunnies ?? '-'],
    ['Voting power', d.voting?.votingPower ?? '-'],
    ['Farm auction', d.auction?.address ?? '-'],
    ...(d.ifo?.entries ?? []).map((e): [string, string] => [`IFO ${e.id}`, e.address]),
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) log(`${k.padEnd(width)}  ${v}`);
  const g = d.governance;
  if (g) log(`owner of everything: timelock ${g.timelock} (delay ${g.minDelaySeconds} s), proposed and executed by ${g.owner}`);
  log(`${roles} roles checked on chain; journal: ${steps} steps, ${sent} sent by this run`);
}

function sameSet(x: Address, y: Address, a: Address, b: Address): boolean {
  return (isAddressEqual(x, a) && isAddressEqual(y, b)) || (isAddressEqual(x, b) && isAddressEqual(y, a));
}

function formatUnits(v: bigint, decimals: number): string {
  const s = v.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** The deployer's account from DEPLOYER_PRIVATE_KEY, or an encrypted JSON keystore and DEPLOYER_KEYSTORE_PASSWORD. */
export async function deployerAccount(keystore: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<Account> {
  if (keystore) {
    const password = env.DEPLOYER_KEYSTORE_PASSWORD;
    if (password === undefined) throw new Error('--keystore needs its password in DEPLOYER_KEYSTORE_PASSWORD');
    // ethers' keystore decryption (scrypt/pbkdf2 + AES-128-CTR, the Web3 Secret Storage format), already installed.
    const { decryptKeystore } = await import('@ethersproject/json-wallets');
    const decrypted = await decryptKeystore(fs.readFileSync(keystore, 'utf8'), password).catch(() => {
      throw new Error(`could not decrypt ${keystore}: wrong password or not a keystore file`);
    });
    return privateKeyToAccount(decrypted.privateKey as Hex);
  }
  const key = env.DEPLOYER_PRIVATE_KEY;
  if (!key) throw new Error('set DEPLOYER_PRIVATE_KEY, or pass --keystore FILE with DEPLOYER_KEYSTORE_PASSWORD');
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error('DEPLOYER_PRIVATE_KEY is not a 32-byte hex key');
  return privateKeyToAccount(key as Hex);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      chain: { type: 'string' },
      rpc: { type: 'string' },
      keystore: { type: 'string' },
      out: { type: 'string' },
      poll: { type: 'string' },
      addresses: { type: 'string' },
    },
  });
  if (!values.chain || !values.rpc) {
    console.error(
      'usage: npm run deploy -- --chain <56|97|31337> --rpc <url> [--keystore FILE] [--out DIR] [--poll MS] [--addresses FILE]',
    );
    return 2;
  }
  const chainId = Number(values.chain);
  const loaded = await loadLaunchConfig(chainId);
  // A rehearsal's own keys in place of the file's placeholder owner, treasury and operators (config.ts).
  const config = values.addresses ? overrideAddresses(loaded, JSON.parse(fs.readFileSync(values.addresses, 'utf8'))) : loaded;
  const account = await deployerAccount(values.keystore);
  // A test hook: stop the process dead (no cleanup, as a crash or a kill would) before broadcasting step N.
  const stopAt = process.env.DEPLOY_KILL_BEFORE_STEP ? Number(process.env.DEPLOY_KILL_BEFORE_STEP) : undefined;
  await launch({
    config,
    rpcUrl: values.rpc,
    account,
    ...(values.out ? { outDir: values.out } : {}),
    ...(values.poll ? { pollingInterval: Number(values.poll) } : {}),
    ...(stopAt !== undefined ? { beforeBroadcast: (step: number) => step >= stopAt && process.kill(process.pid, 'SIGKILL') } : {}),
    log: (l) => console.log(l),
  });
  return 0;
}

runAsCommand(import.meta.url, main, 1);
