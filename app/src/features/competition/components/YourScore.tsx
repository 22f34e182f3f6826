/** Your Score: the connected trader's rank, tier, volume and distance to the next rank, with Share Score. */
import { useTranslation } from 'react-i18next';
import { competitionTier, teamInfo } from '@fuelswap/config';
import { formatUsd, type RankedTrader, type Standings } from '@fuelswap/sdk';
import { Button, Heading, Text } from '../../../ui/index.ts';
import styles from '../competition.module.css';
import { TIER_LABELS } from './tierLabels.ts';

/** A share image drawn on a canvas and downloaded as PNG (no library: a few lines of 2D canvas). */
function shareScore(me: RankedTrader, teamName: string, texts: { title: string; lines: string[] }) {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 420;
  const g = canvas.getContext('2d');
  if (!g) return;
  const grad = g.createLinearGradient(0, 0, 800, 420);
  grad.addColorStop(0, '#7645d9');
  grad.addColorStop(1, '#1fc7d4');
  g.fillStyle = grad;
  g.fillRect(0, 0, 800, 420);
  g.fillStyle = '#ffffff';
  g.font = 'bold 44px sans-serif';
  g.fillText(texts.title, 40, 80);
  g.font = 'bold 32px sans-serif';
  g.fillText(teamName, 40, 140);
  g.font = '28px sans-serif';
  texts.lines.forEach((l, i) => g.fillText(l, 40, 210 + i * 48));
  g.font = '20px monospace';
  g.fillText(me.account, 40, 390);
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = 'fuelswap-battle-score.png';
  a.click();
}

export function YourScore({ me, standings }: { me: RankedTrader | undefined; standings: Standings | undefined }) {
  const { t } = useTranslation();
  if (!me || !standings) return null;
  const team = teamInfo(me.teamId);
  // No volume, no rank to win: a participant whatever the tied rank says (as settlementOf writes it on chain).
  const tier = competitionTier(me.volume > 0n ? me.rankInTeam : Number.POSITIVE_INFINITY);
  const stats = [
    { label: t('Rank in team'), value: `#${me.rankInTeam}` },
    { label: t('Tier'), value: t(TIER_LABELS[tier.id]) },
    { label: t('Overall rank'), value: `#${me.rankOverall}` },
    { label: t('Your volume'), value: `$${formatUsd(me.volume)}`, usd: me.volume.toString(), id: 'battle-volume' },
    { label: t('To next rank'), value: me.toNextRank > 0n ? `$${formatUsd(me.toNextRank)}` : t('You’re at the top!') },
  ];
  return (
    <section className={styles.section} aria-labelledby="battle-score">
      <div className={styles.row}>
        <Heading level={2} id="battle-score">
          {t('Your Score')}
        </Heading>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            shareScore(me, team?.name ?? '', {
              title: t('Trading Battle'),
              lines: stats.map((s) => `${s.label}: ${s.value}`),
            })
          }
        >
          {t('Share Score')}
        </Button>
      </div>
      {team && <Text>{t('Team: {{team}}', { team: team.name })}</Text>}
      <div className={styles.score} data-testid="battle-score">
        {stats.map((s) => (
          <div key={s.label} className={styles.stat} data-testid={'id' in s ? s.id : undefined} data-usd={'usd' in s ? s.usd : undefined}>
            <Text size="sm" color="subtle">
              {s.label}
            </Text>
            <span className={styles.statValue}>{s.value}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
