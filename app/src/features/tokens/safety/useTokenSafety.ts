/**
 * The measured safety of a token outside the default lists (chain/tokenSafety.ts runs the probe): one
 * simulation per token and block range, kept a minute. Tokens on a default list, BNB and WBNB are not probed.
 * A failed simulation (the RPC down, a node without state overrides) is an error state the page shows; it
 * blocks nothing. Whether each token taxes its transfers is remembered for the swap's call choice (measuredTransferTax).
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Currency, TokenSafety } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { useListFetchDeps, useListsState } from '../lists/hooks.ts';

export type SafetyState =
  | { status: 'skipped' }
  | { status: 'checking' }
  | { status: 'failed' }
  | { status: 'measured'; safety: TokenSafety };

/** Whether each token measured in this session taxes its transfers (the swap's call choice reads it, synchronously). */
const taxed = new Map<string, boolean>();

/** True when the last measurement of the token in this session found a transfer tax. */
export function measuredTransferTax(chainId: number, address: string): boolean {
  return taxed.get(`${chainId}:${address.toLowerCase()}`) ?? false;
}

/** A verdict is measured again after this long (a token's owner can pause it or raise its tax at any time). */
export const SAFETY_STALE_MS = 60_000;

/** True when the token is on one of the chain's default lists (those are trusted, not probed). */
function useOnDefaultList(address: string | undefined): boolean {
  const lists = useListsState();
  const { chainId, exchange } = runtime();
  if (!address) return false;
  const a = address.toLowerCase();
  return exchange.defaultListUrls.some((url) =>
    lists.byUrl[url]?.current?.tokens.some((t) => t.chainId === chainId && t.address.toLowerCase() === a),
  );
}

export function useTokenSafety(currency: Currency | null | undefined): SafetyState {
  // The bare client, taken where the lists take it (a raw eth_call needs nothing more).
  const { client } = useListFetchDeps();
  const { chainId, exchange } = runtime();
  const address = currency?.isToken ? currency.address : undefined;
  const onDefault = useOnDefaultList(address);
  const skip = !address || onDefault || address.toLowerCase() === exchange.wrappedNative.address.toLowerCase();
  const q = useQuery({
    queryKey: ['tokenSafety', chainId, address?.toLowerCase()],
    queryFn:
      address && client
        ? async () => {
            const r = await (await import('./measure.ts')).measure(client, address as Address);
            taxed.set(`${chainId}:${address.toLowerCase()}`, r.taxed);
            return r.safety;
          }
        : skipToken,
    enabled: !skip,
    staleTime: SAFETY_STALE_MS,
    // A failure is shown at once as a failure, not hidden behind silent attempts.
    retry: false,
  });
  if (skip) return { status: 'skipped' };
  if (q.data) return { status: 'measured', safety: q.data };
  if (q.isError) return { status: 'failed' };
  return { status: 'checking' };
}
