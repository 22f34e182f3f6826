/**
 * Tokens the user imported, per chain (spec 3 "saved tokens per chain").
 * The settings feature owns user settings; until it publishes its saved-token
 * store this small persisted store holds them, in the SDK's SavedToken shape
 * so they can move there unchanged. Stored data is validated on load;
 * anything unusable is discarded with console.warn.
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import { isSavedToken, loadVersioned, saveVersioned, type SavedToken } from '@fuelswap/sdk';

export const IMPORTED_TOKENS_STORAGE_KEY = 'fuelswap.importedTokens';
export const IMPORTED_TOKENS_STORAGE_VERSION = 1;
/** Imported-token names and symbols are stored as read, but never longer than this. */
const MAX_TEXT = 200;

type ByChain = Readonly<Record<string, Readonly<Record<string, SavedToken>>>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isImportedTokens(v: unknown): v is ByChain {
  return isRecord(v) && Object.values(v).every((chain) => isRecord(chain) && Object.values(chain).every(isSavedToken));
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function load(): ByChain {
  const s = storage();
  let raw: string | null = null;
  try {
    raw = s?.getItem(IMPORTED_TOKENS_STORAGE_KEY) ?? null;
  } catch {
    /* storage disabled */
  }
  const { value, warning } = loadVersioned(raw, { version: IMPORTED_TOKENS_STORAGE_VERSION, validate: isImportedTokens });
  if (warning) console.warn(`Imported tokens: ${warning}`);
  return value ?? {};
}

function save(value: ByChain): void {
  try {
    storage()?.setItem(IMPORTED_TOKENS_STORAGE_KEY, saveVersioned(value, IMPORTED_TOKENS_STORAGE_VERSION));
  } catch (e) {
    console.warn(`Imported tokens could not be stored: ${e instanceof Error ? e.message : String(e)}`);
  }
}

interface ImportedTokensState {
  byChain: ByChain;
  add(token: SavedToken): void;
  remove(chainId: number, address: string): void;
  clear(chainId: number): void;
  /** Tests: re-read storage. */
  reload(): void;
}

const cut = (s: string | undefined) => (s === undefined ? undefined : Array.from(s).slice(0, MAX_TEXT).join(''));

export const useImportedTokensStore = create<ImportedTokensState>((set, get) => ({
  byChain: load(),
  add(token) {
    const chain = String(token.chainId);
    const key = token.address.toLowerCase();
    const symbol = cut(token.symbol);
    const name = cut(token.name);
    const saved: SavedToken = {
      chainId: token.chainId,
      address: token.address,
      decimals: token.decimals,
      ...(symbol !== undefined ? { symbol } : {}),
      ...(name !== undefined ? { name } : {}),
    };
    if (!isSavedToken(saved)) return;
    const byChain = { ...get().byChain, [chain]: { ...get().byChain[chain], [key]: saved } };
    set({ byChain });
    save(byChain);
  },
  remove(chainId, address) {
    const chain = String(chainId);
    const current = get().byChain[chain];
    const key = address.toLowerCase();
    if (!current || !(key in current)) return;
    const rest = { ...current };
    delete rest[key];
    const byChain = { ...get().byChain, [chain]: rest };
    set({ byChain });
    save(byChain);
  },
  clear(chainId) {
    const byChain = { ...get().byChain, [String(chainId)]: {} };
    set({ byChain });
    save(byChain);
  },
  reload() {
    set({ byChain: load() });
  },
}));

const EMPTY: Readonly<Record<string, SavedToken>> = Object.freeze({});

/** The imported tokens of a chain, in import order. */
export function useImportedTokens(chainId: number): SavedToken[] {
  const chain = useImportedTokensStore((s) => s.byChain[String(chainId)] ?? EMPTY);
  return useMemo(() => Object.values(chain), [chain]);
}

export function addImportedToken(token: SavedToken): void {
  useImportedTokensStore.getState().add(token);
}

export function removeImportedToken(chainId: number, address: string): void {
  useImportedTokensStore.getState().remove(chainId, address);
}

export function clearImportedTokens(chainId: number): void {
  useImportedTokensStore.getState().clear(chainId);
}
