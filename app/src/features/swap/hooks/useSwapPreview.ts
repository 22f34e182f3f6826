/**
 * The review dialog's transaction preview (issue 19): the router call the swap would send now (prepareSwap:
 * the same deadline, candidates and choice as the send), simulated against the latest block for the account
 * and the recipient, with every token of the route probed.
 */
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import type { Trade } from '@fuelswap/sdk';
import { previewCallOf, useTransactionPreview } from '../../../chain/preview.ts';
import { prepareSwap } from '../swapCall.ts';

export interface SwapPreviewArgs {
  /** The dialog shows the review (no send in progress). */
  active: boolean;
  trade: Trade | undefined;
  account: Address | undefined;
  recipient: Address | undefined;
  slippageBps: number;
  deadlineSeconds: number;
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
        trade.route.path.map((t) => t.address).join(','),
        trade.inputAmount.toExact(),
        trade.outputAmount.toExact(),
        slippageBps,
        deadlineSeconds,
      ]
    : ['swap', 'none'];
  return useTransactionPreview(
    key,
    ready
      ? async () => {
          const { tx } = await prepareSwap(config, { trade, account, recipient, allowedSlippage: slippageBps, deadlineSeconds });
          return {
            call: previewCallOf(tx),
            options: { tokens: trade.route.path.map((t) => t.address as Address), recipient },
          };
        }
      : undefined,
  );
}
