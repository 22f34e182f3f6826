/**
 * The voting hub client: GraphQL proposals (first, skip, state; ordered by end
 * descending), a proposal by id, votes by proposal 1000 per page until an empty page, /verify, the
 * voting power at a block, and the signed-message endpoint. The hub is the API at `serviceUrl('api')`
 * (api/src/routes/voting/). The REST routes go through the client typed from the API's routes (`apiClient`,
 * hono/client); GraphQL replies, which that type cannot describe, are checked with zod before use.
 */
// zod/mini, like the app's other schemas: the same checks, a fraction of full zod's weight.
import * as z from 'zod/mini';
import type { ClientResponse } from 'hono/client';
import { apiClient } from '../../../chain/api.ts';
import { serviceUrl } from '../../../chain/services.ts';
import type { ProposalState, ProposalType } from '@fuelswap/sdk';
import { PROPOSALS_PAGE_SIZE, VOTES_PAGE_SIZE } from '@fuelswap/sdk';

export function hubUrl(): string | undefined {
  return serviceUrl('api');
}

export class HubError extends Error {
  override name = 'HubError';
}

const proposalSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  choices: z.array(z.string()),
  start: z.number(),
  end: z.number(),
  snapshot: z.string(),
  state: z.enum(['pending', 'active', 'closed']),
  author: z.string(),
  created: z.number(),
  core: z.boolean(),
  space: z.object({ id: z.string(), name: z.string() }),
});
export type Proposal = z.infer<typeof proposalSchema>;

const voteSchema = z.object({
  id: z.string(),
  voter: z.string(),
  created: z.number(),
  choice: z.number(),
  vp: z.string().check(z.regex(/^\d+$/)),
  metadata: z.object({ votingPower: z.string(), verificationHash: z.string() }),
});
export type Vote = z.infer<typeof voteSchema> & { invalid?: boolean };

/** What GET /api/voting/power answers (typed by the API's routes). */
export type PowerBreakdown = Awaited<ReturnType<typeof fetchPower>>;

function base(): string {
  const b = hubUrl();
  if (!b) throw new HubError('Voting is not available on this network');
  return b;
}

const hub = () => apiClient(base()).api.voting;

/** The body type of a route's successful (2xx) answers. */
type OkBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends 200 | 201 ? T : never) : never;

/** The reply's JSON when ok; otherwise a HubError with the API's `error` (or GraphQL's first error). */
async function ok<R extends ClientResponse<unknown, number, 'json'>>(res: R): Promise<OkBody<R>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new HubError(res.statusText || `HTTP ${res.status}`);
  }
  if (!res.ok) {
    const msg = (body as { error?: unknown; errors?: { message?: string }[] }) ?? {};
    throw new HubError(typeof msg.error === 'string' ? msg.error : (msg.errors?.[0]?.message ?? (res.statusText || `HTTP ${res.status}`)));
  }
  return body as OkBody<R>;
}

const gqlEnvelope = z.object({
  data: z.optional(z.nullable(z.unknown())),
  errors: z.optional(z.array(z.object({ message: z.string() }))),
});

/**
 * The data of a GraphQL answer the hub sent with a 2xx status, checked against `schema`. GraphQL reports a refused
 * query inside a 200 (`errors`, no `data`), which the typed client cannot see: it becomes a HubError with the
 * hub's first message, and an answer of another shape a HubError naming where, never a raw schema error.
 */
export function gqlData<T>(body: unknown, schema: z.ZodMiniType<T>): T {
  const env = gqlEnvelope.safeParse(body);
  if (!env.success) throw new HubError('The voting hub sent an answer in an unexpected format.');
  const firstError = env.data.errors?.[0];
  if (firstError) throw new HubError(firstError.message);
  const parsed = schema.safeParse(env.data.data);
  if (!parsed.success) {
    const at = parsed.error.issues[0]?.path.join('.') || '-';
    throw new HubError(`The voting hub sent data in an unexpected shape (at ${at}).`);
  }
  return parsed.data;
}

async function gql<T>(query: string, variables: Record<string, unknown>, schema: z.ZodMiniType<T>): Promise<T> {
  return gqlData(await ok(await hub().graphql.$post({ json: { query, variables } })), schema);
}

const PROPOSAL_FIELDS = 'id title body choices start end snapshot state author created core space { id name }';

export async function fetchHubConfig() {
  return ok(await hub().config.$get());
}

export async function fetchProposals(o: {
  state: ProposalState;
  type: ProposalType;
  admins: string[];
  space: string;
  first?: number;
  skip?: number;
}): Promise<Proposal[]> {
  const where: Record<string, unknown> = { space: o.space, state: o.state };
  if (o.type === 'core') where.author_in = o.admins;
  if (o.type === 'community') where.author_not_in = o.admins;
  const data = await gql(
    `query Proposals($first: Int!, $skip: Int!, $where: ProposalWhere) { proposals(first: $first, skip: $skip, where: $where, orderBy: "end", orderDirection: desc) { ${PROPOSAL_FIELDS} } }`,
    { first: o.first ?? PROPOSALS_PAGE_SIZE, skip: o.skip ?? 0, where },
    z.object({ proposals: z.array(proposalSchema) }),
  );
  return data.proposals;
}

export async function fetchProposal(id: string): Promise<Proposal | null> {
  const data = await gql(
    `query Proposal($id: String!) { proposal(id: $id) { ${PROPOSAL_FIELDS} } }`,
    { id },
    z.object({ proposal: z.nullable(proposalSchema) }),
  );
  return data.proposal;
}

/** Every vote of a proposal: pages of 1000 until an empty page. */
export async function fetchAllVotes(proposal: string): Promise<Vote[]> {
  const out: Vote[] = [];
  for (let skip = 0; ; skip += VOTES_PAGE_SIZE) {
    const data = await gql(
      `query Votes($first: Int!, $skip: Int!, $proposal: String!) { votes(first: $first, skip: $skip, where: { proposal: $proposal }, orderBy: "created", orderDirection: asc) { id voter created choice vp metadata { votingPower verificationHash } } }`,
      { first: VOTES_PAGE_SIZE, skip, proposal },
      z.object({ votes: z.array(voteSchema) }),
    );
    if (data.votes.length === 0) return out;
    out.push(...data.votes);
    if (data.votes.length < VOTES_PAGE_SIZE) return out;
  }
}

/** POST /verify: validity keyed by lower-case voter. A non-ok status throws its status text. */
export async function verifyVotes(block: string, votes: readonly Vote[]): Promise<Record<string, { isValid: boolean }>> {
  const res = await hub().verify.$post({
    json: { block, votes: votes.map((v) => ({ address: v.voter, verificationHash: v.metadata.verificationHash, total: v.vp })) },
  });
  return (await ok(res)).data;
}

export async function fetchPower(address: string, block?: string) {
  return ok(await hub().power[':address'].$get({ param: { address }, query: block ? { block } : {} }));
}

/** The signed envelope as the hub's route types it. */
export type Envelope = Parameters<ReturnType<typeof hub>['msg']['$post']>[0]['json'];

export async function sendMessage(envelope: Envelope): Promise<{ id: string }> {
  return ok(await hub().msg.$post({ json: envelope }));
}
