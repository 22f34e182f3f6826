/**
 * The two scripts the build writes for the first visit and the next ones: index.html's boot script
 * (app/preload.ts) and the service worker (app/offline.ts), each run here against small stand-ins of the browser.
 */
import { describe, expect, it, vi } from 'vitest';
import { bootScript } from '../preload.ts';
import { serviceWorkerSource } from '../offline.ts';

interface Link {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: string;
}

function runBoot(path: string, devnet: boolean, lang = 'en-US', deployment?: string) {
  const links: Link[] = [];
  const listeners: Record<string, () => void> = {};
  const fetch = vi.fn((url: string) => Promise.resolve(new Response(url)));
  const register = vi.fn(() => Promise.resolve());
  const win: Record<string, unknown> = {};
  const document = {
    head: { appendChild: (l: Link) => links.push(l) },
    createElement: () => ({ rel: '', href: '' }),
    documentElement: { lang },
  };
  const script = bootScript({
    routes: [
      ['^/swap(/|$)', ['assets/SwapPage-1.js', 'assets/calls-2.js'], ['assets/SwapPage-3.css']],
      ['^/farms/?$', ['assets/FarmsPage-4.js'], []],
    ],
    devnet,
    base: '/',
    deployment,
  });
  new Function('window', 'document', 'location', 'fetch', 'navigator', 'addEventListener', script)(
    win,
    document,
    { pathname: path },
    fetch,
    { serviceWorker: { register } },
    (name: string, f: () => void) => {
      listeners[name] = f;
    },
  );
  return { links, fetch, register, win, load: () => listeners.load?.() };
}

describe("index.html's boot script", () => {
  it("preloads the locale file, then the opened route's chunks and CSS, as CORS requests", () => {
    const { links } = runBoot('/swap/0xabc', false, 'de-DE');
    // The locale first: every first render waits for it, so it must not queue behind the chunks.
    expect(links.map((l) => [l.rel, l.href, l.as ?? ''])).toEqual([
      ['preload', '/locales/de-DE.json', 'fetch'],
      ['modulepreload', '/assets/SwapPage-1.js', ''],
      ['modulepreload', '/assets/calls-2.js', ''],
      ['preload', '/assets/SwapPage-3.css', 'style'],
    ]);
    // The same mode as the module loader's and i18n's own requests, so the preloaded responses are used.
    expect(links.every((l) => l.crossOrigin === '')).toBe(true);
    expect(runBoot('/farms', false).links.map((l) => l.href)).toEqual(['/locales/en-US.json', '/assets/FarmsPage-4.js']);
    expect(runBoot('/unknown', false).links.map((l) => l.href)).toEqual(['/locales/en-US.json']);
  });

  it("starts a 56/97 build's deployment file request when the build serves one, and nothing else", () => {
    const b = runBoot('/farms', false, 'en-US', 'deployment.json');
    expect(b.fetch.mock.calls.map((c) => c[0])).toEqual(['/deployment.json']);
    expect(Object.keys(b.win.__fuelswapRuntime ?? {})).toEqual(['deployment']);
  });

  it('starts the runtime config requests on a devnet build only', () => {
    const devnet = runBoot('/swap', true);
    expect(devnet.fetch.mock.calls.map((c) => c[0])).toEqual(['/devnet/deployment.json', '/devnet/services.json']);
    expect(Object.keys(devnet.win.__fuelswapRuntime ?? {})).toEqual(['deployment', 'services']);
    const bsc = runBoot('/swap', false);
    expect(bsc.fetch).not.toHaveBeenCalled();
    expect(bsc.win.__fuelswapRuntime).toBeUndefined();
  });

  it('registers the service worker only once the page has loaded', () => {
    const b = runBoot('/swap', false);
    expect(b.register).not.toHaveBeenCalled();
    b.load();
    expect(b.register).toHaveBeenCalledWith('/sw.js');
  });
});

/** The worker run against an in-memory Cache Storage; `network` answers what the worker fetches. */
function runWorker(files: string[], precache: string[], stored: string[] = []) {
  const cache = new Map<string, Response>(stored.map((u) => [u, new Response(`old ${u}`)]));
  const handlers: Record<string, (e: unknown) => void> = {};
  const network = vi.fn((r: Request | string) => Promise.resolve(new Response(`net ${typeof r === 'string' ? r : r.url}`)));
  const openCache = {
    match: (r: Request) => Promise.resolve(cache.get(new URL(r.url).href)),
    put: (r: Request, res: Response) => Promise.resolve(void cache.set(new URL(r.url).href, res)),
    addAll: (urls: string[]) => Promise.all(urls.map((u) => network(u).then((res) => void cache.set(new URL(u, ORIGIN).href, res)))),
    keys: () => Promise.resolve([...cache.keys()].map((u) => new Request(u))),
    delete: (r: Request) => Promise.resolve(cache.delete(r.url)),
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (name: string, f: (e: unknown) => void) => {
      handlers[name] = f;
    },
    skipWaiting: vi.fn(() => Promise.resolve()),
    clients: { claim: vi.fn(() => Promise.resolve()) },
    registration: { navigationPreload: { enable: vi.fn(() => Promise.resolve()) } },
  };
  new Function('self', 'caches', 'fetch', serviceWorkerSource({ version: 'test', files, precache }))(
    self,
    { open: () => Promise.resolve(openCache) },
    network,
  );
  const lifecycle = async (name: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[name]?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** What the worker answers for a request: its body, or undefined when it lets the browser fetch. */
  const request = async (url: string, method = 'GET'): Promise<string | undefined> => {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    handlers.fetch?.({
      request: new Request(url, { method }),
      respondWith: (r: Promise<Response>) => (answer = r),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    const text = answer ? await (await answer).text() : undefined;
    await Promise.all(waits);
    return text;
  };
  return { cache, network, self, lifecycle, request };
}

const ORIGIN = 'http://127.0.0.1:5173';

describe('the service worker', () => {
  it("answers only its own build's versioned files, from the cache once fetched", async () => {
    const w = runWorker(['/assets/App-1.js', '/assets/SwapPage-2.js'], []);
    expect(await w.request(`${ORIGIN}/assets/SwapPage-2.js`)).toBe(`net ${ORIGIN}/assets/SwapPage-2.js`);
    expect(await w.request(`${ORIGIN}/assets/SwapPage-2.js`)).toBe(`net ${ORIGIN}/assets/SwapPage-2.js`);
    expect(w.network).toHaveBeenCalledTimes(1); // the second answer came from the cache
    // Never the page, the runtime JSON, the locales, the RPC, another build's chunk or a POST.
    for (const url of [
      `${ORIGIN}/`,
      `${ORIGIN}/swap`,
      `${ORIGIN}/devnet/deployment.json`,
      `${ORIGIN}/locales/en-US.json`,
      'http://127.0.0.1:8545/',
      // The devnet's same-origin RPC path (devnet/src/web.ts): chain data, never cached.
      `${ORIGIN}/rpc`,
      `${ORIGIN}/assets/SwapPage-old.js`,
    ])
      expect(await w.request(url), url).toBeUndefined();
    expect(await w.request(`${ORIGIN}/assets/App-1.js`, 'POST')).toBeUndefined();
    expect([...w.cache.keys()]).toEqual([`${ORIGIN}/assets/SwapPage-2.js`]);
  });

  it('precaches the shell at install, then takes over and drops older builds on activation', async () => {
    const w = runWorker(['/assets/App-1.js', '/assets/SwapPage-2.js'], ['/assets/App-1.js'], [`${ORIGIN}/assets/App-0.js`]);
    await w.lifecycle('install');
    expect(w.self.skipWaiting).toHaveBeenCalled();
    expect([...w.cache.keys()].sort()).toEqual([`${ORIGIN}/assets/App-0.js`, `${ORIGIN}/assets/App-1.js`]);
    await w.lifecycle('activate');
    expect([...w.cache.keys()]).toEqual([`${ORIGIN}/assets/App-1.js`]);
    expect(w.self.clients.claim).toHaveBeenCalled();
    expect(w.self.registration.navigationPreload.enable).toHaveBeenCalled();
  });
});
