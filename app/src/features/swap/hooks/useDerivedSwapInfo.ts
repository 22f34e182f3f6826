/**
 * Everything the swap page derives from the swap state: the currencies, the
 * account's balances, the typed amount, the best execution (a route of 1–3
 * hops, 1 when single-hop is set, or a split over up to 4 routes where the
 * project's router is deployed) through the chain's bases, chosen by output
 * net of the network fee, that fee, and the error of spec 5 that
 * blocks the button. Trades are recomputed synchronously from the pair
 * reserves already loaded (reserves refresh per block), so a keystroke never
 * waits for the network.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import { hasProjectRouter } from '@fuelswap/config';
import {
  CurrencyAmount,
  Percent,
  allCommonPairCombinations,
  computeTradePriceBreakdown,
  getWrapType,
  parseAmount,
  swapInputError,
  warningSeverity,
  wrapInputError,
  type Currency,
  type I18nText,
  type Pair,
  type AnyTrade,
  type Token,
  type TradePriceBreakdown,
  type WarningSeverity,
  type WrapType,
} from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { toToken } from '../../../chain/tokens.ts';
import { usePairs } from '../../../chain/usePairs.ts';
import { useCurrency, useCurrencyBalances } from '../../tokens/index.ts';
import type { SwapState } from '../state.ts';
import type { NetworkFee } from '../bestExecution.ts';

export type { NetworkFee } from '../bestExecution.ts';

type ExecutionModule = Pick<typeof import('../bestExecution.ts'), 'chooseExecution' | 'fetchGasPrice'>;
let executionModule: ExecutionModule | undefined;
const loadExecution = (): Promise<ExecutionModule> =>
  import('../bestExecution.ts').then(({ chooseExecution, fetchGasPrice }) => {
    executionModule = { chooseExecution, fetchGasPrice };
    return executionModule;
  });

/** The trade search's code, requested when the page mounts (undefined until it has loaded). */
function useExecutionModule(): ExecutionModule | undefined {
  const [mod, setMod] = useState(executionModule);
  useEffect(() => {
    if (!mod) void loadExecution().then(setMod);
  }, [mod]);
  return mod;
}
import { useRecipient, type ResolvedRecipient } from './useRecipient.ts';

export interface DerivedSwapInfo {
  currencies: { INPUT: Currency | null | undefined; OUTPUT: Currency | null | undefined };
  balances: { INPUT: CurrencyAmount | undefined; OUTPUT: CurrencyAmount | undefined };
  /** The typed amount on the independent side (undefined when none, zero or unparsable). */
  parsedAmount: CurrencyAmount | undefined;
  /** The best execution: one route or a split, chosen net of the network fee. */
  trade: AnyTrade | undefined;
  /** The trade's modelled network fee (undefined without a trade or a gas price). */
  networkFee: NetworkFee | undefined;
  /** Splits are considered on this chain (the project's router is deployed). */
  splitsAvailable: boolean;
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

  const { chainId, exchange } = runtime();
  const splitsAvailable = hasProjectRouter(exchange);
  // The gas price the fee is priced at: the node's, read only while there is an amount to trade (an idle page
  // sends no more requests than before), at most every 15 s and never from a hidden tab.
  const wantsGasPrice = !!parsedAmount && wrapType === 'NOT_APPLICABLE';
  const execution = useExecutionModule();
  const config = useConfig();
  const { data: gasPriceWei } = useQuery({
    queryKey: ['swap', 'gasPrice', chainId],
    queryFn: () => (execution as ExecutionModule).fetchGasPrice(config, chainId),
    enabled: wantsGasPrice && !!execution,
    staleTime: 15_000,
    refetchInterval: 15_000,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const wrappedNative = useMemo(() => toToken(exchange.wrappedNative), [exchange]);
  const usdToken = useMemo(() => toToken(exchange.usd), [exchange]);

  const chosen = useMemo((): { trade: AnyTrade; networkFee: NetworkFee | undefined } | undefined => {
    if (!parsedAmount || !inputCurrency || !outputCurrency || wrapType !== 'NOT_APPLICABLE' || pairs.length === 0) return undefined;
    // Until the search's code has loaded there is no trade yet (the button reads "Finding the best route").
    if (!execution) return undefined;
    try {
      return execution.chooseExecution({
        pairs,
        exactIn: isExactIn,
        amount: parsedAmount,
        inputCurrency,
        outputCurrency,
        gasPriceWei,
        wrappedNative,
        usdToken,
        singleHopOnly,
        splits: splitsAvailable,
      });
    } catch (e) {
      console.warn('Best trade search failed', e);
      return undefined;
    }
  }, [
    execution,
    parsedAmount,
    inputCurrency,
    outputCurrency,
    wrapType,
    pairs,
    isExactIn,
    singleHopOnly,
    splitsAvailable,
    wrappedNative,
    usdToken,
    gasPriceWei,
  ]);
  const trade = chosen?.trade;
  const networkFee = chosen?.networkFee;

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
    networkFee,
    splitsAvailable,
    breakdown,
    severity,
    // The search's code still loading counts as loading: no "insufficient liquidity" flash meanwhile.
    pairsLoading: pairsLoading || !execution,
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
