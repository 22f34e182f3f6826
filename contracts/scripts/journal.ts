/**
 * The deploy journal: what makes a deployment to a public chain resumable and idempotent.
 *
 * Every transaction a deploy sends is one numbered step in a JSON file beside the deployment
 * (`deployments/<chainId>.journal.json`): what it was (a label and its arguments), the signed transaction and its
 * hash, and, once mined, the receipt's block and the created address. The transaction is signed and written down
 * BEFORE it is broadcast, so a run killed at any moment leaves a journal that says exactly what may be on chain:
 * - a step marked done is skipped (its recorded result is returned, and a created contract's code is checked again);
 * - a step signed but not known to be mined is looked up by its hash and, if the node has never seen it,
 *   broadcast again byte for byte: the same nonce, so it can never land twice;
 * - a step not in the journal is sent.
 * A run over the same configuration therefore replays the same steps in the same order; a step whose label or
 * arguments differ from the journal's means the configuration changed under a half-finished deployment, and the run
 * stops rather than guess.
 *
 * Signing needs a local account (a private key or a decrypted keystore): a node's unlocked account signs only when
 * it sends, too late to write the hash down first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  getAddress,
  getContractAddress,
  keccak256,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { call, getCode, getTransaction, getTransactionReceipt, prepareTransactionRequest, sendRawTransaction } from 'viem/actions';

export interface JournalStep {
  step: number;
  label: string;
  /** The step's arguments as canonical JSON (bigints as decimal strings): compared on every later run. */
  args: string;
  from: Address;
  nonce: number;
  hash: Hash;
  raw: Hex;
  /** Set once the receipt is in. */
  done?: { blockNumber: string; contractAddress?: Address };
}

interface JournalFile {
  chainId: number;
  steps: JournalStep[];
}

/** Canonical JSON of a step's arguments: bigints as strings, so a journal written by one run reads equal in the next. */
export function canonicalArgs(args: readonly unknown[]): string {
  return JSON.stringify(args, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

export class JournalMismatchError extends Error {
  constructor(step: number, was: string, now: string) {
    super(
      `deploy journal step ${step} was "${was}" and is now "${now}": the configuration changed under an unfinished ` +
        'deployment. Restore the configuration of the first run, or start a new journal for a new deployment.',
    );
    this.name = 'JournalMismatchError';
  }
}

export class DeployJournal {
  private readonly steps: JournalStep[];
  private cursor = 0;

  private constructor(
    readonly file: string,
    readonly chainId: number,
    steps: JournalStep[],
  ) {
    this.steps = steps;
  }

  /** Opens the journal of `chainId` at `file`, or starts an empty one (written at the first step). */
  static open(file: string, chainId: number): DeployJournal {
    if (!fs.existsSync(file)) return new DeployJournal(file, chainId, []);
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as JournalFile;
    if (parsed.chainId !== chainId) throw new Error(`${file} is the journal of chain ${parsed.chainId}, not ${chainId}`);
    return new DeployJournal(file, chainId, parsed.steps);
  }

  /** Every step recorded so far, in order. */
  get recorded(): readonly JournalStep[] {
    return this.steps;
  }

  /** The next step of this run: the recorded one at that position, if any. */
  next(label: string, args: string): { step: number; recorded?: JournalStep } {
    const step = this.cursor++;
    const recorded = this.steps[step];
    if (recorded && (recorded.label !== label || recorded.args !== args)) {
      throw new JournalMismatchError(step, `${recorded.label} ${recorded.args}`, `${label} ${args}`);
    }
    return recorded ? { step, recorded } : { step };
  }

  /** The nonce the next step of this run signs with, when the journal knows it (a recorded step, or the one after). */
  nextNonce(): number | undefined {
    const recorded = this.steps[this.cursor];
    if (recorded) return recorded.nonce;
    const last = this.steps[this.cursor - 1];
    return last ? last.nonce + 1 : undefined;
  }

  save(entry: JournalStep): void {
    this.steps[entry.step] = entry;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify({ chainId: this.chainId, steps: this.steps } satisfies JournalFile, null, 2)}\n`);
    fs.renameSync(tmp, this.file);
  }
}

export interface JournaledSendOptions {
  journal: DeployJournal;
  /** Blocks to wait after the receipt's (1 = the receipt itself). */
  confirmations?: number;
  /** Refuse to sign above this gas price (wei); the run stops and can be resumed when fees come down. */
  maxGasPrice?: bigint;
  /** Called between writing a step down and broadcasting it; tests use it to kill a run at that moment. */
  beforeBroadcast?: (step: number) => void;
  pollingInterval?: number;
}

export interface StepRequest {
  label: string;
  args: readonly unknown[];
  to?: Address;
  data: Hex;
  value?: bigint;
  /** For a contract creation: the build's creation code with its arguments, to check the code on chain against. */
  creationCode?: Hex;
}

export class GasPriceCeilingError extends Error {
  constructor(price: bigint, ceiling: bigint) {
    super(`gas price ${price} wei is above the ceiling of ${ceiling} wei: nothing was sent; run again when fees fall`);
    this.name = 'GasPriceCeilingError';
  }
}

/**
 * Sends one journaled step (or finds it already done) and returns its receipt-level result. A created contract's
 * code on chain is compared with what the build's creation code produces for the same sender and nonce, on every
 * run: a journal pointing at other code (a different build, a reset chain) stops the run.
 */
export async function sendStep(
  wallet: WalletClient<Transport, Chain | undefined, Account>,
  pub: PublicClient,
  req: StepRequest,
  o: JournaledSendOptions,
): Promise<{ blockNumber: bigint; contractAddress?: Address; hash: Hash }> {
  const account = wallet.account;
  if (!account.signTransaction) {
    throw new Error('a journaled deploy signs locally: give it a private key or a keystore, not a node-managed account');
  }
  const args = canonicalArgs(req.args);
  const { step, recorded } = o.journal.next(req.label, args);
  let entry = recorded;
  if (!entry) {
    const prepared = await prepareTransactionRequest(wallet, {
      account,
      chain: wallet.chain,
      ...(req.to ? { to: req.to } : {}),
      data: req.data,
      ...(req.value !== undefined ? { value: req.value } : {}),
    });
    const price = prepared.maxFeePerGas ?? prepared.gasPrice;
    if (o.maxGasPrice !== undefined && price !== undefined && price > o.maxGasPrice) throw new GasPriceCeilingError(price, o.maxGasPrice);
    const raw = await account.signTransaction(prepared as Parameters<NonNullable<Account['signTransaction']>>[0]);
    entry = { step, label: req.label, args, from: account.address, nonce: prepared.nonce, hash: keccak256(raw), raw };
    o.journal.save(entry);
  }
  if (!entry.done) {
    const receipt = await landed(pub, entry, o);
    if (receipt.status !== 'success') throw new Error(`${req.label} reverted (tx ${entry.hash}, step ${step})`);
    entry = {
      ...entry,
      done: {
        blockNumber: receipt.blockNumber.toString(),
        ...(receipt.contractAddress ? { contractAddress: getAddress(receipt.contractAddress) } : {}),
      },
    };
    o.journal.save(entry);
  }
  const done = entry.done;
  if (!done) throw new Error(`step ${step} has no receipt`);
  if (req.creationCode) {
    if (!done.contractAddress) throw new Error(`${req.label}: the receipt of step ${step} created no contract`);
    await verifyCreatedCode(pub, done.contractAddress, entry, req.creationCode, req.label);
  }
  return {
    blockNumber: BigInt(done.blockNumber),
    hash: entry.hash,
    ...(done.contractAddress ? { contractAddress: done.contractAddress } : {}),
  };
}

/** The receipt of a written-down step: waited for if the node knows the transaction, broadcast again if not. */
async function landed(pub: PublicClient, entry: JournalStep, o: JournaledSendOptions): Promise<TransactionReceipt> {
  const interval = o.pollingInterval ?? 1_000;
  const confirmations = Math.max(1, o.confirmations ?? 1);
  let broadcast = false;
  for (;;) {
    const receipt = await getTransactionReceipt(pub, { hash: entry.hash }).catch(() => undefined);
    if (receipt) {
      const head = await pub.getBlockNumber();
      if (head - receipt.blockNumber + 1n >= BigInt(confirmations)) return receipt;
    } else if (!broadcast) {
      const known = await getTransaction(pub, { hash: entry.hash }).catch(() => undefined);
      if (!known) {
        o.beforeBroadcast?.(entry.step);
        await sendRawTransaction(pub, { serializedTransaction: entry.raw }).catch((e: unknown) => {
          // Another run (or the first broadcast of this one) already put it in the pool: the receipt wait finds it.
          if (!/already known|known transaction|nonce too low/i.test(String(e))) throw e;
        });
      }
      broadcast = true;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * The code at `address` must equal what the creation code returns when run by the same sender at the same nonce
 * (so immutables such as an EIP-712 domain's own address come out the same): an eth_call of the creation code at the
 * latest block with the sender's nonce overridden to the step's and the address emptied, with the first contracts it
 * may itself have created (public nodes keep no old state to run it before the deployment).
 */
async function verifyCreatedCode(pub: PublicClient, address: Address, entry: JournalStep, creationCode: Hex, label: string) {
  const [onChain, expected] = await Promise.all([
    getCode(pub, { address }),
    call(pub, {
      account: entry.from,
      data: creationCode,
      stateOverride: [
        { address: entry.from, nonce: entry.nonce },
        { address, code: '0x', nonce: 0, state: [] },
        // Contracts its constructor creates (the chef's bar) exist too: emptied, or the re-run would collide with them.
        ...[1n, 2n, 3n, 4n].map((nonce) => ({
          address: getContractAddress({ from: address, nonce }),
          code: '0x' as Hex,
          nonce: 0,
          state: [],
        })),
      ],
    }).then((r) => r.data),
  ]);
  if (!onChain || onChain === '0x') throw new Error(`${label}: no code at ${address} (step ${entry.step}): was the chain reset?`);
  if (expected === undefined || keccak256(onChain) !== keccak256(expected)) {
    throw new Error(`${label}: the code at ${address} (step ${entry.step}) is not what the build creates`);
  }
}
