/**
 * Message acceptance of the voting hub, apart from HTTP: a parsed Snapshot envelope is checked (signer,
 * EIP-712 signature through api/src/verify.ts, space, clock, the shared proposal and vote rules of
 * @fuelswap/sdk, the per-address rate limit, voting power from the chain at the snapshot) and stored with its
 * hash in `used_signatures`, whose primary key refuses the same message a second time on any process
 * sharing the database. Every refusal throws a `Refusal` before anything is written.
 */
import {
  messageId,
  PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS,
  type ProposalMessage,
  problemText,
  proposalProblems,
  proposalSnapshotWindow,
  proposalTypedData,
  type SignedMessage,
  timestampProblem,
  MESSAGE_CLOCK_SKEW_S,
  type VoteMessage,
  voteProblem,
  voteTypedData,
} from '@fuelswap/sdk';
import { and, eq, or } from 'drizzle-orm';
import { type Address, formatUnits, type Hex, isAddress, isAddressEqual } from 'viem';
import { type Db, pgErrorCode, schema } from '../../db/index.ts';
import { ChainUnavailableError, type TypedDataVerifier } from '../../verify.ts';
import { breakdownJson, type PowerSource, verificationHash } from '../../voting/power.ts';
import type { RateLimiter, RateRule } from '../rate-limit.ts';

export interface VotingConfig {
  space: string;
  admins: Address[];
  /** FUEL base units needed at the snapshot to publish. */
  minProposalPower: bigint;
  /** Earliest valid snapshot (the view contract's deployment block). */
  startBlock: number;
  votingPower: Address;
  /** FUEL decimals, for messages. */
  decimals: number;
}

/** How many messages one client may send: by IP address (every request to /msg) and by signer (once verified). */
export interface VotingRateLimits {
  perIp: RateRule;
  perAddress: RateRule;
}

/**
 * Snapshot's hub allows 100 requests a minute per IP address; one signer gets a fifth of that, more than
 * a person voting by hand sends and few enough that one key cannot fill the database.
 */
export const DEFAULT_VOTING_RATE_LIMITS: VotingRateLimits = {
  perIp: { limit: 100, windowS: 60 },
  perAddress: { limit: 20, windowS: 60 },
};

export class Refusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 503 = 400,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export interface AcceptDeps {
  db: Db;
  power: PowerSource;
  config: VotingConfig;
  verifyTypedData: TypedDataVerifier;
  rateLimit: RateLimiter;
  limits: VotingRateLimits;
  /** Milliseconds since the epoch. */
  now: () => number;
}

const { proposals, votes, usedSignatures } = schema;
export type ProposalRow = typeof proposals.$inferSelect;

const ALREADY_RECEIVED = 'This message was already received';
const ALREADY_VOTED = 'You have already voted on this proposal';

export function rateRefusal(what: string, rule: RateRule, retryAfterS: number): Refusal {
  return new Refusal(
    `Too many messages: at most ${rule.limit} per ${rule.windowS} s from one ${what}; try again in ${retryAfterS} s`,
    429,
    retryAfterS,
  );
}

export function createAcceptor(deps: AcceptDeps) {
  const { db, power, config } = deps;
  const fuel = (v: bigint) => formatUnits(v, config.decimals);

  // Proposals never change once stored: votes look theirs up here first (bounded, oldest dropped first). Only
  // stored rows are kept, so another process's new proposal is read from the database on first use.
  const proposalCache = new Map<string, ProposalRow>();
  async function proposalById(id: string): Promise<ProposalRow | undefined> {
    const hit = proposalCache.get(id);
    if (hit) return hit;
    const [p] = await db.select().from(proposals).where(eq(proposals.id, id));
    if (p) {
      if (proposalCache.size >= 1000) proposalCache.delete(proposalCache.keys().next().value!);
      proposalCache.set(id, p);
    }
    return p;
  }

  /** Inserts the message's hash and its row in one transaction; the unique keys decide every race. */
  async function store(id: Hex, m: SignedMessage, insert: (tx: Db) => Promise<unknown>): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        await tx.insert(usedSignatures).values({
          messageHash: id,
          signature: m.sig.toLowerCase(),
          address: m.address.toLowerCase(),
          purpose: m.kind === 'proposal' ? 'voting-proposal' : 'voting-vote',
        });
        await insert(tx as unknown as Db);
      });
    } catch (e) {
      const { code, constraint } = pgErrorCode(e);
      if (code === '23505') throw new Refusal(constraint === 'voting_votes_one_per_voter' ? ALREADY_VOTED : ALREADY_RECEIVED, 409);
      throw e;
    }
  }

  async function acceptProposal(id: Hex, m: SignedMessage & { kind: 'proposal' }, now: number) {
    const p: ProposalMessage = m.message;
    if (p.type !== 'single-choice') throw new Refusal('Only single-choice proposals are supported');
    const current = await power.currentBlock();
    const firstBlock = BigInt(config.startBlock);
    const problems = proposalProblems(
      { title: p.title, body: p.body, choices: p.choices, start: p.start, end: p.end, snapshot: BigInt(p.snapshot) },
      { now, head: current, firstBlock },
    );
    const first = [problems.title, problems.body, problems.choices, problems.start, problems.end].flatMap((l) => l ?? [])[0];
    if (first) throw new Refusal(problemText(first));
    if (problems.snapshot) {
      // The snapshot is the block the proposal is created at, not one the author picks: any past block could count
      // FUEL borrowed or sold since. The signature covers the snapshot, so the hub checks it rather than sets it.
      const { earliest, latest } = proposalSnapshotWindow(current, firstBlock);
      throw new Refusal(
        `Invalid snapshot: block ${p.snapshot} is not between ${earliest} and the current block ${latest} (a proposal's snapshot is the block it is created at, at most ${PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS} blocks back)`,
      );
    }
    const vp = await power.powerAt(m.address, BigInt(p.snapshot));
    if (vp.total < config.minProposalPower) {
      throw new Refusal(
        `You need at least ${fuel(config.minProposalPower)} voting power to publish a proposal. (${fuel(vp.total)} at block ${p.snapshot})`,
        403,
      );
    }
    await store(id, m, (tx) =>
      tx.insert(proposals).values({
        id,
        space: p.space,
        author: m.address,
        type: p.type,
        title: p.title,
        body: p.body,
        choices: p.choices,
        start: p.start,
        end: p.end,
        snapshot: p.snapshot,
        created: p.timestamp,
        authorPower: vp.total.toString(),
        envelope: { address: m.address, sig: m.sig, message: p },
      }),
    );
  }

  async function acceptVote(id: Hex, m: SignedMessage & { kind: 'vote' }, now: number) {
    const v: VoteMessage = m.message;
    const p = await proposalById(v.proposal);
    if (!p) throw new Refusal('Unknown proposal', 404);
    const problem = voteProblem(v, p, now);
    if (problem?.kind === 'choice') throw new Refusal(`Invalid choice: pick 1 to ${problem.choices}`);
    if (problem?.kind === 'not-started') throw new Refusal('Voting has not started yet');
    if (problem?.kind === 'ended') throw new Refusal('Voting has ended');
    // Friendly answers before the chain is read; the unique keys still decide under a race.
    const voter = m.address;
    const prior = await db
      .select({ id: votes.id })
      .from(votes)
      .where(or(eq(votes.id, id), and(eq(votes.proposalId, p.id), eq(votes.voterKey, voter.toLowerCase()))));
    if (prior.some((x) => x.id === id)) throw new Refusal(ALREADY_RECEIVED, 409);
    if (prior.length > 0) throw new Refusal(ALREADY_VOTED, 409);
    const vp = await power.powerAt(voter, BigInt(p.snapshot));
    if (vp.total === 0n) throw new Refusal(`No voting power at the snapshot block ${p.snapshot}`, 403);
    await store(id, m, (tx) =>
      tx.insert(votes).values({
        id,
        proposalId: p.id,
        space: v.space,
        voter,
        voterKey: voter.toLowerCase(),
        choice: v.choice,
        reason: v.reason,
        created: v.timestamp,
        power: vp.total.toString(),
        breakdown: breakdownJson(vp),
        verificationHash: verificationHash(voter, BigInt(p.snapshot), vp),
        envelope: { address: m.address, sig: m.sig, message: v },
      }),
    );
  }

  /** Checks and stores one message; its id is the EIP-712 digest. Throws a Refusal (nothing stored) otherwise. */
  async function accept(m: SignedMessage): Promise<{ id: Hex }> {
    const who = m.kind === 'proposal' ? 'author' : 'voter';
    if (!isAddress(m.message.from, { strict: false }) || !isAddressEqual(m.message.from as Address, m.address))
      throw new Refusal(`The signer must be the ${who}: message.from is not the envelope's address`, 401);
    const typedData = m.kind === 'proposal' ? proposalTypedData(m.message) : voteTypedData(m.message);
    let valid: boolean;
    try {
      valid = await deps.verifyTypedData({ address: m.address, typedData: typedData as never, signature: m.sig });
    } catch (e) {
      if (e instanceof ChainUnavailableError) throw new Refusal('Unable to verify the signature now: the chain does not answer', 503);
      throw e;
    }
    if (!valid) throw new Refusal('Invalid signature: the message was not signed by this address, or it was altered', 401);
    // Counted once the signature proves the address: nobody can spend another signer's allowance.
    const byAddress = await deps.rateLimit(`address:${m.address.toLowerCase()}`, deps.limits.perAddress);
    if (!byAddress.ok) throw rateRefusal('address', deps.limits.perAddress, byAddress.retryAfterS);
    if (m.message.space !== config.space)
      throw new Refusal(`Unknown space ${JSON.stringify(m.message.space)}: this hub serves ${config.space}`);
    const now = Math.floor(deps.now() / 1000);
    const skew = timestampProblem(m.message.timestamp, now);
    if (skew === 'future')
      throw new Refusal(`Message timestamp is in the future: at most ${MESSAGE_CLOCK_SKEW_S} s ahead of the server clock`);
    if (skew === 'stale') throw new Refusal(`Message timestamp is too old: at most ${MESSAGE_CLOCK_SKEW_S} s behind the server clock`);
    const id = messageId(m);
    if (m.kind === 'proposal') await acceptProposal(id, m, now);
    else await acceptVote(id, m, now);
    return { id };
  }

  return { accept };
}
