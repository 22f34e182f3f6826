import { PROPOSALS_PAGE_SIZE, type ProposalState, type ProposalType } from '@fuelswap/sdk';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { Badge, Button, ButtonLink, Page, Spinner, TabPanel, Tabs, Text } from '../../ui/index.ts';
import { useFormatDateTime } from '../../i18n/numbers.ts';
import { fetchHubConfig, fetchProposals, hubUrl, type Proposal } from './data/hub.ts';
import styles from './voting.module.css';

const STATE_BADGE = { active: 'voteNow', pending: 'soon', closed: 'closed' } as const;

/** /voting: the hero with Make a Proposal, Core / Community / All, Vote Now / Soon / Closed, rows, paging. */
export function VotingPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<ProposalType>('core');
  const [state, setState] = useState<ProposalState>('active');
  const available = hubUrl() !== undefined;
  const config = useQuery({ queryKey: ['voting', 'config'], queryFn: fetchHubConfig, enabled: available, staleTime: 60_000 });
  const hub = config.data;
  const list = useInfiniteQuery({
    queryKey: ['voting', 'proposals', type, state, config.data?.space],
    initialPageParam: 0,
    queryFn: hub
      ? ({ pageParam }) =>
          fetchProposals({ type, state, admins: hub.admins, space: hub.space, first: PROPOSALS_PAGE_SIZE, skip: pageParam })
      : skipToken,
    getNextPageParam: (last, pages) => (last.length < PROPOSALS_PAGE_SIZE ? undefined : pages.length * PROPOSALS_PAGE_SIZE),
  });
  const proposals = list.data?.pages.flat() ?? [];
  const filters: { value: ProposalState; label: string }[] = [
    { value: 'active', label: t('Vote Now') },
    { value: 'pending', label: t('Soon') },
    { value: 'closed', label: t('Closed') },
  ];

  return (
    <Page>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{t('Voting')}</h1>
          <Text color="subtle">{t('Have your say in the future of the FuelSwap Ecosystem')}</Text>
        </div>
        <ButtonLink to="/voting/proposal/create">{t('Make a Proposal')}</ButtonLink>
      </header>
      {!available ? (
        <Text className={styles.empty}>{t('Voting is not available on this network.')}</Text>
      ) : (
        <>
          <div className={styles.controls}>
            <Tabs
              idPrefix="voting-type"
              label={t('Proposal type')}
              value={type}
              onChange={setType}
              items={[
                { value: 'core', label: t('Core') },
                { value: 'community', label: t('Community') },
                { value: 'all', label: t('All') },
              ]}
            />
            <fieldset className={styles.filters}>
              <legend className="fs-visually-hidden">{t('Proposal state')}</legend>
              {filters.map((f) => (
                <Button key={f.value} variant="text" size="sm" aria-pressed={state === f.value} onClick={() => setState(f.value)}>
                  {f.label}
                </Button>
              ))}
            </fieldset>
          </div>
          <TabPanel idPrefix="voting-type" value={type}>
            <div aria-busy={list.isLoading || config.isLoading}>
              {config.isError || list.isError ? (
                <Text className={styles.empty} role="alert">
                  {t('Proposals could not be loaded: {{error}}', { error: ((config.error ?? list.error) as Error).message })}
                </Text>
              ) : list.isLoading || config.isLoading ? (
                <div className={styles.empty}>
                  <Spinner />
                </div>
              ) : proposals.length === 0 ? (
                <Text className={styles.empty}>{t('No proposals found')}</Text>
              ) : (
                <ul className={styles.list}>
                  {proposals.map((p) => (
                    <ProposalRow key={p.id} proposal={p} />
                  ))}
                </ul>
              )}
              {list.hasNextPage ? (
                <div className={styles.more}>
                  <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                    {t('Load More')}
                  </Button>
                </div>
              ) : null}
            </div>
          </TabPanel>
        </>
      )}
    </Page>
  );
}

function ProposalRow({ proposal: p }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const when =
    p.state === 'pending'
      ? t('Starts {{date}}', { date: formatDateTime(p.start) })
      : p.state === 'active'
        ? t('Ends {{date}}', { date: formatDateTime(p.end) })
        : t('Ended {{date}}', { date: formatDateTime(p.end) });
  return (
    <li className={styles.row}>
      <RouterLink className={styles.rowTitle} to={`/voting/proposal/${p.id}`}>
        {p.title}
      </RouterLink>
      <div className={styles.rowMeta}>
        <Text as="span" size="sm" color="subtle">
          {when}
        </Text>
        <Badge kind={STATE_BADGE[p.state]} size="sm" />
        <Badge kind={p.core ? 'core' : 'community'} size="sm" />
      </div>
    </li>
  );
}
