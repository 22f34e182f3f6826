import { createReadStream, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDeployment } from '@fuelswap/config';
import { validateTokenList } from '@fuelswap/sdk';
import { guardFileStreams, startWeb } from './web.ts';
import { fakeDeployment } from './test-helpers.ts';
import { precompressDir } from '../../app/precompress.ts';

/** A chunk big enough to be precompressed. */
const CHUNK = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;

let dir: string;
let web: { url: string; stop(): Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-web-'));
  mkdirSync(join(dir, 'dist/assets'), { recursive: true });
  mkdirSync(join(dir, 'dist/locales'), { recursive: true });
  writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'dist/assets/app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'dist/locales/en-US.json'), '{"hello":"Hello"}');
  writeFileSync(join(dir, 'secret.txt'), 'no');
  writeFileSync(join(dir, 'dist/.build-hash'), 'abc');
  writeFileSync(join(dir, 'dist/assets/SwapPage-x1y2z3.js'), CHUNK);
  writeFileSync(join(dir, 'dist/sw.js'), `const FILES = new Set(['/assets/SwapPage-x1y2z3.js']);\n`);
  writeFileSync(join(dir, 'dist/manifest.webmanifest'), '{"name":"FuelSwap"}');
  writeFileSync(join(dir, 'deployment.json'), JSON.stringify(fakeDeployment()));
  await precompressDir(join(dir, 'dist'), join(dir, 'cache'));
  web = await startWeb({
    host: '127.0.0.1',
    port: 0,
    distDir: join(dir, 'dist'),
    deploymentFile: join(dir, 'deployment.json'),
    services: { indexerUrl: 'http://127.0.0.1:42069', apiUrl: 'http://127.0.0.1:4000' },
  });
});
afterAll(async () => {
  await web?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${web.url}${path}`, init);

/** A raw GET (fetch() always asks for and decodes compressed bodies): status, headers and the body's bytes as sent. */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${web.url}${path}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(parts),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web server', () => {
  it('tells the app where the indexer and the API are', async () => {
    const r = await get('/devnet/services.json');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ indexerUrl: 'http://127.0.0.1:42069', apiUrl: 'http://127.0.0.1:4000' });
  });

  it('answers /healthz', async () => {
    const r = await get('/healthz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ ok: true });
  });

  it('serves hashed assets with a long cache and index.html without one', async () => {
    const a = await get('/assets/app-abc123.js');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toContain('text/javascript');
    expect(a.headers.get('cache-control')).toContain('immutable');
    const i = await get('/');
    expect(i.status).toBe(200);
    expect(i.headers.get('cache-control')).toBe('no-cache');
    expect(await i.text()).toContain('id="root"');
  });

  it('falls back to index.html for app routes, but 404s a missing chunk or file', async () => {
    const route = await get('/swap?outputCurrency=0xabc');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/add/BNB/0x1234')).status).toBe(200);
    expect((await get('/assets/missing-chunk.js')).status).toBe(404);
    expect((await get('/assets/anything')).status).toBe(404);
    expect((await get('/locales/xx.json')).status).toBe(404);
    expect((await get('/locales/en-US.json')).status).toBe(200);
  });

  it('sends the precompressed file the browser accepts, with its encoding, length and Vary', async () => {
    const br = await raw('/assets/SwapPage-x1y2z3.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(CHUNK.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);

    const gz = await raw('/assets/SwapPage-x1y2z3.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(CHUNK);

    const plain = await raw('/assets/SwapPage-x1y2z3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    // The SPA page of an app route is the precompressed index.html too, never cached without asking.
    writeFileSync(join(dir, 'dist/index.html'), `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(64)}`);
    await precompressDir(join(dir, 'dist'), join(dir, 'cache'));
    const page = await raw('/farms', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toContain('id="root"');
  });

  it('answers a matching ETag with 304, per encoding, with the cache rules', async () => {
    const first = await raw('/assets/SwapPage-x1y2z3.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await raw('/assets/SwapPage-x1y2z3.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toContain('immutable');
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The gzip body is another representation: its ETag differs, so the brotli one does not match it.
    const gz = await raw('/assets/SwapPage-x1y2z3.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gz.status).toBe(200);
    expect(gz.headers.etag).not.toBe(etag);
    const index = await raw('/swap', { 'accept-encoding': 'br' });
    const revalidated = await raw('/swap', { 'accept-encoding': 'br', 'if-none-match': index.headers.etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker uncached and the web manifest with its type', async () => {
    const sw = await raw('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('javascript');
    const manifest = await raw('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('public, max-age=300');
  });

  it('404s a missing chunk even with its precompressed name asked for, never the SPA page', async () => {
    const r = await raw('/assets/SwapPage-gone00.js', { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the generated runtime files for a browser that accepts it', async () => {
    const plain = await raw('/devnet/deployment.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw('/devnet/deployment.json', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw('/devnet/tokenlist.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).tokens).toHaveLength(15);
  });

  it('ends one response, not the server, when a file vanishes before it is read (a rebuild of dist)', async () => {
    // What sirv does once it has found a file: pipe a stream of it into the response, with no error listener.
    const server = createServer((_req, res) => {
      guardFileStreams(res);
      res.writeHead(200);
      createReadStream(join(dir, 'dist/assets/deleted-by-a-rebuild.js')).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await expect(fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).rejects.toThrow();
    // The process is still here and the server still answers.
    expect(server.listening).toBe(true);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('never serves files outside dist', async () => {
    for (const p of ['/.build-hash', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const r = await get(p);
      expect(r.status, p).not.toBe(200);
    }
  });

  it('serves the live deployment file, a valid token list and generated logos', async () => {
    const d = await get('/devnet/deployment.json');
    expect(d.status).toBe(200);
    expect(d.headers.get('cache-control')).toBe('no-cache');
    expect(parseDeployment(await d.json()).contracts.Router).toBe(fakeDeployment().contracts.Router);

    const l = await get('/devnet/tokenlist.json');
    expect(l.status).toBe(200);
    const list = validateTokenList(await l.json());
    expect(list.tokens).toHaveLength(15);
    expect(list.tokens[0]!.logoURI).toBe(`${web.url}/devnet/logos/WBNB.svg`);

    const logo = await get('/devnet/logos/FUEL.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('FUEL');
    expect((await get('/devnet/logos/..%2fx.svg')).status).toBe(404);
    expect((await get('/devnet/other.json')).status).toBe(404);

    // Every token of the list, and every deployed token beside it (the app draws their logos from this server),
    // has its own served SVG: the list's URI answers, with the token's letters in it.
    const uris = [...list.tokens.map((t) => t.logoURI!), ...fakeDeployment().tokens.map((t) => `${web.url}/devnet/logos/${t.symbol}.svg`)];
    for (const uri of uris) {
      const res = await get(new URL(uri).pathname);
      expect(res.status, uri).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      const symbol = decodeURIComponent(
        new URL(uri).pathname
          .split('/')
          .pop()!
          .replace(/\.svg$/, ''),
      );
      expect(await res.text()).toContain(
        `>${symbol
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 4)
          .toUpperCase()}<`,
      );
    }
  });

  it('uses the Host the browser used for logo URLs (e.g. through the vite dev proxy)', async () => {
    // fetch() may not set Host: use node:http.
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${web.url}/devnet/tokenlist.json`, { headers: { host: 'localhost:5174' } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    const list = JSON.parse(body) as { tokens: { logoURI: string }[] };
    expect(list.tokens[0]!.logoURI).toBe('http://localhost:5174/devnet/logos/WBNB.svg');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const h = await get('/', { method: 'HEAD' });
    expect(h.status).toBe(200);
    expect(await h.text()).toBe('');
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });
});

describe('the same-origin RPC path', () => {
  let chain: ReturnType<typeof createServer>;
  let chainUrl: string;
  let proxied: { url: string; stop(): Promise<void> };
  /** What the fake chain received: method, path, content type and body of each request. */
  const seen: { method: string; url: string; type: string; body: string }[] = [];
  /** The Accept-Encoding of each request the fake chain received. */
  const encodings: (string | undefined)[] = [];

  beforeAll(async () => {
    // A stand-in for anvil: one JSON-RPC method, and the request echoed back so the test sees what came through.
    chain = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', type: String(req.headers['content-type']), body });
        const call = JSON.parse(body) as { id: number; method: string };
        // eth_call: a batched read's answer, ABI words mostly zero padding.
        const result = call.method === 'eth_chainId' ? '0x7a69' : call.method === 'eth_call' ? `0x${'0'.repeat(40_000)}` : null;
        encodings.push(req.headers['accept-encoding']);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
      });
    });
    await new Promise<void>((resolve) => chain.listen(0, '127.0.0.1', resolve));
    const a = chain.address();
    chainUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    proxied = await startWeb({
      host: '127.0.0.1',
      port: 0,
      distDir: join(dir, 'dist'),
      deploymentFile: join(dir, 'deployment.json'),
      rpcUpstream: chainUrl,
    });
  });
  afterAll(async () => {
    await proxied?.stop();
    await new Promise<void>((resolve) => chain?.close(() => resolve()));
  });

  it('forwards a JSON-RPC POST to the chain and its answer back', async () => {
    const r = await fetch(`${proxied.url}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/',
      type: 'application/json',
      body: '{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]}',
    });
  });

  it("compresses the chain's answers for a browser that accepts it, asking the chain for plain JSON", async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'eth_call', params: [] });
    const answer = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(
        `${proxied.url}/rpc`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' } },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const json = JSON.parse(brotliDecompressSync(answer.body).toString()) as { id: number; result: string };
    expect(json).toEqual({ jsonrpc: '2.0', id: 8, result: `0x${'0'.repeat(40_000)}` });
    expect(answer.body.length).toBeLessThan(1000);
    // What reached the chain asked for no encoding.
    expect(encodings.at(-1)).toBeUndefined();
  });

  it('points the app at it in the deployment file it serves, the file on disk unchanged', async () => {
    const served = (await (await fetch(`${proxied.url}/devnet/deployment.json`)).json()) as { rpcUrl: string };
    expect(served.rpcUrl).toBe(`${proxied.url}/rpc`);
    expect(parseDeployment(served).contracts.Router).toBe(fakeDeployment().contracts.Router);
    // The server without an upstream serves the file as it is.
    const plain = (await (await get('/devnet/deployment.json')).json()) as { rpcUrl: string };
    expect(plain.rpcUrl).toBe(fakeDeployment().rpcUrl);
    expect((await get('/rpc', { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('takes only POST, and says so when the chain is down', async () => {
    const before = seen.length;
    const g = await fetch(`${proxied.url}/rpc`);
    expect(g.status).toBe(405);
    expect(g.headers.get('allow')).toBe('POST');
    expect(seen.length).toBe(before);
    const down = await startWeb({
      host: '127.0.0.1',
      port: 0,
      distDir: join(dir, 'dist'),
      deploymentFile: join(dir, 'deployment.json'),
      // A port nothing listens on.
      rpcUpstream: 'http://127.0.0.1:1',
    });
    try {
      const r = await fetch(`${down.url}/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(r.status).toBe(502);
      expect(await r.text()).toContain('did not answer');
    } finally {
      await down.stop();
    }
  });
});
