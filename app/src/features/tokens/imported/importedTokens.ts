/**
 * Tokens the user imported, per chain (spec 3 "saved tokens per chain"). They
 * live in the settings feature's user settings (persisted, versioned); this
 * file is the tokens feature's narrow view of them. Text read from a token
 * contract is stored at most MAX_TEXT characters long.
 */
import { isSavedToken, type SavedToken } from '@fuelswap/sdk';
import { settingsActions, useSavedTokens } from '../../settings/index.ts';

const MAX_TEXT = 200;

const cut = (s: string | undefined) => (s === undefined ? undefined : Array.from(s).slice(0, MAX_TEXT).join(''));

/** The imported tokens of a chain, in import order. */
export function useImportedTokens(chainId: number): SavedToken[] {
  return useSavedTokens(chainId);
}

export function addImportedToken(token: SavedToken): void {
  const symbol = cut(token.symbol);
  const name = cut(token.name);
  const saved: SavedToken = {
    chainId: token.chainId,
    address: token.address,
    decimals: token.decimals,
    ...(symbol !== undefined ? { symbol } : {}),
    ...(name !== undefined ? { name } : {}),
  };
  if (isSavedToken(saved)) settingsActions.addSavedToken(saved);
}

export function removeImportedToken(chainId: number, address: string): void {
  settingsActions.removeSavedToken(chainId, address);
}

/** Removes every imported token of the chain. */
export function clearImportedTokens(chainId: number, tokens: readonly Pick<SavedToken, 'address'>[]): void {
  for (const t of tokens) settingsActions.removeSavedToken(chainId, t.address);
}
