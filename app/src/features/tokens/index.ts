// Public face of the tokens feature: token lists, token hooks, the Select a Token modal, logos and the URL-token import gate.

// Lists (mount ListsUpdater once inside ChainProvider, e.g. in the app layout)
export { ListsUpdater } from './lists/ListsUpdater.tsx';
export { LIST_REFRESH_INTERVAL_MS, UNSUPPORTED_TOKEN_LIST } from './lists/defaults.ts';
export { useListsState, useFetchList } from './lists/hooks.ts';

// Tokens
export {
  useAllTokens,
  useActiveListTokens,
  useUserAddedTokens,
  useIsTokenActive,
  useIsUserAddedToken,
  useUnsupportedTokens,
  useIsUnsupportedToken,
  useTokenListSource,
  UNKNOWN_SYMBOL,
  UNKNOWN_NAME,
} from './hooks/allTokens.ts';
export type { TokenMap } from './hooks/allTokens.ts';
export { useToken, useCurrency } from './hooks/useToken.ts';
export { useTokenBalances, useNativeBalance, useCurrencyBalances, useCurrencyBalance } from './hooks/balances.ts';
export type { TokenBalances } from './hooks/balances.ts';
export { useImportedTokens, addImportedToken, removeImportedToken } from './imported/importedTokens.ts';

// Components
export { CurrencySearchModal } from './components/CurrencySearchModal.tsx';
export type { CurrencySearchModalProps } from './components/CurrencySearchModal.tsx';
export { CurrencySelectButton } from './components/CurrencySelectButton.tsx';
export type { CurrencySelectButtonProps } from './components/CurrencySelectButton.tsx';
export { CurrencyLogo } from './components/CurrencyLogo.tsx';
export { ImportTokenGate, TokenImportDialog, useUrlTokensNeedImport } from './components/ImportTokenGate.tsx';
export { displaySymbol, displayName } from './components/display.ts';

// Token safety, measured by simulation (chain/tokenSafety.ts); the verdict loads on demand
export { TokenSafetyVerdict } from './safety/TokenSafetyVerdict.tsx';
export { useTokenSafety, measuredTransferTax } from './safety/useTokenSafety.ts';
export type { SafetyState } from './safety/useTokenSafety.ts';
