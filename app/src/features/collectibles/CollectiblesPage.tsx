import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Claiming and viewing your collectible NFTs is coming to this page. */
export function CollectiblesPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Collectibles')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Claiming and viewing your collectible NFTs is coming to this page.')}
      </Text>
    </Page>
  );
}
