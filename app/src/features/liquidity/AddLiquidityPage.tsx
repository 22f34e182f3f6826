/**
 * Add liquidity: /add/{A}/{B} and the /create
 * forms. Choosing a currency rewrites the route; a new pool takes both
 * amounts (their ratio sets the price), an existing pool derives the other
 * amount from its price. Enable {{asset}} per token, then Supply, a confirm
 * dialog, and addLiquidity / addLiquidityETH through the write path. State and
 * writes: hooks/useAddLiquidity.ts; this file is the markup.
 */
import { useTranslation } from 'react-i18next';
import { maxAmountSpend, showMaxButton, type Currency } from '@fuelswap/sdk';
import { Button, PageHeader, Text, TradeFrame } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { useChainHealth } from '../../chain/blocks.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { SettingsButton } from '../settings/index.ts';
import { HistoryButton, TransactionConfirmationModal } from '../transactions/index.ts';
import { ConfirmAddContent } from './components/ConfirmAddContent.tsx';
import { CurrencyInputPanel } from './components/CurrencyInputPanel.tsx';
import { EnableButton } from './components/EnableButton.tsx';
import { PoolPriceBar } from './components/PoolPriceBar.tsx';
import { PositionCard } from './components/PositionCard.tsx';
import { UnsupportedAssetsFooter } from './components/UnsupportedAssets.tsx';
import { useAddLiquidity } from './hooks/useAddLiquidity.ts';
import { liquidityErrorText } from './logic.ts';
import styles from './liquidity.module.css';

export interface AddLiquidityPageProps {
  /** Route params of /add/{currencyIdA}/{currencyIdB} and /create/...: an address or BNB; the second is optional. */
  currencyIdA?: string;
  currencyIdB?: string;
}

export function AddLiquidityPage({ currencyIdA, currencyIdB }: AddLiquidityPageProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const add = useAddLiquidity(currencyIdA, currencyIdB);
  const { account, currencyA, currencyB, pair, pairState, stats, balanceA, balanceB, info, typeInput, approvalA, approvalB } = add;
  const { noLiquidity, parsedAmounts, formattedAmounts, error } = info;
  const maxA = maxAmountSpend(balanceA);
  const maxB = maxAmountSpend(balanceB);
  const bothSet = !!parsedAmounts.CURRENCY_A && !!parsedAmounts.CURRENCY_B;
  const hasPosition = stats.balance !== undefined && stats.balance > 0n;
  const oneIsWrapped = !!currencyA && !!currencyB && (isWrappedNative(currencyA) || isWrappedNative(currencyB));

  return (
    <TradeFrame>
      <PageHeader
        title={t('Add Liquidity')}
        subtitle={t('Add liquidity to receive LP tokens')}
        helpText={t(
          'Liquidity providers earn a 0.17% trading fee on all trades made for that token pair, proportional to their share of the liquidity pool.',
        )}
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
          showMax={showMaxButton(maxA, parsedAmounts.CURRENCY_A)}
          currency={currencyA}
          otherCurrency={currencyB}
          onCurrencySelect={add.select('A')}
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
          showMax={showMaxButton(maxB, parsedAmounts.CURRENCY_B)}
          currency={currencyB}
          otherCurrency={currencyA}
          onCurrencySelect={add.select('B')}
          balance={balanceB}
        />
        {currencyA && currencyB && pairState !== 'invalid' && (
          <PoolPriceBar
            currencyA={currencyA}
            currencyB={currencyB}
            price={info.price}
            poolShare={info.poolTokenPercentage}
            noLiquidity={noLiquidity}
          />
        )}

        <div className={styles.confirm} aria-live="polite">
          {add.unsupported.length > 0 ? (
            <Button fullWidth disabled>
              {t('Unsupported Asset')}
            </Button>
          ) : !account ? (
            <ConnectWalletButton fullWidth />
          ) : (
            <>
              {add.showApprovals && (
                <div className={styles.buttons}>
                  {currencyA && approvalA.status !== 'APPROVED' && <EnableButton approval={approvalA} symbol={add.symbolA} />}
                  {currencyB && approvalB.status !== 'APPROVED' && <EnableButton approval={approvalB} symbol={add.symbolB} />}
                </div>
              )}
              <Button
                fullWidth
                variant={error && bothSet ? 'danger' : 'primary'}
                data-variant={error && bothSet ? 'danger' : 'primary'}
                disabled={!!error || !add.approved || stale}
                onClick={add.onSupply}
              >
                {error ? liquidityErrorText(t, error) : t('Supply')}
              </Button>
            </>
          )}
        </div>
        {add.unsupported.length > 0 && <UnsupportedAssetsFooter currencies={add.unsupported} />}
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
          open={add.showConfirm}
          onDismiss={add.onDismissConfirm}
          state={add.write.state}
          title={noLiquidity ? t('You are creating a pool') : t('You will receive')}
          pendingText={add.pendingText}
          content={
            <ConfirmAddContent
              info={info}
              currencyA={currencyA}
              currencyB={currencyB}
              slippage={add.slippage}
              onConfirm={add.onAdd}
              account={add.account}
              previewKey={add.previewKey}
              preview={add.write.state.status === 'idle' ? add.previewAdd : undefined}
            />
          }
        />
      )}
    </TradeFrame>
  );
}

function isWrappedNative(currency: Currency): boolean {
  return currency.isToken && runtime().exchange.wrappedNative.address.toLowerCase() === currency.key;
}
