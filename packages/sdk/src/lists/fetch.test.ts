import { describe, expect, it } from 'vitest';
import { CAKE, WBNB, makeList } from './fixtures.test-helpers.ts';
import { ipfsHashToContenthash } from './contenthash.ts';
import { fetchTokenList, listUrlsToTry, type FetchLike } from './fetch.ts';

const QM = 'QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM';
const LIST = makeList([WBNB, CAKE]);

function fakeFetch(routes: Record<string, Response | Error>): FetchLike & { calls: string[] } {
  const calls: string[] = [];
  const f = async (url: string) => {
    calls.push(url);
    const r = routes[url];
    if (r instanceof Error) throw r;
    return r ?? new Response('not found', { status: 404 });
  };
  return Object.assign(f, { calls });
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('fetchTokenList', () => {
  it('downloads and validates an https list', async () => {
    const fetch = fakeFetch({ 'https://t.example/l.json': json(LIST) });
    await expect(fetchTokenList('https://t.example/l.json', { fetch })).resolves.toEqual(LIST);
  });

  it('tries the gateways in order for ipfs', async () => {
    const fetch = fakeFetch({
      [`https://cloudflare-ipfs.com/ipfs/${QM}`]: new Error('network down'),
      [`https://ipfs.io/ipfs/${QM}`]: json(LIST),
    });
    await expect(fetchTokenList(`ipfs://${QM}`, { fetch })).resolves.toEqual(LIST);
    expect(fetch.calls).toEqual([`https://cloudflare-ipfs.com/ipfs/${QM}`, `https://ipfs.io/ipfs/${QM}`]);
  });

  it('fails with the spec message when every URL fails', async () => {
    const fetch = fakeFetch({});
    await expect(fetchTokenList(`ipfs://${QM}`, { fetch })).rejects.toThrow(`Failed to download list ipfs://${QM}`);
    expect(fetch.calls).toHaveLength(2);
  });

  it('reports validation errors without trying other gateways', async () => {
    const fetch = fakeFetch({ [`https://cloudflare-ipfs.com/ipfs/${QM}`]: json({ name: 'x' }) });
    await expect(fetchTokenList(`ipfs://${QM}`, { fetch })).rejects.toThrow(/^Token list failed validation: /);
    expect(fetch.calls).toHaveLength(1);
  });

  it('refuses oversized bodies by header or while streaming', async () => {
    const big = new Response('x'.repeat(200), { status: 200, headers: { 'content-length': '200' } });
    await expect(
      fetchTokenList('https://t.example/l.json', { fetch: fakeFetch({ 'https://t.example/l.json': big }), limits: { maxBytes: 100 } }),
    ).rejects.toThrow('Token list is too large (200 bytes; the limit is 100).');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 5; i++) c.enqueue(new Uint8Array(40).fill(0x20));
        c.close();
      },
    });
    const streamed = new Response(stream, { status: 200 });
    await expect(
      fetchTokenList('https://t.example/l.json', { fetch: fakeFetch({ 'https://t.example/l.json': streamed }), limits: { maxBytes: 100 } }),
    ).rejects.toThrow('Token list is too large (more than 100 bytes).');
  });

  it('resolves ENS names through the content hash', async () => {
    const resolveEnsContenthash = async (name: string) => {
      expect(name).toBe('tokens.fuelswap.eth');
      return ipfsHashToContenthash(QM);
    };
    expect(await listUrlsToTry('tokens.fuelswap.eth/list.json', { resolveEnsContenthash })).toEqual([
      `https://cloudflare-ipfs.com/ipfs/${QM}/list.json`,
      `https://ipfs.io/ipfs/${QM}/list.json`,
    ]);
    await expect(listUrlsToTry('tokens.fuelswap.eth', { resolveEnsContenthash: async () => '0xe40101' })).rejects.toThrow(
      'Failed to translate contenthash to URI: 0xe40101',
    );
    await expect(
      listUrlsToTry('tokens.fuelswap.eth', {
        resolveEnsContenthash: async () => {
          throw new Error('no resolver');
        },
      }),
    ).rejects.toThrow('Failed to resolve ENS name: tokens.fuelswap.eth');
    await expect(listUrlsToTry('tokens.fuelswap.eth', {})).rejects.toThrow('Failed to resolve ENS name');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchTokenList('https://t.example/l.json', { fetch: fakeFetch({}), signal: controller.signal })).rejects.toThrow();
  });
});
