import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader, Heading } from '../../../ui/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import type { Proposal } from '../data/hub.ts';
import { shortId } from './format.ts';
import { useFormatDateTime } from '../../../i18n/numbers.ts';
import styles from '../voting.module.css';

/** The Details card: identifier, creator, snapshot, start and end. */
export function ProposalDetails({ proposal: p }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
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
  );
}
