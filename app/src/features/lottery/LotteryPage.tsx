import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Buying FUEL lottery tickets and checking past draws is coming to this page. */
export function LotteryPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Lottery')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Buying FUEL lottery tickets and checking past draws is coming to this page.')}
      </Text>
    </Page>
  );
}
