import { useTranslation } from 'react-i18next';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, Card, CardBody, CardHeader, Heading, Modal, Spinner, Text } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import type { Proposal, Vote } from '../data/hub.ts';
import { useCastVote } from '../hooks/useCastVote.ts';
import { formatPower } from './format.ts';
import styles from '../voting.module.css';

/** Cast your vote (active proposals, until the account has voted): the choices, then the Confirm Vote dialog with the power breakdown. */
export function CastVote({ proposal: p, votes }: { proposal: Proposal; votes: Vote[] }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const { address, choice, setChoice, confirming, setConfirming, sending, power, voted, vote } = useCastVote(p, votes);
  if (voted) return null;

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
                {n(formatPower(power.data.total))}
              </Text>
              <dl className={styles.breakdown}>
                {rows.map(([label, v]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{n(formatPower(v ?? '0'))}</dd>
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
