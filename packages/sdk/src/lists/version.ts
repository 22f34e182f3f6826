/**
 * List versions (semantic: major = tokens removed or addresses changed,
 * minor = tokens added, patch = any other change) and token-list diffs.
 */
import type { TokenInfo, TokenListVersion } from './types.ts';

export const VersionUpgrade = {
  NONE: 0,
  PATCH: 1,
  MINOR: 2,
  MAJOR: 3,
} as const;
export type VersionUpgrade = (typeof VersionUpgrade)[keyof typeof VersionUpgrade];

/** -1, 0 or 1 as a is lower than, equal to or higher than b. Usable with Array.prototype.sort. */
export function versionComparator(a: TokenListVersion, b: TokenListVersion): -1 | 0 | 1 {
  for (const k of ['major', 'minor', 'patch'] as const) {
    if (a[k] < b[k]) return -1;
    if (a[k] > b[k]) return 1;
  }
  return 0;
}

/** True when the update is a higher version than the base. */
export function isVersionUpdate(base: TokenListVersion, update: TokenListVersion): boolean {
  return versionComparator(base, update) < 0;
}

/**
 * The kind of upgrade from base to update: the most significant component
 * that increased, or NONE when the update is not newer (equal or lower).
 */
export function getVersionUpgrade(base: TokenListVersion, update: TokenListVersion): VersionUpgrade {
  if (update.major !== base.major) return update.major > base.major ? VersionUpgrade.MAJOR : VersionUpgrade.NONE;
  if (update.minor !== base.minor) return update.minor > base.minor ? VersionUpgrade.MINOR : VersionUpgrade.NONE;
  return update.patch > base.patch ? VersionUpgrade.PATCH : VersionUpgrade.NONE;
}

export interface TokenListDiff {
  readonly added: TokenInfo[];
  readonly removed: TokenInfo[];
  /** Tokens present in both lists whose other fields differ (from the update). */
  readonly changed: TokenInfo[];
}

function key(t: TokenInfo): string {
  return `${t.chainId}:${t.address.toLowerCase()}`;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function sameToken(a: TokenInfo, b: TokenInfo): boolean {
  return (
    a.address === b.address && // a checksum-case change counts as a change
    a.decimals === b.decimals &&
    a.symbol === b.symbol &&
    a.name === b.name &&
    a.logoURI === b.logoURI &&
    sameJson([...(a.tags ?? [])].sort(), [...(b.tags ?? [])].sort()) &&
    sameJson(a.extensions ?? {}, b.extensions ?? {})
  );
}

/** Tokens are identified by chainId and case-insensitive address. */
export function diffTokenLists(base: readonly TokenInfo[], update: readonly TokenInfo[]): TokenListDiff {
  const baseByKey = new Map(base.map((t) => [key(t), t] as const));
  const updateKeys = new Set<string>();
  const added: TokenInfo[] = [];
  const changed: TokenInfo[] = [];
  for (const t of update) {
    const k = key(t);
    updateKeys.add(k);
    const old = baseByKey.get(k);
    if (!old) added.push(t);
    else if (!sameToken(old, t)) changed.push(t);
  }
  const removed = base.filter((t) => !updateKeys.has(key(t)));
  return { added, removed, changed };
}

/** The smallest version bump that correctly describes the change from base to update. */
export function minVersionBump(base: readonly TokenInfo[], update: readonly TokenInfo[]): VersionUpgrade {
  const diff = diffTokenLists(base, update);
  if (diff.removed.length > 0) return VersionUpgrade.MAJOR;
  if (diff.added.length > 0) return VersionUpgrade.MINOR;
  if (diff.changed.length > 0) return VersionUpgrade.PATCH;
  return VersionUpgrade.NONE;
}
