/**
 * The import-list warning (spec 2.7, 4): "Import at your own risk", trusting
 * a list means trusting its data; Import only after "I understand". The list
 * is added and downloaded; on failure it is removed again and the error shown.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenList } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { Button, Checkbox, WarningIcon } from '../../../ui/index.ts';
import { useImportList } from '../lists/hooks.ts';
import { tokensOfList } from '../hooks/allTokens.ts';
import { ListLogo } from './ListLogo.tsx';
import styles from './tokens.module.css';

export interface ImportListProps {
  listUrl: string;
  list: TokenList;
  onImported: () => void;
}

export function ImportList({ listUrl, list, onImported }: ImportListProps) {
  const { t } = useTranslation();
  const importList = useImportList();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const warningId = useId();
  const count = tokensOfList(list, runtime().chainId).length;

  const onImport = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await importList(listUrl);
      onImported();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <div className={styles.importView}>
      <div className={styles.importCard}>
        <ListLogo logoURI={list.logoURI} name={list.name} />
        <div className={styles.importCardText}>
          <span className={styles.symbol}>{list.name}</span>
          <span className={styles.name}>{t('{{count}} tokens', { count })}</span>
          <code className={styles.address}>{listUrl}</code>
        </div>
      </div>
      <div id={warningId} className={styles.warningBox} role="note">
        <WarningIcon size={20} aria-hidden="true" />
        <div>
          <p className={styles.warningTitle}>{t('Import at your own risk')}</p>
          <p>
            {t(
              'By adding this list you are implicitly trusting that the data is correct. Anyone can create a list, including creating fake versions of existing lists and lists that claim to represent projects that do not have one.',
            )}
          </p>
          <p>{t('If you purchase a token from this list, you may not be able to sell it back.')}</p>
        </div>
      </div>
      <Checkbox checked={understood} onChange={setUnderstood} label={t('I understand')} aria-describedby={warningId} />
      <Button variant="danger" fullWidth disabled={!understood} loading={busy} onClick={() => void onImport()}>
        {t('Import')}
      </Button>
      {error !== undefined && (
        <div role="alert" className={styles.error}>
          <strong>{t('Error importing list')}</strong>
          <span>{error}</span>
        </div>
      )}
    </div>
  );
}
