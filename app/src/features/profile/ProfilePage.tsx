import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Setting up your profile, team and avatar is coming to this page. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Your Profile')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Setting up your profile, team and avatar is coming to this page.')}
      </Text>
    </Page>
  );
}
