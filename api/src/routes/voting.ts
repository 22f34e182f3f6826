/**
 * The voting hub (issue 16; spec 001 §7 "Voting"; decisions README point 6): proposals and votes as Snapshot's
 * own EIP-712 messages, verified and stored here, served through a GraphQL endpoint shaped like Snapshot's hub.
 *
 *   POST /api/voting/msg      { address, sig, data: { domain, types, message } }  (what snapshot.js's Client712 sends)
 *   POST /api/voting/graphql  { query, variables }: proposals(first, skip, where, orderBy, orderDirection), proposal(id), votes(...)
 *   POST /api/voting/verify   { block?, votes: [{ address, verificationHash, total }] } -> { data: { [address]: { isValid, total } } }
 *   GET  /api/voting/power/:address?block=N   the voting power and its breakdown at a block
 *   GET  /api/voting/config   space, admins, minimum power to publish
 *
 * Every refusal is a 4xx `{ error }` and stores nothing. Voting power always comes from the chain at the
 * proposal's snapshot block (power.ts), never from the message; that block is the proposal's creation block
 * (at most PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS behind the hub's head, packages/sdk/src/voting/snapshot.ts).
 */
import {
  isCoreProposal,
  isProposalSnapshotAccepted,
  messageId,
  parseEnvelope,
  proposalState,
  EnvelopeError,
  proposalSnapshotWindow,
  proposalTypedData,
  voteTypedData,
  type SignedMessage,
  PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS,
  VOTING_LIMITS,
} from '@fuelswap/sdk';
import { and, asc, count, desc, eq, gt, inArray, or, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { buildSchema, graphql as runGraphql } from 'graphql';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatUnits, getAddress, isAddress, isAddressEqual, recoverTypedDataAddress, type Address, type Hex } from 'viem';
import { type Db, pgErrorCode, schema } from '../db/index.ts';
import { breakdownJson, ChainReadError, type PowerSource, type VotingPower, verificationHash } from '../voting/power.ts';

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

export interface VotingDeps {
  db: Db;
  power: PowerSource;
  config: VotingConfig;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/** The hub's own body limit (a proposal's Markdown body is larger than the API's default). */
export const VOTING_BODY_LIMIT_BYTES = VOTING_LIMITS.envelopeBytes;
/** A signed message's timestamp may differ from the server clock by at most this (seconds). */
export const TIMESTAMP_TOLERANCE_S = 10 * 60;
const VERIFY_MAX_VOTES = 1000;

class Refusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 503 = 400,
  ) {
    super(message);
  }
}

const { proposals, votes } = schema;
type ProposalRow = typeof proposals.$inferSelect;
type VoteRow = typeof votes.$inferSelect;

export function votingRoutes(deps: VotingDeps): Hono {
  const { db, power, config } = deps;
  const nowS = () => Math.floor(deps.now() / 1000);
  const r = new Hono();
  r.use(
    '*',
    bodyLimit({
      maxSize: VOTING_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: `Body too large: at most ${VOTING_BODY_LIMIT_BYTES} bytes` }, 413),
    }),
  );

  const refuse = (c: Context, e: unknown) => {
    if (e instanceof Refusal) return c.json({ error: e.message }, e.status);
    if (e instanceof EnvelopeError) return c.json({ error: `Malformed message: ${e.message}` }, 400);
    if (e instanceof ChainReadError) return c.json({ error: e.message }, 503);
    throw e;
  };

  async function readJson(c: Context): Promise<unknown> {
    const text = await c.req.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new Refusal('Body must be JSON');
    }
  }

  const fuel = (v: bigint) => formatUnits(v, config.decimals);

  // Proposals never change once stored: votes look theirs up here first (bounded, oldest dropped first).
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

  async function accept(m: SignedMessage): Promise<{ id: Hex }> {
    if (!isAddress(m.message.from, { strict: false }) || !isAddressEqual(m.message.from as Address, m.address)) {
      throw new Refusal(
        `The signer must be the ${m.kind === 'proposal' ? 'author' : 'voter'}: message.from is not the envelope's address`,
        401,
      );
    }
    const signer = await recoverTypedDataAddress({
      ...(m.kind === 'proposal' ? proposalTypedData(m.message) : voteTypedData(m.message)),
      signature: m.sig,
    } as Parameters<typeof recoverTypedDataAddress>[0]).catch(() => null);
    if (!signer || !isAddressEqual(signer, m.address))
      throw new Refusal('Invalid signature: the message was not signed by this address, or it was altered', 401);
    if (m.message.space !== config.space)
      throw new Refusal(`Unknown space ${JSON.stringify(m.message.space)}: this hub serves ${config.space}`);
    const now = nowS();
    if (Math.abs(m.message.timestamp - now) > TIMESTAMP_TOLERANCE_S)
      throw new Refusal('Message timestamp is too far from the server clock');
    const id = messageId(m);
    return m.kind === 'proposal' ? acceptProposal(id, m.address, m.message, m, now) : acceptVote(id, m.address, m.message, m, now);
  }

  async function acceptProposal(
    id: Hex,
    author: Address,
    p: Extract<SignedMessage, { kind: 'proposal' }>['message'],
    envelope: SignedMessage,
    now: number,
  ) {
    if (p.type !== 'single-choice') throw new Refusal('Only single-choice proposals are supported');
    if (p.title.trim() === '') throw new Refusal('Title is required');
    if (p.body.trim() === '') throw new Refusal('Content is required');
    if (p.choices.length < 2) throw new Refusal('Please create a minimum of 2 choices');
    if (p.choices.some((ch) => ch.trim() === '')) throw new Refusal('Choices must not be empty');
    if (p.end <= p.start) throw new Refusal('End date must be after the start date');
    if (p.end <= now) throw new Refusal('The end date is in the past');
    // The snapshot is the block the proposal is created at, not one the author picks: any past block could count
    // FUEL borrowed or sold since. The signature covers the snapshot, so the hub checks it rather than sets it.
    const current = await power.currentBlock();
    const firstBlock = BigInt(config.startBlock);
    if (!isProposalSnapshotAccepted(BigInt(p.snapshot), current, firstBlock)) {
      const { earliest, latest } = proposalSnapshotWindow(current, firstBlock);
      throw new Refusal(
        `Invalid snapshot: block ${p.snapshot} is not between ${earliest} and the current block ${latest} (a proposal's snapshot is the block it is created at, at most ${PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS} blocks back)`,
      );
    }
    const existing = await db.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, id));
    if (existing.length > 0) throw new Refusal('This message was already received', 409);
    const vp = await power.powerAt(author, BigInt(p.snapshot));
    if (vp.total < config.minProposalPower) {
      throw new Refusal(
        `You need at least ${fuel(config.minProposalPower)} voting power to publish a proposal. (${fuel(vp.total)} at block ${p.snapshot})`,
        403,
      );
    }
    try {
      await db.insert(proposals).values({
        id,
        space: p.space,
        author,
        type: p.type,
        title: p.title,
        body: p.body,
        choices: p.choices,
        start: p.start,
        end: p.end,
        snapshot: p.snapshot,
        created: p.timestamp,
        authorPower: vp.total.toString(),
        envelope: { address: envelope.address, sig: envelope.sig, message: p },
      });
    } catch (e) {
      if (pgErrorCode(e).code === '23505') throw new Refusal('This message was already received', 409);
      throw e;
    }
    return { id };
  }

  async function acceptVote(
    id: Hex,
    voter: Address,
    v: Extract<SignedMessage, { kind: 'vote' }>['message'],
    envelope: SignedMessage,
    now: number,
  ) {
    const p = await proposalById(v.proposal);
    if (!p) throw new Refusal('Unknown proposal', 404);
    if (v.choice < 1 || v.choice > p.choices.length) throw new Refusal(`Invalid choice: pick 1 to ${p.choices.length}`);
    const state = proposalState(p.start, p.end, now);
    if (state !== 'active') throw new Refusal(state === 'pending' ? 'Voting has not started yet' : 'Voting has ended');
    // One query for both refusals (the unique constraints still decide under a race).
    const prior = await db
      .select({ id: votes.id })
      .from(votes)
      .where(or(eq(votes.id, id), and(eq(votes.proposalId, p.id), eq(votes.voterKey, voter.toLowerCase()))));
    if (prior.some((x) => x.id === id)) throw new Refusal('This message was already received', 409);
    if (prior.length > 0) throw new Refusal('You have already voted on this proposal', 409);
    const vp = await power.powerAt(voter, BigInt(p.snapshot));
    if (vp.total === 0n) throw new Refusal(`No voting power at the snapshot block ${p.snapshot}`, 403);
    try {
      await db.insert(votes).values({
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
        envelope: { address: envelope.address, sig: envelope.sig, message: v },
      });
    } catch (e) {
      const { code, constraint } = pgErrorCode(e);
      if (code === '23505')
        throw new Refusal(
          constraint === 'voting_votes_one_per_voter' ? 'You have already voted on this proposal' : 'This message was already received',
          409,
        );
      throw e;
    }
    return { id };
  }

  r.post('/msg', async (c) => {
    try {
      const m = parseEnvelope(await readJson(c));
      const { id } = await accept(m);
      return c.json({ id, ipfs: id, relayer: { address: '', receipt: '' } });
    } catch (e) {
      return refuse(c, e);
    }
  });

  r.get('/config', (c) =>
    c.json({
      space: config.space,
      admins: config.admins,
      minProposalPower: config.minProposalPower.toString(),
      startBlock: config.startBlock,
      votingPower: config.votingPower,
    }),
  );

  r.get('/power/:address', async (c) => {
    try {
      const a = c.req.param('address');
      if (!isAddress(a, { strict: false })) throw new Refusal('Not an address');
      const q = c.req.query('block');
      if (q !== undefined && !/^\d{1,12}$/.test(q)) throw new Refusal('block must be a block number');
      const block = q === undefined ? await power.currentBlock() : BigInt(q);
      const vp = await power.powerAt(getAddress(a), block);
      return c.json({ address: getAddress(a), block: block.toString(), total: vp.total.toString(), ...breakdownJson(vp) });
    } catch (e) {
      return refuse(c, e);
    }
  });

  r.post('/verify', async (c) => {
    try {
      const body = (await readJson(c)) as { block?: unknown; votes?: unknown };
      if (typeof body !== 'object' || body === null || !Array.isArray(body.votes)) throw new Refusal('votes must be a list');
      if (body.votes.length > VERIFY_MAX_VOTES) throw new Refusal(`At most ${VERIFY_MAX_VOTES} votes per request`);
      let block: bigint;
      if (body.block === undefined || body.block === null) block = await power.currentBlock();
      else if (
        (typeof body.block === 'number' && Number.isSafeInteger(body.block) && body.block >= 0) ||
        (typeof body.block === 'string' && /^\d{1,12}$/.test(body.block))
      )
        block = BigInt(body.block);
      else throw new Refusal('block must be a block number');
      const list = body.votes.map((v: unknown, i: number) => {
        const o = v as { address?: unknown; verificationHash?: unknown; total?: unknown };
        if (typeof o !== 'object' || o === null || typeof o.address !== 'string' || !isAddress(o.address, { strict: false }))
          throw new Refusal(`votes[${i}].address is not an address`);
        return {
          address: getAddress(o.address),
          hash: typeof o.verificationHash === 'string' ? o.verificationHash.toLowerCase() : '',
          total: typeof o.total === 'string' || typeof o.total === 'number' ? String(o.total) : '',
        };
      });
      const data: Record<string, { isValid: boolean; total: string }> = {};
      const cache = new Map<string, VotingPower>();
      for (let i = 0; i < list.length; i += 20) {
        await Promise.all(
          list.slice(i, i + 20).map(async (v) => {
            let vp = cache.get(v.address);
            if (!vp) {
              vp = await power.powerAt(v.address, block);
              cache.set(v.address, vp);
            }
            const hash = verificationHash(v.address, block, vp);
            data[v.address.toLowerCase()] = { isValid: hash === v.hash && vp.total.toString() === v.total, total: vp.total.toString() };
          }),
        );
      }
      return c.json({ block: block.toString(), data });
    } catch (e) {
      return refuse(c, e);
    }
  });

  // ---------------------------------------------------------------- GraphQL (Snapshot hub's query shape)

  const gqlSchema = buildSchema(`
    type Space { id: String!, name: String! }
    type Proposal {
      id: String!, title: String!, body: String!, choices: [String!]!, start: Int!, end: Int!, snapshot: String!,
      state: String!, author: String!, created: Int!, type: String!, space: Space!, core: Boolean!,
      votes: Int!, scores: [String!]!, scores_total: String!
    }
    type VoteMetadata { votingPower: String!, verificationHash: String!, wallet: String!, autoVault: String!, manualPool: String!, otherPools: String!, fuelBnbLp: String! }
    type VoteProposal { id: String!, choices: [String!]!, snapshot: String! }
    type Vote { id: String!, voter: String!, created: Int!, choice: Int!, reason: String!, vp: String!, space: Space!, proposal: VoteProposal!, metadata: VoteMetadata! }
    input ProposalWhere { id: String, space: String, space_in: [String!], state: String, author_in: [String!], author_not_in: [String!] }
    input VoteWhere { proposal: String, proposal_in: [String!], voter: String }
    enum OrderDirection { asc desc }
    type Query {
      proposals(first: Int = 5, skip: Int = 0, where: ProposalWhere, orderBy: String = "end", orderDirection: OrderDirection = desc): [Proposal!]!
      proposal(id: String!): Proposal
      votes(first: Int = 1000, skip: Int = 0, where: VoteWhere, orderBy: String = "created", orderDirection: OrderDirection = desc): [Vote!]!
    }
  `);

  const page = (first: number, skip: number, max: number) => {
    if (!Number.isInteger(first) || first < 0 || first > max) throw new Refusal(`first must be 0 to ${max}`);
    if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000) throw new Refusal('skip must be 0 to 1000000');
    return { limit: first, offset: skip };
  };
  const space = { id: config.space, name: config.space };

  function proposalOut(p: ProposalRow) {
    return {
      id: p.id,
      title: p.title,
      body: p.body,
      choices: p.choices,
      start: p.start,
      end: p.end,
      snapshot: String(p.snapshot),
      state: proposalState(p.start, p.end, nowS()),
      author: p.author,
      created: p.created,
      type: p.type,
      space,
      core: isCoreProposal(p.author, config.admins),
      votes: async () => (await db.select({ n: count() }).from(votes).where(eq(votes.proposalId, p.id)))[0]?.n ?? 0,
      scores: async () => (await scores(p)).scores,
      scores_total: async () => (await scores(p)).total,
    };
  }

  const scoreCache = new WeakMap<ProposalRow, Promise<{ scores: string[]; total: string }>>();
  function scores(p: ProposalRow) {
    let s = scoreCache.get(p);
    if (!s) {
      s = db
        .select({ choice: votes.choice, sum: sql<string>`sum(${votes.power})` })
        .from(votes)
        .where(eq(votes.proposalId, p.id))
        .groupBy(votes.choice)
        .then((rows) => {
          const out = p.choices.map(() => 0n);
          for (const row of rows)
            if (row.choice >= 1 && row.choice <= out.length) out[row.choice - 1] = BigInt(String(row.sum).split('.')[0]!);
          return { scores: out.map(String), total: out.reduce((a, b) => a + b, 0n).toString() };
        });
      scoreCache.set(p, s);
    }
    return s;
  }

  function voteOut(v: VoteRow, p: ProposalRow | undefined) {
    const b = v.breakdown;
    return {
      id: v.id,
      voter: v.voter,
      created: v.created,
      choice: v.choice,
      reason: v.reason,
      vp: String(v.power),
      space,
      proposal: { id: v.proposalId, choices: p?.choices ?? [], snapshot: String(p?.snapshot ?? '') },
      metadata: {
        votingPower: String(v.power),
        verificationHash: v.verificationHash,
        wallet: b.wallet ?? '0',
        autoVault: b.autoVault ?? '0',
        manualPool: b.manualPool ?? '0',
        otherPools: b.otherPools ?? '0',
        fuelBnbLp: b.fuelBnbLp ?? '0',
      },
    };
  }

  type PWhere = { id?: string; space?: string; space_in?: string[]; state?: string; author_in?: string[]; author_not_in?: string[] };
  type VWhere = { proposal?: string; proposal_in?: string[]; voter?: string };
  const addrs = (l: string[]) => l.filter((a) => isAddress(a, { strict: false })).map((a) => getAddress(a));

  const rootValue = {
    proposals: async (a: { first: number; skip: number; where?: PWhere; orderBy: string; orderDirection: 'asc' | 'desc' }) => {
      const { limit, offset } = page(a.first, a.skip, 1000);
      const w = a.where ?? {};
      const conds: SQL[] = [];
      if (w.id !== undefined) conds.push(eq(proposals.id, w.id));
      if (w.space !== undefined) conds.push(eq(proposals.space, w.space));
      if (w.space_in !== undefined) conds.push(w.space_in.length ? inArray(proposals.space, w.space_in) : sql`false`);
      if (w.author_in !== undefined) conds.push(w.author_in.length ? inArray(proposals.author, addrs(w.author_in)) : sql`false`);
      if (w.author_not_in !== undefined && w.author_not_in.length) conds.push(notInArray(proposals.author, addrs(w.author_not_in)));
      const now = nowS();
      if (w.state === 'active') conds.push(lte(proposals.start, now), gt(proposals.end, now));
      else if (w.state === 'pending') conds.push(gt(proposals.start, now));
      else if (w.state === 'closed') conds.push(lte(proposals.end, now));
      else if (w.state !== undefined && w.state !== 'all') throw new Refusal('where.state must be all, active, pending or closed');
      const col = { end: proposals.end, start: proposals.start, created: proposals.created }[a.orderBy];
      if (!col) throw new Refusal('orderBy must be end, start or created');
      const rows = await db
        .select()
        .from(proposals)
        .where(conds.length ? and(...conds) : undefined)
        .orderBy(a.orderDirection === 'asc' ? asc(col) : desc(col), asc(proposals.id))
        .limit(limit)
        .offset(offset);
      return rows.map(proposalOut);
    },
    proposal: async (a: { id: string }) => {
      const [p] = await db.select().from(proposals).where(eq(proposals.id, a.id));
      return p ? proposalOut(p) : null;
    },
    votes: async (a: { first: number; skip: number; where?: VWhere; orderBy: string; orderDirection: 'asc' | 'desc' }) => {
      const { limit, offset } = page(a.first, a.skip, 1000);
      const w = a.where ?? {};
      const conds: SQL[] = [];
      if (w.proposal !== undefined) conds.push(eq(votes.proposalId, w.proposal));
      if (w.proposal_in !== undefined) conds.push(w.proposal_in.length ? inArray(votes.proposalId, w.proposal_in) : sql`false`);
      if (w.voter !== undefined) conds.push(eq(votes.voterKey, w.voter.toLowerCase()));
      const col = { created: votes.created, vp: votes.power }[a.orderBy];
      if (!col) throw new Refusal('orderBy must be created or vp');
      const rows = await db
        .select()
        .from(votes)
        .where(conds.length ? and(...conds) : undefined)
        .orderBy(a.orderDirection === 'asc' ? asc(col) : desc(col), asc(votes.id))
        .limit(limit)
        .offset(offset);
      const ids = [...new Set(rows.map((v) => v.proposalId))];
      const ps = ids.length ? await db.select().from(proposals).where(inArray(proposals.id, ids)) : [];
      const byId = new Map(ps.map((p) => [p.id, p]));
      return rows.map((v) => voteOut(v, byId.get(v.proposalId)));
    },
  };

  r.post('/graphql', async (c) => {
    try {
      const body = (await readJson(c)) as { query?: unknown; variables?: unknown; operationName?: unknown };
      if (typeof body !== 'object' || body === null || typeof body.query !== 'string') throw new Refusal('query must be a string');
      if (body.query.length > 10_000) throw new Refusal('query is longer than 10000 characters');
      const variables = body.variables === undefined || body.variables === null ? undefined : body.variables;
      if (variables !== undefined && (typeof variables !== 'object' || Array.isArray(variables)))
        throw new Refusal('variables must be an object');
      const result = await runGraphql({
        schema: gqlSchema,
        source: body.query,
        rootValue,
        variableValues: variables as Record<string, unknown> | undefined,
        operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
      });
      if (result.errors?.length) {
        const refusal = result.errors.find((e) => e.originalError instanceof Refusal);
        const internal = result.errors.find(
          (e) => e.originalError && !(e.originalError instanceof Refusal) && !(e.originalError instanceof ChainReadError),
        );
        if (internal) throw internal.originalError;
        return c.json(
          { data: result.data ?? null, errors: result.errors.map((e) => ({ message: e.message })) },
          refusal || !result.data ? 400 : 200,
        );
      }
      return c.json(result);
    } catch (e) {
      return refuse(c, e);
    }
  });

  return r;
}
