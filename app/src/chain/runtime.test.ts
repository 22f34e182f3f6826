import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SERVICES, loadDevnetServices, loadRuntime, parseServices } from './runtime.ts';

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

const A = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const deployment = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  startBlock: 1,
  initCodeHash: `0x${'ab'.repeat(32)}`,
  contracts: { WBNB: A(0x10), Factory: A(0x11), Router: A(0x12), Multicall3: A(0x13) },
  tokens: [
    { symbol: 'WBNB', name: 'Wrapped BNB', address: A(0x10), decimals: 18 },
    { symbol: 'BUSD', name: 'Binance USD', address: A(0x14), decimals: 18 },
  ],
  pairs: [],
  accounts: { deployer: A(0x21), feeTo: A(0x22), devWallet: A(0x23), devWalletPrivateKey: `0x${'11'.repeat(32)}` },
};
const services = { indexerUrl: 'http://127.0.0.1:14069', apiUrl: 'http://127.0.0.1:14000' };

describe('loading the devnet runtime', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the deployment and the services at once, not one after the other', async () => {
    const asked: string[] = [];
    const answers = new Map<string, (r: Response) => void>();
    const f: typeof fetch = (url) =>
      new Promise<Response>((resolve) => {
        asked.push(String(url));
        answers.set(String(url), resolve);
      });
    const loading = loadRuntime(f);
    await Promise.resolve();
    // Both requests are out before either file has arrived.
    expect(asked.sort()).toEqual(['/devnet/deployment.json', '/devnet/services.json']);
    answers.get('/devnet/services.json')?.(new Response(JSON.stringify(services)));
    answers.get('/devnet/deployment.json')?.(new Response(JSON.stringify(deployment)));
    const rt = await loading;
    expect(rt.services).toEqual(services);
    expect(rt.rpcUrls).toEqual(['http://127.0.0.1:8545']);
  });

  it("takes over the requests index.html's boot script started, once", async () => {
    const f = vi.fn<typeof fetch>(async (url) => new Response(String(url).endsWith('services.json') ? '{}' : JSON.stringify(deployment)));
    vi.stubGlobal('fetch', f);
    const started = {
      deployment: Promise.resolve(new Response(JSON.stringify({ ...deployment, rpcUrl: 'http://127.0.0.1:9545' }))),
      services: Promise.resolve(new Response(JSON.stringify(services))),
    };
    vi.stubGlobal('window', { __fuelswapRuntime: started });
    const rt = await loadRuntime();
    expect(f).not.toHaveBeenCalled();
    expect(rt.rpcUrls).toEqual(['http://127.0.0.1:9545']);
    expect(rt.services).toEqual(services);
    // A second load (a retry) fetches afresh: a response body is read only once.
    const again = await loadRuntime();
    expect(f).toHaveBeenCalledTimes(2);
    expect(again.rpcUrls).toEqual(['http://127.0.0.1:8545']);
  });
});
