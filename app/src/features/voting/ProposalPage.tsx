import { sortVotes, tallyVotes, voteTypedData, VOTE_TYPES, VOTES_SHOWN, SNAPSHOT_DOMAIN, type VoteMessage } from '@fuelswap/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection, useSignTypedData } from 'wagmi';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  Heading,
  Modal,
  Page,
  PageHeader,
  Spinner,
  Tag,
  Text,
  useToasts,
} from '../../ui/index.ts';
import { ConnectWalletButton, isUserRejection, shortAddress } from '../wallet/index.ts';
import { formatDateTime, formatPower, shortId } from './components/format.ts';
import { Markdown } from './components/Markdown.tsx';
import { fetchAllVotes, fetchPower, fetchProposal, hubUrl, sendMessage, verifyVotes, type Proposal, type Vote } from './data/hub.ts';
import styles from './voting.module.css';

const STATE_BADGE = { active: 'voteNow', pending: 'soon', closed: 'closed' } as const;

/** /voting/proposal/{id}: body, Cast your vote, Votes (20 highest first, See All), Details, Current Results. */
export function ProposalPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const available = hubUrl() !== undefined;
  const proposal = useQuery({ queryKey: ['voting', 'proposal', id], queryFn: () => fetchProposal(id), enabled: available });
  const votes = useQuery({ queryKey: ['voting', 'votes', id], queryFn: () => fetchAllVotes(id), enabled: available && !!proposal.data });
  const snapshot = proposal.data?.snapshot;
  // Vote verification (spec 001 §4): votes the verification service says are not valid are marked and not counted.
  const verification = useQuery({
    queryKey: ['voting', 'verify', id, votes.data?.length],
    queryFn: () => verifyVotes(snapshot!, votes.data!),
    enabled: !!votes.data && votes.data.length > 0 && snapshot !== undefined,
    staleTime: 60_000,
  });
  const checked: Vote[] = useMemo(
    () =>
      (votes.data ?? []).map((v) => ({
        ...v,
        invalid: verification.data ? verification.data[v.voter.toLowerCase()]?.isValid === false : false,
      })),
    [votes.data, verification.data],
  );

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
          <Card>
            <CardHeader>
              <Heading level={2} size="lg">
                {t('Details')}
              </Heading>
            </CardHeader>
            <CardBody>
              <dl className={styles.details}>
                <dt>{t('Identifier')}</dt>
                <dd title={p.id}>{shortId(p.id)}</dd>
                <dt>{t('Creator')}</dt>
                <dd title={p.author}>{shortAddress(p.author)}</dd>
                <dt>{t('Snapshot')}</dt>
                <dd data-testid="proposal-details-snapshot">{p.snapshot}</dd>
                <dt>{t('Start Date')}</dt>
                <dd>{formatDateTime(p.start)}</dd>
                <dt>{t('End Date')}</dt>
                <dd>{formatDateTime(p.end)}</dd>
              </dl>
            </CardBody>
          </Card>
          <Results proposal={p} votes={checked} />
        </div>
      </div>
    </Page>
  );
}

function CastVote({ proposal: p, votes }: { proposal: Proposal; votes: Vote[] }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const queryClient = useQueryClient();
  const { toastSuccess, toastError } = useToasts();
  const sign = useSignTypedData();
  const [choice, setChoice] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const power = useQuery({
    queryKey: ['voting', 'power', address, p.snapshot],
    queryFn: () => fetchPower(address!, p.snapshot),
    enabled: address !== undefined && confirming,
  });
  const voted = address !== undefined && votes.some((v) => v.voter.toLowerCase() === address.toLowerCase());
  if (voted) return null;

  async function vote() {
    if (!address || choice === undefined) return;
    const message: VoteMessage = {
      from: address,
      space: p.space.id,
      timestamp: Math.floor(Date.now() / 1000),
      proposal: p.id,
      choice,
      reason: '',
      app: 'fuelswap',
      metadata: '{}',
    };
    setSending(true);
    try {
      const sig = await sign.mutateAsync(voteTypedData(message));
      await sendMessage({ address, sig, data: { domain: SNAPSHOT_DOMAIN, types: VOTE_TYPES, message } });
      toastSuccess(t('Vote cast!'));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['voting', 'votes', p.id] });
    } catch (e) {
      if (!isUserRejection(e)) toastError(t('Error'), (e as Error).message);
    } finally {
      setSending(false);
    }
  }

  const rows: [string, string | undefined][] = power.data
    ? [
        [t('Wallet'), power.data.wallet],
        [t('Manual FUEL Pool'), power.data.manualPool],
        [t('Auto FUEL Pool'), power.data.autoVault],
        [t('Other Syrup Pools'), power.data.otherPools],
        [t('FUEL BNB LP'), power.data.fuelBnbLp],
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <Heading level={2} size="lg">
          {t('Cast your vote')}
        </Heading>
      </CardHeader>
      <CardBody>
        <fieldset className={styles.choices}>
          <legend className="fs-visually-hidden">{t('Choices')}</legend>
          {p.choices.map((c, i) => (
            <label key={c + i} className={styles.choice}>
              <input type="radio" name="vote-choice" value={i + 1} checked={choice === i + 1} onChange={() => setChoice(i + 1)} />
              {c}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions} style={{ marginTop: 12 }}>
          {address ? (
            <Button disabled={choice === undefined} onClick={() => setConfirming(true)}>
              {t('Cast Vote')}
            </Button>
          ) : (
            <ConnectWalletButton />
          )}
        </div>
      </CardBody>
      <Modal open={confirming} onDismiss={() => setConfirming(false)} title={t('Confirm Vote')}>
        <div className={styles.field}>
          <Text>{t('Voting for')}</Text>
          <Text bold>{choice !== undefined ? p.choices[choice - 1] : ''}</Text>
          <Text>{t('Your Voting Power')}</Text>
          {power.isLoading ? (
            <Spinner />
          ) : power.isError ? (
            <Text role="alert">{(power.error as Error).message}</Text>
          ) : power.data ? (
            <>
              <Text bold size="lg" data-testid="vote-power">
                {formatPower(power.data.total)}
              </Text>
              <dl className={styles.breakdown}>
                {rows.map(([label, v]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{formatPower(v ?? '0')}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          <Button loading={sending} disabled={!power.data || BigInt(power.data.total) === 0n} onClick={() => void vote()}>
            {t('Confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('Cancel')}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}

function Votes({ votes, choices, loading, error }: { votes: Vote[]; choices: string[]; loading: boolean; error: Error | null }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [all, setAll] = useState(false);
  const sorted = useMemo(() => sortVotes(votes.map((v) => ({ ...v, power: BigInt(v.vp) }))), [votes]);
  const shown = all ? sorted : sorted.slice(0, VOTES_SHOWN);
  return (
    <Card>
      <CardHeader>
        <Heading level={2} size="lg">
          {t('Votes ({{count}})', { count: votes.length })}
        </Heading>
      </CardHeader>
      <CardBody>
        {loading ? (
          <Spinner />
        ) : error ? (
          <Text role="alert">{t('Votes could not be loaded: {{error}}', { error: error.message })}</Text>
        ) : votes.length === 0 ? (
          <Text color="subtle">{t('No votes found')}</Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="votes-list">
            {shown.map((v) => (
              <li key={v.id} className={`${styles.voteRow} ${v.invalid ? styles.invalid : ''}`}>
                <span title={v.voter}>
                  {shortAddress(v.voter)}{' '}
                  {address && v.voter.toLowerCase() === address.toLowerCase() ? (
                    <Tag size="sm" tone="success">
                      {t('Your vote')}
                    </Tag>
                  ) : null}{' '}
                  {v.invalid ? (
                    <Tag size="sm" tone="danger">
                      {t('Invalid')}
                    </Tag>
                  ) : null}
                </span>
                <Text as="span" size="sm">
                  {choices[v.choice - 1] ?? ''}
                </Text>
                <Text as="span" size="sm" numeric>
                  {formatPower(v.vp)}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {!all && sorted.length > VOTES_SHOWN ? (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => setAll(true)}>
              {t('See All')}
            </Button>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}

function Results({ proposal: p, votes }: { proposal: Proposal; votes: Vote[] }) {
  const { t } = useTranslation();
  const tally = tallyVotes(
    p.choices,
    votes.map((v) => ({ voter: v.voter, choice: v.choice, power: BigInt(v.vp), created: v.created, invalid: v.invalid })),
  );
  return (
    <Card>
      <CardHeader>
        <Heading level={2} size="lg">
          {t('Current Results')}
        </Heading>
      </CardHeader>
      <CardBody>
        <div className={styles.field} data-testid="results">
          {tally.results.map((r, i) => (
            <div key={r.choice + i} className={styles.result}>
              <div className={styles.resultHead}>
                <Text as="span" bold>
                  {r.choice}
                </Text>
                <Text as="span" size="sm" numeric data-testid={`result-${i + 1}`}>
                  {t('{{power}} Votes', { power: formatPower(r.power) })} · {(r.bps / 100).toFixed(2)}%
                </Text>
              </div>
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={r.choice}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={r.bps / 100}
              >
                <div className={styles.barFill} style={{ width: `${r.bps / 100}%` }} />
              </div>
            </div>
          ))}
          <Text size="sm" color="subtle">
            {t('Total: {{power}} from {{count}} votes', { power: formatPower(tally.total), count: tally.votes })}
          </Text>
        </div>
      </CardBody>
    </Card>
  );
}
