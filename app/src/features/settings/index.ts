// Public face of the settings feature: the Settings dialog and its header button, the user-settings store and hooks,
// and the versioned browser storage other stores reuse.
export { SettingsButton } from './SettingsButton.tsx';
// The dialog itself is not re-exported: SettingsButton loads it on the first click.
export {
  useSettingsStore,
  useUserSlippage,
  useUserDeadline,
  useExpertMode,
  useSingleHopOnly,
  useAudioPlay,
  useExactApprovals,
  useSavedTokens,
  useSavedPairs,
  settingsActions,
  loadSettings,
  USER_SETTINGS_STORAGE_KEY,
} from './store.ts';
export type { SettingsState, SettingsActions } from './store.ts';
export { readStored, writeStored, onStoredChange } from '../../lib/storage.ts';
