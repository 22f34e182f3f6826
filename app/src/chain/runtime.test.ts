import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BSC_TESTNET_EXCHANGE,
  CHAINLINK_BNB_USD,
  parseDeployedFarms,
  parseDeployedLottery,
  parseDeployedPrediction,
  predictionConfig,
  RPC_URLS,
} from '@fuelswap/config';
import { DEFAULT_SERVICES, devnetWalletKey, envRpcUrls, loadDevnetServices, loadRuntime, parseServices } from './runtime.ts';
import { deployedSection } from './deployment.ts';
import { deploymentCore } from './runtime.test-helpers.ts';

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

const deployment = deploymentCore;
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

describe('loading a BSC testnet (97) build', () => {
  // The fixture the size check builds with: a devnet deployment made a 97 one (no accounts, randomKind 'vrf',
  // the Chainlink feed as prediction's oracle).
  const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../test-fixtures/deployment-97.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const asked: string[] = [];
  const serve =
    (body: unknown, status = 200): typeof fetch =>
    async (url) => {
      asked.push(String(url));
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    };
  const build = (o: { deployment?: boolean; rpc?: string } = {}) => {
    vi.stubEnv('VITE_CHAIN_ID', '97');
    vi.stubEnv('FUELSWAP_DEPLOYMENT_PATH', o.deployment ? 'deployment.json' : '');
    vi.stubEnv('VITE_RPC_URL', o.rpc ?? '');
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    asked.length = 0;
  });

  it('without a deployment file: the V2 exchange only, no request, the public RPCs, no feature', async () => {
    build();
    const rt = await loadRuntime(serve(fixture));
    expect(asked).toEqual([]);
    expect(rt.chainId).toBe(97);
    expect(rt.deployment).toBeUndefined();
    expect(rt.exchange).toBe(BSC_TESTNET_EXCHANGE);
    expect(rt.rpcUrls).toEqual(RPC_URLS[97]);
    expect(deployedSection('farms', parseDeployedFarms, rt)).toBeUndefined();
    expect(devnetWalletKey(rt)).toBeUndefined();
  });

  it("with the build's file: every feature's contracts from it, swaps on its router, no devnet wallet", async () => {
    build({ deployment: true });
    const rt = await loadRuntime(serve(fixture));
    expect(asked).toEqual(['/deployment.json']);
    const contracts = fixture.contracts as Record<string, string>;
    expect(rt.exchange.router).toBe(contracts.Router);
    expect(rt.exchange.factory).toBe(contracts.Factory);
    // Our own factory: its pairs are at the addresses our pair's init code gives.
    expect(rt.exchange.initCodeHash).toBe(fixture.initCodeHash);
    expect(rt.exchange.fuel?.symbol).toBe('FUEL');
    expect(rt.exchange.knownRouters).toContain(BSC_TESTNET_EXCHANGE.router);
    // One token per symbol: the file's BUSD replaces the public testnet's.
    expect(rt.exchange.tokens.filter((t) => t.symbol === 'BUSD')).toHaveLength(1);
    expect(rt.exchange.usd.address).toBe(
      (fixture.tokens as { symbol: string; address: string }[]).find((t) => t.symbol === 'BUSD')?.address,
    );
    // The file's Multicall3 (not the canonical address, which a rehearsal chain started empty lacks).
    expect(rt.chain.contracts?.multicall3?.address).toBe(contracts.Multicall3);
    expect(deployedSection('farms', parseDeployedFarms, rt)?.chef).toBe((fixture.farms as { chef: string }).chef);
    expect(deployedSection('lottery', parseDeployedLottery, rt)?.randomKind).toBe('vrf');
    const prediction = predictionConfig(97, { prediction: deployedSection('prediction', parseDeployedPrediction, rt) });
    expect(prediction?.oracle).toBe(CHAINLINK_BNB_USD[97]);
    expect(prediction?.market).toBe((fixture.prediction as { market: string }).market);
    expect(devnetWalletKey(rt)).toBeUndefined();
  });

  it('never offers the development wallet off the devnet, even when the file has its key', async () => {
    build({ deployment: true });
    const rt = await loadRuntime(serve({ ...fixture, accounts: deployment.accounts }));
    expect(rt.deployment?.accounts).toBeUndefined();
    expect(devnetWalletKey(rt)).toBeUndefined();
  });

  it("a file that names the V2 factory and router: swaps there, with V2's pair init code hash", async () => {
    build({ deployment: true });
    const v2 = { ...(fixture.contracts as object), Factory: BSC_TESTNET_EXCHANGE.factory, Router: BSC_TESTNET_EXCHANGE.router };
    const rt = await loadRuntime(serve({ ...fixture, contracts: v2 }));
    expect(rt.exchange.router).toBe(BSC_TESTNET_EXCHANGE.router);
    expect(rt.exchange.initCodeHash).toBe(BSC_TESTNET_EXCHANGE.initCodeHash);
    const mixed = { ...(fixture.contracts as object), Factory: BSC_TESTNET_EXCHANGE.factory };
    await expect(loadRuntime(serve({ ...fixture, contracts: mixed }))).rejects.toThrow(/both be the V2 ones or both our own/);
  });

  it('takes over the request the boot script started', async () => {
    build({ deployment: true });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 })),
    );
    vi.stubGlobal('window', { __fuelswapRuntime: { deployment: Promise.resolve(new Response(JSON.stringify(fixture))) } });
    const rt = await loadRuntime();
    expect(fetch).not.toHaveBeenCalled();
    expect(rt.deployment?.chainId).toBe(97);
  });

  it('a broken, missing or foreign file stops the app with a message that says which file and why', async () => {
    build({ deployment: true });
    await expect(loadRuntime(serve({ ...fixture, farms: undefined, contracts: { WBNB: 'nope' } }))).rejects.toThrow(
      'Invalid deployment file: contracts.WBNB is not an address',
    );
    await expect(loadRuntime(serve('<!doctype html>'))).rejects.toThrow('Invalid deployment file: /deployment.json is not JSON');
    await expect(loadRuntime(serve({}, 404))).rejects.toThrow('The deployment file (/deployment.json) could not be loaded (HTTP 404).');
    await expect(loadRuntime(serve({ ...fixture, chainId: 56 }))).rejects.toThrow(
      'Invalid deployment file: /deployment.json is for chain 56, but this app is built for chain 97',
    );
    // A bad section fails where its feature reads it; the exchange and every other feature still load.
    const rt = await loadRuntime(serve({ ...fixture, farms: { ...(fixture.farms as object), chef: 'nope' } }));
    expect(() => deployedSection('farms', parseDeployedFarms, rt)).toThrow('Invalid deployment file: farms: chef is not an address');
    expect(rt.exchange.router).toBe((fixture.contracts as { Router: string }).Router);
    expect(deployedSection('lottery', parseDeployedLottery, rt)?.lottery).toBeDefined();
  });

  it('VITE_RPC_URL replaces the public endpoints, in its order; a bad entry is refused', async () => {
    build({ rpc: 'http://127.0.0.1:8545, https://rpc.example.org/key ' });
    const rt = await loadRuntime(serve(fixture));
    expect(rt.rpcUrls).toEqual(['http://127.0.0.1:8545', 'https://rpc.example.org/key']);
    expect(rt.chain.rpcUrls.default.http).toEqual(rt.rpcUrls);
    expect(rt.exchange).toBe(BSC_TESTNET_EXCHANGE);
    build({ rpc: 'http://127.0.0.1:8545,ws://127.0.0.1:8546' });
    await expect(loadRuntime(serve(fixture))).rejects.toThrow('VITE_RPC_URL: "ws://127.0.0.1:8546" is not an http(s) URL');
  });

  it('VITE_RPC_URL may be a path on the app origin (a reverse-proxied node), before any full URL', async () => {
    build({ rpc: '/rpc, https://rpc.example.org/key' });
    vi.stubGlobal('location', new URL('https://swap.example.org/swap'));
    const rt = await loadRuntime(serve(fixture));
    expect(rt.rpcUrls).toEqual(['https://swap.example.org/rpc', 'https://rpc.example.org/key']);
    expect(envRpcUrls('/rpc', 'https://swap.example.org')).toEqual(['https://swap.example.org/rpc']);
    // A protocol-relative URL is another host, not a path: refused like any URL without http(s).
    expect(() => envRpcUrls('//rpc.example.org', 'https://swap.example.org')).toThrow(
      'VITE_RPC_URL: "//rpc.example.org" is not an http(s) URL',
    );
  });

  it('VITE_INDEXER_URL / VITE_API_URL name the services beside a deployment file', async () => {
    build({ deployment: true });
    vi.stubEnv('VITE_INDEXER_URL', 'https://indexer.example.org/');
    vi.stubEnv('VITE_API_URL', 'https://api.example.org');
    const rt = await loadRuntime(serve(fixture));
    expect(rt.services).toEqual({ indexerUrl: 'https://indexer.example.org', apiUrl: 'https://api.example.org' });
    expect(asked).toEqual(['/deployment.json']);
  });
});
