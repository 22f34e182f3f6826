/**
 * Tokens given in the URL (/swap?outputCurrency=0x..., /add/A/B) that are on
 * no active list and were not imported are read on chain and must go through
 * the import warning before the page may use them (spec 2.4 "an import-token
 * modal for unknown tokens present in the URL"). Cancel leaves for /swap
 * without them.
 */
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { skipToken, useQueries } from '@tanstack/react-query';
import { useClient } from 'wagmi';
import type { Token } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { Modal } from '../../../ui/index.ts';
import { useAllTokens } from '../hooks/allTokens.ts';
import { useListsSettled } from '../lists/hooks.ts';
import { readTokenFromChain, validAddress } from '../hooks/useToken.ts';
import { ImportVerdict } from '../safety/TokenSafetyVerdict.tsx';
import styles from './tokens.module.css';

/**
 * The tokens among `ids` (currency ids: addresses or 'BNB') that exist on
 * chain but are neither on an active list nor imported. Empty while loading.
 */
export function useUrlTokensNeedImport(ids: readonly (string | null | undefined)[]): Token[] {
  const chainId = runtime().chainId;
  // The bare client (readTokenFromChain takes viem's readContract alone): usePublicClient bundles all of publicActions.
  const client = useClient();
  const all = useAllTokens();
  // Until the lists are in (stored ones validated again on demand at start, the default list downloaded on a first
  // visit), a token on them would look unknown and the warning would open, taking the focus from the page: wait.
  const restored = useListsSettled();
  const unknown = useMemo(() => {
    const out: `0x${string}`[] = [];
    if (!restored) return out;
    for (const id of ids) {
      const address = validAddress(id);
      if (address && !all.has(address.toLowerCase()) && !out.some((a) => a.toLowerCase() === address.toLowerCase())) out.push(address);
    }
    return out;
  }, [all, restored, ids.join(',')]);
  const results = useQueries({
    queries: unknown.map((address) => ({
      queryKey: ['tokenInfo', chainId, address.toLowerCase()],
      queryFn: client ? () => readTokenFromChain(client, chainId, address) : skipToken,
      staleTime: Infinity,
      gcTime: 60 * 60_000,
      retry: 1,
    })),
  });
  const tokens = results.map((r) => r.data).filter((t): t is Token => !!t);
  const key = tokens.map((t) => t.key).join(',');
  return useMemo(() => tokens, [key]);
}

// The warning's content loads when a URL brings an unknown token, not with every page that reads tokens from its
// URL; the token picker loads it with itself.
const ImportToken = lazy(() => import('./ImportToken.tsx').then((m) => ({ default: m.ImportToken })));

export interface TokenImportDialogProps {
  tokens: readonly Token[];
  /** Called after the tokens were imported. */
  onImport?: (tokens: readonly Token[]) => void;
  /** Called on Cancel / Escape / close. */
  onCancel: () => void;
}

/** The import warning as its own dialog, for tokens that arrived in the URL. */
export function TokenImportDialog({ tokens, onImport, onCancel }: TokenImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={tokens.length > 0}
      onDismiss={onCancel}
      title={t('Import Tokens')}
      dismissOnBackdrop={false}
      bodyClassName={styles.modalBody}
    >
      <Suspense fallback={null}>
        <ImportToken tokens={tokens} verdict={ImportVerdict} onImport={(imported) => onImport?.(imported)} />
      </Suspense>
    </Modal>
  );
}

/**
 * Drop-in for pages with token ids in the URL: opens the import dialog for
 * unknown tokens; Cancel navigates to /swap without them.
 */
export function ImportTokenGate({ ids, cancelTo = '/swap' }: { ids: readonly (string | null | undefined)[]; cancelTo?: string }) {
  const tokens = useUrlTokensNeedImport(ids);
  const [, navigate] = useLocation();
  return <TokenImportDialog tokens={tokens} onCancel={() => void navigate(cancelTo, { replace: true })} />;
}
