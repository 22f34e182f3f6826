/**
 * The voting hub end to end on a real chain (anvil with FUEL, the chef, the vault, a FUEL-BNB farm and the
 * FuelVotingPower view) and a real database, on PGlite and on a throwaway PostgreSQL: proposals and votes
 * signed as Snapshot messages, power read from the chain at the snapshot block, and every refusal (forged,
 * altered, replayed, second vote, outside the window, client-supplied power, below the minimum, malformed,
 * oversized) answered with a clear error and nothing stored. The last test sends a proposal and a vote with
 * the real @snapshot-labs/snapshot.js client over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  PROPOSAL_TYPES,
  SNAPSHOT_DOMAIN,
  VOTE_TYPES,
  proposalTypedData,
  voteTypedData,
  type ProposalMessage,
  type VoteMessage,
} from '@fuelswap/sdk';
import snapshot from '@snapshot-labs/snapshot.js';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Address } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import { startPostgres, type TestPostgres } from '../../scripts/testing/postgres.ts';
import { artifacts } from '../../contracts/generated/artifacts.ts';
import { abi, deployFixture, FUEL, startEnv, type Env, type Fixture } from '../../contracts/test/farms/helpers.ts';
import { createApp } from '../src/app.ts';
import { type Database, openDatabase, schema } from '../src/db/index.ts';
import type { VotingConfig } from '../src/services/voting/accept.ts';
import { createVerifier } from '../src/verify.ts';
import { chainPowerSource } from '../src/voting/power.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const acct = (i: number) => mnemonicToAccount(MNEMONIC, { addressIndex: i });
// The fixture funds accounts 3..7 with 1,000,000 FUEL each; account 8 has none.
const alice = acct(3);
const bob = acct(4);
const carol = acct(5);
const dave = acct(6);
const poor = acct(8);
const SPACE = 'fuelswap.eth';

let env: Env;
let f: Fixture;
let config: VotingConfig;

beforeAll(async () => {
  env = await startEnv();
  f = await deployFixture(env);
  const [owner] = env.accounts as [Address];
  const wbnb = await env.deploy('WBNB');
  const factory = await env.deploy('FuelFactory', [owner]);
  await env.write(factory, artifacts.FuelFactory.abi, 'createPair', [f.fuel, wbnb]);
  const pair = await env.read<Address>(factory, artifacts.FuelFactory.abi, 'getPair', [f.fuel, wbnb]);
  await env.write(f.chef, abi.chef, 'add', [3000n, pair, true]);
  const vp = await env.deploy('FuelVotingPower', [f.fuel, f.chef, f.vault, pair, 1n, []]);
  // Alice keeps 300 FUEL in pool 0: her power is still 1,000,000 FUEL, in two places (the vault's growing share
  // price is covered by contracts/test/voting.power.test.ts).
  await env.write(f.chef, abi.chef, 'enterStaking', [FUEL(300)], { from: alice.address });
  // Bob holds 1000 FUEL only: the difference of weights is visible.
  await env.write(f.fuel, abi.fuel, 'transfer', [carol.address, FUEL(999_000)], { from: bob.address });
  config = { space: SPACE, admins: [owner], minProposalPower: FUEL(10), startBlock: 1, votingPower: vp, decimals: 9 };
}, 120_000);
afterAll(async () => {
  await env?.stop();
});

const ENGINES = ['pglite', 'postgres'] as const;

describe.each(ENGINES)('voting hub on %s', (engine) => {
  let database: Database;
  let app: Hono;
  let now = Date.now();
  let tmp: string | undefined;
  let pg: TestPostgres | undefined;

  beforeAll(async () => {
    if (engine === 'pglite') {
      tmp = mkdtempSync(join(tmpdir(), 'fuelswap-voting-'));
      database = await openDatabase({ dataDir: join(tmp, 'db') });
    } else {
      pg = await startPostgres();
      database = await openDatabase({ databaseUrl: pg.url });
    }
    app = createApp({
      database,
      chainId: 31337,
      verify: createVerifier(),
      now: () => now,
      voting: { power: chainPowerSource(env.node.url, config.votingPower), config },
    });
  });
  afterAll(async () => {
    await database?.close();
    await pg?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });
  let chainState: Hex;
  afterEach(async () => {
    await env.revert(chainState);
  });
  beforeEach(async () => {
    chainState = await env.snapshot();
    now = Date.now();
    await database.db.execute(sql`truncate table ${schema.votes}, ${schema.proposals}, ${schema.usedSignatures}, ${schema.rateLimits}`);
  });

  const sec = () => Math.floor(now / 1000);
  async function proposalEnvelope(by: HDAccount, over: Partial<ProposalMessage> = {}) {
    const message: ProposalMessage = {
      from: by.address,
      space: SPACE,
      timestamp: sec(),
      type: 'single-choice',
      title: 'Burn the treasury FUEL',
      body: '# Why\n\nBecause.',
      discussion: '',
      choices: ['Yes', 'No'],
      labels: [],
      start: sec() - 60,
      end: sec() + 3600,
      snapshot: Number(await env.blockNumber()),
      plugins: '{}',
      privacy: '',
      app: '',
      ...over,
    };
    const sig = await by.signTypedData(proposalTypedData(message));
    return { address: by.address, sig, data: { domain: SNAPSHOT_DOMAIN, types: PROPOSAL_TYPES, message } };
  }
  async function voteEnvelope(by: HDAccount, proposal: string, choice: number, over: Partial<VoteMessage> = {}) {
    const message: VoteMessage = {
      from: by.address,
      space: SPACE,
      timestamp: sec(),
      proposal,
      choice,
      reason: '',
      app: '',
      metadata: '{}',
      ...over,
    };
    const sig = await by.signTypedData(voteTypedData(message));
    return { address: by.address, sig, data: { domain: SNAPSHOT_DOMAIN, types: VOTE_TYPES, message } };
  }
  const post = (path: string, body: unknown) =>
    app.request(`/api/voting/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const res = await post('graphql', { query, variables });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown>; errors?: { message: string }[] } };
  };
  async function stored() {
    const [p] = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.proposals);
    const [v] = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.votes);
    return { proposals: p?.n, votes: v?.n };
  }
  async function refused(body: unknown, status: number, error: RegExp) {
    const before = await stored();
    const res = await post('msg', body);
    const json = (await res.json()) as { error?: string };
    expect(json, JSON.stringify(json)).toEqual({ error: expect.stringMatching(error) });
    expect(res.status).toBe(status);
    expect(await stored()).toEqual(before);
  }
  async function publish(by: HDAccount = alice, over: Partial<ProposalMessage> = {}): Promise<string> {
    const res = await post('msg', await proposalEnvelope(by, over));
    const json = (await res.json()) as { id: string; error?: string };
    expect(res.status, json.error).toBe(200);
    return json.id;
  }

  it('accepts a proposal and votes weighted by the chain at the snapshot, and serves them through GraphQL', async () => {
    const id = await publish();
    const snap = Number(await env.blockNumber());
    // After the snapshot Bob receives 5000 FUEL: his vote still weighs his 1000 FUEL at the snapshot.
    await env.write(f.fuel, abi.fuel, 'transfer', [bob.address, FUEL(5000)], { from: dave.address });
    expect((await post('msg', await voteEnvelope(alice, id, 1))).status).toBe(200);
    expect((await post('msg', await voteEnvelope(bob, id, 2, { metadata: '{"votingPower":"1000000000000000000000"}' }))).status).toBe(200);

    const { body } = await gql(
      `query($id: String!) { proposal(id: $id) { id title choices state author snapshot core space { id } votes scores scores_total }
         votes(first: 1000, skip: 0, where: { proposal: $id }, orderBy: "vp") { voter choice vp metadata { votingPower verificationHash wallet autoVault manualPool } } }`,
      { id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.proposal).toMatchObject({
      id,
      title: 'Burn the treasury FUEL',
      choices: ['Yes', 'No'],
      state: 'active',
      author: alice.address,
      snapshot: String(snap),
      core: false,
      space: { id: SPACE },
      votes: 2,
    });
    const aliceVp = FUEL(1_000_000);
    expect((body.data.proposal as { scores: string[] }).scores).toEqual([aliceVp.toString(), FUEL(1000).toString()]);
    expect((body.data.proposal as { scores_total: string }).scores_total).toBe((aliceVp + FUEL(1000)).toString());
    const list = body.data.votes as { voter: string; vp: string; metadata: Record<string, string> }[];
    expect(list.map((v) => [v.voter, v.vp])).toEqual([
      [alice.address, aliceVp.toString()],
      [bob.address, FUEL(1000).toString()],
    ]);
    expect(list[0]!.metadata).toMatchObject({ wallet: FUEL(999_700).toString(), manualPool: FUEL(300).toString(), autoVault: '0' });

    // /verify recomputes at the snapshot: both valid; a wrong total or hash is not.
    const res = await post('verify', {
      block: snap,
      votes: [
        { address: alice.address, verificationHash: list[0]!.metadata.verificationHash, total: list[0]!.vp },
        { address: bob.address, verificationHash: list[1]!.metadata.verificationHash, total: '9' },
      ],
    });
    expect(await res.json()).toEqual({
      block: String(snap),
      data: {
        [alice.address.toLowerCase()]: { isValid: true, total: aliceVp.toString() },
        [bob.address.toLowerCase()]: { isValid: false, total: FUEL(1000).toString() },
      },
    });
    // At the current block Bob's power changed: his stored vote no longer verifies there.
    const later = (await (
      await post('verify', { votes: [{ address: bob.address, verificationHash: list[1]!.metadata.verificationHash, total: list[1]!.vp }] })
    ).json()) as {
      data: Record<string, { isValid: boolean; total: string }>;
    };
    expect(later.data[bob.address.toLowerCase()]).toEqual({ isValid: false, total: FUEL(6000).toString() });
  });

  it('lists proposals by state, Core or Community, ordered by end descending, paged', async () => {
    const a = await publish(alice, { title: 'A', end: sec() + 100 });
    const b = await publish(alice, { title: 'B', end: sec() + 300 });
    const c = await publish(alice, { title: 'C', start: sec() + 50, end: sec() + 200 });
    const q = `query($first: Int, $skip: Int, $state: String) { proposals(first: $first, skip: $skip, where: { space: "${SPACE}", state: $state }, orderBy: "end", orderDirection: desc) { id state } }`;
    expect((await gql(q, { state: 'all' })).body.data.proposals).toEqual([
      { id: b, state: 'active' },
      { id: c, state: 'pending' },
      { id: a, state: 'active' },
    ]);
    expect((await gql(q, { state: 'active' })).body.data.proposals).toEqual([
      { id: b, state: 'active' },
      { id: a, state: 'active' },
    ]);
    expect((await gql(q, { state: 'active', first: 1, skip: 1 })).body.data.proposals).toEqual([{ id: a, state: 'active' }]);
    expect((await gql(q, { state: 'pending' })).body.data.proposals).toEqual([{ id: c, state: 'pending' }]);
    now += 150_000;
    expect((await gql(q, { state: 'closed' })).body.data.proposals).toEqual([{ id: a, state: 'closed' }]);
    expect((await gql(`{ proposals(where: { author_in: ["${config.admins[0]}"] }) { id } }`)).body.data.proposals).toEqual([]);
    expect((await gql(`{ proposals(first: 1001) { id } }`)).status).toBe(400);
  });

  it('refuses forged, altered and replayed messages, and a second vote', async () => {
    const id = await publish();
    // Forged: Carol signs, the envelope claims Bob.
    const forged = await voteEnvelope(carol, id, 1);
    await refused(
      { ...forged, address: bob.address, data: { ...forged.data, message: { ...forged.data.message, from: bob.address } } },
      401,
      /Invalid signature/,
    );
    // Signer is not the message's author.
    await refused({ ...forged, address: bob.address }, 401, /signer must be the voter/);
    // Altered after signing.
    const v = await voteEnvelope(bob, id, 1);
    await refused({ ...v, data: { ...v.data, message: { ...v.data.message, choice: 2 } } }, 401, /Invalid signature/);
    const p = await proposalEnvelope(alice);
    await refused({ ...p, data: { ...p.data, message: { ...p.data.message, title: 'Other' } } }, 401, /Invalid signature/);
    // Replay and second vote.
    expect((await post('msg', v)).status).toBe(200);
    await refused(v, 409, /already received/);
    now += 1000;
    await refused(await voteEnvelope(bob, id, 2), 409, /already voted/);
    await refused(await voteEnvelope(bob, id, 2, { from: bob.address.toLowerCase() }), 409, /already voted/);
    // A proposal replayed.
    const again = await proposalEnvelope(alice, { title: 'Once' });
    expect((await post('msg', again)).status).toBe(200);
    await refused(again, 409, /already received/);
  });

  it('refuses a vote outside the window, an unknown proposal or choice, client-supplied power, and no power', async () => {
    const pending = await publish(alice, { start: sec() + 600, end: sec() + 1200 });
    await refused(await voteEnvelope(bob, pending, 1), 400, /not started yet/);
    const id = await publish(alice, { end: sec() + 60 });
    await refused(await voteEnvelope(bob, id, 3), 400, /Invalid choice/);
    await refused(await voteEnvelope(bob, `0x${'00'.repeat(32)}`, 1), 404, /Unknown proposal/);
    await refused({ ...(await voteEnvelope(bob, id, 1)), vp: FUEL(1_000_000_000).toString() }, 400, /body fields must be exactly/);
    const withPower = await voteEnvelope(bob, id, 1);
    await refused(
      { ...withPower, data: { ...withPower.data, message: { ...withPower.data.message, vp: '1' } } },
      400,
      /message fields must be exactly/,
    );
    await refused(await voteEnvelope(poor, id, 1), 403, /No voting power at the snapshot/);
    now += 61_000;
    await refused(await voteEnvelope(bob, id, 1), 400, /Voting has ended/);
  });

  it('refuses a proposal below the minimum power, with a bad snapshot or window, and malformed or oversized bodies', async () => {
    await refused(await proposalEnvelope(poor), 403, /You need at least 10 voting power to publish a proposal\./);
    await refused(await proposalEnvelope(alice, { snapshot: Number(await env.blockNumber()) + 10 }), 400, /Invalid snapshot/);
    await refused(await proposalEnvelope(alice, { end: sec() - 10, start: sec() - 20 }), 400, /in the past/);
    await refused(await proposalEnvelope(alice, { end: sec(), start: sec() + 10 }), 400, /End date must be after the start date/);
    await refused(await proposalEnvelope(alice, { choices: ['Only'] }), 400, /minimum of 2 choices/);
    await refused(await proposalEnvelope(alice, { choices: ['Yes', ' '] }), 400, /must not be empty/);
    await refused(await proposalEnvelope(alice, { space: 'other.eth' }), 400, /Unknown space/);
    await refused(await proposalEnvelope(alice, { timestamp: sec() - 3600 }), 400, /timestamp/);
    await refused('{"address":', 400, /Body must be JSON/);
    await refused({ address: alice.address }, 400, /Malformed message: sig/);
    const big = await proposalEnvelope(alice, { body: 'x'.repeat(110_000) });
    const before = await stored();
    const res = await post('msg', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/Body too large/) });
    expect(await stored()).toEqual(before);
  });

  it('fixes the snapshot at creation: an author cannot pick a past block where FUEL since sold still counted', async () => {
    // Poor borrows 50 FUEL for one block, gives it back, and later publishes with the snapshot of that block.
    await env.write(f.fuel, abi.fuel, 'transfer', [poor.address, FUEL(50)], { from: dave.address });
    const borrowed = Number(await env.blockNumber());
    await env.write(f.fuel, abi.fuel, 'transfer', [dave.address, FUEL(50)], { from: poor.address });
    await env.mine(150);
    await refused(await proposalEnvelope(poor, { snapshot: borrowed }), 400, /Invalid snapshot/);
    // Alice too: a snapshot older than the hub's window is refused whatever the power there.
    await refused(await proposalEnvelope(alice, { snapshot: borrowed }), 400, /Invalid snapshot/);
    // At the creation block poor has nothing: below the minimum.
    await refused(await proposalEnvelope(poor), 403, /You need at least 10 voting power/);
    // Within the window (a few blocks behind the hub's head, the time to sign) it is accepted.
    const head = Number(await env.blockNumber());
    await publish(alice, { snapshot: head - 5 });
  });

  it('accepts a proposal and a vote sent by the real snapshot.js client over HTTP', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/voting/msg`;
      const client = new snapshot.Client712(url);
      // An ethers-v5-style signer backed by a viem account: snapshot.js calls _signTypedData(domain, types, message).
      const signer = (a: HDAccount) => ({
        _signTypedData: (domain: never, types: Record<string, never>, message: never) =>
          a.signTypedData({ domain, types, primaryType: Object.keys(types)[0]!, message } as never),
      });
      const block = Number(await env.blockNumber());
      now = Date.now();
      const receipt = (await client.proposal(signer(alice) as never, alice.address, {
        space: SPACE,
        type: 'single-choice',
        title: 'From snapshot.js',
        body: 'Sent by the official client',
        choices: ['For', 'Against'],
        start: sec() - 10,
        end: sec() + 3600,
        snapshot: block,
        plugins: '{}',
        discussion: '',
      } as never)) as { id: string };
      expect(receipt.id).toMatch(/^0x[0-9a-f]{64}$/);
      const vote = (await client.vote(signer(bob) as never, bob.address, {
        space: SPACE,
        proposal: receipt.id,
        type: 'single-choice',
        choice: 2,
      } as never)) as { id: string };
      expect(vote.id).toMatch(/^0x[0-9a-f]{64}$/);
      const { body } = await gql(`query($id: String!) { proposal(id: $id) { title scores } }`, { id: receipt.id });
      expect(body.data.proposal).toEqual({ title: 'From snapshot.js', scores: ['0', FUEL(1000).toString()] });
      // The client's refusal path: its second vote is rejected with the hub's error.
      await expect(
        client.vote(signer(bob) as never, bob.address, { space: SPACE, proposal: receipt.id, type: 'single-choice', choice: 1 } as never),
      ).rejects.toEqual({
        error: 'You have already voted on this proposal',
      });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
