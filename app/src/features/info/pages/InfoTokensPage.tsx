import { useTranslation } from 'react-i18next';
import { Card, Heading, Page } from '../../../ui/index.ts';
import { useTokenMap } from '../api/derived.ts';
import { InfoNav } from '../components/InfoNav.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { TokensTable } from '../components/TokensTable.tsx';
import styles from '../info.module.css';

export function InfoTokensPage() {
  const { t } = useTranslation();
  const tokens = useTokenMap();
  return (
    <Page className={styles.page}>
      <Heading level={1}>{t('All tokens')}</Heading>
      <InfoNav />
      <Card padded={false}>
        <QueryState q={tokens.q}>{(d) => <TokensTable tokens={d.tokens.items} pageSize={25} />}</QueryState>
      </Card>
    </Page>
  );
}
