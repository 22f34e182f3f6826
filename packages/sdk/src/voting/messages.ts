/**
 * Snapshot's signed message format (a hub with a message endpoint, messages signed by
 * the wallet). Proposals and votes are EIP-712 typed data with Snapshot's domain and types, exactly as the
 * `@snapshot-labs/snapshot.js` client signs them (its Client.proposal / Client.vote; verified against the
 * installed 0.17.5 in messages.test.ts), so that client and our app produce the same envelopes:
 *
 *   POST /api/voting/msg  { address, sig, data: { domain, types, message } }
 *
 * The types are a protocol format, written out here so the app does not load snapshot.js (ethers v5 and
 * starknet) just for constants. `parseEnvelope` validates an untrusted body into one of the two messages.
 */
import { getAddress, hashTypedData, isAddress, isHex, type Address, type Hex } from 'viem';

export const SNAPSHOT_DOMAIN = { name: 'snapshot', version: '0.1.4' } as const;

export const PROPOSAL_TYPES = {
  Proposal: [
    { name: 'from', type: 'string' },
    { name: 'space', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
    { name: 'type', type: 'string' },
    { name: 'title', type: 'string' },
    { name: 'body', type: 'string' },
    { name: 'discussion', type: 'string' },
    { name: 'choices', type: 'string[]' },
    { name: 'labels', type: 'string[]' },
    { name: 'start', type: 'uint64' },
    { name: 'end', type: 'uint64' },
    { name: 'snapshot', type: 'uint64' },
    { name: 'plugins', type: 'string' },
    { name: 'privacy', type: 'string' },
    { name: 'app', type: 'string' },
  ],
} as const;

/** Single-choice vote (Snapshot's `voteTypes`): `choice` is 1-based. */
export const VOTE_TYPES = {
  Vote: [
    { name: 'from', type: 'string' },
    { name: 'space', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
    { name: 'proposal', type: 'string' },
    { name: 'choice', type: 'uint32' },
    { name: 'reason', type: 'string' },
    { name: 'app', type: 'string' },
    { name: 'metadata', type: 'string' },
  ],
} as const;

/** Strings in the signed message: what Snapshot's client sends (numbers are JSON numbers). */
export interface ProposalMessage {
  from: string;
  space: string;
  timestamp: number;
  type: string;
  title: string;
  body: string;
  discussion: string;
  choices: string[];
  labels: string[];
  start: number;
  end: number;
  snapshot: number;
  plugins: string;
  privacy: string;
  app: string;
}

export interface VoteMessage {
  from: string;
  space: string;
  timestamp: number;
  /** The proposal id (0x-prefixed 32-byte hash). */
  proposal: string;
  /** 1-based index into the proposal's choices. */
  choice: number;
  reason: string;
  app: string;
  metadata: string;
}

export type SignedMessage =
  | { kind: 'proposal'; address: Address; sig: Hex; message: ProposalMessage }
  | { kind: 'vote'; address: Address; sig: Hex; message: VoteMessage };

/** Limits of the hub (refused beyond them with a clear message). */
export const VOTING_LIMITS = {
  titleLength: 256,
  bodyLength: 20_000,
  choices: 20,
  choiceLength: 64,
  /** Whole envelope, bytes. */
  envelopeBytes: 64_000,
} as const;

export function proposalTypedData(m: ProposalMessage) {
  const message = { ...m, timestamp: BigInt(m.timestamp), start: BigInt(m.start), end: BigInt(m.end), snapshot: BigInt(m.snapshot) };
  return { domain: SNAPSHOT_DOMAIN, types: PROPOSAL_TYPES, primaryType: 'Proposal' as const, message };
}

export function voteTypedData(m: VoteMessage) {
  const message = { ...m, timestamp: BigInt(m.timestamp) };
  return { domain: SNAPSHOT_DOMAIN, types: VOTE_TYPES, primaryType: 'Vote' as const, message };
}

/** The message's id: its EIP-712 digest (what Snapshot's hub calls the message hash). */
export function messageId(m: SignedMessage): Hex {
  return m.kind === 'proposal' ? hashTypedData(proposalTypedData(m.message)) : hashTypedData(voteTypedData(m.message));
}

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

function bad(msg: string): never {
  throw new EnvelopeError(msg);
}

function obj(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad(`${what} must be an object`);
  return v as Record<string, unknown>;
}

function str(o: Record<string, unknown>, k: string, max: number): string {
  const v = o[k];
  if (typeof v !== 'string') bad(`message.${k} must be a string`);
  if (v.length > max) bad(`message.${k} is longer than ${max} characters`);
  return v;
}

function uint(o: Record<string, unknown>, k: string, bits: 32 | 64): number {
  const v = o[k];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || (bits === 32 && v > 0xffff_ffff))
    bad(`message.${k} must be an unsigned integer`);
  return v;
}

function strings(o: Record<string, unknown>, k: string, maxItems: number, maxLength: number): string[] {
  const v = o[k];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) bad(`message.${k} must be a list of strings`);
  if (v.length > maxItems) bad(`message.${k} has more than ${maxItems} items`);
  if (v.some((x: string) => x.length > maxLength)) bad(`message.${k} has an item longer than ${maxLength} characters`);
  return v as string[];
}

function sameTypes(actual: unknown, expected: Record<string, readonly { name: string; type: string }[]>): boolean {
  return JSON.stringify(actual) === JSON.stringify(expected);
}

function exactKeys(o: Record<string, unknown>, fields: readonly { name: string }[]) {
  const want = fields.map((f) => f.name).sort();
  const got = Object.keys(o).sort();
  if (JSON.stringify(want) !== JSON.stringify(got)) bad(`message fields must be exactly: ${want.join(', ')}`);
}

/**
 * Validates an untrusted envelope `{ address, sig, data: { domain, types, message } }` into a typed message.
 * Only Snapshot's domain and the Proposal or single-choice Vote types are accepted, field for field.
 */
export function parseEnvelope(json: unknown): SignedMessage {
  const e = obj(json, 'body');
  if (typeof e.address !== 'string' || !isAddress(e.address, { strict: false })) bad('address must be an address');
  if (typeof e.sig !== 'string' || !isHex(e.sig) || e.sig.length < 4) bad('sig must be a hex signature');
  if (Object.keys(e).some((k) => k !== 'address' && k !== 'sig' && k !== 'data')) bad('body fields must be exactly: address, sig, data');
  const data = obj(e.data, 'data');
  if (Object.keys(data).some((k) => k !== 'domain' && k !== 'types' && k !== 'message'))
    bad('data fields must be exactly: domain, types, message');
  const domain = obj(data.domain, 'data.domain');
  if (domain.name !== SNAPSHOT_DOMAIN.name || domain.version !== SNAPSHOT_DOMAIN.version || Object.keys(domain).length !== 2) {
    bad(`data.domain must be { name: '${SNAPSHOT_DOMAIN.name}', version: '${SNAPSHOT_DOMAIN.version}' }`);
  }
  const m = obj(data.message, 'data.message');
  const address = getAddress(e.address);
  const sig = e.sig as Hex;
  const L = VOTING_LIMITS;
  if (sameTypes(data.types, PROPOSAL_TYPES)) {
    exactKeys(m, PROPOSAL_TYPES.Proposal);
    return {
      kind: 'proposal',
      address,
      sig,
      message: {
        from: str(m, 'from', 42),
        space: str(m, 'space', 64),
        timestamp: uint(m, 'timestamp', 64),
        type: str(m, 'type', 32),
        title: str(m, 'title', L.titleLength),
        body: str(m, 'body', L.bodyLength),
        discussion: str(m, 'discussion', 256),
        choices: strings(m, 'choices', L.choices, L.choiceLength),
        labels: strings(m, 'labels', 10, 64),
        start: uint(m, 'start', 64),
        end: uint(m, 'end', 64),
        snapshot: uint(m, 'snapshot', 64),
        plugins: str(m, 'plugins', 1000),
        privacy: str(m, 'privacy', 32),
        app: str(m, 'app', 64),
      },
    };
  }
  if (sameTypes(data.types, VOTE_TYPES)) {
    exactKeys(m, VOTE_TYPES.Vote);
    return {
      kind: 'vote',
      address,
      sig,
      message: {
        from: str(m, 'from', 42),
        space: str(m, 'space', 64),
        timestamp: uint(m, 'timestamp', 64),
        proposal: str(m, 'proposal', 66),
        choice: uint(m, 'choice', 32),
        reason: str(m, 'reason', 1000),
        app: str(m, 'app', 64),
        metadata: str(m, 'metadata', 1000),
      },
    };
  }
  bad("data.types must be Snapshot's Proposal or single-choice Vote types");
}
