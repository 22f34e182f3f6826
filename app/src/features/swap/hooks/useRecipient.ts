/**
 * Resolves the recipient field to an address (spec 5 "Recipient input"): an
 * address is used as typed (checksummed); a name is looked up through the
 * chain's ENS resolver after 200 ms (spec 7), which only chains with an ENS
 * universal resolver have — on the devnet and BSC no name resolves, so a
 * name shows the field's error.
 */
import { useEffect, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useClient } from 'wagmi';
import type { Address } from 'viem';
import { runtime } from '../../../chain/runtime.ts';
import { recipientAddress, recipientKind, type RecipientKind } from '../recipient.ts';

export const NAME_LOOKUP_DELAY_MS = 200;

export interface ResolvedRecipient {
  kind: RecipientKind;
  /** The address the output goes to, when known. */
  address: Address | undefined;
  /** A name lookup is in flight. */
  loading: boolean;
}

/**
 * The name in ENS's normal form, or undefined when it has none. The normaliser
 * (UTS-46 tables, ~27 kB gzipped) loads on the first name typed, not with the
 * page; the 200 ms lookup delay covers its download.
 */
async function safeNormalize(name: string): Promise<string | undefined> {
  const { normalize } = await import('../../../chain/ens.ts');
  try {
    return normalize(name.split('/')[0] as string);
  } catch {
    return undefined;
  }
}

export function useRecipient(value: string | null): ResolvedRecipient {
  const kind = recipientKind(value);
  const rt = runtime();
  const canResolve = !!rt.chain.contracts?.ensUniversalResolver;
  const [debounced, setDebounced] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (kind !== 'name') {
      setDebounced(undefined);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(
      () =>
        void safeNormalize(value as string).then(
          (name) => !cancelled && setDebounced(name),
          () => !cancelled && setDebounced(undefined),
        ),
      NAME_LOOKUP_DELAY_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [kind, value]);
  // The lookup's code loads with the first name typed (chain/ens.ts), not with /swap.
  const client = useClient({ chainId: rt.chainId });
  const ens = useQuery({
    queryKey: ['ensAddress', rt.chainId, debounced],
    queryFn:
      debounced && client
        ? async () => {
            const { getEnsAddress } = await import('../../../chain/ens.ts');
            return getEnsAddress(client, { name: debounced });
          }
        : skipToken,
    enabled: canResolve && kind === 'name',
  });
  if (kind === 'address') return { kind, address: recipientAddress(value), loading: false };
  if (kind === 'name') {
    const resolved = ens.data ?? undefined;
    return { kind, address: resolved, loading: canResolve && (debounced === undefined || ens.isLoading) };
  }
  return { kind, address: undefined, loading: false };
}
