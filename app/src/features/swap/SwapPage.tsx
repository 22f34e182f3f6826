/**
 * The exchange page: swap any two currencies over
 * the best route of one to three hops or a split over several routes (where
 * the project's router is deployed), chosen net of the network fee, which is
 * shown beside the trade; wrap and unwrap BNB, send the output
 * to another address. State comes from the URL (hooks/useSwapUrlState.ts);
 * the trade from hooks/useDerivedSwapInfo.ts; approval, review and send, and
 * wrap from their hooks; rules are the SDK's (parseSwapQuery, the input-error
 * ladder, the button state machine, price impact); writes go through the
 * chain layer's one write path.
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import type { Address } from 'viem';
import { swapButtonState, type I18nText } from '@fuelswap/sdk';
import { PageHeader, TradeFrame } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { useChainHealth } from '../../chain/blocks.ts';
import { SettingsButton, useAudioPlay, useExpertMode, useSingleHopOnly, useUserDeadline, useUserSlippage } from '../settings/index.ts';
import { HistoryButton, LivePreview } from '../transactions/index.ts';
import { ImportTokenGate, useIsUnsupportedToken } from '../tokens/index.ts';
import { SwapActions } from './components/SwapActions.tsx';
import { SwapForm } from './components/SwapForm.tsx';
import { LazySwapReview } from './components/LazySwapReview.tsx';
import { TokenWarnings } from './components/TokenWarnings.tsx';
import { SwapSummary } from './components/SwapSummary.tsx';
import { LazyNetworkFeeRow, LazySplitsOffNote } from './components/LazyExecutionRows.tsx';
import { useDerivedSwapInfo } from './hooks/useDerivedSwapInfo.ts';
import { useSwapInputs } from './hooks/useSwapInputs.ts';
import { useSwapApproval } from './hooks/useSwapApproval.ts';
import { useSwapConfirm } from './hooks/useSwapConfirm.ts';
import { useSwapUrlState } from './hooks/useSwapUrlState.ts';
import { useWrap } from './hooks/useWrap.ts';
import { tokenWarnings, warningSources } from './warnings.ts';
import styles from './swap.module.css';

// The token-safety line (the SDK's rule and the measured verdicts) loads after the page.
const TokenSafetyLine = lazy(() => import('./components/TokenSafetyLine.tsx').then((m) => ({ default: m.TokenSafetyLine })));
// The details under the button appear with a trade, never in the first paint: their code loads right after it
// (preloaded when the page mounts), and they only ever add rows below the button, so nothing above them moves.
const loadTradeDetails = () => import('./components/TradeDetails.tsx');
const TradeDetails = lazy(() => loadTradeDetails().then((m) => ({ default: m.TradeDetails })));
// Expert mode's price-impact dialogs load when one is asked for: a dialog, nothing on the page moves.
const ExpertImpactDialog = lazy(() => import('./components/ExpertImpactDialog.tsx').then((m) => ({ default: m.ExpertImpactDialog })));

export function SwapPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  useEffect(() => {
    void loadTradeDetails();
  }, []);
  const { state, dispatch, urlCurrencyIds } = useSwapUrlState();

  const [slippageBps] = useUserSlippage();
  const [deadlineSeconds] = useUserDeadline();
  const [expertMode] = useExpertMode();
  const [singleHopOnly] = useSingleHopOnly();
  const [audioPlay] = useAudioPlay();

  const info = useDerivedSwapInfo(state, account, { singleHopOnly, slippageBps });
  const { currencies, parsedAmount, trade, breakdown, severity, wrapType, slippage } = info;
  const inputs = useSwapInputs(state, dispatch, info, account, audioPlay);
  const { showWrap, clearInput } = inputs;

  const { approval, approvalSubmitted, setApprovalSubmitted, onApprove } = useSwapApproval(
    currencies.INPUT,
    trade,
    slippage,
    showWrap,
    state.inputCurrencyId,
  );
  const unsupportedIn = useIsUnsupportedToken(currencies.INPUT);
  const unsupportedOut = useIsUnsupportedToken(currencies.OUTPUT);

  // Nothing signs on stale numbers: while the chain is not responding, Approve, Swap, Wrap are disabled.
  const { stale } = useChainHealth();
  const [safetyBlock, setSafetyBlock] = useState<I18nText | undefined>();
  const button = swapButtonState({
    account,
    isUnsupported: unsupportedIn || unsupportedOut,
    wrapType,
    wrapInputError: info.wrapInputError,
    inputError: info.inputError ?? safetyBlock,
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
  const recipientAddress: Address | undefined = state.recipient === null ? account : info.recipient.address;
  const onSubmitted = useCallback(() => setApprovalSubmitted(false), [setApprovalSubmitted]);
  const swap = useSwapConfirm({
    account,
    recipientAddress,
    recipient: state.recipient,
    trade,
    breakdown,
    slippageBps,
    deadlineSeconds,
    expertMode,
    audioPlay,
    onSubmitted,
    onClearInput: clearInput,
  });

  // Wrap / unwrap (deposit / withdraw on WBNB), straight to the wallet.
  const { wrapState, onWrap } = useWrap(
    account,
    parsedAmount,
    wrapType,
    clearInput,
    `${state.typedValue}|${state.inputCurrencyId}|${state.outputCurrencyId}`,
  );
  // Wrap has no review dialog: its simulated result shows under the form, and a simulated revert disables Wrap.
  const [wrapBlocked, setWrapBlocked] = useState(false);
  const wrapPreviewable =
    !!account &&
    showWrap &&
    wrapType !== 'NOT_APPLICABLE' &&
    !!parsedAmount &&
    parsedAmount.raw > 0n &&
    !info.wrapInputError &&
    !wrapState.pending;

  const warnings = useMemo(
    () => tokenWarnings([currencies.INPUT, currencies.OUTPUT], warningSources(runtime().chainId, runtime().exchange.tokens)),
    [currencies.INPUT, currencies.OUTPUT],
  );

  return (
    <TradeFrame>
      <PageHeader
        title={t('Exchange')}
        subtitle={t('Trade tokens in an instant')}
        settings={<SettingsButton />}
        history={<HistoryButton />}
      />
      <div className={styles.body}>
        <SwapForm state={state} dispatch={dispatch} info={info} inputs={inputs} account={account} />

        {!showWrap && <SwapSummary trade={trade} slippageBps={slippageBps} />}

        <TokenWarnings warnings={warnings} />
        {!showWrap && (
          <Suspense fallback={null}>
            <TokenSafetyLine
              input={currencies.INPUT}
              output={currencies.OUTPUT}
              expertMode={expertMode}
              slippageBps={slippageBps}
              exactInput={state.independentField === 'INPUT'}
              onBlock={setSafetyBlock}
            />
          </Suspense>
        )}

        {wrapPreviewable && (
          <LivePreview
            account={account}
            queryKey={['wrap', account, wrapType, parsedAmount.raw.toString()]}
            build={async () => {
              const { wrapCall } = await import('./wrapCall.ts');
              return {
                call: { account, ...wrapCall(wrapType, parsedAmount.raw) },
                // WBNB's deposit and withdrawal emit no Transfer: its balance is probed by name.
                options: { tokens: [runtime().exchange.wrappedNative.address] },
              };
            }}
            onBlocked={setWrapBlocked}
          />
        )}

        <SwapActions
          button={button}
          wrapBlocked={wrapPreviewable && wrapBlocked}
          pairsLoading={info.pairsLoading}
          stale={stale}
          approved={approval.status === 'APPROVED'}
          unsupported={unsupportedIn || unsupportedOut}
          wrapState={wrapState}
          onApprove={() => void onApprove()}
          onSwap={swap.onSwapClick}
          onWrap={() => void onWrap()}
        />

        {trade && breakdown && !showWrap && (
          <Suspense fallback={null}>
            <TradeDetails
              trade={trade}
              breakdown={breakdown}
              severity={severity}
              slippage={slippage}
              extra={info.networkFee && <LazyNetworkFeeRow fee={info.networkFee} />}
            />
          </Suspense>
        )}
        {trade && !showWrap && !info.splitsAvailable && !singleHopOnly && <LazySplitsOffNote />}
      </div>

      <LazySwapReview
        hasTrade={!!trade}
        confirm={swap.confirm}
        trade={trade}
        slippage={slippage}
        slippageBps={slippageBps}
        recipient={state.recipient}
        stale={stale}
        onDismiss={swap.onDismissConfirm}
        onAcceptChanges={swap.onAcceptChanges}
        onConfirm={(reviewTrade, prepared) => void swap.doSwap(reviewTrade, prepared)}
        account={account}
        recipientAddress={recipientAddress}
        deadlineSeconds={deadlineSeconds}
      />
      {swap.expertAsk !== null && (
        <Suspense fallback={null}>
          <ExpertImpactDialog kind={swap.expertAsk} onCancel={swap.onExpertCancel} onConfirm={swap.onExpertConfirm} />
        </Suspense>
      )}
      <ImportTokenGate ids={urlCurrencyIds} />
    </TradeFrame>
  );
}
