/**
 * What the first paint needs, asked for by index.html itself instead of one round trip after another.
 *
 * Without it a first visit is a waterfall: index.html, then the entry chunk, which (once run) fetches the runtime
 * config, then loads the shell (App, ChainProvider), which lazy-loads the route's page chunk and the locale file;
 * each step waits for the one before. On a phone's 150 ms round trips that is most of the load time. The build
 * writes into index.html:
 * - `<link rel="modulepreload">` for the shell's chunks (App and ChainProvider and their static imports, loaded by
 *   `import()` in main.tsx), so they download with the entry;
 * - a small inline script that, before any chunk runs, adds modulepreload / preload links for the chunks and CSS
 *   of the route being opened (the table below, from the build's chunk graph), starts the runtime config
 *   requests (taken over by chain/runtime.ts: the devnet's deployment and services, or the deployment file a
 *   56/97 build serves, app/deploymentFile.ts), preloads the locale file the app will ask for and,
 *   once the page has loaded, registers the service worker (app/offline.ts).
 *
 * A route missing from the table still works: its chunk loads when the router asks for it, one step later.
 */
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

/** Route (a pathname regular expression) → its page module, most specific first. Every module must be in the build. */
export const ROUTE_PAGES: [string, string][] = [
  ['^/$', 'src/features/home/HomePage.tsx'],
  ['^/swap(/|$)', 'src/features/swap/SwapPage.tsx'],
  ['^/liquidity/?$', 'src/features/liquidity/LiquidityPage.tsx'],
  ['^/(add|create)(/|$)', 'src/features/liquidity/AddLiquidityPage.tsx'],
  ['^/remove/', 'src/features/liquidity/RemoveLiquidityPage.tsx'],
  ['^/find/?$', 'src/features/liquidity/FindPage.tsx'],
  ['^/farms/auction/?$', 'src/features/auction/AuctionPage.tsx'],
  ['^/farms/?$', 'src/features/farms/FarmsPage.tsx'],
  ['^/pools(/history)?/?$', 'src/features/pools/PoolsPage.tsx'],
  ['^/lottery/?$', 'src/features/lottery/LotteryPage.tsx'],
  ['^/prediction/leaderboard/?$', 'src/features/prediction/LeaderboardPage.tsx'],
  ['^/prediction/?$', 'src/features/prediction/PredictionPage.tsx'],
  ['^/ifo(/history)?/?$', 'src/features/ifo/IfoPage.tsx'],
  ['^/collectibles/?$', 'src/features/collectibles/CollectiblesPage.tsx'],
  ['^/teams/?$', 'src/features/teams/TeamsPage.tsx'],
  ['^/teams/[^/]+/?$', 'src/features/teams/TeamPage.tsx'],
  ['^/profile/tasks/?$', 'src/features/profile/TaskCenterPage.tsx'],
  ['^/profile/?$', 'src/features/profile/ProfilePage.tsx'],
  ['^/competition/?$', 'src/features/competition/CompetitionPage.tsx'],
  ['^/voting/proposal/create/?$', 'src/features/voting/CreateProposalPage.tsx'],
  ['^/voting/proposal/[^/]+/?$', 'src/features/voting/ProposalPage.tsx'],
  ['^/voting/?$', 'src/features/voting/VotingPage.tsx'],
  ['^/approvals/?$', 'src/features/approvals/ApprovalsPage.tsx'],
];

/** The shell that main.tsx imports once the runtime config is in. */
export const SHELL_MODULES = ['src/app/App.tsx', 'src/chain/ChainProvider.tsx'];

export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
export type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The chunk files (and their CSS) a module needs before it runs: its chunk and every static import, transitively. */
export function closure(bundle: Bundle, start: Chunk): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const stack = [start.fileName];
  while (stack.length > 0) {
    const name = stack.pop();
    if (name === undefined || js.has(name)) continue;
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') continue;
    js.add(name);
    for (const c of chunk.viteMetadata?.importedCss ?? []) css.add(c);
    stack.push(...chunk.imports);
  }
  return { js: [...js], css: [...css] };
}

export function chunkOf(bundle: Bundle, root: string, module: string): Chunk {
  const id = `${root}/${module}`;
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.facadeModuleId === id) return chunk;
  throw new Error(`preload: no chunk for ${module}: update ROUTE_PAGES in app/preload.ts`);
}

/**
 * The inline script: links for the route's files, the runtime config requests, the locale preload. Plain ES5 in
 * a string: it runs before any chunk, in every browser the app supports.
 */
export function bootScript(o: {
  routes: [string, string[], string[]][];
  devnet: boolean;
  base: string;
  /** A 56/97 build's served deployment file (relative to the base), when it has one. */
  deployment?: string | undefined;
}): string {
  return `(function () {
  var h = document.head, p = location.pathname, b = ${JSON.stringify(o.base)};
  function link(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = b + href;
    if (as) l.as = as;
    l.crossOrigin = '';
    h.appendChild(l);
  }
  var lang = document.documentElement.lang || 'en-US';
  link('preload', 'locales/' + lang + '.json', 'fetch');
  // The service worker (app/offline.ts) keeps the versioned files for the next visit; registered once the page has
  // loaded so that it never competes with this visit. Without it (or refused), files load from the network.
  if ('serviceWorker' in navigator) {
    addEventListener('load', function () {
      navigator.serviceWorker.register(b + 'sw.js').catch(function () {});
    });
  }${
    o.devnet
      ? `
  try {
    window.__fuelswapRuntime = {
      deployment: fetch(b + 'devnet/deployment.json', { cache: 'no-store' }),
      services: fetch(b + 'devnet/services.json', { cache: 'no-store' })
    };
    window.__fuelswapRuntime.deployment.catch(function () {});
    window.__fuelswapRuntime.services.catch(function () {});
  } catch (e) {}`
      : o.deployment
        ? `
  try {
    window.__fuelswapRuntime = { deployment: fetch(b + ${JSON.stringify(o.deployment)}, { cache: 'no-cache' }) };
    window.__fuelswapRuntime.deployment.catch(function () {});
  } catch (e) {}`
        : ''
  }
  // The route's own chunks after the files every first render waits for (the runtime config, the locale).
  var r = ${JSON.stringify(o.routes)};
  for (var i = 0; i < r.length; i++) {
    if (new RegExp(r[i][0]).test(p)) {
      for (var j = 0; j < r[i][1].length; j++) link('modulepreload', r[i][1][j]);
      for (var k = 0; k < r[i][2].length; k++) link('preload', r[i][2][k], 'style');
      break;
    }
  }
})();`;
}

/**
 * The Vite plugin: writes the shell's modulepreload links and the boot script into the built index.html.
 * `deployment` says which deployment file a 56/97 build serves (app/deploymentFile.ts), if any.
 */
export function preload(o: { deployment?: () => string | undefined } = {}): Plugin {
  let root = '';
  let base = '/';
  let devnet = true;
  return {
    name: 'fuelswap:preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      const chain = config.env.VITE_CHAIN_ID as string | undefined;
      devnet = !chain || chain === '31337';
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const entry = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && c.isEntry);
        // The entry's own static imports are linked by Vite already.
        const linked = new Set(entry ? closure(bundle, entry).js : []);
        const shell = new Set<string>();
        const shellCss = new Set<string>();
        for (const m of SHELL_MODULES) {
          const c = closure(bundle, chunkOf(bundle, root, m));
          for (const f of c.js) if (!linked.has(f)) shell.add(f);
          for (const f of c.css) shellCss.add(f);
        }
        const routes = ROUTE_PAGES.map(([pattern, module]): [string, string[], string[]] => {
          const c = closure(bundle, chunkOf(bundle, root, module));
          return [pattern, c.js.filter((f) => !linked.has(f) && !shell.has(f)), c.css.filter((f) => !shellCss.has(f))];
        });
        // The boot script first: the runtime config and the locale file, which every first render waits for, are
        // then asked for before the shell's dozen chunks rather than queued behind them on the browser's six
        // connections to an HTTP/1.1 host.
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: bootScript({ routes, devnet, base, deployment: o.deployment?.() }), injectTo: 'head' },
          ...[...shell].map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: base + f },
            injectTo: 'head' as const,
          })),
          ...[...shellCss].map((f) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: '', href: base + f },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}
