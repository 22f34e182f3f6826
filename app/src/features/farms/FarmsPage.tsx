import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Staking LP tokens to earn FUEL is coming to this page. */
export function FarmsPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Farms')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Staking LP tokens to earn FUEL is coming to this page.')}
      </Text>
    </Page>
  );
}
