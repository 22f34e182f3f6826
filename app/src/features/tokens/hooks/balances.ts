/**
 * Balances (read only for valid addresses; balanceOf through
 * the batched multicall, the native coin through the node). Refreshed per
 * block by the chain layer's BlockWatcher. Amounts are bigint CurrencyAmounts.
 */
import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useClient } from 'wagmi';
import { hexToBigInt, isAddress, type Address } from 'viem';
import { erc20Abi } from '@fuelswap/contracts';
import { CurrencyAmount, type Currency, type Token } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { nativeCurrency } from '../../../chain/tokens.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../../chain/reads.ts';

/** Lower-cased token address → balance. Tokens whose read failed are absent. */
export type TokenBalances = ReadonlyMap<string, CurrencyAmount<Token>>;

const EMPTY_BALANCES: TokenBalances = new Map();

function validAccount(account: string | null | undefined): Address | undefined {
  return account && isAddress(account, { strict: false }) ? (account as Address) : undefined;
}

/** ERC-20 balances of `account` for the tokens, in one batched multicall. */
export function useTokenBalances(account: string | null | undefined, tokens: readonly (Token | null | undefined)[]): TokenBalances {
  const owner = validAccount(account);
  const chainId = runtime().chainId;
  const unique = useMemo(() => {
    const seen = new Map<string, Token>();
    for (const t of tokens) if (t && t.chainId === chainId && !seen.has(t.key)) seen.set(t.key, t);
    return [...seen.values()];
  }, [tokens, chainId]);
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const handles = owner ? unique.map((t) => p.add(t.address as Address, erc20Abi, 'balanceOf', [owner])) : [];
    return { p, handles };
  }, [unique, owner, chainId]);
  // Another token set is another plan: never read the previous one's answers with this one's handles.
  const { results } = useBatchedReads(plan.p, { keepPrevious: false });
  return useMemo(() => {
    if (!owner || !results) return EMPTY_BALANCES;
    const out = new Map<string, CurrencyAmount<Token>>();
    unique.forEach((token, i) => {
      const balance = readValue(results, plan.handles[i]);
      if (balance !== undefined) out.set(token.key, CurrencyAmount.fromRaw(token, balance));
    });
    return out;
  }, [owner, results, unique, plan]);
}

/** The native coin balance (BNB), or undefined while unknown or without an account. */
export function useNativeBalance(account: string | null | undefined): CurrencyAmount | undefined {
  const owner = validAccount(account);
  const chainId = runtime().chainId;
  // eth_getBalance itself rather than wagmi's useBalance, whose action brings viem's contract-call machinery
  // (for its token option) into every page with a balance. 'balance' queries are per block.
  const client = useClient({ chainId });
  const { data } = useQuery({
    queryKey: ['balance', chainId, owner],
    queryFn:
      owner && client ? async () => hexToBigInt(await client.request({ method: 'eth_getBalance', params: [owner, 'latest'] })) : skipToken,
  });
  return useMemo(() => (owner && data !== undefined ? CurrencyAmount.fromRaw(nativeCurrency(), data) : undefined), [owner, data]);
}

/** Balances for currencies (native or tokens), in the same order; undefined where unknown. */
export function useCurrencyBalances(
  account: string | null | undefined,
  currencies: readonly (Currency | null | undefined)[],
): (CurrencyAmount | undefined)[] {
  const tokens = useMemo(() => currencies.map((c) => (c?.isToken ? c : undefined)), [currencies]);
  const hasNative = currencies.some((c) => c?.isNative);
  const tokenBalances = useTokenBalances(account, tokens);
  const native = useNativeBalance(hasNative ? account : undefined);
  return useMemo(
    () => currencies.map((c) => (!c ? undefined : c.isNative ? native : tokenBalances.get(c.key))),
    [currencies, native, tokenBalances],
  );
}

export function useCurrencyBalance(account: string | null | undefined, currency: Currency | null | undefined): CurrencyAmount | undefined {
  const currencies = useMemo(() => [currency], [currency]);
  return useCurrencyBalances(account, currencies)[0];
}
