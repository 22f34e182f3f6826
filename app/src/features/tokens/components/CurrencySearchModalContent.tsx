/**
 * The Select a Token modal (spec 2.7): four views — search ("Select a
 * Token"), manage ("Manage"), import token ("Import Tokens") and import list
 * ("Import List"). Back from manage or import list returns to search; back
 * from import token returns to the view it came from.
 * Loaded with import() when the dialog first opens (CurrencySearchModal.tsx):
 * the search, the virtualised list and list management are ~25 kB gzipped
 * that no page needs before a token is chosen.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, Token, TokenList } from '@fuelswap/sdk';
import { Modal } from '../../../ui/index.ts';
import { CurrencySearch } from './CurrencySearch.tsx';
import { ImportList } from './ImportList.tsx';
import { ImportToken, type ImportTokenProps } from './ImportToken.tsx';
import { Manage, type ManageTab } from './Manage.tsx';
import styles from './tokens.module.css';
import type { CurrencySearchModalProps } from './CurrencySearchModal.tsx';

export type CurrencyModalView = 'search' | 'manage' | 'importToken' | 'importList';

export function CurrencySearchModalContent({
  onDismiss,
  onCurrencySelect,
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases = false,
  verdict,
}: CurrencySearchModalProps & Pick<ImportTokenProps, 'verdict'>) {
  const { t } = useTranslation();
  const [view, setView] = useState<CurrencyModalView>('search');
  const [importFrom, setImportFrom] = useState<CurrencyModalView>('search');
  const [tokenToImport, setTokenToImport] = useState<Token | undefined>(undefined);
  const [listToImport, setListToImport] = useState<{ url: string; list: TokenList } | undefined>(undefined);
  const [manageTab, setManageTab] = useState<ManageTab>('lists');
  const searchInputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Moving between views: focus the search box, or the new view's first control.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (view === 'search') searchInputRef.current?.focus();
    else bodyRef.current?.querySelector<HTMLElement>('input, button:not([disabled]), [tabindex="0"]')?.focus();
  }, [view]);

  const select = (currency: Currency) => {
    onCurrencySelect(currency);
    onDismiss();
  };

  const openImportToken = (token: Token, from: CurrencyModalView) => {
    setTokenToImport(token);
    setImportFrom(from);
    setView('importToken');
  };

  const titles: Record<CurrencyModalView, string> = {
    search: t('Select a Token'),
    manage: t('Manage'),
    importToken: t('Import Tokens'),
    importList: t('Import List'),
  };

  const onBack =
    view === 'search'
      ? undefined
      : view === 'importToken'
        ? () => setView(importFrom === 'importToken' ? 'search' : importFrom)
        : () => setView('search');

  return (
    <Modal
      open
      onDismiss={onDismiss}
      title={titles[view]}
      onBack={onBack}
      initialFocusRef={searchInputRef}
      bodyClassName={styles.modalBody}
    >
      <div ref={bodyRef} data-view={view} className={view === 'search' ? styles.viewSearch : undefined}>
        {view === 'search' && (
          <CurrencySearch
            selectedCurrency={selectedCurrency}
            otherSelectedCurrency={otherSelectedCurrency}
            showCommonBases={showCommonBases}
            onCurrencySelect={select}
            onImportToken={(token) => openImportToken(token, 'search')}
            onManage={() => setView('manage')}
            inputRef={searchInputRef}
          />
        )}
        {view === 'manage' && (
          <Manage
            tab={manageTab}
            onTabChange={setManageTab}
            onImportToken={(token) => openImportToken(token, 'manage')}
            onImportList={(url, list) => {
              setListToImport({ url, list });
              setView('importList');
            }}
          />
        )}
        {view === 'importToken' && tokenToImport && (
          <ImportToken
            tokens={[tokenToImport]}
            selectedCurrency={selectedCurrency}
            verdict={verdict}
            onImport={(tokens) => {
              const first = tokens[0];
              if (importFrom === 'search' && first) select(first);
              else setView(importFrom);
            }}
          />
        )}
        {view === 'importList' && listToImport && (
          <ImportList listUrl={listToImport.url} list={listToImport.list} onImported={() => setView('manage')} />
        )}
      </div>
    </Modal>
  );
}
