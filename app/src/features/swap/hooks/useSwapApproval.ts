/**
 * Approval of the swap's input token for the router, for the most the trade
 * may spend (slippage included); none for wrap/unwrap. `approvalSubmitted`
 * keeps the two-button layout from the moment an approval is sent from this
 * screen until the swap (or another input token).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AnyTrade, Currency, Percent } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { useApproval, type ApprovalToken } from '../../../chain/approve.ts';

export function useSwapApproval(
  input: Currency | null | undefined,
  trade: AnyTrade | undefined,
  slippage: Percent,
  showWrap: boolean,
  inputCurrencyId: string,
) {
  const router = runtime().exchange.router;
  const approvalToken = useMemo<ApprovalToken | undefined>(() => {
    if (!input) return undefined;
    return input.isNative ? { isNative: true } : { address: input.address, symbol: input.symbol, decimals: input.decimals };
  }, [input]);
  const approvalAmount = trade ? trade.maximumAmountIn(slippage).raw : undefined;
  const approval = useApproval(showWrap ? undefined : approvalToken, router, approvalAmount);
  const [approvalSubmitted, setApprovalSubmitted] = useState(false);
  useEffect(() => {
    if (approval.status === 'PENDING') setApprovalSubmitted(true);
  }, [approval.status]);
  useEffect(() => setApprovalSubmitted(false), [inputCurrencyId]);
  const onApprove = useCallback(async () => {
    try {
      const hash = await approval.approve();
      if (hash) setApprovalSubmitted(true);
    } catch {
      // useApproval shows the failure toast.
    }
  }, [approval]);
  return { approval, approvalSubmitted, setApprovalSubmitted, onApprove };
}
