import { VOTING_LIMITS } from '@fuelswap/sdk';
import { useTranslation } from 'react-i18next';
import { Input, Page, PageHeader, Text } from '../../ui/index.ts';
import { ChoicesField } from './components/ChoicesField.tsx';
import { ProposalActionsCard } from './components/ProposalActionsCard.tsx';
import { ProposalBodyField } from './components/ProposalBodyField.tsx';
import { useCreateProposal } from './hooks/useCreateProposal.ts';
import styles from './voting.module.css';

/** /voting/proposal/create: the proposal form, a safe Markdown preview, signing and publishing. */
export function CreateProposalPage() {
  const { t } = useTranslation();
  const form = useCreateProposal();
  const { values, set, touch, fieldError } = form;

  return (
    <Page>
      <PageHeader title={t('Make a Proposal')} backTo="/voting" />
      {!form.available ? (
        <Text color="subtle">{t('Voting is not available on this network.')}</Text>
      ) : (
        <form
          className={styles.layout}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.publish();
          }}
        >
          <div className={styles.main}>
            <Input
              label={t('Title')}
              value={values.title}
              maxLength={VOTING_LIMITS.titleLength}
              onChange={(e) => set('title', e.target.value)}
              onBlur={() => touch('title')}
              error={fieldError('title')}
            />
            <ProposalBodyField
              value={values.body}
              error={fieldError('body')}
              onChange={(v) => set('body', v)}
              onBlur={() => touch('body')}
            />
            <ChoicesField
              choices={values.choices}
              error={fieldError('choices')}
              onChange={(choices) => set('choices', choices)}
              onTouch={() => touch('choices')}
            />
          </div>
          <div className={styles.side}>
            <ProposalActionsCard
              values={values}
              set={set}
              touch={touch}
              fieldError={fieldError}
              address={form.address}
              snapshot={form.snapshot}
              publishing={form.publishing}
              configLoaded={form.configLoaded}
              power={form.power}
              min={form.min}
              enough={form.enough}
            />
          </div>
        </form>
      )}
    </Page>
  );
}
