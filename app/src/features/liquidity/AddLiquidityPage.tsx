/**
 * Add liquidity (spec 000 §2.6, §4 "Add-liquidity pair state" and
 * "transaction", §5 "Add liquidity error", §7): /add/{A}/{B} and the /create
 * forms. Choosing a currency rewrites the route; a new pool takes both
 * amounts (their ratio sets the price), an existing pool derives the other
 * amount from its price. Enable {{asset}} per token, then Supply, a confirm
 * dialog, and addLiquidity / addLiquidityETH through the write path.
 */
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useConnection } from 'wagmi';
import { routerAbi } from '@fuelswap/contracts';
import {
  addLiquidityCallParameters,
  currencyId,
  deriveMintInfo,
  formatPoolShare,
  initialMintState,
  maxAmountSpend,
  mintReducer,
  showMaxButton,
  type Currency,
  type CurrencyAmount,
  type LiquidityPairState,
  type MintField,
  type MintInfo,
} from '@fuelswap/sdk';
import { Button, PageHeader, Text, TradeFrame } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { pairAddressOf, usePairs } from '../../chain/usePairs.ts';
import { useApproval, type UseApprovalResult } from '../../chain/approve.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { SettingsButton, useExpertMode, useUserSlippage } from '../settings/index.ts';
import { HistoryButton, TransactionConfirmationModal } from '../transactions/index.ts';
import { displaySymbol, useCurrency, useCurrencyBalances, useIsUnsupportedToken } from '../tokens/index.ts';
import { CurrencyInputPanel } from './components/CurrencyInputPanel.tsx';
import { DoubleCurrencyLogo } from './components/DoubleCurrencyLogo.tsx';
import { PoolPriceBar } from './components/PoolPriceBar.tsx';
import { PositionCard } from './components/PositionCard.tsx';
import { UnsupportedAssetsFooter } from './components/UnsupportedAssets.tsx';
import { usePairStat } from './hooks/pairReads.ts';
import { useDeadline, useLiquidityWrite } from './hooks/write.ts';
import { addRouteBase, liquidityErrorText, pathAfterSelectA, pathAfterSelectB } from './logic.ts';
import styles from './liquidity.module.css';
import { useChainHealth } from '../../chain/blocks.ts';

export interface AddLiquidityPageProps {
  /** Route params of /add/{currencyIdA}/{currencyIdB} and /create/...: an address or BNB; the second is optional. */
  currencyIdA?: string;
  currencyIdB?: string;
}

export function AddLiquidityPage({ currencyIdA, currencyIdB }: AddLiquidityPageProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = addRouteBase(pathname);
  const { address: account } = useConnection();
  const { router } = runtime().exchange;

  const foundA = useCurrency(currencyIdA);
  const foundB = useCurrency(currencyIdB);
  const currencyA = foundA ?? undefined;
  const currencyB = foundB ?? undefined;
  // A currency id still being looked up on chain is "loading", not "invalid".
  const currencyLoading = (!!currencyIdA && foundA === undefined) || (!!currencyIdB && foundB === undefined);

  const tokenPairs = useMemo(() => [[currencyA?.wrapped, currencyB?.wrapped] as const], [currencyA, currencyB]);
  const [pairResult] = usePairs(tokenPairs);
  const pairState: LiquidityPairState = currencyLoading ? 'loading' : (pairResult?.state ?? 'loading');
  const pair = pairResult?.pair ?? null;
  const pairAddress = useMemo(
    () => (currencyA && currencyB && !currencyA.wrapped.equals(currencyB.wrapped) ? pairAddressOf(currencyA.wrapped, currencyB.wrapped) : undefined),
    [currencyA, currencyB],
  );
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
  const { noLiquidity, parsedAmounts, formattedAmounts, error } = info;
  const amountA = parsedAmounts.CURRENCY_A;
  const amountB = parsedAmounts.CURRENCY_B;

  const typeInput = (field: MintField) => (typedValue: string) => dispatch({ type: 'typeInput', field, typedValue, noLiquidity });
  const maxA = maxAmountSpend(balanceA);
  const maxB = maxAmountSpend(balanceB);

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
  const write = useLiquidityWrite();
  const [showConfirm, setShowConfirm] = useState(false);

  const symbolA = currencyA ? displaySymbol(currencyA.symbol) : '';
  const symbolB = currencyB ? displaySymbol(currencyB.symbol) : '';
  const amountText = (a: CurrencyAmount | undefined) => a?.toSignificant(3) ?? '';

  const onAdd = () => {
    if (!amountA || !amountB || !account) return;
    void write.send(account, async () => {
      const call = addLiquidityCallParameters({ amountA, amountB, noLiquidity, allowedSlippage: slippage, recipient: account, deadline: await getDeadline() });
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
    });
  };

  const onDismissConfirm = () => {
    // Spec 4: closing the dialog clears the typed input once a transaction was sent.
    if (write.state.status === 'submitted') dispatch({ type: 'reset' });
    setShowConfirm(false);
    write.reset();
  };

  const bothSet = !!amountA && !!amountB;
  const showApprovals =
    !error && [approvalA.status, approvalB.status].some((s) => s === 'NOT_APPROVED' || s === 'PENDING');
  const approved = approvalA.status === 'APPROVED' && approvalB.status === 'APPROVED';
  const hasPosition = stats.balance !== undefined && stats.balance > 0n;
  const oneIsWrapped = !!currencyA && !!currencyB && (isWrappedNative(currencyA) || isWrappedNative(currencyB));

  return (
    <TradeFrame>
      <PageHeader
        title={t('Add Liquidity')}
        subtitle={t('Add liquidity to receive LP tokens')}
        helpText={t('Liquidity providers earn a 0.17% trading fee on all trades made for that token pair, proportional to their share of the liquidity pool.')}
        backTo="/pool"
        settings={<SettingsButton />}
        history={<HistoryButton />}
      />
      <div className={styles.body}>
        {noLiquidity && pairState !== 'invalid' && (
          <div className={styles.note} role="note">
            <p>
              <strong>{t('You are the first liquidity provider.')}</strong>
            </p>
            <p>{t('The ratio of tokens you add will set the price of this pool.')}</p>
            <p>{t('Once you are happy with the rate click supply to review.')}</p>
          </div>
        )}
        <CurrencyInputPanel
          id="add-liquidity-input-a"
          label={t('Input')}
          value={formattedAmounts.CURRENCY_A}
          onUserInput={typeInput('CURRENCY_A')}
          onMax={maxA ? () => typeInput('CURRENCY_A')(maxA.toExact()) : undefined}
          showMax={showMaxButton(maxA, amountA)}
          currency={currencyA}
          otherCurrency={currencyB}
          onCurrencySelect={select('A')}
          balance={balanceA}
        />
        <div className={styles.plus} aria-hidden="true">
          +
        </div>
        <CurrencyInputPanel
          id="add-liquidity-input-b"
          label={t('Input')}
          value={formattedAmounts.CURRENCY_B}
          onUserInput={typeInput('CURRENCY_B')}
          onMax={maxB ? () => typeInput('CURRENCY_B')(maxB.toExact()) : undefined}
          showMax={showMaxButton(maxB, amountB)}
          currency={currencyB}
          otherCurrency={currencyA}
          onCurrencySelect={select('B')}
          balance={balanceB}
        />
        {currencyA && currencyB && pairState !== 'invalid' && (
          <PoolPriceBar currencyA={currencyA} currencyB={currencyB} price={info.price} poolShare={info.poolTokenPercentage} noLiquidity={noLiquidity} />
        )}

        <div className={styles.confirm} aria-live="polite">
          {unsupported.length > 0 ? (
            <Button fullWidth disabled>
              {t('Unsupported Asset')}
            </Button>
          ) : !account ? (
            <ConnectWalletButton fullWidth />
          ) : (
            <>
              {showApprovals && (
                <div className={styles.buttons}>
                  {currencyA && approvalA.status !== 'APPROVED' && <EnableButton approval={approvalA} symbol={symbolA} />}
                  {currencyB && approvalB.status !== 'APPROVED' && <EnableButton approval={approvalB} symbol={symbolB} />}
                </div>
              )}
              <Button
                fullWidth
                variant={error && bothSet ? 'danger' : 'primary'}
                data-variant={error && bothSet ? 'danger' : 'primary'}
                disabled={!!error || !approved || stale}
                onClick={() => {
                  setShowConfirm(true);
                  if (expertMode) onAdd();
                }}
              >
                {error ? liquidityErrorText(t, error) : t('Supply')}
              </Button>
            </>
          )}
        </div>
        {unsupported.length > 0 && <UnsupportedAssetsFooter currencies={unsupported} />}
      </div>

      {pair && pairState === 'exists' && !noLiquidity && currencyA && currencyB && (
        <div className={styles.footer}>
          {hasPosition ? (
            <>
              <h2 className={styles.sectionTitle}>{t('LP tokens in your wallet')}</h2>
              <PositionCard
                tokens={[currencyA.wrapped, currencyB.wrapped]}
                pair={pair}
                balance={stats.balance}
                stats={stats}
                showUnwrapped={oneIsWrapped}
                defaultOpen
                hideAdd
              />
            </>
          ) : (
            <Text size="sm" color="subtle">
              {t(
                "By adding liquidity you'll earn 0.17% of all trades on this pair proportional to your share of the pool. Fees are added to the pool, accrue in real time and can be claimed by withdrawing your liquidity.",
              )}
            </Text>
          )}
        </div>
      )}

      {currencyA && currencyB && (
        <TransactionConfirmationModal
          open={showConfirm}
          onDismiss={onDismissConfirm}
          state={write.state}
          title={noLiquidity ? t('You are creating a pool') : t('You will receive')}
          pendingText={t('Supplying {{amountA}} {{symbolA}} and {{amountB}} {{symbolB}}', {
            amountA: amountText(amountA),
            symbolA,
            amountB: amountText(amountB),
            symbolB,
          })}
          content={<ConfirmAddContent info={info} currencyA={currencyA} currencyB={currencyB} slippage={slippage} onConfirm={onAdd} />}
        />
      )}
    </TradeFrame>
  );
}

function isWrappedNative(currency: Currency): boolean {
  return currency.isToken && runtime().exchange.wrappedNative.address.toLowerCase() === currency.key;
}

/** Enable {{asset}}, or Enabling {{asset}} while the approval is being sent or mined. */
function EnableButton({ approval, symbol }: { approval: UseApprovalResult; symbol: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const pending = approval.status === 'PENDING' || sending;
  return (
    <Button
      variant="primary"
      disabled={pending}
      loading={pending}
      onClick={async () => {
        setSending(true);
        try {
          await approval.approve();
        } catch {
          // useApproval logged it and showed the failure toast.
        } finally {
          setSending(false);
        }
      }}
    >
      {pending ? t('Enabling {{asset}}', { asset: symbol }) : t('Enable {{asset}}', { asset: symbol })}
    </Button>
  );
}

/** The review of the confirm dialog: what is received, what is deposited, rates both ways and the pool share. */
function ConfirmAddContent({
  info,
  currencyA,
  currencyB,
  slippage,
  onConfirm,
}: {
  info: MintInfo;
  currencyA: Currency;
  currencyB: Currency;
  slippage: number;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const symbolA = displaySymbol(currencyA.symbol);
  const symbolB = displaySymbol(currencyB.symbol);
  const { price, noLiquidity, liquidityMinted, poolTokenPercentage, parsedAmounts } = info;
  return (
    <div className={styles.confirm}>
      {noLiquidity ? (
        <div className={styles.confirmAmount}>
          <span>
            {symbolA}/{symbolB}
          </span>
          <DoubleCurrencyLogo a={currencyA} b={currencyB} size={28} />
        </div>
      ) : (
        <>
          <div className={styles.confirmAmount}>
            <span className="fs-tabular">{liquidityMinted?.toSignificant(6) ?? '-'}</span>
            <DoubleCurrencyLogo a={currencyA} b={currencyB} size={28} />
          </div>
          <Text>{t('{{symbolA}}/{{symbolB}} Pool Tokens', { symbolA, symbolB })}</Text>
          <p className={styles.estimate}>
            {t('Output is estimated. If the price changes by more than {{slippage}}% your transaction will revert.', {
              slippage: (slippage / 100).toString(),
            })}
          </p>
        </>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('{{symbol}} Deposited', { symbol: symbolA })}</dt>
          <dd className="fs-tabular">{parsedAmounts.CURRENCY_A?.toSignificant(6)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('{{symbol}} Deposited', { symbol: symbolB })}</dt>
          <dd className="fs-tabular">{parsedAmounts.CURRENCY_B?.toSignificant(6)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('Rates')}</dt>
          <dd className="fs-tabular" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
            <span>{price ? `1 ${symbolA} = ${price.toSignificant(4)} ${symbolB}` : '-'}</span>
            <span>{price ? `1 ${symbolB} = ${price.invert().toSignificant(4)} ${symbolA}` : '-'}</span>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('Share of Pool')}</dt>
          <dd className="fs-tabular">{noLiquidity ? '100' : formatPoolShare(poolTokenPercentage)}%</dd>
        </div>
      </dl>
      <Button fullWidth disabled={stale} onClick={onConfirm}>
        {noLiquidity ? t('Create Pool & Supply') : t('Confirm Supply')}
      </Button>
    </div>
  );
}
