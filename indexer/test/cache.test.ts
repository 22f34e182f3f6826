/**
 * The GraphQL answer cache (src/api/cache.ts) in front of a handler that counts
 * its calls, with the index's version moved by hand: repeats come from memory,
 * a new version shows at once, validators and 304s, errors never kept,
 * concurrent misses share one call. No database: the handler stands in for
 * Ponder's GraphQL server, which is downstream of what is tested here.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlCache, maxAgeForBlockTime } from '../src/api/cache.ts';

let version = { version: 'c1', block: 7 };
let calls = 0;
let fail = false;
const caches: { stop(): void }[] = [];

function app() {
  const cache = createGraphqlCache({ readVersion: async () => version, pollMs: 10, maxAgeSeconds: 1 });
  caches.push(cache);
  const a = new Hono();
  a.use('/graphql', cache.middleware, async (c) => {
    calls++;
    await new Promise((r) => setTimeout(r, 20));
    if (fail) return c.json({ errors: [{ message: 'db away' }] }, 200);
    return c.json({ data: { at: version.block, calls } });
  });
  return a;
}
const post = (a: Hono, query: string, headers: Record<string, string> = {}) =>
  a.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
const tick = () => new Promise((r) => setTimeout(r, 40));

afterEach(() => {
  for (const c of caches.splice(0)) c.stop();
  version = { version: 'c1', block: 7 };
  calls = 0;
  fail = false;
});

describe('the GraphQL answer cache', () => {
  it('answers a repeat from memory with the same body and validators until the index moves', async () => {
    const a = app();
    const r1 = await post(a, '{ a }');
    const b1 = await r1.text();
    const r2 = await post(a, '{ a }');
    expect(await r2.text()).toBe(b1);
    expect(calls).toBe(1);
    expect(r2.headers.get('etag')).toBe(r1.headers.get('etag'));
    expect(r1.headers.get('etag')).toMatch(/^"7-[0-9a-f]{20}"$/);
    expect(r1.headers.get('cache-control')).toBe('public, max-age=1');
    expect(r1.headers.get('x-indexed-block')).toBe('7');
    // Another query is another entry.
    await post(a, '{ b }');
    expect(calls).toBe(2);

    version = { version: 'c2', block: 8 };
    await tick();
    const r3 = await post(a, '{ a }');
    expect(((await r3.json()) as { data: { at: number } }).data.at).toBe(8);
    expect(calls).toBe(3);
    expect(r3.headers.get('etag')).toMatch(/^"8-/);
  });

  it('sends 304 for the current ETag only', async () => {
    const a = app();
    const etag = (await post(a, '{ a }')).headers.get('etag')!;
    const same = await post(a, '{ a }', { 'if-none-match': etag });
    expect(same.status).toBe(304);
    version = { version: 'c2', block: 8 };
    await tick();
    expect((await post(a, '{ a }', { 'if-none-match': etag })).status).toBe(200);
  });

  it('never keeps an answer with errors', async () => {
    const a = app();
    fail = true;
    const r = await post(a, '{ a }');
    expect(r.headers.get('cache-control')).toBe('no-store');
    fail = false;
    await post(a, '{ a }');
    expect(calls).toBe(2);
  });

  it('makes one call for concurrent misses of one request', async () => {
    const a = app();
    const bodies = await Promise.all(Array.from({ length: 10 }, async () => (await post(a, '{ a }')).text()));
    expect(new Set(bodies).size).toBe(1);
    expect(calls).toBe(1);
  });

  it('passes everything through while the version cannot be read', async () => {
    const cache = createGraphqlCache({ readVersion: async () => Promise.reject(new Error('down')), pollMs: 10, maxAgeSeconds: 1 });
    caches.push(cache);
    const a = new Hono();
    a.use('/graphql', cache.middleware, async (c) => {
      calls++;
      return c.json({ data: { calls } });
    });
    await post(a, '{ a }');
    const r = await post(a, '{ a }');
    expect(calls).toBe(2);
    expect(r.headers.get('etag')).toBeNull();
  });

  it('over HTTP, reads the body from Node, hands the same body on, and answers hits with the headers set before it', async () => {
    // Served as Ponder serves it (@hono/node-server, CORS before the API): the cache reads the body from Node's
    // request, so what follows (the guard, GraphQL) must get a request that still carries it; a hit is written to
    // Node's response directly, so it must carry the CORS headers and its own.
    const cache = createGraphqlCache({ readVersion: async () => version, pollMs: 10, maxAgeSeconds: 1 });
    caches.push(cache);
    const a = new Hono();
    a.use(cors({ origin: '*', maxAge: 86400 }));
    const seen: unknown[] = [];
    a.use('/graphql', cache.middleware, async (c) => {
      calls++;
      const body = (await c.req.raw.clone().json()) as { query: string };
      seen.push(body, c.req.header('content-type'));
      return c.json({ data: { query: body.query, calls } });
    });
    const server = serve({ fetch: a.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      const send = (query: string, headers: Record<string, string> = {}) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
      const r1 = await send('{ ü }');
      expect(await r1.json()).toEqual({ data: { query: '{ ü }', calls: 1 } });
      expect(seen).toEqual([{ query: '{ ü }' }, 'application/json']);
      const r2 = await send('{ ü }', { origin: 'http://127.0.0.1:5173' });
      expect(await r2.json()).toEqual({ data: { query: '{ ü }', calls: 1 } });
      expect(r2.headers.get('access-control-allow-origin')).toBe('*');
      expect(r2.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r2.headers.get('etag')).toBe(r1.headers.get('etag'));
      expect(r2.headers.get('x-hono-already-sent')).toBeNull();
      const r304 = await send('{ ü }', { 'if-none-match': r1.headers.get('etag')! });
      expect(r304.status).toBe(304);
      expect(r304.headers.get('access-control-allow-origin')).toBe('*');
      expect(await (await send('{ other }')).json()).toEqual({ data: { query: '{ other }', calls: 2 } });
      expect(calls).toBe(2);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('keeps a shared copy at most half a block', () => {
    expect(maxAgeForBlockTime(3)).toBe(1);
    expect(maxAgeForBlockTime(1)).toBe(1);
    expect(maxAgeForBlockTime(12)).toBe(6);
  });
});
