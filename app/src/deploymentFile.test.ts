/**
 * The build's choice and check of a 56/97 deployment file (app/deploymentFile.ts): which file, and that a
 * malformed one or one for another chain fails the build with the parser's message, naming the file.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDeploymentFile, readDeploymentFile } from '../deploymentFile.ts';

const fixturePath = resolve(import.meta.dirname, '../test-fixtures/deployment-97.json');
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as Record<string, unknown>;

describe("a 56/97 build's deployment file", () => {
  const dir = mkdtempSync(join(tmpdir(), 'fuelswap-deployment-file-'));
  const write = (name: string, body: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
    return file;
  };

  it('takes deployments/<chainId>.json when there is one, VITE_DEPLOYMENT_FILE first, none on the devnet', () => {
    expect(chooseDeploymentFile(97, undefined, dir)).toEqual({ reason: `no ${join(dir, 'deployments/97.json')}: exchange only` });
    write('x.json', fixture);
    expect(chooseDeploymentFile(97, 'x.json', dir)).toEqual({ file: join(dir, 'x.json') });
    expect(() => chooseDeploymentFile(97, 'missing.json', dir)).toThrow(
      `VITE_DEPLOYMENT_FILE: ${join(dir, 'missing.json')} does not exist`,
    );
    expect(chooseDeploymentFile(31337, 'x.json', dir).file).toBeUndefined();
  });

  it('passes the whole file on, minified, once every section parses', () => {
    expect(JSON.parse(readDeploymentFile(fixturePath, 97))).toEqual(fixture);
  });

  it('fails the build on a malformed file or one for another chain, naming the file', () => {
    const bad = write('bad.json', { ...fixture, lottery: { ...(fixture.lottery as object), randomKind: 'coin' } });
    expect(() => readDeploymentFile(bad, 97)).toThrow(`${bad}: Invalid deployment file: lottery: randomKind must be "dev" or "vrf"`);
    const text = write('text.json', 'not json');
    expect(() => readDeploymentFile(text, 97)).toThrow(`${text}: not a JSON file`);
    expect(() => readDeploymentFile(fixturePath, 56)).toThrow(`${fixturePath}: a deployment for chain 97, but VITE_CHAIN_ID is 56`);
  });
});
