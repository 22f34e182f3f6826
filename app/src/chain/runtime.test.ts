import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICES, loadDevnetServices, parseServices } from './runtime.ts';

const json = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('services config', () => {
  it('reads the devnet services.json', async () => {
    const s = await loadDevnetServices(json({ indexerUrl: 'http://127.0.0.1:14069/', apiUrl: 'http://127.0.0.1:14000' }));
    expect(s).toEqual({ indexerUrl: 'http://127.0.0.1:14069', apiUrl: 'http://127.0.0.1:14000' });
  });
  it('falls back to the defaults when the file is missing, broken or unreachable', async () => {
    expect(await loadDevnetServices(json({}, 404))).toEqual(DEFAULT_SERVICES);
    expect(await loadDevnetServices((async () => new Response('not json')) as unknown as typeof fetch)).toEqual(DEFAULT_SERVICES);
    expect(await loadDevnetServices((async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)).toEqual(
      DEFAULT_SERVICES,
    );
  });
  it('keeps only http(s) URLs, field by field', () => {
    expect(parseServices({ indexerUrl: 'javascript:alert(1)', apiUrl: 'https://api.example.org' })).toEqual({
      indexerUrl: DEFAULT_SERVICES.indexerUrl,
      apiUrl: 'https://api.example.org',
    });
    expect(parseServices(null)).toEqual(DEFAULT_SERVICES);
  });
});
