/**
 * User settings: slippage tolerance (bps),
 * deadline (seconds), expert mode, single-hop only, sounds, and the tokens and
 * pairs the user saved, per chain. A zustand store persisted under a versioned
 * localStorage key; the theme is not here: the shell owns it (ui/theme.ts).
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import {
  addSavedPair,
  addSavedToken,
  assertSlippage,
  defaultUserSettings,
  isUserSettings,
  removeSavedToken,
  USER_SETTINGS_STORAGE_VERSION,
  withDefaults,
  type SavedPair,
  type SavedToken,
  type UserSettings,
} from '@fuelswap/sdk';
import { setApprovalPreference } from '../../chain/approve.ts';
import { onStoredChange, readStored, writeStored } from '../../lib/storage.ts';

export const USER_SETTINGS_STORAGE_KEY = 'fuelswap:user-settings';

/** The stored settings, or the defaults when nothing usable is stored (a warning is logged then). */
export function loadSettings(now = Date.now()): UserSettings {
  return withDefaults(
    readStored(USER_SETTINGS_STORAGE_KEY, { version: USER_SETTINGS_STORAGE_VERSION, validate: isUserSettings }) ?? undefined,
    now,
  );
}

export interface SettingsActions {
  setSlippageTolerance(bps: number): void;
  setDeadline(seconds: number): void;
  setExpertMode(on: boolean): void;
  setSingleHopOnly(on: boolean): void;
  setAudioPlay(on: boolean): void;
  setExactApprovals(on: boolean): void;
  addSavedToken(token: SavedToken): void;
  removeSavedToken(chainId: number, address: string): void;
  /** Ignored unless both tokens are on the same chain and differ. */
  addSavedPair(a: SavedToken, b: SavedToken): void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

export type SettingsState = UserSettings & SettingsActions;

const SETTINGS_KEYS = Object.keys(defaultUserSettings()) as (keyof UserSettings)[];

function changed(a: UserSettings, b: UserSettings): boolean {
  return SETTINGS_KEYS.some((k) => a[k] !== b[k]);
}

/** True while applying another tab's write: it is already stored. */
let reloading = false;

export const useSettingsStore = create<SettingsState>()((set, get) => {
  const update = (next: (s: UserSettings) => UserSettings) =>
    set((s) => {
      const current = pick(s);
      const value = next(current);
      return value === current ? s : { ...value };
    });
  return {
    ...loadSettings(),
    setSlippageTolerance: (bps) => {
      assertSlippage(bps);
      update((s) => ({ ...s, userSlippageTolerance: bps, timestamp: Date.now() }));
    },
    setDeadline: (seconds) => {
      if (!Number.isSafeInteger(seconds) || seconds <= 0) throw new Error('Invalid deadline');
      update((s) => ({ ...s, userDeadline: seconds, timestamp: Date.now() }));
    },
    setExpertMode: (on) => update((s) => ({ ...s, userExpertMode: on, timestamp: Date.now() })),
    setSingleHopOnly: (on) => update((s) => ({ ...s, userSingleHopOnly: on, timestamp: Date.now() })),
    setAudioPlay: (on) => update((s) => ({ ...s, audioPlay: on, timestamp: Date.now() })),
    setExactApprovals: (on) => update((s) => ({ ...s, userExactApprovals: on, timestamp: Date.now() })),
    addSavedToken: (token) => update((s) => addSavedToken(s, token, Date.now())),
    removeSavedToken: (chainId, address) => update((s) => removeSavedToken(s, chainId, address, Date.now())),
    addSavedPair: (a, b) => update((s) => addSavedPair(s, a, b, Date.now())),
    reload: () => {
      const fresh = loadSettings();
      if (changed(fresh, get())) {
        reloading = true;
        try {
          set({ ...fresh });
        } finally {
          reloading = false;
        }
      }
    },
  };
});

/** The plain settings value of the store state (what is persisted). */
export function pick(s: SettingsState | UserSettings): UserSettings {
  return {
    userExpertMode: s.userExpertMode,
    userSingleHopOnly: s.userSingleHopOnly,
    userSlippageTolerance: s.userSlippageTolerance,
    userDeadline: s.userDeadline,
    tokens: s.tokens,
    pairs: s.pairs,
    audioPlay: s.audioPlay,
    userExactApprovals: s.userExactApprovals,
    isDark: s.isDark,
    timestamp: s.timestamp,
  };
}

useSettingsStore.subscribe((s, prev) => {
  if (!reloading && changed(s, prev)) writeStored(USER_SETTINGS_STORAGE_KEY, pick(s), USER_SETTINGS_STORAGE_VERSION);
});
onStoredChange(USER_SETTINGS_STORAGE_KEY, () => useSettingsStore.getState().reload());

// Hooks: [value, setter] like React's useState.

/** Slippage tolerance in basis points (hundredths of a percent). Default 50 (0.5%). */
export function useUserSlippage(): [number, (bps: number) => void] {
  return [useSettingsStore((s) => s.userSlippageTolerance), useSettingsStore((s) => s.setSlippageTolerance)];
}

/** Transaction deadline in seconds. Default 1200 (20 minutes). */
export function useUserDeadline(): [number, (seconds: number) => void] {
  return [useSettingsStore((s) => s.userDeadline), useSettingsStore((s) => s.setDeadline)];
}

export function useExpertMode(): [boolean, (on: boolean) => void] {
  return [useSettingsStore((s) => s.userExpertMode), useSettingsStore((s) => s.setExpertMode)];
}

/** Swap routing uses 1 hop only when on. */
export function useSingleHopOnly(): [boolean, (on: boolean) => void] {
  return [useSettingsStore((s) => s.userSingleHopOnly), useSettingsStore((s) => s.setSingleHopOnly)];
}

/** Sounds on token selection. */
export function useAudioPlay(): [boolean, (on: boolean) => void] {
  return [useSettingsStore((s) => s.audioPlay), useSettingsStore((s) => s.setAudioPlay)];
}

/** "Approve exact amounts": every Enable asks for exactly what the action needs. Off by default. */
export function useExactApprovals(): [boolean, (on: boolean) => void] {
  return [useSettingsStore((s) => s.userExactApprovals), useSettingsStore((s) => s.setExactApprovals)];
}

/** Tokens the user imported on a chain, in the order they were saved. */
export function useSavedTokens(chainId: number): SavedToken[] {
  const byAddress = useSettingsStore((s) => s.tokens[String(chainId)]);
  return useMemo(() => (byAddress ? Object.values(byAddress) : []), [byAddress]);
}

export function useSavedPairs(chainId: number): SavedPair[] {
  const byKey = useSettingsStore((s) => s.pairs[String(chainId)]);
  return useMemo(() => (byKey ? Object.values(byKey) : []), [byKey]);
}

/** Actions for code outside React (and for components that only write). */
export const settingsActions = {
  addSavedToken: (t: SavedToken) => useSettingsStore.getState().addSavedToken(t),
  removeSavedToken: (chainId: number, address: string) => useSettingsStore.getState().removeSavedToken(chainId, address),
  addSavedPair: (a: SavedToken, b: SavedToken) => useSettingsStore.getState().addSavedPair(a, b),
  setSlippageTolerance: (bps: number) => useSettingsStore.getState().setSlippageTolerance(bps),
  setDeadline: (seconds: number) => useSettingsStore.getState().setDeadline(seconds),
  setExpertMode: (on: boolean) => useSettingsStore.getState().setExpertMode(on),
  setSingleHopOnly: (on: boolean) => useSettingsStore.getState().setSingleHopOnly(on),
  setAudioPlay: (on: boolean) => useSettingsStore.getState().setAudioPlay(on),
  setExactApprovals: (on: boolean) => useSettingsStore.getState().setExactApprovals(on),
};

// The chain layer asks for the user's approval preference at the moment it sends an approval (it imports no
// feature); this store answers. Registered when this module loads, which the shell makes happen at start.
setApprovalPreference(() => (useSettingsStore.getState().userExactApprovals ? 'exact' : 'maximum'));
