/**
 * The state and writes of the remove-liquidity screen: the pair of the route and its LP stats, the burn state
 * and the SDK's derived amounts and error, the LP's approval by an EIP-2612
 * permit signature (a rejected signature just cancels; a wallet that cannot
 * sign typed data falls back to an on-chain approval), and Remove
 * (removeLiquidity / removeLiquidityETH, or their WithPermit and
 * fee-on-transfer forms, through the write path).
 */
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useConfig, useConnection } from 'wagmi';
import type { Address } from 'viem';
import { routerAbi } from '@fuelswap/contracts';
import {
  burnFormattedAmounts,
  burnReducer,
  deriveBurnInfo,
  initialBurnState,
  removeLiquidityCallCandidates,
  type BurnField,
  type I18nText,
  type PermitSignature,
} from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { useApproval } from '../../../chain/approve.ts';
import { isRejection } from '../../../chain/write/index.ts';
import { chooseCandidate } from '../../../chain/calls.ts';
import { previewCallOf } from '../../../chain/preview.ts';
import { useUserSlippage } from '../../settings/index.ts';
import { displaySymbol, useCurrency } from '../../tokens/index.ts';
import { pairPrice, receiveSwitchOf, removePathReceiving } from '../logic.ts';
import { usePairStat } from './pairReads.ts';
import { useCurrencyPair } from './useCurrencyPair.ts';
import { useDeadline, useLiquidityWrite, useLpPermit } from './write.ts';

export function useRemoveLiquidity(currencyIdA: string, currencyIdB: string) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { address: account } = useConnection();
  const { router, wrappedNative } = runtime().exchange;

  const currencyA = useCurrency(currencyIdA) ?? undefined;
  const currencyB = useCurrency(currencyIdB) ?? undefined;
  const { pairResult, pair, pairAddress } = useCurrencyPair(currencyA, currencyB);
  const stats = usePairStat(pairAddress, account);

  const [state, dispatch] = useReducer(burnReducer, initialBurnState);
  const info = deriveBurnInfo({
    account,
    currencyA,
    currencyB,
    pair,
    totalSupply: stats.totalSupply,
    fee: stats.fee,
    userLiquidity: stats.balance,
    state,
  });
  const formatted = burnFormattedAmounts(state, info);
  const liquidity = info.parsedAmounts.LIQUIDITY;
  const amountA = info.parsedAmounts.CURRENCY_A;
  const amountB = info.parsedAmounts.CURRENCY_B;
  const error: I18nText | undefined = !account
    ? { key: 'Connect Wallet' }
    : pairResult?.state === 'invalid' && currencyA && currencyB
      ? { key: 'Invalid pair' }
      : info.error;

  const symbolA = currencyA ? displaySymbol(currencyA.symbol) : '';
  const symbolB = currencyB ? displaySymbol(currencyB.symbol) : '';
  const lpLabel = t('{{symbolA}}-{{symbolB}} LP', { symbolA, symbolB });

  const [signed, setSigned] = useState<{ signature: PermitSignature; pair: string; value: bigint } | null>(null);
  const [signing, setSigning] = useState(false);
  const approval = useApproval(pair ? { address: pair.address, symbol: lpLabel, decimals: 18 } : undefined, router, liquidity?.raw);
  const signPermit = useLpPermit();
  const getDeadline = useDeadline();
  const [slippage] = useUserSlippage();
  const write = useLiquidityWrite();
  const [showConfirm, setShowConfirm] = useState(false);

  // A permit covers one amount of one pair: when the amount changes (typed, or the LP balance moved under a
  // percent) it no longer applies and the user signs again.
  const signature = signed && liquidity && pair && signed.value === liquidity.raw && signed.pair === pair.address ? signed.signature : null;

  const typeInput = (field: BurnField) => (typedValue: string) => {
    setSigned(null);
    dispatch({ type: 'typeInput', field, typedValue });
  };
  const setPercent = (p: number) => typeInput('LIQUIDITY_PERCENT')(String(p));

  const onAttemptToApprove = async () => {
    if (!pair || !account || !liquidity) return;
    setSigning(true);
    try {
      const deadline = await getDeadline();
      const value = liquidity.raw;
      const permit = await signPermit({ pairAddress: pair.address as `0x${string}`, owner: account, value, deadline });
      setSigned({ signature: permit, pair: pair.address, value });
    } catch (e) {
      if (!isRejection(e)) {
        // The wallet cannot sign typed data: approve on chain instead.
        console.warn('Signing the permit failed; approving on chain instead', e);
        try {
          await approval.approve();
        } catch {
          // useApproval logged it and showed the failure toast.
        }
      }
    } finally {
      setSigning(false);
    }
  };

  const approved = approval.status === 'APPROVED';
  const config = useConfig();
  /** The router calls Confirm sends now (also what the review's preview simulates). */
  const buildRemove = async () => {
    if (!currencyA || !currencyB || !liquidity || !amountA || !amountB || !account) throw new Error('Nothing to remove.');
    // Approved on chain: no permit and a fresh deadline; otherwise the signed permit, with the deadline it signed.
    const permit = approved ? undefined : (signature ?? undefined);
    if (!approved && !permit) throw new Error('Attempting to confirm without approval or a signature.');
    const candidates = removeLiquidityCallCandidates({
      currencyA,
      currencyB,
      liquidity: liquidity.raw,
      amountA,
      amountB,
      allowedSlippage: slippage,
      recipient: account,
      deadline: permit ? permit.deadline : await getDeadline(),
      permit,
    });
    return {
      address: router,
      abi: routerAbi,
      candidates,
      summary: t('Remove {{amountA}} {{symbolA}} and {{amountB}} {{symbolB}}', {
        amountA: amountA.toSignificant(3),
        symbolA: currencyA.symbol,
        amountB: amountB.toSignificant(3),
        symbolB: currencyB.symbol,
      }),
    };
  };
  const onRemove = () => {
    if (!currencyA || !currencyB || !liquidity || !amountA || !amountB || !account) return;
    void write.send(account, buildRemove);
  };
  /** The review's transaction preview: the candidate onRemove would send, simulated. */
  const previewRemove =
    account && (approved || signature) && liquidity && pair
      ? async () => {
          const { tx } = await chooseCandidate(config, { ...(await buildRemove()), account });
          const tokens = [currencyA, currencyB].flatMap((c) => (c?.isToken ? [c.address as Address] : []));
          return { call: previewCallOf(tx), options: { tokens: [...tokens, pair.liquidityToken.address as Address] } };
        }
      : undefined;
  const previewKey = ['remove', account, liquidity?.toExact(), pair?.liquidityToken.address, slippage, signature ? 'permit' : 'approved'];

  const onDismissConfirm = () => {
    if (write.state.status === 'submitted') {
      dispatch({ type: 'reset' });
      setSigned(null);
    }
    setShowConfirm(false);
    write.reset();
  };

  const receiveSwitch = receiveSwitchOf(currencyA, currencyB, wrappedNative.address);
  const onReceiveSwitch = () => {
    const to = removePathReceiving(currencyIdA, currencyIdB, wrappedNative.address, receiveSwitch === 'native');
    if (to) navigate(to, { replace: true });
  };

  const price =
    pair && currencyA && pairResult?.state === 'exists' ? pairPrice(pair.priceOf(currencyA.wrapped), currencyA, currencyB) : undefined;
  const enableText = approval.status === 'PENDING' || signing ? t('Enabling') : approved || signature ? t('Enabled') : t('Enable');

  return {
    account,
    currencyA,
    currencyB,
    pair,
    stats,
    info,
    formatted,
    error,
    symbolA,
    symbolB,
    lpLabel,
    typeInput,
    setPercent,
    approval,
    approved,
    signature,
    signing,
    enableText,
    onAttemptToApprove,
    slippage,
    write,
    showConfirm,
    openConfirm: () => setShowConfirm(true),
    onRemove,
    previewRemove,
    previewKey,
    onDismissConfirm,
    receiveSwitch,
    onReceiveSwitch,
    price,
  };
}

export type RemoveLiquidity = ReturnType<typeof useRemoveLiquidity>;
