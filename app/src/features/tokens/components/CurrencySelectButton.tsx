/** The currency picker button: logo + symbol + chevron, or "Select a token"; opens the Select a Token modal. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@fuelswap/sdk';
import { ChevronDownIcon, cx } from '../../../ui/index.ts';
import { CurrencyLogo } from './CurrencyLogo.tsx';
import { CurrencySearchModal } from './CurrencySearchModal.tsx';
import { displaySymbol } from './display.ts';
import styles from './tokens.module.css';

export interface CurrencySelectButtonProps {
  selected: Currency | null | undefined;
  /** The currency on the other side (marked in the list; choosing it swaps the sides upstream). */
  otherSelected?: Currency | null | undefined;
  onSelect: (currency: Currency) => void;
  showCommonBases?: boolean;
  disabled?: boolean;
  /** Accessible name prefix, e.g. "From" / "To": read as "From: BNB". */
  label?: string;
  className?: string;
  id?: string;
}

export function CurrencySelectButton({
  selected,
  otherSelected,
  onSelect,
  showCommonBases = true,
  disabled,
  label,
  className,
  id,
}: CurrencySelectButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = selected ? displaySymbol(selected.symbol) : t('Select a token');
  return (
    <>
      <button
        id={id}
        type="button"
        className={cx(styles.selectButton, !selected && styles.selectButtonEmpty, className)}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-label={label ? `${label}: ${text}` : undefined}
        data-testid="currency-select-button"
        onClick={() => setOpen(true)}
      >
        {selected && <CurrencyLogo currency={selected} size={24} decorative />}
        <span className={styles.selectButtonText}>{text}</span>
        <ChevronDownIcon size={16} aria-hidden="true" />
      </button>
      <CurrencySearchModal
        open={open}
        onDismiss={() => setOpen(false)}
        onCurrencySelect={onSelect}
        selectedCurrency={selected}
        otherSelectedCurrency={otherSelected}
        showCommonBases={showCommonBases}
      />
    </>
  );
}
