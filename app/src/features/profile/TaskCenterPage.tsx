import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Tasks and achievements that earn profile points are coming to this page. */
export function TaskCenterPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Task Center')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Tasks and achievements that earn profile points are coming to this page.')}
      </Text>
    </Page>
  );
}
