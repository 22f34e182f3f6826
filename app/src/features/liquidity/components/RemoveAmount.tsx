/**
 * The amount part of the remove screen: the liquidity percent (slider 0–100,
 * 25 / 50 / 75 / Max) with what it gives back, or in the detailed view an
 * amount of LP, token A or token B (all kept consistent by the burn state);
 * the BNB / WBNB receive switch for WBNB pairs.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyAmount, type Currency } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button } from '../../../ui/index.ts';
import { CurrencyLogo, displaySymbol } from '../../tokens/index.ts';
import type { RemoveLiquidity } from '../hooks/useRemoveLiquidity.ts';
import { PERCENT_PRESETS } from '../logic.ts';
import { CurrencyInputPanel } from './CurrencyInputPanel.tsx';
import { DoubleCurrencyLogo } from './DoubleCurrencyLogo.tsx';
import styles from '../liquidity.module.css';

export function RemoveAmount({ r }: { r: RemoveLiquidity }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const [detailed, setDetailed] = useState(false);
  const { formatted, info, currencyA, currencyB, lpLabel, typeInput, setPercent, pair, stats } = r;
  const percentNumber = Number(formatted.LIQUIDITY_PERCENT) || 0;
  const sliderValue = Math.min(100, Math.max(0, Math.round(percentNumber)));
  const receiveSwitch = r.receiveSwitch && (
    <button type="button" className={styles.receiveLink} onClick={r.onReceiveSwitch}>
      {r.receiveSwitch === 'wrapped' ? t('Receive WBNB') : t('Receive BNB')}
    </button>
  );

  return (
    <>
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
          {n(formatted.LIQUIDITY_PERCENT || '0')}%
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
            <ReceiveRow amount={info.parsedAmounts.CURRENCY_A} currency={currencyA} />
            <ReceiveRow amount={info.parsedAmounts.CURRENCY_B} currency={currencyB} />
          </dl>
          {receiveSwitch}
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
            balanceText={
              stats.balance !== undefined && pair
                ? t('Balance: {{balance}}', { balance: lpAmount(pair.liquidityToken, stats.balance) })
                : undefined
            }
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
          {receiveSwitch}
        </>
      )}
    </>
  );
}

function lpAmount(token: Currency, raw: bigint): string {
  return CurrencyAmount.fromRaw(token, raw).toSignificant(6);
}

function ReceiveRow({ amount, currency }: { amount: CurrencyAmount | undefined; currency: Currency | undefined }) {
  const n = useLocalizeNumber();
  if (!currency) return null;
  return (
    <div className={styles.row}>
      <dt className="fs-tabular">{amount ? n(amount.toSignificant(6)) : '-'}</dt>
      <dd>
        <span aria-hidden="true">
          <CurrencyLogo currency={currency} size={20} />
        </span>
        {displaySymbol(currency.symbol)}
      </dd>
    </div>
  );
}
