import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: one proposal (route /voting/proposal/{id}). */
export function ProposalPage({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Proposal')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('The details, votes and results of proposal {id} are coming to this page.', { id })}
      </Text>
    </Page>
  );
}
