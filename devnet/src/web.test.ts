import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDeployment } from '@fuelswap/config';
import { validateTokenList } from '@fuelswap/sdk';
import { startWeb } from './web.ts';
import { fakeDeployment } from './test-helpers.ts';

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
  writeFileSync(join(dir, 'deployment.json'), JSON.stringify(fakeDeployment()));
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
