/**
 * The API end to end in-process (`app.request`) and over HTTP, on PGlite (temp
 * folder) and on a throwaway PostgreSQL cluster: every endpoint, every refusal,
 * and after each refusal nothing stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { buildRegistrationMessage, type RegistrationFields } from '@fuelswap/sdk';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type Hex, hexToBigInt, numberToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../scripts/testing/postgres.ts';
import { createApp } from '../src/app.ts';
import { type Database, openDatabase, schema } from '../src/db/index.ts';
import { createVerifier } from '../src/verify.ts';

// anvil's development keys #1..#3.
const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const bob = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const carol = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
type Account = typeof alice;

const CHAIN_ID = 31337;
const T0 = Date.parse('2026-11-24T05:00:00.000Z');
let nonceCounter = 0;

function fieldsFor(account: Account, username: string, over: Partial<RegistrationFields> = {}): RegistrationFields {
  nonceCounter++;
  return {
    username,
    address: account.address,
    chainId: CHAIN_ID,
    nonce: `nonce${String(nonceCounter).padStart(8, '0')}`,
    issuedAt: new Date(T0).toISOString(),
    ...over,
  };
}

async function signed(account: Account, username: string, over: Partial<RegistrationFields> = {}) {
  const message = buildRegistrationMessage(fieldsFor(account, username, over));
  return { address: account.address, username, message, signature: await account.signMessage({ message }) };
}

const ENGINES = ['pglite', 'postgres'] as const;

describe.each(ENGINES)('API on %s', (engine) => {
  let database: Database;
  let app: Hono;
  let now = T0;
  let tmp: string | undefined;
  let pg: TestPostgres | undefined;

  beforeAll(async () => {
    if (engine === 'pglite') {
      tmp = mkdtempSync(join(tmpdir(), 'fuelswap-api-'));
      database = await openDatabase({ dataDir: join(tmp, 'db') });
    } else {
      pg = await startPostgres();
      database = await openDatabase({ databaseUrl: pg.url });
    }
    app = createApp({ database, chainId: CHAIN_ID, verify: createVerifier(), now: () => now });
  });

  afterAll(async () => {
    await database?.close();
    await pg?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  beforeEach(async () => {
    now = T0 + 60_000;
    await database.db.execute(sql`truncate table ${schema.usernames}, ${schema.usedSignatures}`);
  });

  const get = (path: string) => app.request(path);
  const post = (body: unknown, init: RequestInit = {}) =>
    app.request('/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    });
  async function stored() {
    const [u] = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.usernames);
    const [s] = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.usedSignatures);
    return { usernames: u?.n, signatures: s?.n };
  }
  async function refused(res: Response, status: number, error: RegExp, before: { usernames?: number; signatures?: number }) {
    expect(res.status).toBe(status);
    expect((await res.json()) as { error: string }).toEqual({ error: expect.stringMatching(error) });
    expect(await stored()).toEqual(before);
  }

  it('reports health with the engine', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: { status: 'ok', engine } });
  });

  it('answers an unknown address with username null and a malformed one with 400', async () => {
    const res = await get(`/api/users/${alice.address.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ address: alice.address, username: null });
    for (const bad of ['0x1234', 'alice', `${alice.address}00`, alice.address.replace('0x', '0X')]) {
      const r = await get(`/api/users/${bad}`);
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ error: expect.stringMatching(/Invalid address/) });
    }
  });

  it('checks names: format reasons from the spec and case-insensitive uniqueness', async () => {
    expect(await (await get('/api/users/valid/Alice01')).json()).toEqual({ username: 'Alice01', valid: true });
    const cases: Array<[string, number, string, string]> = [
      ['ab', 400, 'too-short', 'Minimum length: 3 characters'],
      ['abcdefghijklmnop', 400, 'too-long', 'Maximum length: 15 characters'],
      ['ali%20ce', 400, 'characters', 'No spaces or special characters'],
      ['ali_ce', 400, 'characters', 'No spaces or special characters'],
    ];
    for (const [name, status, reason, error] of cases) {
      const r = await get(`/api/users/valid/${name}`);
      expect(r.status, name).toBe(status);
      expect(await r.json()).toMatchObject({ valid: false, reason, error });
    }
    expect((await post(await signed(alice, 'Alice01'))).status).toBe(201);
    for (const name of ['Alice01', 'alice01', 'ALICE01']) {
      const r = await get(`/api/users/valid/${name}`);
      expect(r.status).toBe(409);
      expect(await r.json()).toEqual({ username: name, valid: false, reason: 'taken', error: 'Username taken' });
    }
  });

  it('registers a name from a signed message and serves it', async () => {
    const res = await post(await signed(alice, 'Alice01'));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ address: alice.address, username: 'Alice01', registeredAt: expect.any(String) });
    const got = await get(`/api/users/${alice.address.toLowerCase()}`);
    expect(await got.json()).toMatchObject({ address: alice.address, username: 'Alice01' });
    expect(await stored()).toEqual({ usernames: 1, signatures: 1 });
  });

  it('registers from the message fields instead of the text (the server builds the same text)', async () => {
    const f = fieldsFor(bob, 'Bob2');
    const signature = await bob.signMessage({ message: buildRegistrationMessage(f) });
    const res = await post({ address: bob.address, username: 'Bob2', signature, chainId: f.chainId, nonce: f.nonce, issuedAt: f.issuedAt });
    expect(res.status).toBe(201);
    expect(await (await get(`/api/users/${bob.address}`)).json()).toMatchObject({ username: 'Bob2' });
  });

  it('refuses a replayed signature, even in its other ECDSA form', async () => {
    const body = await signed(alice, 'Alice01');
    expect((await post(body)).status).toBe(201);
    const after = await stored();
    await refused(await post(body), 409, /Signature already used/, after);
    // (r, n - s, v flipped) signs the same message: still the same message, still refused.
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const s = hexToBigInt(`0x${body.signature.slice(66, 130)}`);
    const v = Number.parseInt(body.signature.slice(130), 16);
    const other = `${body.signature.slice(0, 66)}${numberToHex(n - s, { size: 32 }).slice(2)}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
    // viem accepts the high-s form as valid, so only keying replays by the message stops it.
    await refused(await post({ ...body, signature: other }), 409, /Signature already used/, after);
  });

  it('refuses a forged signature (signed by another account) and a tampered message', async () => {
    const before = await stored();
    const message = buildRegistrationMessage(fieldsFor(alice, 'Alice01'));
    const forged = await bob.signMessage({ message });
    await refused(
      await post({ address: alice.address, username: 'Alice01', message, signature: forged }),
      401,
      /Invalid signature/,
      before,
    );
    const good = await signed(alice, 'Alice01');
    const tampered = good.message.replace(/Nonce: \w+/, 'Nonce: tampered0000');
    await refused(await post({ ...good, message: tampered }), 401, /Invalid signature/, before);
    await refused(await post({ ...good, signature: `0x${'11'.repeat(65)}` }), 401, /Invalid signature/, before);
  });

  it('refuses a message older than 10 minutes or from the future', async () => {
    const before = await stored();
    const body = await signed(alice, 'Alice01');
    now = T0 + 10 * 60_000 + 1;
    await refused(await post(body), 401, /expired/, before);
    now = T0 - 31_000;
    await refused(await post(body), 401, /future/, before);
    now = T0 + 10 * 60_000;
    expect((await post(body)).status).toBe(201);
  });

  it('refuses a message for another name, address or chain', async () => {
    const before = await stored();
    const body = await signed(alice, 'Alice01');
    await refused(await post({ ...body, username: 'Alice02' }), 400, /another username/, before);
    await refused(await post({ ...body, address: bob.address }), 400, /another address/, before);
    await refused(await post(await signed(alice, 'Alice01', { chainId: 56 })), 400, /chain 56/, before);
  });

  it('never changes a name once registered, and never gives a name twice', async () => {
    expect((await post(await signed(alice, 'Alice01'))).status).toBe(201);
    const after = await stored();
    await refused(await post(await signed(alice, 'Alice99')), 409, /can never be changed/, after);
    await refused(await post(await signed(bob, 'ALICE01')), 409, /^Username taken$/, after);
    expect(await (await get(`/api/users/${alice.address}`)).json()).toMatchObject({ username: 'Alice01' });
  });

  it('gives a contested name to exactly one of two simultaneous registrations', async () => {
    const [a, b] = await Promise.all([post(await signed(bob, 'Same1')), post(await signed(carol, 'sAME1'))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await stored()).toEqual({ usernames: 1, signatures: 1 });
  });

  it('refuses malformed bodies with 400 and stores nothing', async () => {
    const before = await stored();
    const body = await signed(alice, 'Alice01');
    const { signature: _s, ...noSignature } = body;
    const cases: Array<[unknown, RegExp]> = [
      ['{not json', /expected JSON/],
      ['[]', /Malformed body/],
      [noSignature, /signature/],
      [{ ...body, signature: 'abc' }, /signature must be 0x-prefixed hex/],
      [{ ...body, extra: 1 }, /Malformed body/],
      [{ ...body, username: 42 }, /username/],
      [{ ...body, address: '0x1234' }, /Invalid address/],
      [{ ...body, address: 'not an address' }, /Invalid address/],
      [{ ...body, username: 'a b' }, /No spaces or special characters/],
      [{ ...body, username: 'ab' }, /Minimum length: 3 characters/],
      [{ ...body, message: `${body.message}\n` }, /Malformed message/],
      [{ ...body, chainId: CHAIN_ID }, /either message or/],
      [{ address: body.address, username: body.username, signature: body.signature }, /are required/],
      [
        { address: body.address, username: body.username, signature: body.signature, chainId: CHAIN_ID, nonce: 'x', issuedAt: 'now' },
        /Nonce must be/,
      ],
    ];
    for (const [b, error] of cases) await refused(await post(b), 400, error, before);
  });

  it('refuses an oversized body with 413', async () => {
    const before = await stored();
    const body = await signed(alice, 'Alice01');
    await refused(await post({ ...body, message: 'x'.repeat(9_000) }), 413, /Body too large/, before);
  });

  it('allows loopback web origins and no others', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://127.0.0.1:15173', 'http://localhost:5173']) {
      const r = await app.request('/api/users/register', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const r = await app.request('/api/users/valid/abc', { headers: { origin: 'https://evil.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    const listed = createApp({ database, chainId: CHAIN_ID, verify: createVerifier(), corsOrigins: ['https://app.example'] });
    expect(
      (await listed.request('/health', { headers: { origin: 'https://app.example' } })).headers.get('access-control-allow-origin'),
    ).toBe('https://app.example');
    expect(
      (await listed.request('/health', { headers: { origin: 'http://127.0.0.1:5173' } })).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('serves the same over HTTP, with 413 for a chunked body without a length', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((r) => server.once('listening', () => r()));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const before = await stored();
      const big = new ReadableStream({
        start(c) {
          for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1_000)));
          c.close();
        },
      });
      const r413 = await fetch(`${base}/api/users/register`, {
        method: 'POST',
        body: big,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit);
      expect(r413.status).toBe(413);
      expect(await stored()).toEqual(before);
      const r = await fetch(`${base}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signed(carol, 'Carol3')),
      });
      expect(r.status).toBe(201);
      expect(await (await fetch(`${base}/api/users/${carol.address}`)).json()).toMatchObject({ username: 'Carol3' });
      expect((await fetch(`${base}/nope`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('migrations', () => {
  it('keep data across a restart of a PGlite folder and apply only once', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'fuelswap-api-'));
    try {
      let d = await openDatabase({ dataDir: tmp });
      const app = createApp({ database: d, chainId: CHAIN_ID, verify: createVerifier(), now: () => T0 });
      const r = await app.request('/api/users/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signed(alice, 'Keeper1')),
      });
      expect(r.status).toBe(201);
      await d.close();
      d = await openDatabase({ dataDir: tmp });
      const again = createApp({ database: d, chainId: CHAIN_ID, verify: createVerifier() });
      expect(await (await again.request(`/api/users/${alice.address}`)).json()).toMatchObject({ username: 'Keeper1' });
      await d.close();
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
