import { sortVotes, VOTES_SHOWN } from '@fuelswap/sdk';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, Card, CardBody, CardHeader, Heading, Spinner, Tag, Text } from '../../../ui/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import type { Vote } from '../data/hub.ts';
import { formatPower } from './format.ts';
import styles from '../voting.module.css';

/** The Votes card: 20 highest power first, then See All; the account's own vote and invalid votes are tagged. */
export function Votes({ votes, choices, loading, error }: { votes: Vote[]; choices: string[]; loading: boolean; error: Error | null }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
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
                  {n(formatPower(v.vp))}
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
