/**
 * The state and writes of the add-liquidity screen (its pair
 * state and transaction): the two currencies of the
 * route, their pair and its LP stats, the balances, the mint state and the
 * SDK's derived amounts and error, the approvals of both tokens to the router,
 * and Supply (addLiquidity / addLiquidityETH through the write path).
 */
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useConfig, useConnection } from 'wagmi';
import type { Address } from 'viem';
import { routerAbi } from '@fuelswap/contracts';
import {
  addLiquidityCallParameters,
  currencyId,
  deriveMintInfo,
  initialMintState,
  mintReducer,
  type Currency,
  type CurrencyAmount,
  type LiquidityPairState,
  type MintField,
} from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { chooseCandidate } from '../../../chain/calls.ts';
import { previewCallOf } from '../../../chain/preview.ts';
import { useApproval } from '../../../chain/approve.ts';
import { useExpertMode, useUserSlippage } from '../../settings/index.ts';
import { displaySymbol, useCurrency, useCurrencyBalances, useIsUnsupportedToken } from '../../tokens/index.ts';
import { addRouteBase, pathAfterSelectA, pathAfterSelectB } from '../logic.ts';
import { usePairStat } from './pairReads.ts';
import { useCurrencyPair } from './useCurrencyPair.ts';
import { useDeadline, useLiquidityWrite } from './write.ts';

const amountText = (a: CurrencyAmount | undefined) => a?.toSignificant(3) ?? '';

export function useAddLiquidity(currencyIdA: string | undefined, currencyIdB: string | undefined) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const base = addRouteBase(pathname);
  const { address: account } = useConnection();
  const { router } = runtime().exchange;

  const foundA = useCurrency(currencyIdA);
  const foundB = useCurrency(currencyIdB);
  const currencyA = foundA ?? undefined;
  const currencyB = foundB ?? undefined;
  // A currency id still being looked up on chain is "loading", not "invalid".
  const currencyLoading = (!!currencyIdA && foundA === undefined) || (!!currencyIdB && foundB === undefined);

  const { pairResult, pair, pairAddress } = useCurrencyPair(currencyA, currencyB);
  const pairState: LiquidityPairState = currencyLoading ? 'loading' : (pairResult?.state ?? 'loading');
  const stats = usePairStat(pairState === 'exists' ? pairAddress : undefined, account);

  const balanceCurrencies = useMemo(() => [currencyA, currencyB], [currencyA, currencyB]);
  const [balanceA, balanceB] = useCurrencyBalances(account, balanceCurrencies);

  const [state, dispatch] = useReducer(mintReducer, initialMintState);
  const info = deriveMintInfo({
    account,
    currencyA,
    currencyB,
    pairState,
    pair,
    pairAddress,
    totalSupply: pairState === 'exists' ? stats.totalSupply : undefined,
    fee: stats.fee,
    state,
    balanceA,
    balanceB,
  });
  const { noLiquidity } = info;
  const amountA = info.parsedAmounts.CURRENCY_A;
  const amountB = info.parsedAmounts.CURRENCY_B;

  const typeInput = (field: MintField) => (typedValue: string) => dispatch({ type: 'typeInput', field, typedValue, noLiquidity });
  const select = (slot: 'A' | 'B') => (currency: Currency) => {
    const id = currencyId(currency);
    navigate(slot === 'A' ? pathAfterSelectA(base, id, currencyIdA, currencyIdB) : pathAfterSelectB(base, id, currencyIdA, currencyIdB));
  };

  const approvalA = useApproval(currencyA, router, amountA?.raw);
  const approvalB = useApproval(currencyB, router, amountB?.raw);
  const unsupportedA = useIsUnsupportedToken(currencyA);
  const unsupportedB = useIsUnsupportedToken(currencyB);
  const unsupported = [unsupportedA ? currencyA : undefined, unsupportedB ? currencyB : undefined].filter((c): c is Currency => !!c);

  const [slippage] = useUserSlippage();
  const [expertMode] = useExpertMode();
  const getDeadline = useDeadline();
  const config = useConfig();
  const write = useLiquidityWrite();
  const [showConfirm, setShowConfirm] = useState(false);

  /** The router call Confirm Supply sends now (also what the review's preview simulates). */
  const buildAdd = async (
    amountA: NonNullable<typeof info.parsedAmounts.CURRENCY_A>,
    amountB: NonNullable<typeof info.parsedAmounts.CURRENCY_B>,
    account: Address,
  ) => {
    const call = addLiquidityCallParameters({
      amountA,
      amountB,
      noLiquidity,
      allowedSlippage: slippage,
      recipient: account,
      deadline: await getDeadline(),
    });
    return {
      address: router,
      abi: routerAbi,
      candidates: [{ methodName: call.methodName, args: call.args }],
      value: call.value,
      summary: t('Add {{amountA}} {{symbolA}} and {{amountB}} {{symbolB}}', {
        amountA: amountText(amountA),
        symbolA: amountA.currency.symbol,
        amountB: amountText(amountB),
        symbolB: amountB.currency.symbol,
      }),
    };
  };
  const onAdd = () => {
    if (!amountA || !amountB || !account) return;
    void write.send(account, () => buildAdd(amountA, amountB, account));
  };
  /** The review's transaction preview: the same call as onAdd, chosen the same way, simulated. */
  const previewAdd =
    amountA && amountB && account
      ? async () => {
          const { tx } = await chooseCandidate(config, { ...(await buildAdd(amountA, amountB, account)), account });
          const tokens = [amountA.currency, amountB.currency].flatMap((c) => (c.isToken ? [c.address as Address] : []));
          return {
            call: previewCallOf(tx),
            options: { tokens: pair ? [...tokens, pair.liquidityToken.address as Address] : tokens },
          };
        }
      : undefined;
  const previewKey = ['add', account, amountA?.toExact(), amountA?.currency.symbol, amountB?.toExact(), amountB?.currency.symbol, slippage];
  /** Supply: the review dialog, or in expert mode the dialog and the wallet at once. */
  const onSupply = () => {
    setShowConfirm(true);
    if (expertMode) onAdd();
  };
  const onDismissConfirm = () => {
    // Closing the dialog clears the typed input once a transaction was sent.
    if (write.state.status === 'submitted') dispatch({ type: 'reset' });
    setShowConfirm(false);
    write.reset();
  };

  const symbolA = currencyA ? displaySymbol(currencyA.symbol) : '';
  const symbolB = currencyB ? displaySymbol(currencyB.symbol) : '';
  const pendingText = t('Supplying {{amountA}} {{symbolA}} and {{amountB}} {{symbolB}}', {
    amountA: amountText(amountA),
    symbolA,
    amountB: amountText(amountB),
    symbolB,
  });
  const showApprovals = !info.error && [approvalA.status, approvalB.status].some((s) => s === 'NOT_APPROVED' || s === 'PENDING');
  const approved = approvalA.status === 'APPROVED' && approvalB.status === 'APPROVED';

  return {
    account,
    currencyA,
    currencyB,
    pair,
    pairState,
    stats,
    balanceA,
    balanceB,
    info,
    typeInput,
    select,
    approvalA,
    approvalB,
    showApprovals,
    approved,
    unsupported,
    slippage,
    write,
    showConfirm,
    onAdd,
    previewAdd,
    previewKey,
    onSupply,
    onDismissConfirm,
    symbolA,
    symbolB,
    pendingText,
  };
}
