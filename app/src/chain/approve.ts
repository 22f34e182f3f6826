/**
 * Token approval.
 * The allowance is read per block; the status combines it with the approval
 * transactions in flight. approve() first tries the maximum uint256 amount
 * and falls back to the exact amount when estimating gas for the maximum
 * fails; it goes through the write layer (chain/write/).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import type { Address, Hash } from 'viem';
import { erc20Abi } from '@fuelswap/contracts';
import { approvalState, canApprove, type ApprovalStatus } from '@fuelswap/sdk';
import { useToasts } from '../ui/index.ts';
import { useHasPendingApproval } from './transactions.ts';
import { runtime } from './runtime.ts';
import { readValue, ReadPlan, useBatchedReads } from './reads.ts';
import { sendApproval } from './write/sendApproval.ts';

/** A token to approve, or the native coin (which never needs approval). */
export type ApprovalToken =
  | { readonly isNative: true }
  | { readonly isNative?: false; readonly address: string; readonly symbol?: string; readonly decimals: number };

export interface UseApprovalOptions {
  /** Show the spec's failure toast ("Error" - "Please try again. ...") when approve() fails. Default true. */
  toastOnError?: boolean;
}

export interface UseApprovalResult {
  status: ApprovalStatus;
  /** Sends the approval; resolves to its hash, or undefined when approval is not needed or not possible. Rethrows failures. */
  approve: () => Promise<Hash | undefined>;
  /** The allowance read, when loaded. */
  allowance: bigint | undefined;
}

// The approval rule's send and the user's preference live in the write layer; the preference is re-exported for the settings feature.
export { setApprovalPreference } from './write/sendApproval.ts';

export function useApproval(
  token: ApprovalToken | undefined,
  spender: string | undefined,
  amount: bigint | undefined,
  { toastOnError = true }: UseApprovalOptions = {},
): UseApprovalResult {
  const { t } = useTranslation();
  const config = useConfig();
  const { address: owner } = useConnection();
  const chainId = runtime().chainId;
  const tokenAddress = token && !token.isNative ? (token.address as Address) : undefined;
  const symbol = token && !token.isNative ? token.symbol : undefined;

  // The allowance joins the page's batched read of the block (one aggregate3 per block).
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const handle = tokenAddress && owner && spender ? p.add(tokenAddress, erc20Abi, 'allowance', [owner, spender as Address]) : undefined;
    return { p, handle };
  }, [chainId, tokenAddress, owner, spender]);
  const allowanceQuery = useBatchedReads(plan.p, { keepPrevious: false });
  const allowance = readValue(allowanceQuery.results, plan.handle);
  // A failed read (the request, or the call itself) is an error, as a single read's was.
  const allowanceError =
    allowanceQuery.isError || (plan.handle !== undefined && allowanceQuery.results?.[plan.handle]?.status === 'failure');
  const pendingApproval = useHasPendingApproval(chainId, tokenAddress, spender);

  // When an approval stops being pending (its receipt arrived), read the allowance again at once.
  const { refetch } = allowanceQuery;
  const wasPending = useRef(pendingApproval);
  useEffect(() => {
    if (wasPending.current && !pendingApproval) void refetch();
    wasPending.current = pendingApproval;
  }, [pendingApproval, refetch]);

  const status: ApprovalStatus = !token
    ? 'UNKNOWN'
    : approvalState({
        isNative: !!token.isNative,
        allowance,
        amount,
        pendingApproval,
        allowanceError,
      });

  const approve = useCallback(async (): Promise<Hash | undefined> => {
    if (
      !canApprove({ status, token: tokenAddress, spender, amount, hasContract: !!tokenAddress }) ||
      !owner ||
      !tokenAddress ||
      !spender ||
      amount === undefined
    ) {
      console.error('approve was called unnecessarily');
      return undefined;
    }
    try {
      return await sendApproval(config, {
        tokenAddress,
        spender: spender as Address,
        amount,
        owner,
        chainId,
        summary: t('Approve {{symbol}}', { symbol: symbol ?? t('Unknown Token') }),
      });
    } catch (error) {
      console.error('Failed to approve token', error);
      if (toastOnError) {
        useToasts
          .getState()
          .toastError(t('Error'), t('Please try again. Confirm the transaction and make sure you are paying enough gas!'));
      }
      throw error;
    }
  }, [status, tokenAddress, spender, amount, owner, chainId, symbol, config, t, toastOnError]);

  return { status, approve, allowance };
}
