import { tallyVotes } from '@fuelswap/sdk';
import { useTranslation } from 'react-i18next';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Card, CardBody, CardHeader, Heading, Text } from '../../../ui/index.ts';
import type { Proposal, Vote } from '../data/hub.ts';
import { formatPower } from './format.ts';
import styles from '../voting.module.css';

/** Current Results: the SDK's tally (invalid votes left out), a bar per choice and the total. */
export function Results({ proposal: p, votes }: { proposal: Proposal; votes: Vote[] }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
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
                  {t('{{power}} Votes', { power: formatPower(r.power) })} · {n((r.bps / 100).toFixed(2))}%
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
            {t('Total: {{power}} from {{count}} votes', { power: formatPower(tally.total), count: Number(tally.votes) })}
          </Text>
        </div>
      </CardBody>
    </Card>
  );
}
