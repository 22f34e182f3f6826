/**
 * `npm run bench`: every benchmark, one run each, each figure printed beside
 * its peer or its limit as a ratio. Pure benchmarks first, then the browser
 * ones against a dedicated devnet.
 */
import { benchApp } from './app.ts';

interface Bench {
  name: string;
  run: () => Promise<string[]>;
}

const benches: Bench[] = [
  { name: 'swap routing vs @pancakeswap/v2-sdk', run: async () => (await import('./swap-routing.ts')).benchSwapRouting() },
  { name: 'split routing vs the best single route and a 5%-step split', run: async () => (await import('./split.ts')).benchSplit() },
  { name: 'exchange gas vs Uniswap V2 (published build, same anvil)', run: async () => (await import('./gas.ts')).benchGas() },
  {
    name: 'lottery: gas per ticket vs PancakeSwap v2 lottery, Check Now time',
    run: async () => (await import('./lottery.ts')).benchLottery(),
  },
  { name: 'token search vs a linear filter', run: async () => (await import('./token-search.ts')).benchTokenSearch() },
  { name: 'voting hub: votes/s with signature and chain-power checks', run: async () => (await import('./voting.ts')).benchVoting() },
  { name: 'API: username reads under load (PGlite, PostgreSQL)', run: async () => (await import('./api.ts')).benchApi() },
  {
    name: 'indexer: backlog throughput, lag at 1 s blocks, GraphQL under load',
    run: async () => (await import('./indexer.ts')).benchIndexer(),
  },
  {
    name: 'transaction preview: simulation time before the wallet prompt',
    run: async () => (await import('./preview.ts')).benchPreview(),
  },
  {
    name: 'bundle: the heaviest packages and modules in the shell and per page',
    run: async () => (await import('./bundle.ts')).benchBundle(),
  },
  {
    name: 'cluster: GraphQL and API through HAProxy at 50 connections, a swap visible within a block',
    run: async () => (await import('./cluster.ts')).benchCluster(),
  },
  { name: 'app in Chromium on the devnet', run: benchApp },
  {
    name: 'phone profile: every route cold and warm (ready, largest paint, layout shift, bytes on the wire)',
    run: async () => (await import('./phone.ts')).benchPhoneOnDevnet(),
  },
  {
    name: 'home page: figures shown and RPC requests per block, wallet connected',
    run: async () => (await import('./home.ts')).benchHomeOnDevnet(),
  },
];

const only = process.argv[2];
let failed = false;
for (const b of benches.filter((x) => !only || x.name.includes(only))) {
  console.log(`\n## ${b.name}`);
  try {
    for (const line of await b.run()) console.log(line);
  } catch (e) {
    failed = true;
    console.error(`  failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
process.exit(failed ? 1 : 0);
