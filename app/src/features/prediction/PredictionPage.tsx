import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Predicting whether the BNB price goes up or down in each round is coming to this page. */
export function PredictionPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Prediction')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Predicting whether the BNB price goes up or down in each round is coming to this page.')}
      </Text>
    </Page>
  );
}
