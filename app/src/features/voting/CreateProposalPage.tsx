import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Writing a proposal for the community to vote on is coming to this page. */
export function CreateProposalPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Make a Proposal')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Writing a proposal for the community to vote on is coming to this page.')}
      </Text>
    </Page>
  );
}
