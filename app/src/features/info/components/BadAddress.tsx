import { useTranslation } from 'react-i18next';
import { Card, Heading, Link, Page, Text } from '../../../ui/index.ts';
import styles from '../info.module.css';

/** The page for an address in the URL that is not one, or that the indexer does not know. */
export function AddressProblem({ title, message, address }: { title: string; message: string; address: string }) {
  const { t } = useTranslation();
  return (
    <Page className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <Card role="alert">
        <Text>{message}</Text>
        <Text size="sm" color="subtle" className={styles.mono}>
          {address}
        </Text>
      </Card>
      <Link to="/info">{t('Back to Info')}</Link>
    </Page>
  );
}
