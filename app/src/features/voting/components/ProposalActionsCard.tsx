import type { ProposalFormField, ProposalFormValues } from '@fuelswap/sdk';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, CardHeader, Heading, Text } from '../../../ui/index.ts';
import { ConnectWalletButton, shortAddress } from '../../wallet/index.ts';
import type { PowerBreakdown } from '../data/hub.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { formatPower } from './format.ts';
import styles from '../voting.module.css';

export interface ProposalActionsCardProps {
  values: ProposalFormValues;
  set: <K extends keyof ProposalFormValues>(k: K, v: ProposalFormValues[K]) => void;
  touch: (f: ProposalFormField) => void;
  fieldError: (f: ProposalFormField) => string | undefined;
  address: string | undefined;
  snapshot: string;
  publishing: boolean;
  configLoaded: boolean;
  /** The creator's voting power at the snapshot, once read. */
  power: PowerBreakdown | undefined;
  /** The hub's minimum voting power to publish, once its config is read. */
  min: bigint | undefined;
  /** Whether the creator's power reaches the minimum (undefined until both are read). */
  enough: boolean | undefined;
}

/** The proposal form's Actions card: start and end, creator, snapshot, Publish (or Connect Wallet) and the power check. */
export function ProposalActionsCard({
  values,
  set,
  touch,
  fieldError,
  address,
  snapshot,
  publishing,
  configLoaded,
  power,
  min,
  enough,
}: ProposalActionsCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <Heading level={2} size="lg">
          {t('Actions')}
        </Heading>
      </CardHeader>
      <CardBody>
        <div className={styles.field}>
          <DateTimeField
            label={t('Start Date')}
            timeLabel={t('Start Time')}
            date={values.startDate}
            time={values.startTime}
            onDate={(v) => set('startDate', v)}
            onTime={(v) => set('startTime', v)}
            onBlur={() => {
              touch('startDate');
              touch('startTime');
            }}
            error={fieldError('startDate') ?? fieldError('startTime')}
          />
          <DateTimeField
            label={t('End Date')}
            timeLabel={t('End Time')}
            date={values.endDate}
            time={values.endTime}
            onDate={(v) => set('endDate', v)}
            onTime={(v) => set('endTime', v)}
            onBlur={() => {
              touch('endDate');
              touch('endTime');
            }}
            error={fieldError('endDate') ?? fieldError('endTime')}
          />
          {address ? (
            <Text size="sm">
              {t('Creator')}: <span title={address}>{shortAddress(address)}</span>
            </Text>
          ) : null}
          <Text size="sm">
            {t('Snapshot')}: <span data-testid="proposal-snapshot">{snapshot || '…'}</span>
          </Text>
          {fieldError('snapshot') ? (
            <span className={styles.error} role="alert">
              {fieldError('snapshot')}
            </span>
          ) : null}
          {!address ? (
            <ConnectWalletButton fullWidth />
          ) : (
            <Button type="submit" fullWidth loading={publishing} disabled={enough === false || !configLoaded}>
              {t('Publish')}
            </Button>
          )}
          {enough === false && min !== undefined ? (
            <Text size="sm" className={styles.error} role="alert">
              {t('You need at least {{amount}} voting power to publish a proposal.', { amount: formatPower(min) })}
            </Text>
          ) : null}
          {power ? (
            <Text size="sm" color="subtle">
              {t('Your voting power: {{power}}', { power: formatPower(power.total) })}
            </Text>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
