/**
 * Who holds every privileged role of a deployment, read from the chain: `npm run roles -- --chain <id> --rpc <url>`.
 *
 * The deployment file is walked for every contract address in it (whatever section it sits in), and each contract is
 * asked the role getters our contracts use (`owner`, `adminAddress`, `operatorAddress`, `farmOperator`, ...); a getter
 * the contract lacks simply answers nothing. Roles of OpenZeppelin's AccessControl (the profile, the collectibles)
 * have no getter that lists holders, so they are rebuilt from the contract's RoleGranted / RoleRevoked events.
 * Exit code 1 when the deployer still holds any role, or when a holder differs from the one the launch
 * configuration expects for that role; 0 when every role is where it should be.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Address,
  createPublicClient,
  getAddress,
  http,
  isAddress,
  type PublicClient,
  parseAbi,
  parseAbiItem,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { getCode, getLogs, readContract } from 'viem/actions';
import { runAsCommand } from './cli.ts';

/** Zero-argument getters that name a privileged account, by the role they stand for. */
export const ROLE_GETTERS = {
  owner: 'owner',
  pendingOwner: 'owner',
  adminAddress: 'admin',
  admin: 'admin',
  operatorAddress: 'operator',
  operator: 'operator',
  farmOperator: 'operator',
  injectorAddress: 'injector',
  feeToSetter: 'owner',
  keeper: 'operator',
} as const;

/** `timelockMember`: the timelock's own proposers, executors and cancellers (the configured multisig). */
export type RoleKind = (typeof ROLE_GETTERS)[keyof typeof ROLE_GETTERS] | 'accessControl' | 'timelockMember';

export interface RoleHolding {
  /** Where the contract sits in the deployment file, e.g. "lottery.lottery". */
  contract: string;
  address: Address;
  /** The getter's name, or the AccessControl role id. */
  role: string;
  kind: RoleKind;
  holder: Address;
}

/** Every distinct contract address in a deployment file, named by its first path. */
export function contractsIn(json: unknown, prefix = ''): { name: string; address: Address }[] {
  const out = new Map<string, { name: string; address: Address }>();
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string' && isAddress(v, { strict: false })) {
      const a = getAddress(v);
      if (a !== zeroAddress && !out.has(a)) out.set(a, { name: path, address: a });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(json, prefix);
  return [...out.values()];
}

const accessControlEvents = [
  parseAbiItem('event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)'),
  parseAbiItem('event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)'),
];

/** Reads every role of every contract in `contracts` (accounts without code are skipped: wallets, treasuries). */
export async function readRoles(
  pub: PublicClient,
  contracts: { name: string; address: Address }[],
  fromBlock = 0n,
): Promise<RoleHolding[]> {
  const holdings: RoleHolding[] = [];
  for (const c of contracts) {
    const code = await getCode(pub, { address: c.address });
    if (!code || code === '0x') continue;
    for (const [getter, kind] of Object.entries(ROLE_GETTERS)) {
      const holder = await readContract(pub, {
        address: c.address,
        abi: parseAbi([`function ${getter}() view returns (address)`]),
        functionName: getter,
      }).catch(() => undefined);
      if (holder && holder !== zeroAddress)
        holdings.push({ contract: c.name, address: c.address, role: getter, kind, holder: getAddress(holder) });
    }
    const supportsAccessControl = await readContract(pub, {
      address: c.address,
      abi: parseAbi(['function supportsInterface(bytes4) view returns (bool)']),
      functionName: 'supportsInterface',
      args: ['0x7965db0b'],
    }).catch(() => false);
    if (!supportsAccessControl) continue;
    const logs = await getLogs(pub, { address: c.address, events: accessControlEvents, fromBlock, toBlock: 'latest' });
    const held = new Map<string, { role: string; holder: Address }>();
    for (const log of logs) {
      const { role, account } = log.args;
      if (!role || !account) continue;
      const key = `${role}:${getAddress(account)}`;
      if (log.eventName === 'RoleGranted') held.set(key, { role, holder: getAddress(account) });
      else held.delete(key);
    }
    const isTimelock = await readContract(pub, {
      address: c.address,
      abi: parseAbi(['function getMinDelay() view returns (uint256)']),
      functionName: 'getMinDelay',
    }).then(
      () => true,
      () => false,
    );
    for (const { role, holder } of held.values()) {
      // The timelock administers itself: that role is the design, not a holder to check.
      if (holder === c.address) continue;
      holdings.push({ contract: c.name, address: c.address, role, kind: isTimelock ? 'timelockMember' : 'accessControl', holder });
    }
  }
  return holdings;
}

export interface RoleExpectations {
  deployer?: Address;
  /** The holder each kind of role must have (the timelock for owner and admin, each operator's own key). */
  byKind?: Partial<Record<RoleKind, Address>>;
  /** Exact holders for a contract's role, by "<contract path>.<role>", overriding the kind's. */
  byRole?: Record<string, Address>;
  /** Contracts the deployment uses but did not deploy (Chainlink's feed and coordinator, another exchange, tokens):
   *  their roles are listed, not checked. */
  external?: Address[];
}

export interface RoleProblem {
  holding: RoleHolding;
  problem: string;
}

/** The holdings that break the launch rules: the deployer still holding a role, or a holder the configuration did not name. */
export function checkRoles(holdings: RoleHolding[], e: RoleExpectations): RoleProblem[] {
  const problems: RoleProblem[] = [];
  const contractAddresses = new Set(holdings.map((h) => h.address));
  const external = new Set((e.external ?? []).map((a) => getAddress(a)));
  for (const h of holdings) {
    if (external.has(h.address)) continue;
    // A contract owning another (the chef owning FUEL, the farm auction's chef) or holding a working role of another
    // (the collectibles factory minting, the point center crediting points) is part of the protocol's wiring; an
    // AccessControl admin role is governance, never wiring.
    const wiring = h.kind === 'owner' || (h.kind === 'accessControl' && h.role !== `0x${'0'.repeat(64)}`);
    if (contractAddresses.has(h.holder) && wiring && h.holder !== e.deployer) continue;
    if (e.deployer && h.holder === e.deployer) {
      problems.push({ holding: h, problem: 'still held by the deployer' });
      continue;
    }
    const expected = e.byRole?.[`${h.contract}.${h.role}`] ?? e.byKind?.[h.kind];
    if (expected && expected !== h.holder) problems.push({ holding: h, problem: `expected ${expected}` });
  }
  return problems;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      chain: { type: 'string' },
      rpc: { type: 'string' },
      deployment: { type: 'string' },
      expect: { type: 'string' },
      'from-block': { type: 'string' },
    },
  });
  if (!values.chain || !values.rpc) {
    console.error('usage: npm run roles -- --chain <id> --rpc <url> [--deployment FILE] [--expect FILE] [--from-block N]');
    return 2;
  }
  const file = values.deployment ?? `deployments/${values.chain}.json`;
  const deployment = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const pub = createPublicClient({ transport: http(values.rpc) }) as PublicClient;
  const chainId = await pub.getChainId();
  if (String(chainId) !== values.chain) {
    console.error(`the node at ${values.rpc} is chain ${chainId}, not ${values.chain}`);
    return 2;
  }
  // `npm run deploy` writes the roles it handed out beside the deployment: checked by default.
  const beside = path.join(path.dirname(file), `${values.chain}.roles.json`);
  const expectFile = values.expect ?? (fs.existsSync(beside) ? beside : undefined);
  const expectations: RoleExpectations = expectFile ? (JSON.parse(fs.readFileSync(expectFile, 'utf8')) as RoleExpectations) : {};
  const key = process.env.DEPLOYER_PRIVATE_KEY;
  if (!expectations.deployer && key) expectations.deployer = privateKeyToAccount(key as `0x${string}`).address;
  if (!expectations.deployer && process.env.DEPLOYER_ADDRESS) expectations.deployer = getAddress(process.env.DEPLOYER_ADDRESS);
  const holdings = await readRoles(pub, contractsIn(deployment), values['from-block'] ? BigInt(values['from-block']) : 0n);
  const problems = checkRoles(holdings, expectations);
  const bad = new Map(problems.map((p) => [p.holding, p.problem]));
  for (const h of holdings) {
    console.log(
      `${bad.has(h) ? 'FAIL' : 'ok  '} ${h.contract} (${h.address}) ${h.role}: ${h.holder}${bad.has(h) ? ` — ${bad.get(h)}` : ''}`,
    );
  }
  console.log(`${holdings.length} roles on ${new Set(holdings.map((h) => h.address)).size} contracts, ${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}

runAsCommand(import.meta.url, main, 2);
