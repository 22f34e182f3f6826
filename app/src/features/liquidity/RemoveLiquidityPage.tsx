/**
 * Remove liquidity (spec 000 §2.6, §3 "Burn state", §7; issue 6):
 * /remove/{A}/{B}. A liquidity percent (slider 0–100, 25 / 50 / 75 / Max) or,
 * in the detailed view, an amount of LP, token A or token B, all kept
 * consistent. BNB or WBNB for WBNB pairs. The LP is approved by an EIP-2612
 * permit signature (a rejected signature just cancels; a wallet that cannot
 * sign typed data falls back to an on-chain approval), then removeLiquidity /
 * removeLiquidityETH (or their WithPermit and fee-on-transfer forms).
 */
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConnection } from 'wagmi';
import { routerAbi } from '@fuelswap/contracts';
import {
  burnFormattedAmounts,
  burnReducer,
  deriveBurnInfo,
  initialBurnState,
  removeLiquidityCallCandidates,
  type BurnField,
  type BurnInfo,
  CurrencyAmount,
  Price,
  type Currency,
  type I18nText,
  type PermitSignature,
} from '@fuelswap/sdk';
import { Button, PageHeader, Text, TradeFrame } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { pairAddressOf, usePairs } from '../../chain/usePairs.ts';
import { useApproval } from '../../chain/approve.ts';
import { isRejection } from '../../chain/write.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { SettingsButton, useUserSlippage } from '../settings/index.ts';
import { HistoryButton, TransactionConfirmationModal } from '../transactions/index.ts';
import { CurrencyLogo, displaySymbol, useCurrency } from '../tokens/index.ts';
import { CurrencyInputPanel } from './components/CurrencyInputPanel.tsx';
import { DoubleCurrencyLogo } from './components/DoubleCurrencyLogo.tsx';
import { PositionCard } from './components/PositionCard.tsx';
import { usePairStat } from './hooks/pairReads.ts';
import { useDeadline, useLiquidityWrite, useLpPermit } from './hooks/write.ts';
import { PERCENT_PRESETS, liquidityErrorText, removePathReceiving } from './logic.ts';
import styles from './liquidity.module.css';
import { useChainHealth } from '../../chain/blocks.ts';

export interface RemoveLiquidityPageProps {
  /** Route params of /remove/{currencyIdA}/{currencyIdB}. */
  currencyIdA: string;
  currencyIdB: string;
}

export function RemoveLiquidityPage({ currencyIdA, currencyIdB }: RemoveLiquidityPageProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const navigate = useNavigate();
  const { address: account } = useConnection();
  const { router, wrappedNative } = runtime().exchange;

  const currencyA = useCurrency(currencyIdA) ?? undefined;
  const currencyB = useCurrency(currencyIdB) ?? undefined;
  const tokenPairs = useMemo(() => [[currencyA?.wrapped, currencyB?.wrapped] as const], [currencyA, currencyB]);
  const [pairResult] = usePairs(tokenPairs);
  const pair = pairResult?.pair ?? null;
  const pairAddress = useMemo(
    () => (currencyA && currencyB && !currencyA.wrapped.equals(currencyB.wrapped) ? pairAddressOf(currencyA.wrapped, currencyB.wrapped) : undefined),
    [currencyA, currencyB],
  );
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

  const [detailed, setDetailed] = useState(false);
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
  const onRemove = () => {
    if (!currencyA || !currencyB || !liquidity || !amountA || !amountB || !account) return;
    void write.send(account, async () => {
      if (!approved && !signature) throw new Error('Attempting to confirm without approval or a signature.');
      const candidates = removeLiquidityCallCandidates({
        currencyA,
        currencyB,
        liquidity: liquidity.raw,
        amountA,
        amountB,
        allowedSlippage: slippage,
        recipient: account,
        deadline: approved ? await getDeadline() : signature!.deadline,
        permit: approved ? undefined : (signature ?? undefined),
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
    });
  };

  const onDismissConfirm = () => {
    if (write.state.status === 'submitted') {
      dispatch({ type: 'reset' });
      setSigned(null);
    }
    setShowConfirm(false);
    write.reset();
  };

  const isNative = (c: Currency | undefined) => !!c?.isNative;
  const isWrapped = (c: Currency | undefined) => !!c?.isToken && c.key === wrappedNative.address.toLowerCase();
  const receiveSwitch = isNative(currencyA) || isNative(currencyB) ? 'wrapped' : isWrapped(currencyA) || isWrapped(currencyB) ? 'native' : undefined;
  const onReceiveSwitch = () => {
    const to = removePathReceiving(currencyIdA, currencyIdB, wrappedNative.address, receiveSwitch === 'native');
    if (to) navigate(to, { replace: true });
  };

  const price = pair && currencyA && pairResult?.state === 'exists' ? pairPrice(pair.priceOf(currencyA.wrapped), currencyA, currencyB) : undefined;
  const percentNumber = Number(formatted.LIQUIDITY_PERCENT) || 0;
  const sliderValue = Math.min(100, Math.max(0, Math.round(percentNumber)));
  const bothSet = !!amountA && !!amountB;
  const enableText = approval.status === 'PENDING' || signing ? t('Enabling') : approved || signature ? t('Enabled') : t('Enable');

  return (
    <TradeFrame>
      <PageHeader
        title={currencyA && currencyB ? t('Remove {{symbolA}}-{{symbolB}} liquidity', { symbolA, symbolB }) : t('Remove Liquidity')}
        subtitle={currencyA && currencyB ? t('To receive {{symbolA}} and {{symbolB}}', { symbolA, symbolB }) : t('To receive your tokens back')}
        backTo="/pool"
        settings={<SettingsButton />}
        history={<HistoryButton />}
      />
      <div className={styles.body}>
        <section className={styles.box} aria-labelledby="remove-amount-title">
          <div className={styles.amountHeader}>
            <h2 id="remove-amount-title" className={styles.sectionTitle}>
              {t('Amount')}
            </h2>
            <Button variant="text" size="sm" aria-pressed={detailed} onClick={() => setDetailed((d) => !d)}>
              {detailed ? t('Simple') : t('Detailed')}
            </Button>
          </div>
          <p className={styles.bigPercent} aria-live="polite">
            {formatted.LIQUIDITY_PERCENT || '0'}%
          </p>
          {!detailed && (
            <>
              <input
                type="range"
                className={styles.slider}
                min={0}
                max={100}
                step={1}
                value={sliderValue}
                aria-label={t('Liquidity percent')}
                aria-valuetext={`${sliderValue}%`}
                onChange={(e) => setPercent(Number(e.target.value))}
              />
              <div className={styles.presets}>
                {PERCENT_PRESETS.map((p) => (
                  <Button key={p} size="sm" variant="tertiary" aria-pressed={sliderValue === p} onClick={() => setPercent(p)}>
                    {p === 100 ? t('Max') : `${p}%`}
                  </Button>
                ))}
              </div>
            </>
          )}
        </section>

        {!detailed ? (
          <section className={styles.box} aria-labelledby="remove-receive-title">
            <h2 id="remove-receive-title" className={styles.sectionTitle}>
              {t('You will receive')}
            </h2>
            <dl className={styles.rows}>
              <ReceiveRow amount={amountA} currency={currencyA} />
              <ReceiveRow amount={amountB} currency={currencyB} />
            </dl>
            {receiveSwitch && (
              <button type="button" className={styles.receiveLink} onClick={onReceiveSwitch}>
                {receiveSwitch === 'wrapped' ? t('Receive WBNB') : t('Receive BNB')}
              </button>
            )}
          </section>
        ) : (
          <>
            <CurrencyInputPanel
              id="remove-liquidity-lp"
              label={t('Input')}
              inputLabel={t('Amount of {{symbol}}', { symbol: lpLabel })}
              value={formatted.LIQUIDITY}
              onUserInput={typeInput('LIQUIDITY')}
              onMax={() => setPercent(100)}
              showMax={!info.percent.equalTo(1n)}
              currency={undefined}
              currencyLabel={
                <>
                  <DoubleCurrencyLogo a={currencyA} b={currencyB} />
                  {lpLabel}
                </>
              }
              balanceText={stats.balance !== undefined && pair ? t('Balance: {{balance}}', { balance: lpAmount(pair.liquidityToken, stats.balance) }) : undefined}
            />
            <div className={styles.plus} aria-hidden="true">
              ↓
            </div>
            <CurrencyInputPanel
              id="remove-liquidity-a"
              label={t('Output')}
              value={formatted.CURRENCY_A}
              onUserInput={typeInput('CURRENCY_A')}
              onMax={() => setPercent(100)}
              showMax={!info.percent.equalTo(1n)}
              currency={currencyA}
              balanceText={info.positionA ? t('Pooled: {{amount}}', { amount: info.positionA.toSignificant(6) }) : undefined}
            />
            <div className={styles.plus} aria-hidden="true">
              +
            </div>
            <CurrencyInputPanel
              id="remove-liquidity-b"
              label={t('Output')}
              value={formatted.CURRENCY_B}
              onUserInput={typeInput('CURRENCY_B')}
              onMax={() => setPercent(100)}
              showMax={!info.percent.equalTo(1n)}
              currency={currencyB}
              balanceText={info.positionB ? t('Pooled: {{amount}}', { amount: info.positionB.toSignificant(6) }) : undefined}
            />
            {receiveSwitch && (
              <button type="button" className={styles.receiveLink} onClick={onReceiveSwitch}>
                {receiveSwitch === 'wrapped' ? t('Receive WBNB') : t('Receive BNB')}
              </button>
            )}
          </>
        )}

        {price && currencyA && currencyB && (
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t('Price')}</dt>
              <dd className="fs-tabular" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
                <span>{`1 ${symbolA} = ${price.toSignificant(6)} ${symbolB}`}</span>
                <span>{`1 ${symbolB} = ${price.invert().toSignificant(6)} ${symbolA}`}</span>
              </dd>
            </div>
          </dl>
        )}

        <div className={styles.confirm} aria-live="polite">
          {!account ? (
            <ConnectWalletButton fullWidth />
          ) : (
            <div className={styles.buttons}>
              <Button
                variant={approved || signature ? 'secondary' : 'primary'}
                disabled={approval.status !== 'NOT_APPROVED' || signature !== null || signing || !!error}
                loading={approval.status === 'PENDING' || signing}
                onClick={onAttemptToApprove}
              >
                {enableText}
              </Button>
              <Button
                variant={error && bothSet ? 'danger' : 'primary'}
                data-variant={error && bothSet ? 'danger' : 'primary'}
                disabled={!!error || (!approved && !signature) || stale}
                onClick={() => setShowConfirm(true)}
              >
                {error ? liquidityErrorText(t, error) : t('Remove')}
              </Button>
            </div>
          )}
        </div>
      </div>

      {pair && currencyA && currencyB && stats.balance !== undefined && stats.balance > 0n && (
        <div className={styles.footer}>
          <PositionCard
            tokens={[currencyA.wrapped, currencyB.wrapped]}
            pair={pair}
            balance={stats.balance}
            stats={stats}
            showUnwrapped={receiveSwitch === 'native'}
            defaultOpen
          />
        </div>
      )}

      {currencyA && currencyB && (
        <TransactionConfirmationModal
          open={showConfirm}
          onDismiss={onDismissConfirm}
          state={write.state}
          title={t('You will receive')}
          pendingText={t('Removing {{amountA}} {{symbolA}} and {{amountB}} {{symbolB}}', {
            amountA: amountA?.toSignificant(6) ?? '',
            symbolA,
            amountB: amountB?.toSignificant(6) ?? '',
            symbolB,
          })}
          content={
            <ConfirmRemoveContent
              info={info}
              currencyA={currencyA}
              currencyB={currencyB}
              lpLabel={lpLabel}
              price={price}
              slippage={slippage}
              canConfirm={approved || !!signature}
              onConfirm={onRemove}
            />
          }
        />
      )}
    </TradeFrame>
  );
}

function lpAmount(token: Currency, raw: bigint): string {
  return CurrencyAmount.fromRaw(token, raw).toSignificant(6);
}

/** The pair's token price re-labelled with the chosen currencies (BNB rather than WBNB). */
function pairPrice(p: Price, base: Currency, quote: Currency | undefined): Price | undefined {
  if (!quote) return undefined;
  return new Price(base, quote, p.denominator, p.numerator);
}

function ReceiveRow({ amount, currency }: { amount: CurrencyAmount | undefined; currency: Currency | undefined }) {
  if (!currency) return null;
  return (
    <div className={styles.row}>
      <dt className="fs-tabular">{amount?.toSignificant(6) ?? '-'}</dt>
      <dd>
        <span aria-hidden="true">
          <CurrencyLogo currency={currency} size={20} />
        </span>
        {displaySymbol(currency.symbol)}
      </dd>
    </div>
  );
}

function ConfirmRemoveContent({
  info,
  currencyA,
  currencyB,
  lpLabel,
  price,
  slippage,
  canConfirm,
  onConfirm,
}: {
  info: BurnInfo;
  currencyA: Currency;
  currencyB: Currency;
  lpLabel: string;
  price: Price | undefined;
  slippage: number;
  canConfirm: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const symbolA = displaySymbol(currencyA.symbol);
  const symbolB = displaySymbol(currencyB.symbol);
  const { LIQUIDITY: liquidity, CURRENCY_A: amountA, CURRENCY_B: amountB } = info.parsedAmounts;
  return (
    <div className={styles.confirm}>
      <div className={styles.confirmAmount}>
        <span className="fs-tabular">{amountA?.toSignificant(6)}</span>
        <span className={styles.fixedCurrency}>
          <span aria-hidden="true">
            <CurrencyLogo currency={currencyA} size={24} />
          </span>
          {symbolA}
        </span>
      </div>
      <div className={styles.plus} aria-hidden="true">
        +
      </div>
      <div className={styles.confirmAmount}>
        <span className="fs-tabular">{amountB?.toSignificant(6)}</span>
        <span className={styles.fixedCurrency}>
          <span aria-hidden="true">
            <CurrencyLogo currency={currencyB} size={24} />
          </span>
          {symbolB}
        </span>
      </div>
      <p className={styles.estimate}>
        {t('Output is estimated. If the price changes by more than {{slippage}}% your transaction will revert.', {
          slippage: (slippage / 100).toString(),
        })}
      </p>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('{{symbol}} Burned', { symbol: lpLabel })}</dt>
          <dd className="fs-tabular">
            <DoubleCurrencyLogo a={currencyA} b={currencyB} />
            {liquidity?.toSignificant(6)}
          </dd>
        </div>
        {price && (
          <div className={styles.row}>
            <dt>{t('Price')}</dt>
            <dd className="fs-tabular" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
              <span>{`1 ${symbolA} = ${price.toSignificant(6)} ${symbolB}`}</span>
              <span>{`1 ${symbolB} = ${price.invert().toSignificant(6)} ${symbolA}`}</span>
            </dd>
          </div>
        )}
      </dl>
      {!canConfirm && <Text color="danger">{t('Enable the LP token first.')}</Text>}
      <Button fullWidth disabled={!canConfirm || !liquidity || stale} onClick={onConfirm}>
        {t('Confirm')}
      </Button>
    </div>
  );
}
