/** The whitelist dialog: every wallet allowed to bid, with the project's name where known, and a search. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { AuctionProject } from '@fuelswap/config';
import { Input, Modal, Text } from '../../../ui/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import styles from '../auction.module.css';

export function WhitelistModal({
  whitelist,
  projects,
  onDismiss,
}: {
  whitelist: Address[] | undefined;
  projects: AuctionProject[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const id = useId();
  const q = query.trim().toLowerCase();
  const rows = (whitelist ?? []).map((a) => ({ account: a, project: projects.find((p) => p.account.toLowerCase() === a.toLowerCase()) }));
  const shown = rows.filter(
    (r) =>
      !q || r.account.toLowerCase().includes(q) || r.project?.name.toLowerCase().includes(q) || r.project?.token.toLowerCase().includes(q),
  );
  return (
    <Modal open onDismiss={onDismiss} title={t('Whitelisted projects')}>
      <div className={styles.modalBody}>
        <label htmlFor={id}>{t('Search by name, token or address')}</label>
        <Input id={id} value={query} onChange={(e) => setQuery(e.target.value)} />
        {whitelist === undefined && <Text color="subtle">{t('Loading...')}</Text>}
        {whitelist && shown.length === 0 && <Text color="subtle">{t('No results')}</Text>}
        <ul className={styles.wlList}>
          {shown.map((r) => (
            <li key={r.account} className={styles.row}>
              <span>{r.project ? `${r.project.name} (${r.project.token})` : t('Unnamed project')}</span>
              <span title={r.account}>{shortAddress(r.account)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
