import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNNIES, resolveTokenUri } from '@fuelswap/config';
import { startWeb } from './web.ts';

let dir: string;
let web: { url: string; stop(): Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-nft-'));
  mkdirSync(join(dir, 'dist'));
  web = await startWeb({ host: '127.0.0.1', port: 0, distDir: join(dir, 'dist'), deploymentFile: join(dir, 'deployment.json') });
});
afterAll(async () => {
  await web?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('collectible metadata on the devnet web server', () => {
  it('serves every variation’s JSON (image on this origin) and SVG, resolved from a token URI', async () => {
    for (const b of BUNNIES) {
      const res = await fetch(resolveTokenUri(`/devnet/nft/${b.variationId}.json`, web.url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const meta = (await res.json()) as { name: string; description: string; image: string };
      expect(meta.name).toBe(b.name);
      expect(meta.description).toBe(b.description);
      expect(meta.image).toBe(`${web.url}/devnet/nft/${b.variationId}.svg`);
      const img = await fetch(meta.image);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/svg+xml');
      expect(await img.text()).toContain(`aria-label="${b.name}"`);
    }
  });

  it('answers 404 for an unknown variation or a malformed path', async () => {
    for (const p of ['/devnet/nft/99.json', '/devnet/nft/99.svg', '/devnet/nft/x.json', '/devnet/nft/1.png', '/devnet/nft/1234.json']) {
      expect((await fetch(`${web.url}${p}`)).status).toBe(404);
    }
  });

  it('rewrites ipfs:// token URIs to a gateway and keeps absolute ones', () => {
    expect(resolveTokenUri('ipfs://Qm1/2.json', 'http://x')).toBe('https://ipfs.io/ipfs/Qm1/2.json');
    expect(resolveTokenUri('https://a.b/c.json', 'http://x')).toBe('https://a.b/c.json');
  });
});
