/** The battle's banner: its title, the countdown to the next step and the steps from entry to claiming. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPETITION_STATUSES, type CompetitionStatus, type DeployedCompetition } from '@fuelswap/config';
import { Heading, Text, cx } from '../../../ui/index.ts';
import styles from '../competition.module.css';
import { bannerCountdown } from '../battleAction.ts';

export const STEP_LABELS: Record<CompetitionStatus, string> = {
  registration: 'Registration',
  open: 'Battle live',
  close: 'Calculating prizes',
  claiming: 'Claim prizes',
  over: 'Claim period over',
};

function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** "2d 3h 4m 5s" without units at zero on the left. */
export function formatCountdown(seconds: number): { d: number; h: number; m: number; s: number } {
  const s = Math.max(0, seconds);
  return { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600), m: Math.floor((s % 3600) / 60), s: s % 60 };
}

export function Banner({
  deployed,
  status,
  claimEndsAt,
}: {
  deployed: DeployedCompetition;
  status: CompetitionStatus | undefined;
  claimEndsAt: bigint | undefined;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const countdown = bannerCountdown(deployed, status, now, claimEndsAt);
  const target = countdown && {
    at: countdown.at,
    label:
      countdown.kind === 'starts' ? t('Battle starts in') : countdown.kind === 'ends' ? t('Battle ends in') : t('Claim period ends in'),
  };
  const c = target ? formatCountdown(target.at - now) : undefined;
  return (
    <header className={styles.banner}>
      <Heading level={1}>{t('Trading Battle')}</Heading>
      <Text>{t('Trade on the eligible pairs, climb your team’s leaderboard and win FUEL, points and collectibles.')}</Text>
      {target && c && (
        <p className={styles.countdown} aria-live="off">
          {target.label}: {t('{{d}}d {{h}}h {{m}}m {{s}}s', c)}
        </p>
      )}
      {status === 'registration' && !target && <p className={styles.countdown}>{t('Starting soon')}</p>}
      <ol className={styles.steps} aria-label={t('Battle steps')}>
        {COMPETITION_STATUSES.map((s) => (
          <li key={s} className={cx(styles.step, s === status && styles.stepCurrent)} aria-current={s === status ? 'step' : undefined}>
            {t(STEP_LABELS[s])}
          </li>
        ))}
      </ol>
      <Text size="sm">{t('Eligible pairs: {{pairs}}', { pairs: deployed.eligiblePairs.map((p) => p.name).join(', ') })}</Text>
    </header>
  );
}
