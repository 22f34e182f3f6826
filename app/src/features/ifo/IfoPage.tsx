import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Buying new tokens with LP tokens in initial farm offerings is coming to this page. */
export function IfoPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Initial Farm Offering')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Buying new tokens with LP tokens in initial farm offerings is coming to this page.')}
      </Text>
    </Page>
  );
}
