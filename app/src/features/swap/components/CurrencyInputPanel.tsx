/**
 * One side of the swap card (spec 2.7 "Token amount input"): label, balance,
 * the amount field with the input rules of spec 5, Max, and the currency
 * picker.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, CurrencyAmount } from '@fuelswap/sdk';
import { NumericalInput } from '../../../ui/index.ts';
import { CurrencySelectButton, displaySymbol } from '../../tokens/index.ts';
import styles from '../swap.module.css';

export interface CurrencyInputPanelProps {
  /** Visible label: "From", "To", "From (estimated)"... */
  label: string;
  /** Accessible name of the amount field. */
  inputLabel: string;
  /** Accessible name prefix of the currency picker ("From" / "To"). */
  selectLabel: string;
  value: string;
  onUserInput: (value: string) => void;
  currency: Currency | null | undefined;
  otherCurrency: Currency | null | undefined;
  onCurrencySelect: (currency: Currency) => void;
  /** Shown when an account is connected; undefined while unknown (a dash). */
  balance: CurrencyAmount | undefined;
  showBalance: boolean;
  showMaxButton: boolean;
  onMax?: () => void;
  testId: string;
}

export function CurrencyInputPanel(p: CurrencyInputPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.panel} data-testid={p.testId}>
      <div className={styles.panelTop}>
        <label htmlFor={id} className={styles.panelLabel}>
          {p.label}
        </label>
        {p.showBalance && p.currency && (
          <span className={styles.balance} data-testid={`${p.testId}-balance`}>
            {t('Balance: {{balance}}', { balance: p.balance ? p.balance.toSignificant(6) : '–' })}
          </span>
        )}
      </div>
      <div className={styles.panelBottom}>
        <NumericalInput
          id={id}
          aria-label={p.inputLabel}
          className={styles.amount}
          value={p.value}
          // The field itself refuses anything but digits and one point (commas become points), at most 79 characters.
          onUserInput={p.onUserInput}
        />
        {p.showMaxButton && p.onMax && (
          <button
            type="button"
            className={styles.max}
            onClick={p.onMax}
            aria-label={p.currency ? t('Max {{symbol}}', { symbol: displaySymbol(p.currency.symbol) }) : undefined}
          >
            {t('Max')}
          </button>
        )}
        <CurrencySelectButton
          selected={p.currency}
          otherSelected={p.otherCurrency}
          onSelect={p.onCurrencySelect}
          label={p.selectLabel}
          className={styles.select}
        />
      </div>
    </div>
  );
}
