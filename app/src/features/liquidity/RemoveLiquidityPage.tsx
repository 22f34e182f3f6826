/**
 * Remove liquidity:
 * /remove/{A}/{B}. A liquidity percent (slider 0–100, 25 / 50 / 75 / Max) or,
 * in the detailed view, an amount of LP, token A or token B, all kept
 * consistent (components/RemoveAmount.tsx). BNB or WBNB for WBNB pairs. The LP
 * is approved by an EIP-2612 permit signature, then removed through the write
 * path (hooks/useRemoveLiquidity.ts); this file is the markup.
 */
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, TradeFrame } from '../../ui/index.ts';
import { useChainHealth } from '../../chain/blocks.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { SettingsButton } from '../settings/index.ts';
import { HistoryButton, TransactionConfirmationModal } from '../transactions/index.ts';
import { ConfirmRemoveContent } from './components/ConfirmRemoveContent.tsx';
import { PositionCard } from './components/PositionCard.tsx';
import { PriceRow } from './components/PriceRow.tsx';
import { RemoveAmount } from './components/RemoveAmount.tsx';
import { useRemoveLiquidity } from './hooks/useRemoveLiquidity.ts';
import { liquidityErrorText } from './logic.ts';
import styles from './liquidity.module.css';

export interface RemoveLiquidityPageProps {
  /** Route params of /remove/{currencyIdA}/{currencyIdB}. */
  currencyIdA: string;
  currencyIdB: string;
}

export function RemoveLiquidityPage({ currencyIdA, currencyIdB }: RemoveLiquidityPageProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const r = useRemoveLiquidity(currencyIdA, currencyIdB);
  const { account, currencyA, currencyB, pair, stats, info, error, symbolA, symbolB, price, approval, approved, signature } = r;
  const amountA = info.parsedAmounts.CURRENCY_A;
  const amountB = info.parsedAmounts.CURRENCY_B;
  const bothSet = !!amountA && !!amountB;

  return (
    <TradeFrame>
      <PageHeader
        title={currencyA && currencyB ? t('Remove {{symbolA}}-{{symbolB}} liquidity', { symbolA, symbolB }) : t('Remove Liquidity')}
        subtitle={
          currencyA && currencyB ? t('To receive {{symbolA}} and {{symbolB}}', { symbolA, symbolB }) : t('To receive your tokens back')
        }
        backTo="/pool"
        settings={<SettingsButton />}
        history={<HistoryButton />}
      />
      <div className={styles.body}>
        <RemoveAmount r={r} />

        {price && currencyA && currencyB && (
          <dl className={styles.rows}>
            <PriceRow price={price} symbolA={symbolA} symbolB={symbolB} />
          </dl>
        )}

        <div className={styles.confirm} aria-live="polite">
          {!account ? (
            <ConnectWalletButton fullWidth />
          ) : (
            <div className={styles.buttons}>
              <Button
                variant={approved || signature ? 'secondary' : 'primary'}
                disabled={approval.status !== 'NOT_APPROVED' || signature !== null || r.signing || !!error}
                loading={approval.status === 'PENDING' || r.signing}
                onClick={r.onAttemptToApprove}
              >
                {r.enableText}
              </Button>
              <Button
                variant={error && bothSet ? 'danger' : 'primary'}
                data-variant={error && bothSet ? 'danger' : 'primary'}
                disabled={!!error || (!approved && !signature) || stale}
                onClick={r.openConfirm}
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
            showUnwrapped={r.receiveSwitch === 'native'}
            defaultOpen
          />
        </div>
      )}

      {currencyA && currencyB && (
        <TransactionConfirmationModal
          open={r.showConfirm}
          onDismiss={r.onDismissConfirm}
          state={r.write.state}
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
              lpLabel={r.lpLabel}
              price={price}
              slippage={r.slippage}
              canConfirm={approved || !!signature}
              onConfirm={r.onRemove}
              account={r.account}
              previewKey={r.previewKey}
              preview={r.write.state.status === 'idle' ? r.previewRemove : undefined}
            />
          }
        />
      )}
    </TradeFrame>
  );
}
