// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveVersioned, USER_SETTINGS_STORAGE_VERSION, defaultUserSettings } from '@fuelswap/sdk';

const KEY = 'fuelswap:user-settings';
const CAKE = { chainId: 56, address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82', decimals: 18, symbol: 'CAKE' };
const USDT = { chainId: 56, address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18, symbol: 'USDT' };

/** A fresh copy of the store module, reading whatever localStorage holds now (as after a reload). */
async function freshStore() {
  vi.resetModules();
  return import('./store.ts');
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('settings store', () => {
  it('starts from the spec defaults: 0.5% slippage, 20 minutes, expert mode off', async () => {
    const { useSettingsStore } = await freshStore();
    const s = useSettingsStore.getState();
    expect(s.userSlippageTolerance).toBe(50);
    expect(s.userDeadline).toBe(1200);
    expect(s.userExpertMode).toBe(false);
    expect(s.userSingleHopOnly).toBe(false);
    expect(s.audioPlay).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('persists every change under a versioned key and reads it back after a reload', async () => {
    const a = await freshStore();
    a.settingsActions.setSlippageTolerance(120);
    a.settingsActions.setDeadline(1800);
    a.settingsActions.setExpertMode(true);
    a.settingsActions.setSingleHopOnly(true);
    a.settingsActions.setAudioPlay(false);
    const stored = JSON.parse(localStorage.getItem(KEY)!);
    expect(stored.version).toBe(USER_SETTINGS_STORAGE_VERSION);
    expect(stored.value.userSlippageTolerance).toBe(120);

    const b = await freshStore();
    const s = b.useSettingsStore.getState();
    expect([s.userSlippageTolerance, s.userDeadline, s.userExpertMode, s.userSingleHopOnly, s.audioPlay]).toEqual([
      120,
      1800,
      true,
      true,
      false,
    ]);
  });

  it('refuses out-of-range values instead of storing them', async () => {
    const { settingsActions, useSettingsStore } = await freshStore();
    expect(() => settingsActions.setSlippageTolerance(10_001)).toThrow('Unexpected slippage value');
    expect(() => settingsActions.setSlippageTolerance(0.5)).toThrow('Unexpected slippage value');
    expect(() => settingsActions.setDeadline(0)).toThrow('Invalid deadline');
    expect(useSettingsStore.getState().userSlippageTolerance).toBe(50);
  });

  it.each([
    ['corrupt JSON', '{"version":1,"value":', 'not valid JSON'],
    ['an unversioned (old) value', JSON.stringify({ userSlippageTolerance: 80 }), 'has no version'],
    ['an older version', saveVersioned({ slippage: 80 }, 0), 'from version 0'],
    ['a newer version', saveVersioned(defaultUserSettings(), USER_SETTINGS_STORAGE_VERSION + 1), 'this build reads version'],
    [
      'a value that fails validation',
      saveVersioned({ ...defaultUserSettings(), userDeadline: -1 }, USER_SETTINGS_STORAGE_VERSION),
      'failed validation',
    ],
  ])('discards %s with a console warning and starts from the defaults', async (_label, raw, warning) => {
    localStorage.setItem(KEY, raw);
    const { useSettingsStore } = await freshStore();
    expect(useSettingsStore.getState().userSlippageTolerance).toBe(50);
    expect(useSettingsStore.getState().userDeadline).toBe(1200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(warning);
    // the unusable data is removed, so the warning is not repeated on every start
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps saved tokens and pairs per chain', async () => {
    const { settingsActions, useSettingsStore } = await freshStore();
    settingsActions.addSavedToken(CAKE);
    settingsActions.addSavedToken({ ...USDT, chainId: 97 });
    settingsActions.addSavedPair(CAKE, USDT);
    settingsActions.addSavedPair(CAKE, { ...CAKE, address: CAKE.address.toLowerCase() }); // same token: ignored
    settingsActions.addSavedPair(CAKE, { ...USDT, chainId: 97 }); // other chain: ignored
    const s = useSettingsStore.getState();
    expect(Object.values(s.tokens['56'] ?? {})).toEqual([CAKE]);
    expect(Object.values(s.tokens['97'] ?? {})).toHaveLength(1);
    expect(Object.values(s.pairs['56'] ?? {})).toHaveLength(1);
    expect(s.pairs['97']).toBeUndefined();

    settingsActions.removeSavedToken(56, CAKE.address.toLowerCase());
    const after = await freshStore();
    expect(after.useSettingsStore.getState().tokens['56']).toEqual({});
    expect(Object.values(after.useSettingsStore.getState().pairs['56'] ?? {})).toHaveLength(1);
  });

  it('follows a change another tab stored', async () => {
    const { useSettingsStore } = await freshStore();
    localStorage.setItem(KEY, saveVersioned({ ...defaultUserSettings(5), userExpertMode: true }, USER_SETTINGS_STORAGE_VERSION));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(useSettingsStore.getState().userExpertMode).toBe(true);
  });
});
