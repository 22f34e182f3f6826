import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appBuildNeeded, appInputsHash, deployCheckOffline, deployCheckOnline, hashTree } from './hash.ts';
import { fakeDeployment } from './test-helpers.ts';

describe('hashTree', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'devnet-hash-'));
    mkdirSync(join(root, 'app/src'), { recursive: true });
    writeFileSync(join(root, 'app/src/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'app/index.html'), '<div id="root"></div>\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const h = () => hashTree(root, ['app/src', 'app/index.html', 'app/missing']);

  it('is stable, and changes when a file changes, is added or is renamed', () => {
    const first = h();
    expect(h()).toBe(first);
    writeFileSync(join(root, 'app/src/a.ts'), 'export const a = 2;\n');
    const second = h();
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'app/src/b.ts'), '');
    const third = h();
    expect(third).not.toBe(second);
    renameSync(join(root, 'app/src/b.ts'), join(root, 'app/src/c.ts'));
    expect(h()).not.toBe(third);
  });

  it('ignores node_modules and dist', () => {
    const first = h();
    mkdirSync(join(root, 'app/src/node_modules/x'), { recursive: true });
    writeFileSync(join(root, 'app/src/node_modules/x/i.js'), 'x');
    mkdirSync(join(root, 'app/src/dist'));
    writeFileSync(join(root, 'app/src/dist/out.js'), 'x');
    expect(h()).toBe(first);
  });

  it('includes the VITE_* environment in the app hash', () => {
    const a = appInputsHash(root, {});
    expect(appInputsHash(root, { PATH: '/bin' })).toBe(a);
    expect(appInputsHash(root, { VITE_CHAIN_ID: '56' })).not.toBe(a);
  });
});

describe('appBuildNeeded', () => {
  it('builds without a dist, without a record, or when sources changed; else skips', () => {
    expect(appBuildNeeded('h1', 'h1', false).build).toBe(true);
    expect(appBuildNeeded('h1', undefined, true).build).toBe(true);
    expect(appBuildNeeded('h2', 'h1', true)).toEqual({ build: true, reason: 'app sources changed since the last build' });
    expect(appBuildNeeded('h1', 'h1', true).build).toBe(false);
  });
});

describe('deploy checks', () => {
  const d = {
    ...fakeDeployment(),
    farms: {} as NonNullable<ReturnType<typeof fakeDeployment>['farms']>,
    prediction: {} as NonNullable<ReturnType<typeof fakeDeployment>['prediction']>,
    voting: {} as NonNullable<ReturnType<typeof fakeDeployment>['voting']>,
    profile: {} as NonNullable<ReturnType<typeof fakeDeployment>['profile']>,
    ifo: {} as NonNullable<ReturnType<typeof fakeDeployment>['ifo']>,
    lottery: {} as NonNullable<ReturnType<typeof fakeDeployment>['lottery']>,
    competition: {} as NonNullable<ReturnType<typeof fakeDeployment>['competition']>,
    auction: {} as NonNullable<ReturnType<typeof fakeDeployment>['auction']>,
  };
  it('deploys when the file is missing or unreadable, or the sources changed', () => {
    expect(deployCheckOffline(undefined, undefined, 'abc123')).toEqual({ deploy: true, reason: 'no deployment file yet' });
    expect(deployCheckOffline(undefined, 'the deployment file is unreadable (x)', 'abc123').reason).toContain('unreadable');
    const changed = deployCheckOffline(d, undefined, 'def456');
    expect(changed.deploy).toBe(true);
    expect(changed.reason).toContain('contracts changed');
    expect(deployCheckOffline({ ...d, chainId: 56 }, undefined, 'abc123').deploy).toBe(true);
    expect(deployCheckOffline(d, undefined, 'abc123').deploy).toBe(false);
  });

  it('redeploys a deployment from before farms and pools existed', () => {
    const { farms: _farms, ...old } = d;
    expect(deployCheckOffline(old, undefined, 'abc123')).toEqual({ deploy: true, reason: 'the deployment predates farms and pools' });
  });

  it('redeploys a deployment from before the prediction game existed', () => {
    const { prediction: _prediction, ...old } = d;
    expect(deployCheckOffline(old, undefined, 'abc123')).toEqual({ deploy: true, reason: 'the deployment predates the prediction game' });
  });

  it('redeploys a deployment from before the voting-power contract existed', () => {
    const { voting: _voting, ...old } = d;
    expect(deployCheckOffline(old, undefined, 'abc123')).toEqual({
      deploy: true,
      reason: 'the deployment predates the voting-power contract',
    });
  });

  it('redeploys a deployment from before profiles and collectibles existed', () => {
    const { profile: _profile, ...old } = d;
    expect(deployCheckOffline(old, undefined, 'abc123')).toEqual({
      deploy: true,
      reason: 'the deployment predates profiles and collectibles',
    });
  });

  it('redeploys a deployment from before the lottery existed', () => {
    const { lottery: _lottery, ...old } = d;
    expect(deployCheckOffline(old, undefined, 'abc123')).toEqual({ deploy: true, reason: 'the deployment predates the lottery' });
  });

  it('redeploys a deployment from before the trading battle and the farm auction existed', () => {
    const { auction: _auction, ...old } = d;
    expect(deployCheckOffline(old, undefined, 'abc123')).toEqual({
      deploy: true,
      reason: 'the deployment predates the trading battle and the farm auction',
    });
  });

  it('deploys when the chain has no code at the Router', () => {
    expect(deployCheckOnline(undefined).deploy).toBe(true);
    expect(deployCheckOnline('0x').deploy).toBe(true);
    expect(deployCheckOnline('0x6080').deploy).toBe(false);
  });
});
