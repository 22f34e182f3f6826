/**
 * The API on a public chain: it refuses to start without PostgreSQL (and, with a voting section, without RPC_URL),
 * from the deployment file's chain or CHAIN_ID; the devnet keeps PGlite. The refusals come before any database
 * or network, so nothing is started.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiChainId, apiDatabaseUrl, votingRpcUrl } from '../src/settings.ts';

const root = resolve(import.meta.dirname, '../..');
const fixture97 = resolve(root, 'app/test-fixtures/deployment-97.json');
// Where a PGlite would go if a refusal were missing: never the repository's .devnet.
const tmp = mkdtempSync(join(tmpdir(), 'fuelswap-api-public-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs api/src/main.ts with exactly `env` beside PATH; a refusal exits before it opens a database or a port. */
function startApi(env: Record<string, string>): { status: number | null; stderr: string } {
  const r = spawnSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'api/src/main.ts')], {
    env: { PATH: process.env.PATH ?? '', API_PORT: '1', API_DATA_DIR: join(tmp, 'api-db'), ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: r.status, stderr: r.stderr };
}

describe('api/src/main.ts on chain 97', () => {
  it("refuses to start without DATABASE_URL (the deployment file's chain)", () => {
    const r = startApi({ DEPLOYMENT_FILE: fixture97, RPC_URL: 'http://127.0.0.1:1' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('[api] failed to start: DATABASE_URL is required on chain 97');
  });

  it('refuses to start without DATABASE_URL (CHAIN_ID, no deployment file)', () => {
    const r = startApi({ CHAIN_ID: '97' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('DATABASE_URL is required on chain 97');
  });

  it("refuses a voting hub without RPC_URL rather than read the deployer's rpcUrl", () => {
    const r = startApi({ DEPLOYMENT_FILE: fixture97, DATABASE_URL: 'postgres://u@127.0.0.1:1/fuelswap' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('RPC_URL is required on chain 97 for the voting hub');
  });
});

describe('the API settings', () => {
  it('reads the chain from the deployment file, else CHAIN_ID, else the devnet', () => {
    expect(apiChainId({ DEPLOYMENT_FILE: fixture97, CHAIN_ID: '56' })).toBe(97);
    expect(apiChainId({ CHAIN_ID: '56' })).toBe(56);
    expect(apiChainId({})).toBe(31337);
  });

  it('keeps PGlite and the file rpcUrl on the devnet only', () => {
    expect(apiDatabaseUrl(31337, {})).toBeUndefined();
    expect(apiDatabaseUrl(56, { DATABASE_URL: 'postgres://x' })).toBe('postgres://x');
    expect(() => apiDatabaseUrl(56, { DATABASE_URL: ' ' })).toThrow('DATABASE_URL is required on chain 56');
    expect(votingRpcUrl(31337, 'http://127.0.0.1:8545', {})).toBe('http://127.0.0.1:8545');
    expect(votingRpcUrl(97, 'http://deployer', { RPC_URL: 'https://rpc.example' })).toBe('https://rpc.example');
    expect(() => votingRpcUrl(97, 'http://deployer', {})).toThrow('RPC_URL is required on chain 97');
  });
});
