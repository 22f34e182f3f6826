import { describe, expect, it } from 'vitest';
import { BUSD, CAKE, USDT, WBNB } from './fixtures.test-helpers.ts';
import { VersionUpgrade, diffTokenLists, getVersionUpgrade, isVersionUpdate, minVersionBump, versionComparator } from './version.ts';

const v = (major: number, minor: number, patch: number) => ({ major, minor, patch });

describe('versionComparator', () => {
  it('orders by major, then minor, then patch', () => {
    expect(versionComparator(v(1, 0, 0), v(1, 0, 0))).toBe(0);
    expect(versionComparator(v(1, 0, 0), v(1, 0, 1))).toBe(-1);
    expect(versionComparator(v(1, 2, 0), v(1, 1, 9))).toBe(1);
    expect(versionComparator(v(2, 0, 0), v(1, 9, 9))).toBe(1);
    expect([v(1, 1, 0), v(0, 9, 9), v(1, 0, 5)].sort(versionComparator)).toEqual([v(0, 9, 9), v(1, 0, 5), v(1, 1, 0)]);
  });
  it('isVersionUpdate is strictly newer', () => {
    expect(isVersionUpdate(v(1, 0, 0), v(1, 0, 1))).toBe(true);
    expect(isVersionUpdate(v(1, 0, 1), v(1, 0, 1))).toBe(false);
    expect(isVersionUpdate(v(1, 0, 1), v(1, 0, 0))).toBe(false);
  });
});

describe('getVersionUpgrade', () => {
  it.each([
    [v(1, 0, 0), v(1, 0, 0), VersionUpgrade.NONE],
    [v(1, 0, 0), v(1, 0, 1), VersionUpgrade.PATCH],
    [v(1, 0, 5), v(1, 1, 0), VersionUpgrade.MINOR],
    [v(1, 5, 5), v(2, 0, 0), VersionUpgrade.MAJOR],
    [v(2, 0, 0), v(1, 9, 9), VersionUpgrade.NONE],
    [v(1, 2, 0), v(1, 1, 9), VersionUpgrade.NONE],
    [v(1, 0, 3), v(1, 0, 2), VersionUpgrade.NONE],
  ])('%j -> %j is %i', (a, b, expected) => {
    expect(getVersionUpgrade(a, b)).toBe(expected);
  });
});

describe('minVersionBump and diffTokenLists', () => {
  it('is NONE for identical tokens in any order', () => {
    expect(minVersionBump([WBNB, BUSD], [BUSD, WBNB])).toBe(VersionUpgrade.NONE);
  });
  it('is PATCH when only metadata changes', () => {
    expect(minVersionBump([WBNB, BUSD], [WBNB, { ...BUSD, name: 'BUSD Token' }])).toBe(VersionUpgrade.PATCH);
    expect(minVersionBump([WBNB], [{ ...WBNB, tags: ['native'] }])).toBe(VersionUpgrade.PATCH);
    expect(minVersionBump([{ ...WBNB, tags: ['a', 'b'] }], [{ ...WBNB, tags: ['b', 'a'] }])).toBe(VersionUpgrade.NONE);
  });
  it('is MINOR when tokens are added', () => {
    expect(minVersionBump([WBNB], [WBNB, CAKE])).toBe(VersionUpgrade.MINOR);
    expect(minVersionBump([WBNB], [{ ...WBNB, name: 'x' }, CAKE])).toBe(VersionUpgrade.MINOR);
  });
  it('is MAJOR when a token is removed or its address changes', () => {
    expect(minVersionBump([WBNB, CAKE], [WBNB])).toBe(VersionUpgrade.MAJOR);
    expect(minVersionBump([WBNB, CAKE], [WBNB, { ...CAKE, address: USDT.address }])).toBe(VersionUpgrade.MAJOR);
  });
  it('identifies tokens by chain and case-insensitive address', () => {
    const lower = { ...CAKE, address: CAKE.address.toLowerCase() };
    const diff = diffTokenLists([WBNB, CAKE], [lower, { ...WBNB, chainId: 97 }]);
    expect(diff.added.map((t) => t.chainId)).toEqual([97]);
    expect(diff.removed).toEqual([WBNB]);
    expect(diff.changed).toEqual([lower]); // checksum case change is a (patch) change
  });
});
