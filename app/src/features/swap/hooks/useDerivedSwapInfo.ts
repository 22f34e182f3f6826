/**
 * Everything the swap page derives from the swap state: the currencies, the
 * account's balances, the typed amount, the best trade over 1–3 hops (1 when
 * single-hop is set) through the chain's bases, and the error of spec 5 that
 * blocks the button. Trades are recomputed synchronously from the pair
 * reserves already loaded (reserves refresh per block), so a keystroke never
 * waits for the network.
 */
import { useMemo } from 'react';
import {
  CurrencyAmount,
  Percent,
  allCommonPairCombinations,
  computeTradePriceBreakdown,
  findBestTradeExactIn,
  findBestTradeExactOut,
  getWrapType,
  parseAmount,
  swapInputError,
  warningSeverity,
  wrapInputError,
  type Currency,
  type I18nText,
  type Pair,
  type Token,
  type Trade,
  type TradePriceBreakdown,
  type WarningSeverity,
  type WrapType,
} from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { toToken } from '../../../chain/tokens.ts';
import { usePairs } from '../../../chain/usePairs.ts';
import { useCurrency, useCurrencyBalances } from '../../tokens/index.ts';
import type { SwapState } from '../state.ts';
import { useRecipient, type ResolvedRecipient } from './useRecipient.ts';

export interface DerivedSwapInfo {
  currencies: { INPUT: Currency | null | undefined; OUTPUT: Currency | null | undefined };
  balances: { INPUT: CurrencyAmount | undefined; OUTPUT: CurrencyAmount | undefined };
  /** The typed amount on the independent side (undefined when none, zero or unparsable). */
  parsedAmount: CurrencyAmount | undefined;
  trade: Trade | undefined;
  breakdown: TradePriceBreakdown | undefined;
  /** Severity of the trade's price impact without fee (4 without a trade). */
  severity: WarningSeverity;
  /** Some candidate pair is still loading. */
  pairsLoading: boolean;
  wrapType: WrapType;
  inputError: I18nText | undefined;
  wrapInputError: I18nText | undefined;
  recipient: ResolvedRecipient;
  slippage: Percent;
}

/** Bases of the target chain as SDK tokens (stable identities). */
function useBases(): Token[] {
  return useMemo(() => runtime().exchange.bases.map(toToken), []);
}

/** The usable pairs between two currencies: direct, each against the bases, and base–base. */
export function useAllCommonPairs(a: Currency | null | undefined, b: Currency | null | undefined): { pairs: Pair[]; loading: boolean } {
  const bases = useBases();
  const combos = useMemo(() => allCommonPairCombinations(a ?? undefined, b ?? undefined, bases), [a, b, bases]);
  const results = usePairs(combos);
  return useMemo(() => {
    const pairs: Pair[] = [];
    let loading = false;
    for (const r of results) {
      if (r.state === 'loading') loading = true;
      if (r.state === 'exists' && r.pair) pairs.push(r.pair);
    }
    return { pairs, loading };
  }, [results]);
}

export function useDerivedSwapInfo(
  state: SwapState,
  account: string | undefined,
  { singleHopOnly, slippageBps }: { singleHopOnly: boolean; slippageBps: number },
): DerivedSwapInfo {
  const inputCurrency = useCurrency(state.inputCurrencyId || null);
  const outputCurrency = useCurrency(state.outputCurrencyId || null);
  const currencyList = useMemo(() => [inputCurrency, outputCurrency], [inputCurrency, outputCurrency]);
  const [inputBalance, outputBalance] = useCurrencyBalances(account, currencyList);

  const isExactIn = state.independentField === 'INPUT';
  const independentCurrency = isExactIn ? inputCurrency : outputCurrency;
  const parsedAmount = useMemo(
    () => parseAmount(state.typedValue, independentCurrency ?? undefined),
    [state.typedValue, independentCurrency],
  );

  const wrapType = getWrapType(inputCurrency, outputCurrency);
  const { pairs, loading: pairsLoading } = useAllCommonPairs(wrapType === 'NOT_APPLICABLE' ? inputCurrency : undefined, outputCurrency);

  const trade = useMemo(() => {
    if (!parsedAmount || !inputCurrency || !outputCurrency || wrapType !== 'NOT_APPLICABLE' || pairs.length === 0) return undefined;
    try {
      return isExactIn
        ? findBestTradeExactIn(pairs, parsedAmount, outputCurrency, { singleHopOnly })
        : findBestTradeExactOut(pairs, inputCurrency, parsedAmount, { singleHopOnly });
    } catch (e) {
      console.warn('Best trade search failed', e);
      return undefined;
    }
  }, [parsedAmount, inputCurrency, outputCurrency, wrapType, pairs, isExactIn, singleHopOnly]);

  const breakdown = useMemo(() => (trade ? computeTradePriceBreakdown(trade) : undefined), [trade]);
  const severity = warningSeverity(breakdown?.priceImpactWithoutFee);
  const slippage = useMemo(() => Percent.fromBips(slippageBps), [slippageBps]);
  const recipient = useRecipient(state.recipient);

  const inputError = swapInputError({
    account,
    parsedAmount,
    inputCurrency,
    outputCurrency,
    recipient: state.recipient === null ? null : (recipient.address ?? state.recipient),
    recipientValid: !!recipient.address,
    routerAddresses: runtime().exchange.knownRouters,
    trade,
    balances: { input: inputBalance, output: outputBalance },
    allowedSlippage: slippageBps,
  });

  return {
    currencies: { INPUT: inputCurrency, OUTPUT: outputCurrency },
    balances: { INPUT: inputBalance, OUTPUT: outputBalance },
    parsedAmount,
    trade,
    breakdown,
    severity,
    pairsLoading,
    wrapType,
    inputError,
    // Wrapping is 1:1, so an amount typed on either side is the amount of the input currency.
    wrapInputError: wrapInputError(
      wrapType,
      parsedAmount && inputCurrency ? CurrencyAmount.fromRaw(inputCurrency, parsedAmount.raw) : undefined,
      inputBalance,
    ),
    recipient,
    slippage,
  };
}
