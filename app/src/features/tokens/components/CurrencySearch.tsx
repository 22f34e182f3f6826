/**
 * The search view of the Select a Token modal (spec 2.7, 5): "Manage
 * Tokens", the search box (debounced 200 ms), the common bases and the
 * virtualised list with balances. Keyboard: arrows move through the results,
 * Enter picks the active row, or else what pickOnEnter chooses.
 */
import { useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { createTokenSearchIndex, pickOnEnter, searchAddress, type Currency, type Token } from '@fuelswap/sdk';
import { nativeCurrency } from '../../../chain/tokens.ts';
import { Button, Input, Spinner } from '../../../ui/index.ts';
import { useAllTokens, useInactiveListTokens } from '../hooks/allTokens.ts';
import { useNativeBalance, useTokenBalances } from '../hooks/balances.ts';
import { useOnChainToken } from '../hooks/useToken.ts';
import { CommonBases } from './CommonBases.tsx';
import { CurrencyList, optionId } from './CurrencyList.tsx';
import { buildSearchItems, type SearchItem } from './searchResults.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import styles from './tokens.module.css';

export const SEARCH_DEBOUNCE_MS = 200;
/** Balances are read for at most this many tokens at once (a 10,000-token list reads the visible results). */
export const BALANCE_LOOKUP_LIMIT = 1000;

export interface CurrencySearchProps {
  selectedCurrency: Currency | null | undefined;
  otherSelectedCurrency: Currency | null | undefined;
  showCommonBases: boolean;
  onCurrencySelect: (currency: Currency) => void;
  /** A token that must be imported first (inactive list or found on chain). */
  onImportToken: (token: Token) => void;
  onManage: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function CurrencySearch({
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases,
  onCurrencySelect,
  onImportToken,
  onManage,
  inputRef,
}: CurrencySearchProps) {
  const { t } = useTranslation();
  const listboxId = useId();
  const { address: account } = useConnection();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [activeIndex, setActiveIndex] = useState(-1);

  const all = useAllTokens();
  const inactive = useInactiveListTokens();
  const allList = useMemo(() => [...all.values()], [all]);
  const index = useMemo(() => createTokenSearchIndex(allList), [allList]);
  const native = nativeCurrency();

  const queryAddress = searchAddress(query);
  const needsChainLookup = !!queryAddress && !all.has(queryAddress) && !inactive.some((x) => x.token.key === queryAddress);
  const chainToken = useOnChainToken(needsChainLookup ? queryAddress : undefined, needsChainLookup);

  // Balances: every offered token, or for very large lists the first matches of the query.
  const balanceTokens = useMemo(
    () => (allList.length <= BALANCE_LOOKUP_LIMIT ? allList : index.search(query).slice(0, BALANCE_LOOKUP_LIMIT)),
    [allList, index, query],
  );
  const balances = useTokenBalances(account, balanceTokens);
  const nativeBalance = useNativeBalance(account);

  const items = useMemo(
    () => buildSearchItems({ query, native, index, balances, inactive, chainToken }),
    [query, native, index, balances, inactive, chainToken],
  );

  const choose = (item: SearchItem) => {
    if (item.kind === 'import') onImportToken(item.token);
    else if (!(selectedCurrency && item.currency.equals(selectedCurrency))) onCurrencySelect(item.currency);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (items.length === 0) return;
      const next = e.key === 'ArrowDown' ? Math.min(items.length - 1, activeIndex + 1) : Math.max(0, activeIndex - 1);
      setActiveIndex(next);
    } else if (e.key === 'Home' && activeIndex >= 0 && e.ctrlKey) {
      e.preventDefault();
      setActiveIndex(0);
    } else if (e.key === 'End' && activeIndex >= 0 && e.ctrlKey) {
      e.preventDefault();
      setActiveIndex(items.length - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const active = text === query ? items[activeIndex] : undefined;
      if (active) return choose(active);
      // Enter right after typing: search the text as it is now, not the debounced query.
      const now = text === query ? items : buildSearchItems({ query: text, native, index, balances, inactive, chainToken: undefined });
      const tokens = now.flatMap((i) => (i.kind === 'currency' && i.currency.isToken ? [i.currency] : []));
      const pick = pickOnEnter(text, tokens);
      if (pick === 'native') onCurrencySelect(native);
      else if (pick) choose({ kind: 'currency', key: pick.key, currency: pick });
    }
  };

  const lookingUp = needsChainLookup && chainToken === undefined;
  const balanceOf = (item: SearchItem) =>
    item.kind === 'currency' ? (item.currency.isNative ? nativeBalance : balances.get(item.currency.key)) : undefined;
  const activeId = activeIndex >= 0 && activeIndex < items.length ? optionId(listboxId, activeIndex) : undefined;

  return (
    <div className={styles.search}>
      <Input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={t('Search name or paste address')}
        aria-expanded={true}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        placeholder={t('Search name or paste address')}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={200}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {showCommonBases && <CommonBases selectedCurrency={selectedCurrency} onSelect={onCurrencySelect} />}
      {items.length > 0 ? (
        <CurrencyList
          id={listboxId}
          label={t('Tokens')}
          items={items}
          activeIndex={activeIndex}
          onActiveIndexChange={setActiveIndex}
          onChoose={choose}
          selectedCurrency={selectedCurrency}
          otherCurrency={otherSelectedCurrency}
          balanceOf={balanceOf}
          showBalances={!!account}
        />
      ) : (
        <div className={styles.empty}>
          <div id={listboxId} role="listbox" aria-label={t('Tokens')} />
          {lookingUp || text !== query ? <Spinner size={24} label={t('Loading…')} /> : <p role="status">{t('No results found.')}</p>}
        </div>
      )}
      <div className={styles.footer}>
        <Button variant="text" onClick={onManage}>
          {t('Manage Tokens')}
        </Button>
      </div>
    </div>
  );
}
