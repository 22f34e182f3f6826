/**
 * The virtualised result list (spec 2.7 / 9: rows of 56, list height 390).
 * A listbox driven from the search box with aria-activedescendant: the
 * options are not focusable; the active one is scrolled into view.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatForContext, type Currency, type CurrencyAmount } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { cx } from '../../../ui/index.ts';
import { CurrencyLogo } from './CurrencyLogo.tsx';
import { displayName, displaySymbol } from './display.ts';
import type { SearchItem } from './searchResults.ts';
import styles from './tokens.module.css';

export const ROW_HEIGHT = 56;
export const LIST_HEIGHT = 390;

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

export interface CurrencyListProps {
  id: string;
  label: string;
  items: readonly SearchItem[];
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onChoose: (item: SearchItem) => void;
  selectedCurrency: Currency | null | undefined;
  otherCurrency: Currency | null | undefined;
  /** Balances by item key, for a connected wallet. */
  balanceOf: (item: SearchItem) => CurrencyAmount | undefined;
  showBalances: boolean;
}

function itemCurrency(item: SearchItem): Currency {
  return item.kind === 'currency' ? item.currency : item.token;
}

export function CurrencyList({
  id,
  label,
  items,
  activeIndex,
  onActiveIndexChange,
  onChoose,
  selectedCurrency,
  otherCurrency,
  balanceOf,
  showBalances,
}: CurrencyListProps) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 360, height: LIST_HEIGHT },
    getItemKey: (i) => items[i]?.key ?? i,
  });

  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < items.length) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, items.length, virtualizer]);

  return (
    <div ref={scrollRef} className={styles.listScroll}>
      <div id={id} role="listbox" aria-label={label} className={styles.listInner} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          const currency = itemCurrency(item);
          const isSelected = !!selectedCurrency && currency.equals(selectedCurrency);
          const isOther = !!otherCurrency && currency.equals(otherCurrency);
          const balance = showBalances && item.kind === 'currency' ? balanceOf(item) : undefined;
          const active = row.index === activeIndex;
          return (
            <div
              key={row.key}
              id={optionId(id, row.index)}
              role="option"
              aria-selected={active}
              aria-disabled={isSelected || undefined}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-testid="currency-option"
              className={cx(styles.row, active && styles.rowActive, isSelected && styles.rowSelected, isOther && styles.rowOther)}
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              onMouseMove={() => {
                if (!active) onActiveIndexChange(row.index);
              }}
              onClick={() => {
                if (!isSelected) onChoose(item);
              }}
            >
              <CurrencyLogo currency={currency} size={28} decorative />
              <div className={styles.rowText}>
                <span className={styles.symbol}>{displaySymbol(currency.symbol)}</span>
                <span className={styles.name}>
                  {item.kind === 'import'
                    ? item.listName
                      ? t('{{name}} via {{list}}', { name: displayName(currency.name), list: item.listName })
                      : displayName(currency.name)
                    : displayName(currency.name)}
                </span>
              </div>
              <div className={styles.rowEnd}>
                {item.kind === 'import' ? (
                  <span className={styles.importTag}>{t('Import')}</span>
                ) : isSelected ? (
                  <span className={styles.marker}>{t('Selected')}</span>
                ) : balance ? (
                  <span className={styles.balance} title={n(balance.toExact())}>
                    {n(formatForContext(balance, 'list'))}
                  </span>
                ) : null}
                {isOther && !isSelected && <span className={styles.marker}>{t('Other side')}</span>}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
