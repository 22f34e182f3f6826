import { useTranslation } from 'react-i18next';
import { Badge, Heading, Page, PageHeader, Spinner, Text } from '../../ui/index.ts';
import { CastVote } from './components/CastVote.tsx';
import { Markdown } from './components/Markdown.tsx';
import { ProposalDetails } from './components/ProposalDetails.tsx';
import { Results } from './components/Results.tsx';
import { Votes } from './components/Votes.tsx';
import { useProposal } from './hooks/useProposal.ts';
import styles from './voting.module.css';

const STATE_BADGE = { active: 'voteNow', pending: 'soon', closed: 'closed' } as const;

/** /voting/proposal/{id}: body, Cast your vote, Votes (20 highest first, See All), Details, Current Results. */
export function ProposalPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { available, proposal, votes, checked } = useProposal(id);

  if (!available) {
    return (
      <Page>
        <PageHeader title={t('Proposal')} backTo="/voting" />
        <Text color="subtle">{t('Voting is not available on this network.')}</Text>
      </Page>
    );
  }
  if (proposal.isLoading) {
    return (
      <Page>
        <Spinner />
      </Page>
    );
  }
  if (proposal.isError || !proposal.data) {
    return (
      <Page>
        <PageHeader title={t('Proposal')} backTo="/voting" />
        <Text role="alert">
          {proposal.isError
            ? t('The proposal could not be loaded: {{error}}', { error: (proposal.error as Error).message })
            : t('Proposal not found')}
        </Text>
      </Page>
    );
  }
  const p = proposal.data;
  return (
    <Page>
      <PageHeader title={t('Proposal')} backTo="/voting" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.rowMeta}>
            <Badge kind={STATE_BADGE[p.state]} />
            <Badge kind={p.core ? 'core' : 'community'} />
          </div>
          <Heading level={1} size="xl">
            {p.title}
          </Heading>
          <Markdown>{p.body}</Markdown>
          {p.state === 'active' ? <CastVote proposal={p} votes={checked} /> : null}
          <Votes votes={checked} choices={p.choices} loading={votes.isLoading} error={votes.error as Error | null} />
        </div>
        <div className={styles.side}>
          <ProposalDetails proposal={p} />
          <Results proposal={p} votes={checked} />
        </div>
      </div>
    </Page>
  );
}
