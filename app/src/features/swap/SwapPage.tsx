/**
 * The exchange page (spec 000 §2.4, issue 5): swap any two currencies over
 * the best route of one to three hops, wrap and unwrap BNB, send the output
 * to another address. State comes from the URL once (and again whenever the
 * query changes), then lives in a reducer (./state.ts). Rules are the SDK's
 * (parseSwapQuery, the input-error ladder, the button state machine, price
 * impact), the write goes through the chain layer's one write path.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfig, useConnection } from 'wagmi';
import { getAddress, isAddress, type Address } from 'viem';
import { wbnbAbi } from '@fuelswap/contracts';
import {
  computeTradePriceBreakdown,
  currencyId,
  expertModeConfirmation,
  maxAmountSpend,
  parseSwapQuery,
  sanitizeLogoURI,
  showMaxButton,
  swapButtonState,
  warningSeverity,
  type Currency,
  type Trade,
} from '@fuelswap/sdk';
import { ArrowLeftIcon, Button, PageHeader, TradeFrame, cx } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { useChainHealth } from '../../chain/blocks.ts';
import { useApproval, type ApprovalToken } from '../../chain/approve.ts';
import { isRejection, sendContractTransaction } from '../../chain/write.ts';
import { SettingsButton, useAudioPlay, useExpertMode, useSingleHopOnly, useUserDeadline, useUserSlippage } from '../settings/index.ts';
import { HistoryButton, TransactionConfirmationModal, type ConfirmationState } from '../transactions/index.ts';
import { ImportTokenGate, displaySymbol, useIsUnsupportedToken } from '../tokens/index.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { CurrencyInputPanel } from './components/CurrencyInputPanel.tsx';
import { ConfirmSwapContent } from './components/ConfirmSwapContent.tsx';
import { ExpertImpactDialog } from './components/ExpertImpactDialog.tsx';
import { ProgressSteps } from './components/ProgressSteps.tsx';
import { RecipientField } from './components/RecipientField.tsx';
import { TokenWarnings } from './components/TokenWarnings.tsx';
import { Row, TradeDetails, TradePrice, slippagePercentText } from './components/TradeDetails.tsx';
import { swapSummaryValues, tradeMeaningfullyDiffers } from './confirm.ts';
import { useDerivedSwapInfo } from './hooks/useDerivedSwapInfo.ts';
import { swapErrorText, swapText } from './messages.ts';
import { markSwapInput, useQuoteMark } from './perf.ts';
import { playSwapSound } from './sound.ts';
import { INITIAL_SWAP_STATE, swapReducer, type Field, type SwapState } from './state.ts';
import { executeSwap } from './swapCall.ts';
import { tokenWarnings, warningSources } from './warnings.ts';
import styles from './swap.module.css';

const QUERY_OPTIONS = { isAddress: (v: string) => isAddress(v), normalizeAddress: (v: string) => getAddress(v) };

function stateFromSearch(search: string): SwapState {
  return { ...INITIAL_SWAP_STATE, ...parseSwapQuery(new URLSearchParams(search), QUERY_OPTIONS) };
}

/** The review dialog's state (spec 3 "confirm state"): the trade under review, and the write's progress. */
interface ConfirmModalState {
  open: boolean;
  /** The trade the user is looking at; replaced by the current one on Accept. */
  reviewTrade: Trade | undefined;
  tx: ConfirmationState;
}

const CLOSED: ConfirmModalState = { open: false, reviewTrade: undefined, tx: { status: 'idle' } };

export function SwapPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const { search } = useLocation();
  const { address: account } = useConnection();

  // Swap state from the URL (spec 2.4), re-read when the query changes (e.g. /swap/{token} redirecting here).
  const [state, dispatch] = useReducer(swapReducer, search, stateFromSearch);
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    dispatch({ type: 'replace', state: stateFromSearch(search) });
  }, [search]);
  const urlCurrencyIds = useMemo(() => {
    const q = stateFromSearch(search);
    return [q.inputCurrencyId, q.outputCurrencyId];
  }, [search]);

  const [slippageBps] = useUserSlippage();
  const [deadlineSeconds] = useUserDeadline();
  const [expertMode] = useExpertMode();
  const [singleHopOnly] = useSingleHopOnly();
  const [audioPlay] = useAudioPlay();

  const info = useDerivedSwapInfo(state, account, { singleHopOnly, slippageBps });
  const { currencies, balances, parsedAmount, trade, breakdown, severity, wrapType, slippage } = info;
  const showWrap = wrapType !== 'NOT_APPLICABLE';
  const isExactIn = state.independentField === 'INPUT';
  const dependentField: Field = isExactIn ? 'OUTPUT' : 'INPUT';

  // The amounts on each side: the typed text, and the trade's (or, for wrap, the same) amount on the other.
  const formatted = {
    [state.independentField]: state.typedValue,
    [dependentField]: showWrap ? (parsedAmount?.toExact() ?? '') : trade ? (isExactIn ? trade.outputAmount : trade.inputAmount).toSignificant(6) : '',
  } as Record<Field, string>;
  const inputAmount = showWrap ? parsedAmount : trade?.inputAmount ?? (isExactIn ? parsedAmount : undefined);

  // Performance marks for the quote benchmark: the quote is on screen once the trade (or its absence) for the typed amount is known.
  const quoteReady = !!parsedAmount && (showWrap || !!trade || !info.pairsLoading);
  useQuoteMark(quoteReady, `${state.typedValue}|${state.independentField}|${formatted[dependentField]}`);

  // Inputs.
  const onUserInput = useCallback((field: Field, typedValue: string) => {
    markSwapInput();
    dispatch({ type: 'typeInput', field, typedValue });
  }, []);
  const onCurrencySelect = useCallback(
    (field: Field, currency: Currency) => {
      dispatch({ type: 'selectCurrency', field, currencyId: currencyId(currency) });
      if (audioPlay) playSwapSound();
    },
    [audioPlay],
  );
  const maxSpend = maxAmountSpend(balances.INPUT);
  const showMax = !!account && showMaxButton(maxSpend, inputAmount && currencies.INPUT && inputAmount.currency.equals(currencies.INPUT) ? inputAmount : undefined);

  // Approval of the input token for the router (the most the trade may spend, slippage included).
  const router = runtime().exchange.router;
  const approvalToken = useMemo<ApprovalToken | undefined>(() => {
    const c = currencies.INPUT;
    if (!c) return undefined;
    return c.isNative ? { isNative: true } : { address: c.address, symbol: c.symbol, decimals: c.decimals };
  }, [currencies.INPUT]);
  const approvalAmount = trade ? trade.maximumAmountIn(slippage).raw : undefined;
  const approval = useApproval(showWrap ? undefined : approvalToken, router, approvalAmount);
  const [approvalSubmitted, setApprovalSubmitted] = useState(false);
  useEffect(() => {
    if (approval.status === 'PENDING') setApprovalSubmitted(true);
  }, [approval.status]);
  useEffect(() => setApprovalSubmitted(false), [state.inputCurrencyId]);
  const onApprove = useCallback(async () => {
    try {
      const hash = await approval.approve();
      if (hash) setApprovalSubmitted(true);
    } catch {
      // useApproval shows the failure toast.
    }
  }, [approval]);

  const unsupportedIn = useIsUnsupportedToken(currencies.INPUT);
  const unsupportedOut = useIsUnsupportedToken(currencies.OUTPUT);

  // Nothing signs on stale numbers: while the chain is not responding, Approve, Swap, Wrap are disabled.
  const { stale } = useChainHealth();
  const button = swapButtonState({
    account,
    isUnsupported: unsupportedIn || unsupportedOut,
    wrapType,
    wrapInputError: info.wrapInputError,
    inputError: info.inputError,
    hasTrade: !!trade,
    userHasSpecifiedInputOutput: !!(currencies.INPUT && currencies.OUTPUT && parsedAmount),
    singleHopOnly,
    approval: approval.status,
    approvalSubmitted,
    priceImpactSeverity: severity,
    isExpertMode: expertMode,
    inputSymbol: currencies.INPUT?.symbol,
  });

  // The swap: review dialog (or, in expert mode, straight to the wallet after the impact confirmations).
  const [confirm, setConfirm] = useState<ConfirmModalState>(CLOSED);
  const [expertAsk, setExpertAsk] = useState<'confirm' | 'type-confirm' | null>(null);
  const recipientAddress: Address | undefined = state.recipient === null ? account : info.recipient.address;

  const doSwap = useCallback(
    async (toSwap: Trade) => {
      if (!account || !recipientAddress) return;
      setConfirm((c) => ({ ...c, open: true, reviewTrade: toSwap, tx: { status: 'attempting' } }));
      const v = swapSummaryValues(toSwap);
      const summary =
        state.recipient !== null && recipientAddress.toLowerCase() !== account.toLowerCase()
          ? t('Swap {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}} to {{recipient}}', { ...v, recipient: state.recipient })
          : t('Swap {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}}', { ...v });
      try {
        const { hash } = await executeSwap(config, {
          trade: toSwap,
          account,
          recipient: recipientAddress,
          allowedSlippage: slippageBps,
          deadlineSeconds,
          summary,
        });
        setApprovalSubmitted(false);
        setConfirm((c) => ({ ...c, tx: { status: 'submitted', hash } }));
        if (audioPlay) playSwapSound();
      } catch (error) {
        if (!isRejection(error)) console.error('Swap failed', error);
        setConfirm((c) => ({ ...c, tx: { status: 'error', message: swapErrorText(t, error) } }));
      }
    },
    [account, recipientAddress, state.recipient, config, slippageBps, deadlineSeconds, t, audioPlay],
  );

  const onSwapClick = useCallback(() => {
    if (!trade) return;
    if (expertMode) {
      const ask = expertModeConfirmation(breakdown?.priceImpactWithoutFee);
      if (ask === 'none') void doSwap(trade);
      else setExpertAsk(ask);
      return;
    }
    setConfirm({ open: true, reviewTrade: trade, tx: { status: 'idle' } });
  }, [trade, expertMode, breakdown, doSwap]);

  const onDismissConfirm = useCallback(() => {
    if (confirm.tx.status === 'submitted') dispatch({ type: 'typeInput', field: 'INPUT', typedValue: '' });
    setConfirm(CLOSED);
  }, [confirm.tx.status]);

  const showAcceptChanges = !!(confirm.reviewTrade && trade && tradeMeaningfullyDiffers(confirm.reviewTrade, trade));
  const reviewTrade = confirm.reviewTrade;
  const reviewBreakdown = useMemo(() => (reviewTrade ? computeTradePriceBreakdown(reviewTrade) : undefined), [reviewTrade]);

  // Wrap / unwrap (deposit / withdraw on WBNB), straight to the wallet.
  const [wrapState, setWrapState] = useState<{ pending: boolean; error?: string | undefined }>({ pending: false });
  const onWrap = useCallback(async () => {
    if (!account || !parsedAmount) return;
    const wbnb = runtime().exchange.wrappedNative.address;
    const amount = parsedAmount.raw;
    const shown = parsedAmount.toSignificant(6);
    setWrapState({ pending: true });
    try {
      if (wrapType === 'WRAP') {
        await sendContractTransaction(config, {
          address: wbnb,
          abi: wbnbAbi,
          functionName: 'deposit',
          value: amount,
          account,
          summary: t('Wrap {{amount}} BNB to WBNB', { amount: shown }),
        });
      } else {
        await sendContractTransaction(config, {
          address: wbnb,
          abi: wbnbAbi,
          functionName: 'withdraw',
          args: [amount],
          account,
          summary: t('Unwrap {{amount}} WBNB to BNB', { amount: shown }),
        });
      }
      setWrapState({ pending: false });
      dispatch({ type: 'typeInput', field: 'INPUT', typedValue: '' });
    } catch (error) {
      if (!isRejection(error)) console.error('Wrap failed', error);
      setWrapState({ pending: false, error: swapErrorText(t, error) });
    }
  }, [account, parsedAmount, wrapType, config, t]);
  useEffect(() => setWrapState((s) => (s.error ? { pending: s.pending } : s)), [state.typedValue, state.inputCurrencyId, state.outputCurrencyId]);

  const warnings = useMemo(
    () => tokenWarnings([currencies.INPUT, currencies.OUTPUT], warningSources(runtime().chainId, runtime().exchange.tokens)),
    [currencies.INPUT, currencies.OUTPUT],
  );

  const label = (field: Field) => {
    const estimated = !showWrap && !!trade && state.independentField !== field;
    if (field === 'INPUT') return estimated ? t('From (estimated)') : t('From');
    return estimated ? t('To (estimated)') : t('To');
  };

  return (
    <TradeFrame>
      <PageHeader title={t('Exchange')} subtitle={t('Trade tokens in an instant')} settings={<SettingsButton />} history={<HistoryButton />} />
      <div className={styles.body}>
        <CurrencyInputPanel
          testId="swap-input"
          label={label('INPUT')}
          inputLabel={t('From amount')}
          selectLabel={t('From')}
          value={formatted.INPUT}
          onUserInput={(v) => onUserInput('INPUT', v)}
          currency={currencies.INPUT}
          otherCurrency={currencies.OUTPUT}
          onCurrencySelect={(c) => onCurrencySelect('INPUT', c)}
          balance={balances.INPUT}
          showBalance={!!account}
          showMaxButton={showMax}
          onMax={() => maxSpend && onUserInput('INPUT', maxSpend.toExact())}
        />

        <div className={styles.switchRow}>
          <button type="button" className={styles.switch} onClick={() => dispatch({ type: 'switchCurrencies' })} aria-label={t('Switch tokens')} title={t('Switch tokens')}>
            <ArrowLeftIcon size={18} className={styles.switchIcon} aria-hidden />
          </button>
          {state.recipient === null && !showWrap && (
            <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'setRecipient', recipient: '' })}>
              {t('+ Add a send (optional)')}
            </button>
          )}
        </div>

        <CurrencyInputPanel
          testId="swap-output"
          label={label('OUTPUT')}
          inputLabel={t('To amount')}
          selectLabel={t('To')}
          value={formatted.OUTPUT}
          onUserInput={(v) => onUserInput('OUTPUT', v)}
          currency={currencies.OUTPUT}
          otherCurrency={currencies.INPUT}
          onCurrencySelect={(c) => onCurrencySelect('OUTPUT', c)}
          balance={balances.OUTPUT}
          showBalance={!!account}
          showMaxButton={false}
        />

        {state.recipient !== null && !showWrap && (
          <>
            <div className={styles.switchRow}>
              <span className={styles.arrowDown} aria-hidden>
                ↓
              </span>
              <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'setRecipient', recipient: null })}>
                {t('- Remove send')}
              </button>
            </div>
            <RecipientField value={state.recipient} resolved={info.recipient} onChange={(v) => dispatch({ type: 'setRecipient', recipient: v })} />
          </>
        )}

        {!showWrap && (
          <dl className={cx(styles.rows, styles.summary)}>
            {trade && (
              <Row label={t('Price')}>
                <TradePrice price={trade.executionPrice} />
              </Row>
            )}
            <Row label={t('Slippage Tolerance')} testId="slippage">
              {slippagePercentText(slippageBps)}%
            </Row>
          </dl>
        )}

        <TokenWarnings warnings={warnings} />

        <div className={styles.actions} aria-live="polite">
          {button.action === 'connect' ? (
            <ConnectWalletButton fullWidth size="lg" />
          ) : button.kind === 'no-liquidity' ? (
            info.pairsLoading ? (
              <Button fullWidth size="lg" disabled loading>
                {t('Finding the best route')}
              </Button>
            ) : (
              <div className={styles.noLiquidity} role="status" data-testid="no-liquidity">
                <p>{swapText(t, { key: button.labelKey })}</p>
                {button.hintKey && <p className={styles.hint}>{swapText(t, { key: button.hintKey })}</p>}
              </div>
            )
          ) : button.kind === 'approve-flow' && button.approve ? (
            <>
              <div className={styles.twoButtons}>
                <Button
                  fullWidth
                  size="lg"
                  variant={button.approve.variant === 'success' ? 'secondary' : 'primary'}
                  disabled={button.approve.disabled || stale}
                  loading={!!button.approve.loading}
                  onClick={button.approve.action === 'approve' ? () => void onApprove() : undefined}
                >
                  {swapText(t, { key: button.approve.labelKey, params: button.approve.params })}
                </Button>
                <Button fullWidth size="lg" variant={button.variant === 'danger' ? 'danger' : 'primary'} disabled={button.disabled || stale} onClick={button.action === 'swap' ? onSwapClick : undefined}>
                  {swapText(t, { key: button.labelKey, params: button.params })}
                </Button>
              </div>
              <ProgressSteps approved={approval.status === 'APPROVED'} />
            </>
          ) : (
            <Button
              fullWidth
              size="lg"
              variant={button.variant === 'danger' ? 'danger' : 'primary'}
              disabled={button.disabled || wrapState.pending || stale}
              loading={wrapState.pending}
              onClick={button.action === 'swap' ? onSwapClick : button.action === 'wrap' || button.action === 'unwrap' ? () => void onWrap() : undefined}
              data-testid="swap-button"
            >
              {swapText(t, { key: button.labelKey, params: button.params })}
            </Button>
          )}
          {stale && button.action !== 'connect' && (
            <p className={styles.error} data-testid="swap-stale-reason">
              {t('The chain is not responding; figures may be out of date.')}
            </p>
          )}
          {wrapState.error && (
            <p className={styles.error} role="alert">
              {wrapState.error}
            </p>
          )}
          {(unsupportedIn || unsupportedOut) && (
            <p className={styles.hint}>
              {t(
                'Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.',
              )}
            </p>
          )}
        </div>

        {trade && breakdown && !showWrap && <TradeDetails trade={trade} breakdown={breakdown} severity={severity} slippage={slippage} />}
      </div>

      <TransactionConfirmationModal
        open={confirm.open}
        onDismiss={onDismissConfirm}
        state={confirm.tx}
        title={t('Confirm Swap')}
        pendingText={
          reviewTrade
            ? t('Swapping {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}}', {
                inputAmount: reviewTrade.inputAmount.toSignificant(6),
                inputSymbol: displaySymbol(reviewTrade.inputAmount.currency.symbol),
                outputAmount: reviewTrade.outputAmount.toSignificant(6),
                outputSymbol: displaySymbol(reviewTrade.outputAmount.currency.symbol),
              })
            : undefined
        }
        content={
          reviewTrade && reviewBreakdown ? (
            <ConfirmSwapContent
              trade={reviewTrade}
              breakdown={reviewBreakdown}
              severity={warningSeverity(reviewBreakdown.priceImpactWithoutFee)}
              slippage={slippage}
              slippageBps={slippageBps}
              recipient={state.recipient !== null ? (state.recipient || undefined) : undefined}
              showAcceptChanges={showAcceptChanges}
              stale={stale}
              onAcceptChanges={() => trade && setConfirm((c) => ({ ...c, reviewTrade: trade }))}
              onConfirm={() => void doSwap(reviewTrade)}
            />
          ) : undefined
        }
        {...(reviewTrade?.outputAmount.currency.isToken
          ? {
              tokenToAdd: {
                address: reviewTrade.outputAmount.currency.address,
                symbol: reviewTrade.outputAmount.currency.symbol,
                decimals: reviewTrade.outputAmount.currency.decimals,
                ...(sanitizeLogoURI(reviewTrade.outputAmount.currency.logoURI) ? { image: sanitizeLogoURI(reviewTrade.outputAmount.currency.logoURI) } : {}),
              },
            }
          : {})}
      />
      <ExpertImpactDialog
        kind={expertAsk}
        onCancel={() => setExpertAsk(null)}
        onConfirm={() => {
          setExpertAsk(null);
          if (trade) void doSwap(trade);
        }}
      />
      <ImportTokenGate ids={urlCurrencyIds} />
    </TradeFrame>
  );
}
