import { useTranslation } from 'react-i18next';
import { Card, Heading, Page } from '../../../ui/index.ts';
import { useAllPairs } from '../api/queries.ts';
import { InfoNav } from '../components/InfoNav.tsx';
import { PairsTable } from '../components/PairsTable.tsx';
import { QueryState } from '../components/QueryState.tsx';
import styles from '../info.module.css';

export function InfoPairsPage() {
  const { t } = useTranslation();
  const pairs = useAllPairs();
  return (
    <Page className={styles.page}>
      <Heading level={1}>{t('All pairs')}</Heading>
      <InfoNav />
      <Card padded={false}>
        <QueryState q={pairs}>{(d) => <PairsTable pairs={d.pairs.items} pageSize={25} />}</QueryState>
      </Card>
    </Page>
  );
}
