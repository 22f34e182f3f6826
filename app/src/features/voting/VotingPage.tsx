import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Community proposals and voting with your FUEL are coming to this page. */
export function VotingPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Voting')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Community proposals and voting with your FUEL are coming to this page.')}
      </Text>
    </Page>
  );
}
