/**
 * `npm run battle:settle [-- --send]`: the trading battle's owner tool. While the battle is Close
 * (calculating), writes the standings /competition shows to FuelTradingCompetition: every team's rank
 * (setTeamRank) and every registered account's reward group (updateUserRewardGroups), by the sdk's settlementOf.
 *
 * 1. reads the deployment file (DEPLOYMENT_FILE) and checks the chain (RPC_URL, default the file's rpcUrl);
 * 2. refuses unless the battle is Close; with --send, also unless the sender is the contract's owner;
 * 3. registered accounts and teams from the contract's UserRegister events (their count checked against
 *    numberRegistered); dollar volumes from the indexer's swaps on the eligible pairs in the live window
 *    (INDEXER_URL), once the indexer has reached the window's end or the chain's head;
 * 4. computeStandings (team top TEAM_TOP_TRADERS, teams = config's TEAMS and any team a registered account is in),
 *    then settlementOf with config's competitionTier;
 * 5. compares with what the contract already holds (a rerun after a partial run sends only the rest; a team rank
 *    already set to another value is refused: setTeamRank cannot change it) and prints a table;
 * 6. dry run by default; with --send, simulates then sends each transaction (team ranks first: the contract needs
 *    a team's rank before its members' groups) and waits for its receipt.
 *
 * Sender: BATTLE_OWNER_KEY (a private key, for BSC), else deployment.accounts.deployer through the node's unlocked
 * account (the devnet's anvil, as the seeding sends). Every failure is one line on stderr and exit code 1; nothing is
 * sent before every check has passed (a revert in the middle of --send leaves what was mined: run it again).
 *
 * The volumes query is the app's own (`@fuelswap/sdk/indexer` fetchVolumes, on the one indexer client), so the
 * contract gets what /competition shows; the settlement reads every page, where the page stops at 100.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  isAddressEqual,
  type Account,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { fuelTradingCompetitionAbi } from '@fuelswap/contracts';
import {
  COMPETITION_STATUSES,
  COMPETITION_TIERS,
  TEAMS,
  TEAM_TOP_TRADERS,
  competitionTier,
  parseDeployment,
  type CompetitionStatus,
  type Deployment,
} from '@fuelswap/config';
import { computeStandings, settlementOf, type Settlement, type Standings, type TeamRankWrite } from '@fuelswap/sdk';
import { InfoError, fetchVolumes as fetchVolumesOf } from '@fuelswap/sdk/indexer';
import { runAsCommand } from './cli.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_DEPLOYMENT_FILE = 'deployments/31337.json';
const DEFAULT_INDEXER_URL = 'http://127.0.0.1:42069';
/** How long to wait for the indexer to reach the end of the battle's volumes. */
const INDEXER_WAIT_MS = 30_000;

/** A failure to report as one line (no stack). */
export class SettleError extends Error {
  override readonly name = 'SettleError';
}

// ------------------------------------------------------------------ arguments and environment

export interface SettleConfig {
  help: boolean;
  send: boolean;
  /** Absolute. */
  deploymentFile: string;
  /** Undefined: the deployment file's rpcUrl. */
  rpcUrl: string | undefined;
  /** The indexer's GraphQL endpoint and its /status. */
  indexer: { graphql: string; status: string };
  ownerKey: Hex | undefined;
}

export const USAGE = `usage: npm run battle:settle [-- --send]

Writes the trading battle's team ranks and reward groups (from the indexer's volumes) to the competition
contract while it is Close. Without --send: a dry run that prints what would be sent.

env: DEPLOYMENT_FILE (${DEFAULT_DEPLOYMENT_FILE}), RPC_URL (the deployment's rpcUrl),
     INDEXER_URL (${DEFAULT_INDEXER_URL}), BATTLE_OWNER_KEY (default: the deployer's unlocked account)`;

/** The indexer's GraphQL endpoint and status URL from a base URL or the endpoint itself (as the app accepts). */
export function indexerEndpoints(url: string): { graphql: string; status: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SettleError(`INDEXER_URL "${url}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new SettleError(`INDEXER_URL "${url}" is not http(s)`);
  const base = url.replace(/\/+$/, '').replace(/\/graphql$/, '');
  return { graphql: `${base}/graphql`, status: `${base}/status` };
}

export function parseSettleArgs(argv: readonly string[], env: Record<string, string | undefined>): SettleConfig {
  let send = false;
  let help = false;
  for (const a of argv) {
    if (a === '--send') send = true;
    else if (a === '--help' || a === '-h') help = true;
    else throw new SettleError(`unknown argument "${a}" (only --send and --help)`);
  }
  const file = env.DEPLOYMENT_FILE || DEFAULT_DEPLOYMENT_FILE;
  const rpcUrl = env.RPC_URL || undefined;
  if (rpcUrl !== undefined && !/^(https?|wss?):\/\/\S+$/.test(rpcUrl)) throw new SettleError(`RPC_URL "${rpcUrl}" is not a URL`);
  const key = env.BATTLE_OWNER_KEY?.trim() || undefined;
  // The key itself is never printed.
  if (key !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(key))
    throw new SettleError('BATTLE_OWNER_KEY is not a 0x-prefixed 32-byte hex private key');
  return {
    help,
    send,
    deploymentFile: isAbsolute(file) ? file : resolve(ROOT, file),
    rpcUrl,
    indexer: indexerEndpoints(env.INDEXER_URL || DEFAULT_INDEXER_URL),
    ownerKey: key as Hex | undefined,
  };
}

export function readDeploymentFile(file: string, read: (f: string) => string = (f) => readFileSync(f, 'utf8')): BattleDeployment {
  let raw: string;
  try {
    raw = read(file);
  } catch {
    throw new SettleError(`no deployment file at ${file} (start the devnet, or set DEPLOYMENT_FILE)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new SettleError(`the deployment file ${file} is not JSON`);
  }
  let d: Deployment;
  try {
    d = parseDeployment(json);
  } catch (e) {
    throw new SettleError(`${file}: ${oneLine(e)}`);
  }
  const { competition } = d;
  if (!competition) throw new SettleError(`${file} has no competition section (the battle is not deployed)`);
  return { ...d, competition };
}

/** A failure as one line: a revert's reason, viem's short message and details, or the first line of the rest. */
export function oneLine(e: unknown): string {
  let text: string;
  if (e instanceof BaseError) {
    const revert = e.walk((x) => x instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError && revert.reason) text = `reverted: ${revert.reason}`;
    else {
      const short = e.shortMessage.replace(/\.$/, '');
      text = e.details && !short.includes(e.details) ? `${short} (${e.details})` : short;
    }
  } else text = e instanceof Error ? e.message : String(e);
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

// ------------------------------------------------------------------ the indexer

/**
 * Dollar volume (18 decimals) per account (lower case) on the pairs between from and to (unix seconds, both
 * included): the app's own query (`@fuelswap/sdk/indexer` fetchVolumes), every page (a cursor that does not move is
 * an error, not an end); the client's failures as one line each.
 */
export async function fetchVolumes(
  graphqlUrl: string,
  pairs: readonly Address[],
  from: number,
  to: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Map<string, bigint>> {
  try {
    return await fetchVolumesOf({ url: graphqlUrl, fetchImpl }, pairs, from, to);
  } catch (e) {
    if (!(e instanceof InfoError)) throw e;
    const p = e.params;
    switch (e.kind) {
      case 'network':
        throw new SettleError(
          `cannot reach the indexer at ${graphqlUrl} (${e.cause === undefined ? 'no answer in time' : oneLine(e.cause)})`,
        );
      case 'graphql':
        throw new SettleError(`the indexer refused the volumes query: ${String(p.reason)}`);
      case 'http':
        throw new SettleError(`the indexer at ${graphqlUrl} answered HTTP ${String(p.status)}`);
      default:
        if (p.repeatedCursor !== undefined || p.missingCursor !== undefined)
          throw new SettleError('the indexer says there are more swaps but gave no new cursor');
        throw new SettleError(`the indexer sent swaps in an unexpected shape (at ${String(p.path ?? '-')})`);
    }
  }
}

export interface IndexedBlock {
  number: number;
  timestamp: number;
}

/** The indexed block from Ponder's /status answer (`{ <chain>: { block: { number, timestamp } } }`). */
export function indexedBlockOf(status: unknown): IndexedBlock | undefined {
  if (typeof status !== 'object' || status === null) return undefined;
  for (const c of Object.values(status)) {
    const b = (c as { block?: { number?: unknown; timestamp?: unknown } } | null)?.block;
    if (b && typeof b.number === 'number' && typeof b.timestamp === 'number') return { number: b.number, timestamp: b.timestamp };
  }
  return undefined;
}

/**
 * Why the indexer's volumes are not final yet, or undefined when they are: it must have indexed a block at or
 * after the live window's end, or (a battle closed before its end) the chain's head at the time of reading.
 */
export function indexerBehind(indexed: IndexedBlock | undefined, liveEnd: number, head: IndexedBlock): string | undefined {
  if (!indexed) return 'the indexer reports no indexed block';
  const need = Math.min(liveEnd, head.timestamp);
  if (indexed.timestamp >= need) return undefined;
  return `the indexer is at block ${indexed.number} (${iso(indexed.timestamp)}), the volumes need it at ${iso(need)} (head ${head.number})`;
}

const iso = (unix: number) => new Date(unix * 1000).toISOString().replace('.000Z', 'Z');

// ------------------------------------------------------------------ the plan

export type WriteState = 'to send' | 'set' | 'conflict';

export interface SettlePlan {
  teams: (TeamRankWrite & { onChain: number; state: WriteState })[];
  /** Every account with a group, best group first. */
  accounts: { account: string; group: number; onChain: number; state: WriteState }[];
  teamRankCalls: TeamRankWrite[];
  /** The settlement's calls without the accounts already in their group (a call never grows, empty ones go). */
  groupCalls: { group: number; accounts: string[] }[];
  /** Teams whose rank on the contract differs from the standings' (setTeamRank cannot change it). */
  conflicts: string[];
}

/** What the contract holds: a team's rank (0 unset) and an account's reward group (0 none), by lower-case account. */
export interface OnChainSettlement {
  teamRanks: ReadonlyMap<number, number>;
  groups: ReadonlyMap<string, number>;
}

export function planOf(settlement: Settlement, onChain: OnChainSettlement): SettlePlan {
  const teams = settlement.teamRanks.map((t) => {
    const current = onChain.teamRanks.get(t.teamId) ?? 0;
    const state: WriteState = current === 0 ? 'to send' : current === t.rank ? 'set' : 'conflict';
    return { ...t, onChain: current, state };
  });
  const conflicts = teams
    .filter((t) => t.state === 'conflict')
    .map((t) => `team ${t.teamId} has rank ${t.onChain} on the contract, the standings give ${t.rank}`);
  const groupOf = (a: string) => onChain.groups.get(a.toLowerCase()) ?? 0;
  const accounts = settlement.rewardGroups.flatMap((g) =>
    g.accounts.map((account) => {
      const current = groupOf(account);
      // A group may be written again (the contract recomputes what it owes): never a conflict.
      const state: WriteState = current === g.group ? 'set' : 'to send';
      return { account, group: g.group, onChain: current, state };
    }),
  );
  const groupCalls = settlement.rewardGroups.flatMap((g) =>
    g.calls.map((c) => ({ group: g.group, accounts: c.filter((a) => groupOf(a) !== g.group) })).filter((c) => c.accounts.length > 0),
  );
  return {
    teams,
    accounts,
    teamRankCalls: teams.filter((t) => t.state === 'to send').map(({ teamId, rank }) => ({ teamId, rank })),
    groupCalls,
    conflicts,
  };
}

// ------------------------------------------------------------------ the table

/** 18-decimal dollars with two decimals (rounded down) and thousands separators. */
export function usd(v: bigint): string {
  const cents = v / 10n ** 16n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function columns(rows: readonly (readonly string[])[], right: readonly number[] = []): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((c, i) => (right.includes(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

export interface TableInput {
  competition: Address;
  status: CompetitionStatus;
  liveStart: number;
  liveEnd: number;
  standings: Standings;
  plan: SettlePlan;
  teamName: (teamId: number) => string;
  tierName: (group: number) => string;
}

/** The dry run's text (also printed before --send). */
export function settlementTable(o: TableInput): string {
  const volumes = new Map(o.standings.traders.map((t) => [t.account.toLowerCase(), t]));
  const teamOf = new Map(o.standings.teams.map((t) => [t.teamId, t]));
  const lines = [
    `Battle ${o.competition}: ${o.status}, ${o.standings.traders.length} registered, volumes from ${iso(o.liveStart)} to ${iso(o.liveEnd)}`,
    '',
    'Team ranks (setTeamRank)',
    ...columns(
      [
        ['team', 'name', 'traders', 'volume $', 'rank', 'on chain', ''],
        ...o.plan.teams.map((t) => {
          const s = teamOf.get(t.teamId);
          return [
            String(t.teamId),
            o.teamName(t.teamId),
            String(s?.traders ?? 0),
            usd(s?.volume ?? 0n),
            String(t.rank),
            t.onChain ? String(t.onChain) : '-',
            t.state,
          ];
        }),
      ],
      [2, 3, 4, 5],
    ).map((l) => `  ${l}`),
    '',
    'Reward groups (updateUserRewardGroups)',
  ];
  if (o.plan.accounts.length === 0) lines.push('  nobody registered');
  else {
    lines.push(
      ...columns(
        [
          ['account', 'team', 'volume $', 'rank in team', 'group', 'on chain', ''],
          ...o.plan.accounts.map((a) => {
            const t = volumes.get(a.account.toLowerCase());
            return [
              getAddress(a.account),
              String(t?.teamId ?? '?'),
              usd(t?.volume ?? 0n),
              t ? `#${t.rankInTeam}` : '?',
              `${a.group} ${o.tierName(a.group)}`,
              a.onChain ? String(a.onChain) : '-',
              a.state,
            ];
          }),
        ],
        [1, 2, 3, 5],
      ).map((l) => `  ${l}`),
    );
  }
  const calls = o.plan.teamRankCalls.length + o.plan.groupCalls.length;
  lines.push(
    '',
    calls === 0
      ? 'Nothing to send: the contract already holds this settlement.'
      : `To send: ${o.plan.teamRankCalls.length} setTeamRank, ${o.plan.groupCalls.length} updateUserRewardGroups (${o.plan.groupCalls
          .map((c) => `group ${c.group}: ${c.accounts.length}`)
          .join(', ')}).`,
  );
  return lines.join('\n');
}

// ------------------------------------------------------------------ the command

/** A deployment file that holds the battle. */
type BattleDeployment = Deployment & { competition: NonNullable<Deployment['competition']> };
type Competition = BattleDeployment['competition'];
type Publisher = ReturnType<typeof connect>['pub'];
type Chain = ReturnType<typeof connect>['chain'];
type BattleAt = Awaited<ReturnType<typeof readBattle>>['at'];

/** A read that fails as one SettleError line naming what was read. */
async function read<T>(what: string, p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    throw new SettleError(`reading ${what} failed: ${oneLine(e)}`);
  }
}

function connect(deployment: Deployment, rpcUrl: string) {
  const chain = defineChain({
    id: deployment.chainId,
    name: `chain ${deployment.chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: deployment.contracts.Multicall3 } },
  });
  const transport = http(rpcUrl, { timeout: 20_000, retryCount: 1 });
  return { chain, transport, pub: createPublicClient({ chain, transport, pollingInterval: 500 }) };
}

/** Step 1 and 2: the chain is the file's, the contract is there, and the battle is Close; all read at one head. */
async function readBattle(pub: Publisher, deployment: BattleDeployment, rpcUrl: string) {
  const comp = deployment.competition;
  let chainId: number;
  try {
    chainId = await pub.getChainId();
  } catch (e) {
    throw new SettleError(`cannot reach the chain at ${rpcUrl} (${oneLine(e)})`);
  }
  if (chainId !== deployment.chainId)
    throw new SettleError(`the chain at ${rpcUrl} is ${chainId}, the deployment file is for ${deployment.chainId}`);
  const head = await read('the head block', pub.getBlock());
  const headBlock = { number: Number(head.number), timestamp: Number(head.timestamp) };
  const at = { address: comp.address, abi: fuelTradingCompetitionAbi, blockNumber: head.number } as const;
  if (!(await read('the contract code', pub.getCode({ address: comp.address, blockNumber: head.number })))) {
    throw new SettleError(`no contract at the competition address ${comp.address} on ${rpcUrl}`);
  }
  const [owner, statusIndex, numberRegistered] = await read(
    'the competition',
    Promise.all([
      pub.readContract({ ...at, functionName: 'owner' }),
      pub.readContract({ ...at, functionName: 'currentStatus' }),
      pub.readContract({ ...at, functionName: 'numberRegistered' }),
    ]),
  );
  const status = COMPETITION_STATUSES[statusIndex];
  if (status !== 'close') {
    throw new SettleError(
      statusIndex > 2
        ? `the battle is ${status}: its ranks and groups were settled (they are written only while it is close)`
        : `the battle is ${status}: ranks and groups are written only while it is close (the owner moves it forward with updateCompetitionStatus, one status at a time)`,
    );
  }
  return { head: head.number, headBlock, at, owner, status, numberRegistered };
}

/** Who sends, and why --send would refuse (undefined when it would not): a dry run only reports it. */
async function senderOf(
  cfg: SettleConfig,
  deployment: Deployment,
  owner: Address,
  o: { rpcUrl: string; transport: ReturnType<typeof http> },
) {
  const account = cfg.ownerKey ? privateKeyToAccount(cfg.ownerKey) : undefined;
  const from: Address = account?.address ?? deployment.accounts?.deployer ?? owner;
  let problem: string | undefined;
  if (!isAddressEqual(from, owner))
    problem = `the sender ${from} is not the competition's owner ${owner}${account ? '' : ': set BATTLE_OWNER_KEY'}`;
  else if (!account) {
    const unlocked = await read('the node accounts', createWalletClient({ transport: o.transport }).getAddresses());
    if (!unlocked.some((a) => isAddressEqual(a, from)))
      problem = `the node at ${o.rpcUrl} does not hold ${from} unlocked: set BATTLE_OWNER_KEY`;
  }
  return { account, from, problem };
}

/** Step 3: every registration from the contract's events, their count checked against the contract's. */
async function readRegistrations(pub: Publisher, comp: Competition, head: bigint, numberRegistered: bigint) {
  const logs = await read(
    'the UserRegister events',
    pub.getContractEvents({
      address: comp.address,
      abi: fuelTradingCompetitionAbi,
      eventName: 'UserRegister',
      fromBlock: BigInt(comp.startBlock),
      toBlock: head,
      strict: true,
    }),
  );
  const registered = logs.map((l) => ({ account: l.args.user.toLowerCase(), teamId: Number(l.args.teamId) }));
  if (BigInt(registered.length) !== numberRegistered) {
    throw new SettleError(`read ${registered.length} UserRegister events but the contract counts ${numberRegistered} registered`);
  }
  return registered;
}

/** The volumes are final once the indexer has passed the window's end (or the head, for a battle closed early). */
async function waitForIndexer(cfg: SettleConfig, comp: Competition, headBlock: IndexedBlock): Promise<void> {
  let behind: string | undefined = 'not asked yet';
  for (const deadline = Date.now() + INDEXER_WAIT_MS; behind && Date.now() < deadline; ) {
    let status: unknown;
    try {
      const res = await fetch(cfg.indexer.status, { signal: AbortSignal.timeout(5_000) });
      status = await res.json();
    } catch (e) {
      throw new SettleError(`cannot reach the indexer at ${cfg.indexer.status} (${oneLine(e)})`);
    }
    behind = indexerBehind(indexedBlockOf(status), comp.liveEnd, headBlock);
    if (behind) await new Promise((r) => setTimeout(r, 1_000));
  }
  if (behind) throw new SettleError(`${behind}; try again when it has caught up`);
}

/** Step 4: standings and settlement. Every team an account registered in is ranked, even one missing from config's
 *  TEAMS (else its members would drop out of the standings and get no group). */
function settle(registered: readonly { account: string; teamId: number }[], volumes: ReadonlyMap<string, bigint>) {
  const teamIds = [...new Set([...TEAMS.map((t) => t.id), ...registered.map((r) => r.teamId)])].sort((a, b) => a - b);
  const standings = computeStandings(
    registered.map((r) => ({ ...r, volume: volumes.get(r.account) ?? 0n })),
    teamIds,
    TEAM_TOP_TRADERS,
  );
  try {
    return { standings, settlement: settlementOf(standings, competitionTier) };
  } catch (e) {
    throw new SettleError(`cannot settle: ${oneLine(e)}`);
  }
}

/** Step 5: what the contract already holds, at the same head, as a plan of what is left to send. */
async function readHeld(pub: Publisher, at: BattleAt, settlement: Settlement) {
  const accounts = settlement.rewardGroups.flatMap((g) => g.accounts);
  const [ranks, stats] = await read(
    'what the contract holds',
    Promise.all([
      pub.multicall({
        allowFailure: false,
        blockNumber: at.blockNumber,
        contracts: settlement.teamRanks.map((t) => ({ ...at, functionName: 'teamRank', args: [BigInt(t.teamId)] }) as const),
      }),
      pub.multicall({
        allowFailure: false,
        blockNumber: at.blockNumber,
        contracts: accounts.map((a) => ({ ...at, functionName: 'userStats', args: [getAddress(a)] }) as const),
      }),
    ]),
  );
  // One answer per call (allowFailure: false), so the indexes pair up.
  const missing = (what: string): never => {
    throw new SettleError(`reading what the contract holds failed: no ${what}`);
  };
  const teamRanks = new Map(settlement.teamRanks.map((t, i) => [t.teamId, Number(ranks[i] ?? missing(`teamRank(${t.teamId})`))]));
  const groups = new Map(accounts.map((a, i) => [a.toLowerCase(), (stats[i] ?? missing(`userStats(${a})`))[2]]));
  return planOf(settlement, { teamRanks, groups });
}

/** Step 6: each call simulated, then sent and waited for, team ranks first; a failure says how far it got. */
async function sendPlan(
  plan: SettlePlan,
  o: {
    chain: Chain;
    transport: ReturnType<typeof http>;
    pub: Publisher;
    comp: Competition;
    signer: Account | Address;
    log: (line: string) => void;
  },
): Promise<number> {
  const wallet = createWalletClient({ account: o.signer, chain: o.chain, transport: o.transport });
  const contract = { address: o.comp.address, abi: fuelTradingCompetitionAbi, account: o.signer } as const;
  // Simulated first, so a call that would revert is named and never sent.
  const calls = [
    ...plan.teamRankCalls.map((t) => ({
      label: `setTeamRank(team ${t.teamId}, rank ${t.rank})`,
      send: async () =>
        wallet.writeContract(
          (await o.pub.simulateContract({ ...contract, functionName: 'setTeamRank', args: [BigInt(t.teamId), BigInt(t.rank)] })).request,
        ),
    })),
    ...plan.groupCalls.map((c) => ({
      label: `updateUserRewardGroups(${c.accounts.length} account${c.accounts.length === 1 ? '' : 's'}, group ${c.group})`,
      send: async () =>
        wallet.writeContract(
          (
            await o.pub.simulateContract({
              ...contract,
              functionName: 'updateUserRewardGroups',
              args: [c.accounts.map((a) => getAddress(a)), c.group],
            })
          ).request,
        ),
    })),
  ];
  const total = calls.length;
  let sent = 0;
  o.log('');
  for (const { label, send } of calls) {
    let hash: Hex;
    try {
      hash = await send();
    } catch (e) {
      throw new SettleError(
        `${label}: ${oneLine(e)}; ${sent} of ${total} mined before it${sent ? ', run again to send the rest' : ', nothing changed'}`,
      );
    }
    let r: Awaited<ReturnType<Publisher['waitForTransactionReceipt']>>;
    try {
      r = await o.pub.waitForTransactionReceipt({ hash, timeout: 120_000 });
    } catch (e) {
      throw new SettleError(
        `${label}: no receipt for ${hash} (${oneLine(e)}); ${sent} of ${total} mined before it, run again to send the rest`,
      );
    }
    if (r.status !== 'success')
      throw new SettleError(`${label} reverted (tx ${hash}); ${sent} of ${total} mined before it, run again to send the rest`);
    sent++;
    o.log(`✓ ${label} (block ${r.blockNumber}, tx ${hash})`);
  }
  return sent;
}

export async function settleBattle(cfg: SettleConfig, log: (line: string) => void = console.log): Promise<void> {
  const deployment = readDeploymentFile(cfg.deploymentFile);
  const comp = deployment.competition;
  const rpcUrl = cfg.rpcUrl ?? deployment.rpcUrl;
  const { chain, transport, pub } = connect(deployment, rpcUrl);
  const battle = await readBattle(pub, deployment, rpcUrl);
  // The sender is checked before anything long when sending.
  const sender = await senderOf(cfg, deployment, battle.owner, { rpcUrl, transport });
  if (cfg.send && sender.problem) throw new SettleError(sender.problem);

  const registered = await readRegistrations(pub, comp, battle.head, battle.numberRegistered);
  await waitForIndexer(cfg, comp, battle.headBlock);
  const volumes = await fetchVolumes(
    cfg.indexer.graphql,
    comp.eligiblePairs.map((p) => p.address),
    comp.liveStart,
    comp.liveEnd,
  );
  const { standings, settlement } = settle(registered, volumes);
  const plan = await readHeld(pub, battle.at, settlement);
  log(
    settlementTable({
      competition: comp.address,
      status: battle.status,
      liveStart: comp.liveStart,
      liveEnd: comp.liveEnd,
      standings,
      plan,
      teamName: (id) => TEAMS.find((t) => t.id === id)?.name ?? `team ${id}`,
      tierName: (g) => COMPETITION_TIERS.find((t) => t.group === g)?.id ?? '',
    }),
  );
  if (plan.conflicts.length) throw new SettleError(`cannot settle: ${plan.conflicts.join('; ')} (setTeamRank cannot change a rank)`);
  const total = plan.teamRankCalls.length + plan.groupCalls.length;
  if (!cfg.send) {
    log(`\nDry run: nothing sent.${total ? ` Run with --send to send these ${total} transactions from ${sender.from}.` : ''}`);
    if (sender.problem) log(`Note: --send would refuse: ${sender.problem}.`);
    return;
  }
  if (total === 0) return;
  const sent = await sendPlan(plan, { chain, transport, pub, comp, signer: sender.account ?? sender.from, log });
  log(`\nSettled: ${sent} transactions from ${sender.from}. The owner moves the battle to claiming with updateCompetitionStatus(3).`);
}

async function main(): Promise<number> {
  try {
    const cfg = parseSettleArgs(process.argv.slice(2), process.env);
    if (cfg.help) console.log(USAGE);
    else await settleBattle(cfg);
    return 0;
  } catch (e) {
    console.error(`battle:settle: ${oneLine(e)}`);
    return 1;
  }
}

runAsCommand(import.meta.url, main, 1);
