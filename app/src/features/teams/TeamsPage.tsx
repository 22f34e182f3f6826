import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Team rankings and a page for each team are coming here. */
export function TeamsPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Leaderboard')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Team rankings and a page for each team are coming here.')}
      </Text>
    </Page>
  );
}
