/**
 * The voting hub as strict as Snapshot's sequencer, with two API app instances on one database (on PGlite one
 * shared database, as one process per data folder allows; on PostgreSQL two connection pools, as two
 * processes have): a body over 100 kB, a timestamp more than 300 s ahead, a vote outside its proposal's
 * window, the same message sent to both instances, and the per-address and per-IP rate limits counted across
 * both, each refused with a 4xx JSON error and nothing stored; and the GraphQL cost bounds. Voting power is a
 * fixed stub here (the chain's power is voting.test.ts's subject): these tests are about the refusals.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  PROPOSAL_TYPES,
  type ProposalMessage,
  proposalTypedData,
  SNAPSHOT_DOMAIN,
  VOTE_TYPES,
  type VoteMessage,
  voteTypedData,
} from '@fuelswap/sdk';
import { sql } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../scripts/testing/postgres.ts';
import { createApp } from '../src/app.ts';
import { type Database, openDatabase, schema } from '../src/db/index.ts';
import type { VotingConfig, VotingRateLimits } from '../src/services/voting/accept.ts';
import { createVerifier } from '../src/verify.ts';
import type { PowerSource } from '../src/voting/power.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const [alice, bob, carol, dave] = [3, 4, 5, 6].map((i) => mnemonicToAccount(MNEMONIC, { addressIndex: i })) as [
  HDAccount,
  HDAccount,
  HDAccount,
  HDAccount,
];
const SPACE = 'fuelswap.eth';
const HEAD = 1000n;
const config: VotingConfig = {
  space: SPACE,
  admins: [getAddress('0x00000000000000000000000000000000000000a1')],
  minProposalPower: 1n,
  startBlock: 1,
  votingPower: getAddress('0x00000000000000000000000000000000000000b2'),
  decimals: 9,
};
const power: PowerSource = {
  currentBlock: async () => HEAD,
  powerAt: async () => ({ wallet: 5n, autoVault: 0n, manualPool: 0n, otherPools: 0n, fuelBnbLp: 0n, total: 5n }),
};
// High enough for the tests that are not about rate limits.
const ROOMY: VotingRateLimits = { perIp: { limit: 1000, windowS: 60 }, perAddress: { limit: 1000, windowS: 60 } };

describe.each(['pglite', 'postgres'] as const)('the hub sequencer on %s, two instances', (engine) => {
  let pg: TestPostgres | undefined;
  let dbA: Database;
  let dbB: Database;
  let now = Date.now();
  beforeAll(async () => {
    if (engine === 'pglite') {
      dbA = await openDatabase({});
      dbB = dbA;
    } else {
      pg = await startPostgres();
      dbA = await openDatabase({ databaseUrl: pg.url });
      dbB = await openDatabase({ databaseUrl: pg.url });
    }
  });
  afterAll(async () => {
    await dbA?.close();
    if (dbB !== dbA) await dbB?.close();
    await pg?.stop();
  });
  beforeEach(async () => {
    now = Date.now();
    await dbA.db.execute(sql`truncate table ${schema.votes}, ${schema.proposals}, ${schema.usedSignatures}, ${schema.rateLimits}`);
  });

  const app = (database: Database, limits = ROOMY) =>
    createApp({ database, chainId: 31337, verify: createVerifier(), now: () => now, voting: { power, config, limits } });
  const sec = () => Math.floor(now / 1000);

  async function proposal(by: HDAccount, over: Partial<ProposalMessage> = {}) {
    const message: ProposalMessage = {
      from: by.address,
      space: SPACE,
      timestamp: sec(),
      type: 'single-choice',
      title: 'Three ways',
      body: 'Pick one.',
      discussion: '',
      choices: ['A', 'B', 'C'],
      labels: [],
      start: sec() - 60,
      end: sec() + 3600,
      snapshot: Number(HEAD),
      plugins: '{}',
      privacy: '',
      app: '',
      ...over,
    };
    const sig = await by.signTypedData(proposalTypedData(message));
    return { address: by.address, sig, data: { domain: SNAPSHOT_DOMAIN, types: PROPOSAL_TYPES, message } };
  }
  async function vote(by: HDAccount, id: string, choice: number, over: Partial<VoteMessage> = {}) {
    const message: VoteMessage = {
      from: by.address,
      space: SPACE,
      timestamp: sec(),
      proposal: id,
      choice,
      reason: '',
      app: '',
      metadata: '{}',
      ...over,
    };
    const sig = await by.signTypedData(voteTypedData(message));
    return { address: by.address, sig, data: { domain: SNAPSHOT_DOMAIN, types: VOTE_TYPES, message } };
  }
  const post = async (a: ReturnType<typeof app>, body: unknown, path = 'msg') => {
    const res = await a.request(`/api/voting/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as { id?: string; error?: string; errors?: unknown[] } };
  };
  async function stored() {
    const n = async (t: typeof schema.proposals | typeof schema.votes | typeof schema.usedSignatures) =>
      (await dbA.db.select({ n: sql<number>`count(*)::int` }).from(t))[0]?.n;
    return { proposals: await n(schema.proposals), votes: await n(schema.votes), messages: await n(schema.usedSignatures) };
  }
  async function refused(a: ReturnType<typeof app>, body: unknown, status: number, error: RegExp) {
    const before = await stored();
    const res = await post(a, body);
    expect(res.body, JSON.stringify(res.body)).toEqual({ error: expect.stringMatching(error) });
    expect(res.status).toBe(status);
    expect(await stored()).toEqual(before);
    return res;
  }
  async function publish(a: ReturnType<typeof app>, over: Partial<ProposalMessage> = {}) {
    const res = await post(a, await proposal(alice, over));
    expect(res.status, res.body.error).toBe(200);
    return res.body.id!;
  }

  it('refuses a body over 100 kB with 413, and accepts one just under it', async () => {
    const a = app(dbA);
    await refused(a, await proposal(alice, { body: 'x'.repeat(102_400) }), 413, /Body too large: at most 102400 bytes/);
    // Under the limit the body reaches the rules: too long for a proposal (20,000 characters), still nothing stored.
    await refused(a, await proposal(alice, { body: 'x'.repeat(90_000) }), 400, /body is longer than 20000/);
  });

  it('refuses a message dated more than 300 s ahead of the clock, or older than 300 s', async () => {
    const a = app(dbA);
    await refused(a, await proposal(alice, { timestamp: sec() + 301 }), 400, /timestamp is in the future: at most 300 s/);
    await refused(a, await proposal(alice, { timestamp: sec() - 301 }), 400, /timestamp is too old/);
    const id = await publish(a, { timestamp: sec() + 300 });
    await refused(a, await vote(bob, id, 1, { timestamp: sec() + 301 }), 400, /in the future/);
    expect((await post(a, await vote(bob, id, 1, { timestamp: sec() + 300 }))).status).toBe(200);
  });

  it("refuses a vote outside its proposal's window (signed timestamp or clock), and a choice the proposal does not have", async () => {
    const a = app(dbA);
    const pending = await publish(a, { start: sec() + 200, end: sec() + 3600 });
    await refused(a, await vote(bob, pending, 1), 400, /not started yet/);
    // Signed inside the window but the clock is not there yet: still refused.
    await refused(a, await vote(bob, pending, 1, { timestamp: sec() + 250 }), 400, /not started yet/);
    const open = await publish(a, { title: 'Short', end: sec() + 100 });
    await refused(a, await vote(bob, open, 4), 400, /Invalid choice: pick 1 to 3/);
    expect((await post(a, await vote(bob, open, 3))).status).toBe(200);
    // Signed after the end (within the clock skew) while the clock is still inside: refused.
    await refused(a, await vote(carol, open, 1, { timestamp: sec() + 150 }), 400, /Voting has ended/);
    now += 101_000;
    await refused(a, await vote(dave, open, 1, { timestamp: sec() - 2 }), 400, /Voting has ended/);
  });

  it('refuses the same message on the second instance: the database, not a process, remembers it', async () => {
    const a = app(dbA);
    const b = app(dbB);
    const p = await proposal(alice);
    const first = await post(a, p);
    expect(first.status).toBe(200);
    await refused(b, p, 409, /already received/);
    // Sent to both at once: one is stored, the other refused by the unique key.
    const v = await vote(bob, first.body.id!, 2);
    const both = await Promise.all([post(a, v), post(b, v)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body).toEqual({ error: expect.stringMatching(/already received|already voted/) });
    expect(await stored()).toEqual({ proposals: 1, votes: 1, messages: 2 });
  });

  it('counts the per-address and per-IP rate limits across both instances, in the database', async () => {
    const limits: VotingRateLimits = { perIp: { limit: 4, windowS: 60 }, perAddress: { limit: 2, windowS: 60 } };
    // Over HTTP, so each instance takes the client's address from its socket (127.0.0.1 for both).
    const servers = [app(dbA, limits), app(dbB, limits)].map((x) => serve({ fetch: x.fetch, port: 0, hostname: '127.0.0.1' }));
    await Promise.all(servers.map((s) => new Promise((r) => s.once('listening', r))));
    try {
      const [urlA, urlB] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/api/voting/msg`) as [string, string];
      const send = async (url: string, body: unknown) => {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { error?: string } };
      };
      // A forged message does not spend Alice's allowance (counted only once the signature proves the address).
      const forged = await proposal(carol, { title: 'Forged' });
      expect(
        (
          await send(urlA, {
            ...forged,
            address: alice.address,
            data: { ...forged.data, message: { ...forged.data.message, from: alice.address } },
          })
        ).status,
      ).toBe(401);
      expect((await send(urlA, await proposal(alice, { title: '1' }))).status).toBe(200);
      expect((await send(urlB, await proposal(alice, { title: '2' }))).status).toBe(200);
      const before = await stored();
      const third = await send(urlA, await proposal(alice, { title: '3' }));
      expect(third).toEqual({
        status: 429,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: { error: expect.stringMatching(/at most 2 per 60 s from one address/) },
      });
      expect(await stored()).toEqual(before);
      // Five requests from 127.0.0.1 so far, on the two instances, against four allowed: the IP limit refuses the next, whoever signs.
      const fresh = await send(urlB, await proposal(bob, { title: '4' }));
      expect(fresh).toEqual({
        status: 429,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: { error: expect.stringMatching(/at most 4 per 60 s from one IP address/) },
      });
      expect(await stored()).toEqual(before);
      // The next window lets them through again.
      now += 60_000;
      expect((await send(urlB, await proposal(bob, { title: '5' }))).status).toBe(200);
    } finally {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    }
  });

  it("bounds the hub's GraphQL like the indexer's: depth, first, skip and list filters, with a clear 400", async () => {
    const a = app(dbA);
    await publish(a);
    const gql = (query: string, variables?: Record<string, unknown>) => post(a, { query, variables }, 'graphql');
    expect((await gql('{ proposals(first: 1000, skip: 10000) { id } }')).status).toBe(200);
    // Eleven nested selection sets (proposals, then space ten times deep: the guard looks at the shape, not the schema).
    const eleven = `{ proposals ${'{ space '.repeat(10)}{ id }${' }'.repeat(10)} }`;
    const r1 = await gql(eleven);
    expect(r1.status).toBe(400);
    expect(r1.body.error).toMatch(/^Query refused: the query is nested more than 10 levels deep/);
    const r2 = await gql('{ proposals(first: 1001) { id } }');
    expect([r2.status, r2.body.error]).toEqual([400, expect.stringMatching(/"first" is 1001; at most 1000/)]);
    const r3 = await gql('query($s: Int) { votes(skip: $s) { id } }', { s: 10_001 });
    expect([r3.status, r3.body.error]).toEqual([400, expect.stringMatching(/"skip" is 10001; at most 10000/)]);
    const ids = Array.from({ length: 1001 }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`);
    const r4 = await gql('query($ids: [String!]) { votes(where: { proposal_in: $ids }) { id } }', { ids });
    expect([r4.status, r4.body.error]).toEqual([400, expect.stringMatching(/1001 values; at most 1000/)]);
    expect((await gql('query($ids: [String!]) { votes(where: { proposal_in: $ids }) { id } }', { ids: ids.slice(0, 1000) })).status).toBe(
      200,
    );
  });
});
