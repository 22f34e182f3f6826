/**
 * The indexer client under test: `gql` and `fetchAllPages` against a fake fetch that stands for Ponder (its
 * cursor pages, its "HTTP 200 with errors", its HTTP failures).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { InfoError, fetchAllPages, gql, indexerGraphqlUrl, nextCursor, pageInfoSchema } from './client.ts';

const BASE = 'http://indexer.test';

const answer = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;

async function failure(p: Promise<unknown>): Promise<InfoError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof InfoError) return e;
    throw e;
  }
  throw new Error('did not fail');
}

const rowsSchema = z.object({ rows: z.object({ items: z.array(z.object({ id: z.number() })), pageInfo: pageInfoSchema }) });
const ROWS = 'query ($after: String) { rows(limit: 1000, after: $after) { items { id } pageInfo { hasNextPage endCursor } } }';

/** A Ponder of `count` rows (ids 1..count), 1000 a page, cursors opaque (`c<last id>`); it records each `after`. */
function fakePonder(count: number) {
  const afters: (string | undefined)[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(String(init.body)) as { variables: { after?: string } };
    afters.push(variables.after);
    const from = variables.after === undefined ? 1 : Number(variables.after.slice(1)) + 1;
    const ids = Array.from({ length: Math.max(0, Math.min(1000, count - from + 1)) }, (_, i) => from + i);
    const last = ids.at(-1) ?? from - 1;
    const pageInfo = { hasNextPage: last < count, endCursor: ids.length ? `c${last}` : null };
    return new Response(JSON.stringify({ data: { rows: { items: ids.map((id) => ({ id })), pageInfo } } }));
  }) as typeof fetch;
  return { fetchImpl, afters };
}

describe('fetchAllPages over the indexer client', () => {
  it('reads 2,345 rows in pages of 1,000, each page after the previous end cursor', async () => {
    const { fetchImpl, afters } = fakePonder(2345);
    const rows = await fetchAllPages(async (after) => {
      const data = await gql(ROWS, { after }, rowsSchema, { url: BASE, fetchImpl });
      return { items: data.rows.items, next: nextCursor(data.rows.pageInfo) };
    });
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2345);
    expect(rows.at(-1)?.id).toBe(2345);
    expect(afters).toEqual([undefined, 'c1000', 'c2000']);
  });

  it('stops with an error on a page that repeats its cursor instead of looping', async () => {
    let calls = 0;
    const e = await failure(
      fetchAllPages(async () => {
        calls++;
        return { items: [1], next: 'same' };
      }),
    );
    expect(e).toMatchObject({ kind: 'shape', params: { repeatedCursor: 'same' } });
    expect(calls).toBe(2);
  });

  it('answers the rows of `maxPages` pages when bounded', async () => {
    const { fetchImpl } = fakePonder(5000);
    const rows = await fetchAllPages(
      async (after) => {
        const data = await gql(ROWS, { after }, rowsSchema, { url: BASE, fetchImpl });
        return { items: data.rows.items, next: nextCursor(data.rows.pageInfo) };
      },
      { maxPages: 2 },
    );
    expect(rows).toHaveLength(2000);
  });

  it('reads a last page by hasNextPage false, whatever its cursor', () => {
    expect(nextCursor({ hasNextPage: false, endCursor: 'c9' })).toBeUndefined();
    expect(nextCursor({ hasNextPage: true, endCursor: 'c9' })).toBe('c9');
    expect(nextCursor({ hasNextPage: true, endCursor: null })).toBeUndefined();
  });
});

describe("the indexer client's errors", () => {
  const schema = z.object({ n: z.number() });

  it('posts to the GraphQL endpoint of a base URL or of the endpoint itself', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: { n: 1 } }));
    }) as typeof fetch;
    await gql('q', {}, schema, { url: `${BASE}/`, fetchImpl });
    await gql('q', {}, schema, { url: `${BASE}/graphql`, fetchImpl });
    expect(urls).toEqual([`${BASE}/graphql`, `${BASE}/graphql`]);
    expect(indexerGraphqlUrl('')).toBeUndefined();
  });

  it('an HTTP error is an http error with its status', async () => {
    const e = await failure(gql('q', {}, schema, { url: BASE, fetchImpl: answer(503, { data: null }) }));
    expect(e).toMatchObject({ kind: 'http', message: 'The indexer answered with HTTP {{status}}.', params: { status: 503 } });
    const unreadable = await failure(gql('q', {}, schema, { url: BASE, fetchImpl: answer(502, 'Bad gateway') }));
    expect(unreadable).toMatchObject({ kind: 'http', params: { status: 502 } });
  });

  it('GraphQL errors with HTTP 200 are refused, never read as data', async () => {
    const body = { data: { n: 1 }, errors: [{ message: 'Cannot convert undefined or null to object' }] };
    const e = await failure(gql('q', {}, schema, { url: BASE, fetchImpl: answer(200, body) }));
    expect(e).toMatchObject({
      kind: 'graphql',
      message: 'The indexer refused the query: {{reason}}',
      params: { reason: 'Cannot convert undefined or null to object' },
    });
  });

  it('an answer that does not match the schema says where', async () => {
    const e = await failure(
      gql('q', {}, z.object({ rows: z.array(schema) }), { url: BASE, fetchImpl: answer(200, { data: { rows: [{ n: '1' }] } }) }),
    );
    expect(e).toMatchObject({
      kind: 'shape',
      message: 'The indexer sent data in an unexpected shape (at {{path}}).',
      params: { path: 'rows.0.n' },
    });
  });

  it('no indexer configured is its own error, before any request', async () => {
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response('{}');
    }) as typeof fetch;
    // An empty base is "none configured": the runtime's default is not consulted for an explicit empty URL.
    const e = await failure(gql('q', {}, schema, { url: '', fetchImpl }));
    expect(e.kind).toBe('unconfigured');
    expect(called).toBe(false);
  });
});
