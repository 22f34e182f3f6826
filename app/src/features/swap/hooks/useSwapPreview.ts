/**
 * The review dialog's transaction preview: the router call the swap would send now (prepareSwap:
 * the same deadline, candidates and choice as the send), simulated against the latest block for the account
 * and the recipient, with every token of every route probed. The call it built is kept: Confirm sends that
 * call, so what the dialog previewed is what the wallet is asked to sign.
 */
import { useCallback, useRef } from 'react';
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import { tradeRoutes, type AnyTrade } from '@fuelswap/sdk';
import { previewCallOf, useTransactionPreview } from '../../../chain/preview.ts';
import { prepareSwap, type PreparedSwap } from '../swapCall.ts';

export interface SwapPreviewArgs {
  /** The dialog shows the review (no send in progress). */
  active: boolean;
  trade: AnyTrade | undefined;
  account: Address | undefined;
  recipient: Address | undefined;
  slippageBps: number;
  deadlineSeconds: number;
}

/** Every token the trade's routes pass through, once each. */
function routeTokens(trade: AnyTrade): Address[] {
  return [...new Set(tradeRoutes(trade).flatMap((r) => r.path.map((t) => t.address as Address)))];
}

export function useSwapPreview({ active, trade, account, recipient, slippageBps, deadlineSeconds }: SwapPreviewArgs) {
  const config = useConfig();
  const ready = active && trade && account && recipient;
  const key = ready
    ? [
        'swap',
        account,
        recipient,
        trade.tradeType,
        tradeRoutes(trade)
          .map((r) => r.path.map((t) => t.address).join(','))
          .join(';'),
        trade.inputAmount.toExact(),
        trade.outputAmount.toExact(),
        slippageBps,
        deadlineSeconds,
      ]
    : ['swap', 'none'];
  const built = useRef<{ trade: AnyTrade; account: Address; recipient: Address; slippageBps: number; prepared: PreparedSwap }>(undefined);
  const preview = useTransactionPreview(
    key,
    ready
      ? async () => {
          const prepared = await prepareSwap(config, { trade, account, recipient, allowedSlippage: slippageBps, deadlineSeconds });
          built.current = { trade, account, recipient, slippageBps, prepared };
          return {
            call: previewCallOf(prepared.tx),
            options: { tokens: routeTokens(trade), recipient },
          };
        }
      : undefined,
  );
  /** The call last built for exactly this trade, account, recipient and slippage (undefined if none yet). */
  const preparedFor = useCallback(
    (t: AnyTrade): PreparedSwap | undefined => {
      const b = built.current;
      return b && b.trade === t && b.account === account && b.recipient === recipient && b.slippageBps === slippageBps
        ? b.prepared
        : undefined;
    },
    [account, recipient, slippageBps],
  );
  return { ...preview, preparedFor };
}
