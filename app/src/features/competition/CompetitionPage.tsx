import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Team trading competitions, their prizes and leaderboard are coming to this page. */
export function CompetitionPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Trading Battle')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Team trading competitions, their prizes and leaderboard are coming to this page.')}
      </Text>
    </Page>
  );
}
