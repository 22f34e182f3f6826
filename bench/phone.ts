/**
 * The first visit on a phone: every route in Chromium with a phone's screen (390x844, 3x, touch), its CPU slowed
 * 4x and its network throttled through the DevTools protocol (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip),
 * cold cache (a fresh browser context per route), then a repeat visit in the same context (warm cache).
 *
 * Per visit:
 * - ready: the route's main content on screen (the swap form with its token buttons, the farm and pool rows, the
 *   prediction cards, the lottery pot...), from the navigation's start; limit 2.0 s cold, 1.0 s warm;
 * - LCP: the last largest-contentful-paint entry; limit 1.5 s cold;
 * - CLS: the sum of the layout shifts without recent input, over the whole visit (the stricter reading of
 *   "no layout shift once content shows"); limit 0.05;
 * - bytes on the wire from the app's web server (HTML, JavaScript, CSS, fonts, images, locale and runtime JSON,
 *   headers included: the protocol's encodedDataLength), limit 200 kB for a first visit; the RPC's bytes apart.
 * Each time is printed beside its limit and beside its floor as ratios. The floor is what the network alone
 * costs: the bytes over the bandwidth plus three round trips (the document; then the files it names and the
 * runtime config, in parallel; then the chain read that fills the page), everything else (parsing, rendering,
 * waterfalls) is the app's.
 *
 *   npx tsx bench/phone.ts                    starts its own devnet (ports 28545/25173, like bench/requests.ts)
 *   npx tsx bench/phone.ts --url http://127.0.0.1:38173 [--identity] [/swap /farms ...]
 *       against a running devnet; --identity asks for uncompressed files (how the server sent them before
 *       precompression)
 *   npx tsx bench/phone.ts [--trace] [/swap ...]   only those routes; --trace prints each visit's requests (start,
 *       end, bytes) to see what waits for what, and each layout shift with the elements it moved
 *   import { benchPhone } from './phone.ts'; await benchPhone(webUrl)
 */
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { RPC_PATH } from '../devnet/src/web.ts';
import { kb, launchChromium, ratio } from './browser.ts';

const PROFILE = {
  cpuSlowdown: 4,
  downBytesPerSecond: 1_600_000 / 8,
  upBytesPerSecond: 750_000 / 8,
  rttMs: 150,
  viewport: { width: 390, height: 844 },
};
export const LIMITS = { readyColdMs: 2000, readyWarmMs: 1000, lcpMs: 1500, cls: 0.05, firstVisitBytes: 200 * 1024 };
/** The document; the files it names and the runtime config in parallel; the chain read that fills the page. */
const FLOOR_ROUND_TRIPS = 3;
/** After the content is ready: late shifts, late requests (logos, lazily loaded parts) still count. */
const SETTLE_MS = 1500;
const READY_TIMEOUT_MS = 30_000;

/**
 * Route → a browser-side check (the body of a function returning a boolean) that its main content is on screen.
 * Text checks look for digits, so they hold in every language.
 */
export const PHONE_ROUTES: Record<string, string> = {
  '/': `const pot = document.querySelector('[data-testid="home-lottery"]');
        return !!pot && /\\d/.test(pot.textContent || '') && !!document.querySelector('[data-testid="home-supply"][data-raw]');`,
  '/swap': `return !!document.querySelector('[data-testid="swap-input"] [data-testid="currency-select-button"]') &&
            !!document.querySelector('[data-testid="swap-output"] [data-testid="currency-select-button"]');`,
  '/liquidity': `const s = document.querySelector('section[aria-labelledby="positions-title"]');
                 return !!s && !s.hasAttribute('aria-busy');`,
  '/farms': `return [...document.querySelectorAll('[data-testid="farm-card"] [data-testid="liquidity"]')]
               .some((e) => /\\d/.test(e.textContent || ''));`,
  '/pools': `return [...document.querySelectorAll('[data-testid="pool-row"], [data-testid="pool-card"]')].length > 0;`,
  '/prediction': `return document.querySelectorAll('article[data-kind]').length >= 2;`,
  '/lottery': `const d = document.querySelector('[data-testid="lottery-next-draw"]'); return !!d && /\\d/.test(d.textContent || '');`,
  '/ifo': `return !!document.querySelector('main h1, main h2');`,
  '/collectibles': `return !!document.querySelector('main h1, main h2');`,
  '/teams': `return !!document.querySelector('main h1, main h2');`,
  '/profile': `return !!document.querySelector('main h1, main h2');`,
  '/voting': `return !!document.querySelector('main h1, main h2');`,
};

export interface Visit {
  readyMs: number | undefined;
  /** With `trace`: each request on the network, its start and end from the navigation's start, ms. */
  timeline?: { url: string; startMs: number; endMs: number; bytes: number }[];
  /** With `trace`: each layout shift, when, its score and what moved (y + height before -> after, CSS px). */
  shifts?: string[];
  lcpMs: number;
  cls: number;
  webBytes: number;
  otherBytes: number;
  requests: number;
}

/** Runs in the page before its scripts: records when the content is ready, the LCP and the layout shifts. */
function probe(readyBody: string): string {
  return `(() => {
    const b = (window.__phone = { ready: undefined, lcp: 0, cls: 0, shifts: [] });
    const describe = (n) => {
      if (!n || !n.tagName) return n ? n.nodeName : '?';
      const id = n.getAttribute('data-testid') || n.getAttribute('data-sale') || n.getAttribute('data-ifo');
      const cls = typeof n.className === 'string' && n.className ? '.' + n.className.split(' ')[0] : '';
      return n.tagName.toLowerCase() + cls + (id ? '[' + id + ']' : '');
    };
    const rect = (r) => Math.round(r.y) + '+' + Math.round(r.height);
    const ready = new Function(${JSON.stringify(readyBody)});
    new PerformanceObserver((l) => { for (const e of l.getEntries()) b.lcp = e.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        if (e.hadRecentInput) continue;
        b.cls += e.value;
        b.shifts.push(Math.round(e.startTime) + ' ms ' + e.value.toFixed(3) + ': ' +
          (e.sources || []).map((x) => describe(x.node) + ' y ' + rect(x.previousRect) + ' -> ' + rect(x.currentRect)).join(', '));
      }
    })
      .observe({ type: 'layout-shift', buffered: true });
    const tick = () => {
      let ok = false;
      try { ok = !!document.body && ready(); } catch (e) { ok = false; }
      if (ok) b.ready = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}

async function throttle(cdp: CDPSession, identity: boolean): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: PROFILE.downBytesPerSecond,
    uploadThroughput: PROFILE.upBytesPerSecond,
    connectionType: 'cellular3g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
}

async function visit(context: BrowserContext, webUrl: string, route: string, identity: boolean, trace = false): Promise<Visit> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, identity);
    const origin = new URL(webUrl).origin;
    const urls = new Map<string, string>();
    let webBytes = 0;
    let otherBytes = 0;
    let requests = 0;
    const cached = new Set<string>();
    // Protocol timestamps are seconds on a monotonic clock; the first request (the document) is the navigation's start.
    const started = new Map<string, number>();
    const timeline: NonNullable<Visit['timeline']> = [];
    let t0: number | undefined;
    cdp.on('Network.requestWillBeSent', (e) => {
      urls.set(e.requestId, e.request.url);
      t0 ??= e.timestamp;
      if (!started.has(e.requestId)) started.set(e.requestId, e.timestamp);
    });
    cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache) cached.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = urls.get(e.requestId) ?? '';
      if (!cached.has(e.requestId)) requests++;
      if (trace && !cached.has(e.requestId) && t0 !== undefined) {
        const at = (t: number) => Math.round((t - (t0 ?? t)) * 1000);
        timeline.push({ url, startMs: at(started.get(e.requestId) ?? e.timestamp), endMs: at(e.timestamp), bytes: e.encodedDataLength });
      }
      // The chain's answers come through the web server's same-origin path (devnet/src/web.ts): still the RPC's bytes.
      if (url.startsWith(origin) && new URL(url).pathname !== RPC_PATH) webBytes += e.encodedDataLength;
      else otherBytes += e.encodedDataLength;
    });
    const readyBody = PHONE_ROUTES[route] ?? `return !!document.querySelector('main h1, main h2');`;
    await page.addInitScript(probe(readyBody));
    await page.goto(webUrl + route, { waitUntil: 'commit' });
    const readyMs = await page
      .waitForFunction(() => (window as unknown as { __phone: { ready?: number } }).__phone.ready, undefined, {
        timeout: READY_TIMEOUT_MS,
        polling: 100,
      })
      .then(async (h) => Number(await h.jsonValue()))
      .catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const m = await page.evaluate(() => (window as unknown as { __phone: { lcp: number; cls: number; shifts: string[] } }).__phone);
    return { readyMs, lcpMs: m.lcp, cls: m.cls, webBytes, otherBytes, requests, ...(trace ? { timeline, shifts: m.shifts } : {}) };
  } finally {
    await page.close();
  }
}

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The network's own cost of a visit: its bytes over the bandwidth plus the round trips it cannot avoid. */
export function floorMs(bytes: number): number {
  return (bytes / PROFILE.downBytesPerSecond) * 1000 + FLOOR_ROUND_TRIPS * PROFILE.rttMs;
}

export function visitLine(route: string, kind: 'cold' | 'warm', v: Visit): string {
  const floor = floorMs(v.webBytes + v.otherBytes);
  const readyLimit = kind === 'cold' ? LIMITS.readyColdMs : LIMITS.readyWarmMs;
  const ready =
    v.readyMs === undefined
      ? `ready: not within ${READY_TIMEOUT_MS / 1000} s`
      : `ready ${sec(v.readyMs)} (${ratio(v.readyMs, readyLimit)} of ${sec(readyLimit)}, ${ratio(v.readyMs, floor)} of floor ${sec(floor)})`;
  const lcp = `LCP ${sec(v.lcpMs)} (${ratio(v.lcpMs, LIMITS.lcpMs)} of ${sec(LIMITS.lcpMs)}, ${ratio(v.lcpMs, floor)} of floor)`;
  const cls = `CLS ${v.cls.toFixed(3)} (${ratio(v.cls, LIMITS.cls)} of ${LIMITS.cls})`;
  const bytes =
    `${kb(v.webBytes)} from the web server` +
    (kind === 'cold' ? ` (${ratio(v.webBytes, LIMITS.firstVisitBytes)} of ${kb(LIMITS.firstVisitBytes)})` : '') +
    ` + ${kb(v.otherBytes)} RPC/services, ${v.requests} requests on the network`;
  return `  ${route.padEnd(13)} ${kind}  ${ready}; ${lcp}; ${cls}; ${bytes}`;
}

export async function benchPhone(
  webUrl: string,
  o: { browser?: Browser; routes?: string[]; identity?: boolean; trace?: boolean; print?: (line: string) => void } = {},
): Promise<string[]> {
  const out: string[] = [];
  const print = (l: string) => (o.print ? o.print(l) : out.push(l));
  const browser = o.browser ?? (await launchChromium());
  try {
    print(
      `phone profile: CPU ${PROFILE.cpuSlowdown}x slower, ${(PROFILE.downBytesPerSecond * 8) / 1e6} Mbit/s down, ` +
        `${PROFILE.rttMs} ms round trip, ${PROFILE.viewport.width}x${PROFILE.viewport.height}; ` +
        `floor = bytes / bandwidth + ${FLOOR_ROUND_TRIPS} round trips${o.identity ? '; uncompressed (Accept-Encoding: identity)' : ''}`,
    );
    for (const route of o.routes ?? Object.keys(PHONE_ROUTES)) {
      const context = await browser.newContext({
        viewport: PROFILE.viewport,
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'allow',
      });
      try {
        for (const kind of ['cold', 'warm'] as const) {
          const v = await visit(context, webUrl, route, o.identity ?? false, o.trace);
          print(visitLine(route, kind, v));
          if (v.timeline) for (const l of timelineLines(v, webUrl)) print(l);
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    if (!o.browser) await browser.close();
  }
  return out;
}

/** The waterfall of a traced visit: each request's start and end and its bytes, in the order they started. */
function timelineLines(v: Visit, webUrl: string): string[] {
  const origin = new URL(webUrl).origin;
  const rows = [...(v.timeline ?? [])].sort((a, b) => a.startMs - b.startMs);
  const name = (u: string) => (u.startsWith(origin) ? u.slice(origin.length) : u).slice(0, 70);
  return [
    ...rows.map(
      (r) => `      ${String(r.startMs).padStart(5)} -> ${String(r.endMs).padStart(5)} ms  ${kb(r.bytes).padStart(8)}  ${name(r.url)}`,
    ),
    `      ready at ${v.readyMs === undefined ? '-' : Math.round(v.readyMs)} ms, LCP at ${Math.round(v.lcpMs)} ms`,
    ...(v.shifts ?? []).map((l) => `      shift at ${l}`),
  ];
}

/** `npm run bench`'s entry: its own devnet, as bench/requests.ts starts it. */
export async function benchPhoneOnDevnet(
  o: { routes?: string[]; trace?: boolean; print?: (line: string) => void } = {},
): Promise<string[]> {
  const { startTestDevnet } = await import('../e2e/devnet.ts');
  const devnet = await startTestDevnet({
    rpcPort: process.env.BENCH_RPC_PORT ?? '28545',
    webPort: process.env.BENCH_WEB_PORT ?? '25173',
    dir: '.devnet-bench',
    blockTime: '1',
  });
  try {
    return await benchPhone(devnet.webUrl, o);
  } finally {
    await devnet.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--url');
  const url = at >= 0 ? args[at + 1] : undefined;
  const routes = args.filter((a) => a.startsWith('/'));
  const identity = args.includes('--identity');
  const trace = args.includes('--trace');
  const only = routes.length > 0 ? routes : undefined;
  if (url) await benchPhone(url, { routes: only, identity, trace, print: console.log });
  else await benchPhoneOnDevnet({ routes: only, trace, print: console.log });
}
