import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { InfoError, gql } from '../../../chain/indexer.ts';
import { big, pageOf, swapRow } from './schemas.ts';

const URL = 'http://indexer.test/graphql';
const answer = (status: number, body: unknown): typeof fetch =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
const schema = z.object({ pair: z.nullable(z.object({ volumeUSD: big })) });

async function failure(p: Promise<unknown>): Promise<InfoError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof InfoError) return e;
    throw e;
  }
  throw new Error('did not fail');
}

describe('the indexer client', () => {
  it('returns validated data with bigints', async () => {
    const data = await gql('q', {}, schema, { url: URL, fetchImpl: answer(200, { data: { pair: { volumeUSD: '1500000000000000000' } } }) });
    expect(data.pair?.volumeUSD).toBe(1_500_000_000_000_000_000n);
  });

  it('sends the query and variables as a JSON POST', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify({ data: { pair: null } }), { status: 200 });
    }) as unknown as typeof fetch;
    await gql('query P($id: String!) { pair(id: $id) { volumeUSD } }', { id: '0xab' }, schema, { url: URL, fetchImpl });
    expect(seen?.url).toBe(URL);
    expect(seen?.init.method).toBe('POST');
    expect(JSON.parse(String(seen?.init.body))).toEqual({
      query: 'query P($id: String!) { pair(id: $id) { volumeUSD } }',
      variables: { id: '0xab' },
    });
  });

  it('names GraphQL errors', async () => {
    const e = await failure(gql('q', {}, schema, { url: URL, fetchImpl: answer(400, { errors: [{ message: 'Invalid hex value' }] }) }));
    expect(e.kind).toBe('graphql');
    expect(e.params.reason).toBe('Invalid hex value');
  });

  it('names HTTP errors, with or without a body', async () => {
    expect((await failure(gql('q', {}, schema, { url: URL, fetchImpl: answer(502, 'Bad gateway') }))).kind).toBe('http');
    const e = await failure(gql('q', {}, schema, { url: URL, fetchImpl: answer(500, { data: null }) }));
    expect(e.kind).toBe('http');
    expect(e.params.status).toBe(500);
  });

  it('refuses data in another shape and says where', async () => {
    const e = await failure(gql('q', {}, schema, { url: URL, fetchImpl: answer(200, { data: { pair: { volumeUSD: 1.5 } } }) }));
    expect(e.kind).toBe('shape');
    expect(e.params.path).toBe('pair.volumeUSD');
    const rows = z.object({ swaps: pageOf(swapRow) });
    const bad = await failure(gql('q', {}, rows, { url: URL, fetchImpl: answer(200, { data: { swaps: { items: [{ id: 'x' }] } } }) }));
    expect(bad.kind).toBe('shape');
  });

  it('reports an unreachable indexer', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect((await failure(gql('q', {}, schema, { url: URL, fetchImpl }))).kind).toBe('network');
  });
});
