/**
 * The voting hub client (spec 001 §7 "Voting"): GraphQL proposals (first, skip, state; ordered by end
 * descending), a proposal by id, votes by proposal 1000 per page until an empty page, /verify, the
 * voting power at a block, and the signed-message endpoint. The hub is the API at `runtime().services.apiUrl`
 * (api/src/routes/voting.ts). Every reply is checked with zod before use.
 */
// zod/mini, like the app's other schemas: the same checks, a fraction of full zod's weight (issue 18 "Size").
import * as z from 'zod/mini';
import { runtime } from '../../../chain/runtime.ts';
import type { ProposalState, ProposalType } from '@fuelswap/sdk';
import { PROPOSALS_PAGE_SIZE, VOTES_PAGE_SIZE } from '@fuelswap/sdk';

export function hubUrl(): string | undefined {
  return (runtime() as { services?: { apiUrl?: string } }).services?.apiUrl;
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

const configSchema = z.object({
  space: z.string(),
  admins: z.array(z.string()),
  minProposalPower: z.string().check(z.regex(/^\d+$/)),
  startBlock: z.number(),
});
export type HubConfig = z.infer<typeof configSchema>;

const powerSchema = z.object({
  block: z.string(),
  total: z.string().check(z.regex(/^\d+$/)),
  wallet: z.string(),
  autoVault: z.string(),
  manualPool: z.string(),
  otherPools: z.string(),
  fuelBnbLp: z.string(),
});
export type PowerBreakdown = z.infer<typeof powerSchema>;

function base(): string {
  const b = hubUrl();
  if (!b) throw new HubError('Voting is not available on this network');
  return b;
}

async function send(path: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(`${base()}/api/voting/${path}`, init);
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
  return body;
}

const post = (path: string, body: unknown) =>
  send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function gql<T>(query: string, variables: Record<string, unknown>, schema: z.ZodMiniType<T>): Promise<T> {
  const body = (await post('graphql', { query, variables })) as { data?: unknown };
  return schema.parse(body.data);
}

const PROPOSAL_FIELDS = 'id title body choices start end snapshot state author created core space { id name }';

export async function fetchHubConfig(): Promise<HubConfig> {
  return configSchema.parse(await send('config'));
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

/** Every vote of a proposal: pages of 1000 until an empty page (spec 001 §7 Voting 3). */
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
  const body = (await post('verify', {
    block,
    votes: votes.map((v) => ({ address: v.voter, verificationHash: v.metadata.verificationHash, total: v.vp })),
  })) as {
    data?: Record<string, { isValid: boolean }>;
  };
  return body.data ?? {};
}

export async function fetchPower(address: string, block?: string): Promise<PowerBreakdown> {
  return powerSchema.parse(await send(`power/${address}${block ? `?block=${block}` : ''}`));
}

export async function sendMessage(envelope: unknown): Promise<{ id: string }> {
  return z.object({ id: z.string() }).parse(await post('msg', envelope));
}
