import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: one team (route /teams/{id}). */
export function TeamPage({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Team {id}', { id })}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t("This team's members and points are coming to this page.")}
      </Text>
    </Page>
  );
}
