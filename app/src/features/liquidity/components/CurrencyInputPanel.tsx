/**
 * An amount input with its balance, a Max button and the currency (a picker,
 * or fixed text for the LP and token amounts of the remove screen). Typed text
 * goes through the amount-input rules (spec 5): commas become points, one
 * point, at most 79 characters; other edits are refused.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput, type Currency, type CurrencyAmount } from '@fuelswap/sdk';
import { Button, NumericalInput } from '../../../ui/index.ts';
import { CurrencyLogo, CurrencySelectButton, displaySymbol } from '../../tokens/index.ts';
import styles from '../liquidity.module.css';

export interface CurrencyInputPanelProps {
  /** Visible label above the field ("Input", "Output", ...). */
  label: string;
  value: string;
  onUserInput: (value: string) => void;
  /** Shows Max when given (the caller hides it when the input already equals the maximum). */
  onMax?: (() => void) | undefined;
  showMax?: boolean;
  currency: Currency | null | undefined;
  /** A currency picker when given; otherwise `currencyLabel` (or the symbol) is shown as fixed text. */
  onCurrencySelect?: (currency: Currency) => void;
  otherCurrency?: Currency | null | undefined;
  currencyLabel?: ReactNode;
  /** Accessible name of the amount field, e.g. "Amount of BNB". */
  inputLabel?: string;
  balance?: CurrencyAmount | undefined;
  /** Replaces the balance text (e.g. "Pooled: 1.2"). */
  balanceText?: string | undefined;
  id?: string;
  disabled?: boolean;
}

export function CurrencyInputPanel({
  label,
  value,
  onUserInput,
  onMax,
  showMax = false,
  currency,
  onCurrencySelect,
  otherCurrency,
  currencyLabel,
  inputLabel,
  balance,
  balanceText,
  id,
  disabled,
}: CurrencyInputPanelProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const labelId = `${inputId}-label`;
  const symbol = currency ? displaySymbol(currency.symbol) : undefined;
  const fieldName = inputLabel ?? (symbol ? t('Amount of {{symbol}}', { symbol }) : label);
  const balanceShown = balanceText ?? (balance ? t('Balance: {{balance}}', { balance: balance.toSignificant(6) }) : undefined);
  return (
    <div className={styles.panel}>
      <div className={styles.panelTop}>
        <span id={labelId}>{label}</span>
        {balanceShown && <span className="fs-tabular">{balanceShown}</span>}
      </div>
      <div className={styles.panelRow}>
        <NumericalInput
          id={inputId}
          value={value}
          disabled={disabled}
          aria-label={fieldName}
          onUserInput={(text) => {
            const next = sanitizeAmountInput(text);
            if (next !== null) onUserInput(next);
          }}
        />
        {onMax && showMax && (
          <Button size="sm" variant="tertiary" onClick={onMax} aria-label={symbol ? t('Max {{symbol}}', { symbol }) : t('Max')}>
            {t('Max')}
          </Button>
        )}
        {onCurrencySelect ? (
          <CurrencySelectButton
            selected={currency}
            otherSelected={otherCurrency}
            onSelect={onCurrencySelect}
            label={label}
            showCommonBases
            className={styles.currencyButton}
          />
        ) : (
          <span className={styles.fixedCurrency}>
            {currencyLabel ?? (
              <>
                {currency && (
                  <span aria-hidden="true">
                    <CurrencyLogo currency={currency} size={24} />
                  </span>
                )}
                {symbol}
              </>
            )}
          </span>
        )}
      </div>
    </div>
  );
}
