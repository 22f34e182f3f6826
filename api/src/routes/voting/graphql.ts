/**
 * POST /graphql { query, variables, operationName }: Snapshot hub's query shape, proposals(first, skip, where,
 * orderBy, orderDirection), proposal(id), votes(...). A request is bounded before any database work by the
 * project's one GraphQL cost check (@fuelswap/sdk/graphql, the indexer's too): depth, first/skip, list filters,
 * top-level fields and tokens, refused with a 400 that names the bound.
 */
import { graphqlCostProblem, MAX_LIMIT, MAX_OFFSET } from '@fuelswap/sdk/graphql';
import { isCoreProposal, proposalState } from '@fuelswap/sdk';
import { and, asc, count, desc, eq, gt, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { buildSchema, graphql as runGraphql } from 'graphql';
import { Hono } from 'hono';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { type Db, schema } from '../../db/index.ts';
import { Refusal, type VotingConfig } from '../../services/voting/accept.ts';
import { ChainReadError } from '../../voting/power.ts';
import { jsonBody, requireJson } from '../validate.ts';
import { refuse } from './refuse.ts';

const { proposals, votes } = schema;
type ProposalRow = typeof proposals.$inferSelect;
type VoteRow = typeof votes.$inferSelect;

const graphqlBody = z.object({
  query: z.string({ error: 'query must be a string' }).max(10_000, 'query is longer than 10000 characters'),
  variables: z.record(z.string(), z.unknown(), { error: 'variables must be an object' }).nullish(),
  operationName: z.string().max(256).nullish(),
});

export function graphqlRoutes(deps: { db: Db; config: VotingConfig; now: () => number }) {
  const { db, config } = deps;
  const nowS = () => Math.floor(deps.now() / 1000);
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
    if (!Number.isInteger(skip) || skip < 0 || skip > MAX_OFFSET) throw new Refusal(`skip must be 0 to ${MAX_OFFSET}`);
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
      const { limit, offset } = page(a.first, a.skip, MAX_LIMIT);
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
      const { limit, offset } = page(a.first, a.skip, MAX_LIMIT);
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

  return new Hono().post('/graphql', requireJson('Body must be JSON'), jsonBody(graphqlBody, 'Malformed body'), async (c) => {
    try {
      const body = c.req.valid('json');
      const variables = body.variables ?? undefined;
      const problem = graphqlCostProblem(body.query, variables);
      if (problem) return c.json({ error: `Query refused: ${problem}`, errors: [{ message: `Query refused: ${problem}` }] }, 400);
      const result = await runGraphql({
        schema: gqlSchema,
        source: body.query,
        rootValue,
        variableValues: variables,
        operationName: body.operationName ?? undefined,
      });
      if (result.errors?.length) {
        const refusal = result.errors.find((e) => e.originalError instanceof Refusal);
        const internal = result.errors.find(
          (e) => e.originalError && !(e.originalError instanceof Refusal) && !(e.originalError instanceof ChainReadError),
        );
        if (internal) throw internal.originalError;
        return c.json(
          { data: (result.data ?? null) as Record<string, unknown> | null, errors: result.errors.map((e) => ({ message: e.message })) },
          refusal || !result.data ? 400 : 200,
        );
      }
      return c.json({ data: (result.data ?? null) as Record<string, unknown> | null }, 200);
    } catch (e) {
      return refuse(c, e);
    }
  });
}
