/**
 * Browser persistence for the settings and transactions stores: JSON
 * { version, value } envelopes (loadVersioned / saveVersioned of the SDK)
 * under one localStorage key per store. Reading never throws: corrupt, old
 * or newer data is discarded with console.warn and the caller falls back to
 * its defaults. Writing never throws either (storage full, private mode):
 * the state then lives for this visit only.
 */
import { loadVersioned, saveVersioned, type VersionedOptions } from '@fuelswap/sdk';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access can throw when storage is disabled
  }
}

/** The stored value under `key`, or undefined (nothing stored, or discarded with a warning). */
export function readStored<T>(key: string, options: VersionedOptions<T>): T | undefined {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  const { value, warning } = loadVersioned(raw, options);
  if (warning) {
    console.warn(`${key}: ${warning}`);
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing to do: the next write replaces it anyway
    }
  }
  return value;
}

export function writeStored<T>(key: string, value: T, version: number): void {
  try {
    storage()?.setItem(key, saveVersioned(value, version));
  } catch (e) {
    console.warn(`${key}: could not be saved`, e);
  }
}

/** Calls `onChange` when another tab writes `key` (the storage event fires only in other tabs). */
export function onStoredChange(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (e: StorageEvent) => {
    if (e.key === key || e.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
