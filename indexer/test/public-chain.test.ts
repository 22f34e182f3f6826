/**
 * The indexer's configuration on a public chain (the chain-97 deployment fixture) against the devnet's: start
 * blocks per source, the RPC rate limit, and the launcher's refusals. No database: the config is only built, and the
 * launcher refuses before it reaches one. The chain is a bare anvil as chain 97, which the config asks for the price
 * feed's aggregator (none there: the feed's address alone, src/feed.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { repoRoot } from '../src/deployment.ts';

const fixture97 = resolve(repoRoot, 'app/test-fixtures/deployment-97.json');
const raw97 = JSON.parse(readFileSync(fixture97, 'utf8')) as Record<string, unknown> & { startBlock: number };
const tmp = mkdtempSync(join(tmpdir(), 'fuelswap-public-chain-'));
let anvil97: AnvilInstance | undefined;
beforeAll(async () => {
  anvil97 = await startAnvil({ chainId: 97 });
});
afterAll(async () => {
  await anvil97?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

// The same contracts as a devnet file, sections and their start blocks kept (chain 31337 needs its accounts: anvil's
// first one).
const devnetSections = Object.fromEntries(
  Object.entries(raw97).map(([k, v]) => [k, v && typeof v === 'object' && 'chainId' in v ? { ...v, chainId: 31337 } : v]),
);
const anvil0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const devnetFile = join(tmp, 'deployment-31337.json');
writeFileSync(
  devnetFile,
  JSON.stringify({
    ...devnetSections,
    chainId: 31337,
    accounts: {
      deployer: anvil0,
      feeTo: anvil0,
      devWallet: anvil0,
      devWalletPrivateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    },
  }),
);

const KEYS = ['DEPLOYMENT_FILE', 'RPC_URL', 'DATABASE_URL', 'INDEXER_RPC_MAX_RPS', 'INDEXER_DATA_DIR', 'INDEXER_HEAD_FROM_START'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

interface BuiltConfig {
  database: { kind: string };
  chains: { chain: { id: number; rpc: string; maxRequestsPerSecond?: number; pollingInterval: number; disableCache: boolean } };
  contracts: Record<string, { startBlock: number }>;
  blocks: Record<string, { startBlock: number | 'latest'; endBlock?: number }>;
}

/** ponder.config.ts itself, evaluated afresh with `env`. */
async function buildConfig(env: Partial<Record<(typeof KEYS)[number], string>>): Promise<BuiltConfig> {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, env);
  vi.resetModules();
  const mod = (await import(`${pathToFileURL(resolve(repoRoot, 'indexer/ponder.config.ts')).href}?t=${Date.now()}`)) as {
    default: BuiltConfig;
  };
  return mod.default;
}

const startBlocks = (c: BuiltConfig) => Object.fromEntries(Object.entries(c.contracts).map(([k, v]) => [k, v.startBlock]));

describe('ponder.config.ts on chain 97', () => {
  const env97 = () => ({ DEPLOYMENT_FILE: fixture97, RPC_URL: anvil97?.url ?? '', DATABASE_URL: 'postgres://u@127.0.0.1:1/fuelswap' });

  it("starts the prediction, lottery and profile sources at their sections' blocks, the rest at the deployment's", async () => {
    const c = await buildConfig(env97());
    const s = raw97 as unknown as Record<'prediction' | 'lottery' | 'profile', { startBlock: number }>;
    // The fixture's sections start after the deployment, so a source left at the deployment's block would show.
    expect(s.prediction.startBlock).toBeGreaterThan(raw97.startBlock);
    expect(startBlocks(c)).toEqual({
      Factory: raw97.startBlock,
      Pair: raw97.startBlock,
      Approvals: raw97.startBlock,
      FuelChef: raw97.startBlock,
      FuelVault: raw97.startBlock,
      SousChef: raw97.startBlock,
      FuelPrediction: s.prediction.startBlock,
      PriceAggregator: s.prediction.startBlock,
      FuelLottery: s.lottery.startBlock,
      FuelProfile: s.profile.startBlock,
      FuelBunnies: s.profile.startBlock,
    });
  });

  it('reads RPC_URL at 25 requests a second by default, INDEXER_RPC_MAX_RPS when set, into PostgreSQL', async () => {
    const c = await buildConfig(env97());
    expect(c.chains.chain).toMatchObject({ id: 97, rpc: anvil97?.url, maxRequestsPerSecond: 25, disableCache: false });
    expect(c.database.kind).toBe('postgres');
    expect((await buildConfig({ ...env97(), INDEXER_RPC_MAX_RPS: '8' })).chains.chain.maxRequestsPerSecond).toBe(8);
    await expect(buildConfig({ ...env97(), INDEXER_RPC_MAX_RPS: 'fast' })).rejects.toThrow(
      'INDEXER_RPC_MAX_RPS must be a positive integer',
    );
  });

  it('refuses to build without RPC_URL or DATABASE_URL', async () => {
    await expect(buildConfig({ ...env97(), RPC_URL: '' })).rejects.toThrow('RPC_URL is required on chain 97');
    await expect(buildConfig({ ...env97(), DATABASE_URL: '' })).rejects.toThrow('DATABASE_URL is required on chain 97');
  });
});

describe('ponder.config.ts on the devnet', () => {
  it('keeps its config: every source at the deployment block, the file rpcUrl, PGlite, Ponder own rate', async () => {
    const c = await buildConfig({ DEPLOYMENT_FILE: devnetFile, INDEXER_DATA_DIR: join(tmp, 'db') });
    expect({
      database: c.database.kind,
      chain: c.chains.chain,
      startBlocks: startBlocks(c),
      indexedHead: c.blocks.IndexedHead,
    }).toMatchInlineSnapshot(`
      {
        "chain": {
          "disableCache": true,
          "id": 31337,
          "pollingInterval": 500,
          "rpc": "http://127.0.0.1:8545",
        },
        "database": "pglite",
        "indexedHead": {
          "chain": "chain",
          "interval": 1,
          "startBlock": "latest",
        },
        "startBlocks": {
          "Approvals": 1,
          "Factory": 1,
          "FuelBunnies": 1,
          "FuelChef": 1,
          "FuelLottery": 1,
          "FuelPrediction": 1,
          "FuelProfile": 1,
          "FuelVault": 1,
          "Pair": 1,
          "PriceAggregator": 1,
          "SousChef": 1,
        },
      }
    `);
  });
});

/** Runs the launcher (indexer/src/main.ts) with exactly `env` beside PATH; it must refuse before any network. */
function launch(env: Record<string, string>): { status: number | null; stderr: string } {
  const r = spawnSync(resolve(repoRoot, 'node_modules/.bin/tsx'), [resolve(repoRoot, 'indexer/src/main.ts')], {
    env: { PATH: process.env.PATH ?? '', INDEXER_DATA_DIR: join(tmp, 'launch-db'), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: r.status, stderr: r.stderr };
}

describe('indexer/src/main.ts on chain 97', () => {
  const env97 = { DEPLOYMENT_FILE: fixture97, RPC_URL: 'http://127.0.0.1:1', DATABASE_URL: 'postgres://u@127.0.0.1:1/fuelswap' };

  it('refuses to start without DATABASE_URL, naming it', () => {
    const { DATABASE_URL: _, ...env } = env97;
    const r = launch(env);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('indexer: DATABASE_URL is required on chain 97');
  });

  it('refuses to start without RPC_URL, naming it', () => {
    const { RPC_URL: _, ...env } = env97;
    const r = launch(env);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('indexer: RPC_URL is required on chain 97');
  });

  it("refuses the devnet's overrides of Ponder's retries and of the index", () => {
    const r = launch({ ...env97, PONDER_UNKNOWN_BLOCK_NO_RETRY: '1', INDEXER_FRESH: '1' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('INDEXER_FRESH, PONDER_UNKNOWN_BLOCK_NO_RETRY are for the devnet (31337) only');
    const lock = launch({ ...env97, PONDER_DATABASE_HEARTBEAT_TIMEOUT_MS: '5000' });
    expect(lock.status).toBe(1);
    expect(lock.stderr).toContain('PONDER_DATABASE_HEARTBEAT_TIMEOUT_MS is for the devnet (31337) only');
  });
});

describe("Ponder's finality (patches/ponder+0.16.6.patch)", () => {
  it('is its own 30 blocks on 56 and 97, the devnet alone is changed', async () => {
    const file = resolve(repoRoot, 'node_modules/ponder/dist/esm/utils/finality.js');
    const { getFinalityBlockCount } = (await import(pathToFileURL(file).href)) as {
      getFinalityBlockCount: (a: { chain: { id: number } }) => number;
    };
    const before = process.env.PONDER_FINALITY_BLOCK_COUNT;
    process.env.PONDER_FINALITY_BLOCK_COUNT = '123';
    try {
      expect(getFinalityBlockCount({ chain: { id: 56 } })).toBe(30);
      expect(getFinalityBlockCount({ chain: { id: 97 } })).toBe(30);
      expect(getFinalityBlockCount({ chain: { id: 31337 } })).toBe(123);
      delete process.env.PONDER_FINALITY_BLOCK_COUNT;
      expect(getFinalityBlockCount({ chain: { id: 31337 } })).toBe(10_000);
    } finally {
      if (before === undefined) delete process.env.PONDER_FINALITY_BLOCK_COUNT;
      else process.env.PONDER_FINALITY_BLOCK_COUNT = before;
    }
  });
});
