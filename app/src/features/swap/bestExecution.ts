/**
 * The gas-aware choice of the swap's execution (the SDK's bestExecutionExactIn/Out: routes of 1–3 hops and a
 * split, compared net of the network fee), that fee in BNB and dollars, and the node's gas price. Loaded by
 * useDerivedSwapInfo when /swap mounts, in a chunk of its own, so the route and split searches stay out of
 * /swap's first load; until it is there the page reads "Finding the best route".
 */
import type { Config } from 'wagmi';
import { getGasPrice } from 'viem/actions';
import { getClient } from 'wagmi/actions';
import {
  bestExecutionExactIn,
  bestExecutionExactOut,
  nativeValueIn,
  networkFeeIsLarge,
  type AnyTrade,
  type Currency,
  type CurrencyAmount,
  type Pair,
  type Token,
} from '@fuelswap/sdk';

export interface NetworkFee {
  gas: bigint;
  /** gas × the node's gas price, in wei of BNB. */
  wei: bigint;
  /** The same in the dollar token (undefined when no pool prices BNB). */
  usd: CurrencyAmount | undefined;
  /** The fee is more than LARGE_NETWORK_FEE of the trade (in the compared token). */
  large: boolean;
}

export interface ExecutionArgs {
  pairs: readonly Pair[];
  exactIn: boolean;
  amount: CurrencyAmount;
  inputCurrency: Currency;
  outputCurrency: Currency;
  gasPriceWei: bigint | undefined;
  wrappedNative: Token;
  usdToken: Token;
  singleHopOnly: boolean;
  splits: boolean;
}

/** The node's gas price in wei (eth_gasPrice). */
export async function fetchGasPrice(config: Config, chainId: number): Promise<bigint> {
  const client = getClient(config, { chainId });
  if (!client) throw new Error('No connection to the chain.');
  return getGasPrice(client);
}

export function chooseExecution(a: ExecutionArgs): { trade: AnyTrade; networkFee: NetworkFee | undefined } | undefined {
  const options = {
    pairs: a.pairs,
    wrappedNative: a.wrappedNative,
    gasPriceWei: a.gasPriceWei,
    singleHopOnly: a.singleHopOnly,
    splits: a.splits,
  };
  const priced = a.exactIn
    ? bestExecutionExactIn(a.pairs, a.amount, a.outputCurrency, options)
    : bestExecutionExactOut(a.pairs, a.inputCurrency, a.amount, options);
  if (!priced) return undefined;
  const compared = a.exactIn ? priced.trade.outputAmount : priced.trade.inputAmount;
  return {
    trade: priced.trade,
    networkFee:
      a.gasPriceWei === undefined
        ? undefined
        : {
            gas: priced.gas,
            wei: priced.feeWei,
            usd: nativeValueIn(priced.feeWei, a.usdToken, a.pairs, a.wrappedNative),
            large: networkFeeIsLarge(priced.feeInToken, compared),
          },
  };
}
