/**
 * The rehearsal's shared facts: its folder, ports, keys and how a long-running operator command is started and
 * stopped. Imported by the runner (run.ts) and by the specs (tests/), which read what the runner wrote to
 * `.rehearsal/state.json`.
 *
 * Keys: anvil's development accounts (its default mnemonic; anvil unlocks them, so the browser's test wallet can
 * send from the user's). Each role its own: #0 deployer, #1 owner (the multisig's stand-in: proposer and executor of
 * the timelock), #2 treasury (receives the 97 file's premint), #3-#6 the four operators, #7 the user in the browser,
 * #8 "Chainlink's network" (posts the feed's answers, answers VRF requests), #9 deploys the mocks.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Address, type Hex, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

export const root = resolve(import.meta.dirname, '../..');
/** Everything the rehearsal writes: deleted at the start of each run. Not the e2e suite's .devnet-test*. */
export const DIR = resolve(root, process.env.REHEARSAL_DIR ?? '.rehearsal');
export const STATE_FILE = resolve(DIR, 'state.json');
const PIDS_FILE = resolve(DIR, 'pids');

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** Away from the e2e lanes (18545/15173/14069/14000 + 100 per lane) and the devnet's defaults. */
export const PORTS = {
  rpc: port('REHEARSAL_RPC_PORT', 19545),
  web: port('REHEARSAL_WEB_PORT', 19173),
  indexer: port('REHEARSAL_INDEXER_PORT', 19069),
  api: port('REHEARSAL_API_PORT', 19001),
  keepers: port('REHEARSAL_KEEPERS_PORT', 19464),
};

const MNEMONIC = 'test test test test test test test test test test test junk';
export const key = (i: number): Hex => toHex(mnemonicToAccount(MNEMONIC, { addressIndex: i }).getHdKey().privateKey!);
export const addr = (i: number): Address => mnemonicToAccount(MNEMONIC, { addressIndex: i }).address;
export const KEY = {
  deployer: 0,
  owner: 1,
  treasury: 2,
  prediction: 3,
  lottery: 4,
  vault: 5,
  auction: 6,
  user: 7,
  chainlink: 8,
  mocker: 9,
};

export interface RehearsalState {
  rpcUrl: string;
  webUrl: string;
  indexerUrl: string;
  apiUrl: string;
  keepersUrl: string;
  deploymentFile: string;
  busd: Address;
}

export const readState = (): RehearsalState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as RehearsalState;

/** The keepers' command, as docs/OPERATING.md gives it, with the operators' keys in its environment. */
export function keepersCommand(s: Pick<RehearsalState, 'rpcUrl' | 'deploymentFile'>): { args: string[]; env: Record<string, string> } {
  return {
    args: [
      'run',
      'keepers',
      '--',
      '--chain',
      '97',
      '--rpc',
      s.rpcUrl,
      '--deployment',
      s.deploymentFile,
      '--port',
      String(PORTS.keepers),
      '--block-time',
      '1',
    ],
    env: {
      PREDICTION_OPERATOR_KEY: key(KEY.prediction),
      LOTTERY_OPERATOR_KEY: key(KEY.lottery),
      VAULT_HARVESTER_KEY: key(KEY.vault),
      AUCTION_OPERATOR_KEY: key(KEY.auction),
      // Short rounds, so a test sees one drawn (the contract needs more than 30 s).
      LOTTERY_ROUND_SECONDS: process.env.REHEARSAL_LOTTERY_ROUND_SECONDS ?? '120',
    },
  };
}

/**
 * Starts `cmd` in a process group of its own (npm, its shell and the server all in it), logging to DIR/<name>.log,
 * and records the group so the runner stops it whatever happens. Returns the group id (= the leader's pid).
 */
export function startGroup(name: string, cmd: string, args: string[], env: Record<string, string>, cwd = root): number {
  const out = resolve(DIR, `${name}.log`);
  const child = spawn('sh', ['-c', `exec "$0" "$@" >>"${out}" 2>&1`, cmd, ...args], {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  });
  if (!child.pid) throw new Error(`could not start ${name}`);
  const pid = child.pid;
  child.once('exit', (code, signal) => {
    exited.add(pid);
    exitCodes.set(pid, code ?? (signal ? 128 : 1));
  });
  child.unref();
  appendFileSync(PIDS_FILE, `${pid} ${name}\n`);
  return pid;
}

export function groups(): { pid: number; name: string }[] {
  if (!existsSync(PIDS_FILE)) return [];
  return readFileSync(PIDS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [pid, name] = l.split(' ');
      return { pid: Number(pid), name: name ?? '' };
    });
}

/** Exit codes of the groups this process started, by leader pid, once they ended. */
export const exitCodes = new Map<number, number>();
const exited = new Set<number>();

export function alive(pid: number): boolean {
  // A child of this process that exited is a zombie until reaped: kill(pid, 0) would still succeed.
  if (exited.has(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals a whole process group; false when it is gone. */
export function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}
