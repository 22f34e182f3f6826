import { describe, expect, it } from 'vitest';
import { loadVersioned, saveVersioned } from './storage.ts';
import {
  addSavedPair,
  addSavedToken,
  canSavePair,
  defaultUserSettings,
  isUserSettings,
  loadUserSettings,
  pairKey,
  removeSavedToken,
  USER_SETTINGS_STORAGE_VERSION,
  type SavedToken,
} from './user-settings.ts';

interface Prefs {
  theme: 'dark' | 'light';
  slippage: number;
}
const isPrefs = (v: unknown): v is Prefs =>
  typeof v === 'object' &&
  v !== null &&
  ((v as Prefs).theme === 'dark' || (v as Prefs).theme === 'light') &&
  typeof (v as Prefs).slippage === 'number';
const opts = { version: 2, validate: isPrefs };

describe('loadVersioned', () => {
  it('round-trips the current version without a warning', () => {
    const stored = saveVersioned<Prefs>({ theme: 'dark', slippage: 50 }, 2);
    expect(loadVersioned(stored, opts)).toEqual({ value: { theme: 'dark', slippage: 50 } });
  });
  it('returns nothing and no warning when nothing is stored', () => {
    expect(loadVersioned(null, opts)).toEqual({ value: undefined });
  });
  it.each([
    ['{not json', 'not valid JSON'],
    ['', 'not valid JSON'],
    ['null', 'has no version'],
    ['[1,2]', 'has no version'],
    ['{"theme":"dark","slippage":50}', 'has no version'], // an unversioned legacy value
    ['{"version":"2","value":{}}', 'has no version'],
    ['{"version":2,"value":{"theme":"pink","slippage":50}}', 'failed validation'],
    ['{"version":3,"value":{"theme":"dark","slippage":50}}', 'from version 3; this build reads version 2'],
    ['{"version":1,"value":{"dark":true}}', 'from version 1; this build reads version 2'],
  ])('discards %s with a warning', (raw, warning) => {
    const r = loadVersioned(raw, opts);
    expect(r.value).toBeUndefined();
    expect(r.warning).toContain(warning);
  });
  it('migrates an old version when a migration is given', () => {
    const migrate = (from: number, v: unknown): Prefs | undefined =>
      from === 1 && typeof v === 'object' && v !== null
        ? { theme: (v as { dark?: boolean }).dark ? 'dark' : 'light', slippage: 50 }
        : undefined;
    expect(loadVersioned('{"version":1,"value":{"dark":true}}', { ...opts, migrate })).toEqual({ value: { theme: 'dark', slippage: 50 } });
    expect(loadVersioned('{"version":0,"value":{}}', { ...opts, migrate }).warning).toContain('could not be migrated to version 2');
    // a migration whose output fails validation is discarded too
    const bad = () => ({ theme: 'x' }) as unknown as Prefs;
    expect(loadVersioned('{"version":1,"value":{}}', { ...opts, migrate: bad }).value).toBeUndefined();
  });
  it('never throws, even when validate or migrate throw', () => {
    const boom = (): never => {
      throw new Error('boom');
    };
    expect(loadVersioned('{"version":2,"value":1}', { version: 2, validate: boom as never })).toEqual({
      value: undefined,
      warning: 'Discarded stored data (version 2): boom',
    });
    expect(loadVersioned('{"version":1,"value":1}', { ...opts, migrate: boom }).warning).toContain('boom');
  });
});

const A: SavedToken = { chainId: 56, address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82', decimals: 18, symbol: 'CAKE' };
const B: SavedToken = { chainId: 56, address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18, symbol: 'USDT' };

describe('user settings', () => {
  it('defaults follow spec 9', () => {
    const d = defaultUserSettings(5);
    expect(d.userSlippageTolerance).toBe(50);
    expect(d.userDeadline).toBe(1200);
    expect(d.userExpertMode).toBe(false);
    expect(d.timestamp).toBe(5);
    expect(isUserSettings(d)).toBe(true);
  });
  it('loads stored settings and falls back to defaults with a warning', () => {
    const s = { ...defaultUserSettings(1), isDark: true };
    expect(loadUserSettings(saveVersioned(s, USER_SETTINGS_STORAGE_VERSION))).toEqual({ value: s });
    const corrupt = loadUserSettings('{"version":1,"value":{"userSlippageTolerance":20000}}', 7);
    expect(corrupt.value).toEqual(defaultUserSettings(7));
    expect(corrupt.warning).toContain('failed validation');
    expect(loadUserSettings(null)).toEqual({ value: defaultUserSettings(0) });
  });
  it('rejects out-of-range stored slippage and deadline', () => {
    expect(isUserSettings({ ...defaultUserSettings(), userSlippageTolerance: 10001 })).toBe(false);
    expect(isUserSettings({ ...defaultUserSettings(), userDeadline: 0 })).toBe(false);
    expect(isUserSettings({ ...defaultUserSettings(), tokens: { 56: { x: { chainId: 56, address: 'bad', decimals: 18 } } } })).toBe(false);
  });
  it('saves a pair only for two different tokens on the same chain', () => {
    expect(canSavePair(A, B)).toBe(true);
    expect(canSavePair(A, { ...A, address: A.address.toLowerCase() })).toBe(false);
    expect(canSavePair(A, { ...B, chainId: 97 })).toBe(false);
    const s0 = defaultUserSettings();
    const s1 = addSavedPair(s0, B, A, 9);
    expect(s1.pairs['56']?.[pairKey(A, B)]).toEqual({ token0: A, token1: B });
    expect(pairKey(A, B)).toBe(pairKey(B, A));
    expect(addSavedPair(s0, A, A, 9)).toBe(s0);
    expect(isUserSettings(s1)).toBe(true);
  });
  it('saves and removes tokens per chain', () => {
    const s = addSavedToken(defaultUserSettings(), A, 3);
    expect(s.tokens['56']?.[A.address.toLowerCase()]).toEqual(A);
    expect(removeSavedToken(s, 56, A.address.toUpperCase().replace('0X', '0x'), 4).tokens['56']).toEqual({});
    expect(removeSavedToken(s, 97, A.address, 4)).toBe(s);
  });
});
