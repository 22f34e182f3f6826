/**
 * User settings (spec 3 "User settings") with their defaults, a storage
 * shape check, and the saved token / pair rules ("A pair is stored
 * only if both tokens are on the same chain and differ").
 */
import { DEFAULT_DEADLINE_SECONDS } from './deadline.ts';
import { DEFAULT_SLIPPAGE_TOLERANCE_BPS, MAX_SLIPPAGE_BPS } from './slippage.ts';
import { loadVersioned, type LoadResult } from './storage.ts';

export interface SavedToken {
  readonly chainId: number;
  readonly address: string;
  readonly decimals: number;
  readonly symbol?: string;
  readonly name?: string;
}

export interface SavedPair {
  readonly token0: SavedToken;
  readonly token1: SavedToken;
}

export interface UserSettings {
  readonly userExpertMode: boolean;
  readonly userSingleHopOnly: boolean;
  /** Basis points, 0..10000. */
  readonly userSlippageTolerance: number;
  /** Seconds, > 0. */
  readonly userDeadline: number;
  /** Saved (imported) tokens: chainId -> lower-cased address -> token. */
  readonly tokens: Readonly<Record<string, Readonly<Record<string, SavedToken>>>>;
  /** Saved pairs: chainId -> pairKey -> pair. */
  readonly pairs: Readonly<Record<string, Readonly<Record<string, SavedPair>>>>;
  readonly audioPlay: boolean;
  /** Approve exactly the amount an action needs instead of the maximum (off by default: the maximum comes first). */
  readonly userExactApprovals: boolean;
  readonly isDark: boolean;
  /** ms since epoch of the last change. */
  readonly timestamp: number;
}

export const USER_SETTINGS_STORAGE_VERSION = 1;

export function defaultUserSettings(now = 0): UserSettings {
  return {
    userExpertMode: false,
    userSingleHopOnly: false,
    userSlippageTolerance: DEFAULT_SLIPPAGE_TOLERANCE_BPS,
    userDeadline: DEFAULT_DEADLINE_SECONDS,
    tokens: {},
    pairs: {},
    audioPlay: true,
    userExactApprovals: false,
    isDark: false,
    timestamp: now,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isSavedToken(v: unknown): v is SavedToken {
  return (
    isRecord(v) &&
    Number.isSafeInteger(v.chainId) &&
    typeof v.address === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(v.address) &&
    Number.isInteger(v.decimals) &&
    (v.decimals as number) >= 0 &&
    (v.decimals as number) <= 255 &&
    (v.symbol === undefined || typeof v.symbol === 'string') &&
    (v.name === undefined || typeof v.name === 'string')
  );
}

function isNested<T>(v: unknown, item: (x: unknown) => x is T): boolean {
  return isRecord(v) && Object.values(v).every((inner) => isRecord(inner) && Object.values(inner).every(item));
}

const isSavedPair = (v: unknown): v is SavedPair => isRecord(v) && isSavedToken(v.token0) && isSavedToken(v.token1);

export function isUserSettings(v: unknown): v is UserSettings {
  return (
    isRecord(v) &&
    typeof v.userExpertMode === 'boolean' &&
    typeof v.userSingleHopOnly === 'boolean' &&
    Number.isInteger(v.userSlippageTolerance) &&
    (v.userSlippageTolerance as number) >= 0 &&
    (v.userSlippageTolerance as number) <= MAX_SLIPPAGE_BPS &&
    Number.isSafeInteger(v.userDeadline) &&
    (v.userDeadline as number) > 0 &&
    isNested(v.tokens, isSavedToken) &&
    isNested(v.pairs, isSavedPair) &&
    typeof v.audioPlay === 'boolean' &&
    // Added after version 1 shipped: a stored value without it is still valid (read as off).
    (v.userExactApprovals === undefined || typeof v.userExactApprovals === 'boolean') &&
    typeof v.isDark === 'boolean' &&
    typeof v.timestamp === 'number'
  );
}

/** Reads stored settings; anything unusable gives the defaults plus a warning to log. */
export function loadUserSettings(raw: string | null, now = 0): LoadResult<UserSettings> & { readonly value: UserSettings } {
  const r = loadVersioned(raw, { version: USER_SETTINGS_STORAGE_VERSION, validate: isUserSettings });
  return { ...r, value: withDefaults(r.value, now) };
}

/** Stored settings completed with the defaults of fields added since they were written; the defaults when nothing usable is stored. */
export function withDefaults(stored: UserSettings | undefined, now = 0): UserSettings {
  return stored
    ? { ...defaultUserSettings(now), ...stored, userExactApprovals: stored.userExactApprovals ?? false }
    : defaultUserSettings(now);
}

/** True when two tokens may be saved as a pair: same chain, different addresses. */
export function canSavePair(a: Pick<SavedToken, 'chainId' | 'address'>, b: Pick<SavedToken, 'chainId' | 'address'>): boolean {
  return a.chainId === b.chainId && a.address.toLowerCase() !== b.address.toLowerCase();
}

/** Order-independent key of a pair: the two lower-cased addresses, sorted, joined by ";". */
export function pairKey(a: Pick<SavedToken, 'address'>, b: Pick<SavedToken, 'address'>): string {
  const [x, y] = [a.address.toLowerCase(), b.address.toLowerCase()].sort();
  return `${x};${y}`;
}

/** Settings with a pair added, or the same object when the pair may not be saved. */
export function addSavedPair(settings: UserSettings, a: SavedToken, b: SavedToken, now: number): UserSettings {
  if (!canSavePair(a, b)) return settings;
  const chain = String(a.chainId);
  const [token0, token1] = a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a];
  return {
    ...settings,
    pairs: { ...settings.pairs, [chain]: { ...settings.pairs[chain], [pairKey(a, b)]: { token0, token1 } } },
    timestamp: now,
  };
}

/** Settings with a token saved under its chain and lower-cased address. */
export function addSavedToken(settings: UserSettings, token: SavedToken, now: number): UserSettings {
  const chain = String(token.chainId);
  return {
    ...settings,
    tokens: { ...settings.tokens, [chain]: { ...settings.tokens[chain], [token.address.toLowerCase()]: token } },
    timestamp: now,
  };
}

export function removeSavedToken(settings: UserSettings, chainId: number, address: string, now: number): UserSettings {
  const chain = String(chainId);
  const current = settings.tokens[chain];
  const key = address.toLowerCase();
  if (!current || !(key in current)) return settings;
  const rest = { ...current };
  delete rest[key];
  return { ...settings, tokens: { ...settings.tokens, [chain]: rest }, timestamp: now };
}
