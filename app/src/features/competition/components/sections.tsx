/**
 * The battle's sections: the banner with its countdown and steps, Your Score (with
 * Share Score), the team ranks podium, top traders by team and the prizes by team rank and tier.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPETITION_STATUSES,
  COMPETITION_TIERS,
  competitionTier,
  TEAMS,
  teamInfo,
  type CompetitionStatus,
  type CompetitionTier,
  type DeployedCompetition,
} from '@fuelswap/config';
import { formatAmount, formatUsd, type RankedTrader, type Standings } from '@fuelswap/sdk';
import { Button, Heading, Tabs, TabPanel, Text, cx } from '../../../ui/index.ts';
import { shortAddress } from '../../wallet/index.ts';
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

const TIER_LABELS: Record<CompetitionTier['id'], string> = {
  champion: 'Champion',
  top10: 'Top 10',
  top100: 'Top 100',
  top500: 'Top 500',
  participant: 'Participant',
};

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

export function TeamRanks({ standings }: { standings: Standings | undefined }) {
  const { t } = useTranslation();
  if (!standings) return null;
  // Podium order: second, first, third.
  const order = [2, 1, 3].map((r) => standings.teams.find((x) => x.rank === r) ?? standings.teams[r - 1]).filter((x) => !!x);
  return (
    <section className={styles.section} aria-labelledby="battle-teams">
      <Heading level={2} id="battle-teams">
        {t('Team Ranks')}
      </Heading>
      <Text size="sm" color="subtle">
        {t('A team’s volume is the combined volume of its top 500 traders.')}
      </Text>
      <ol className={styles.podium} aria-label={t('Team Ranks')}>
        {order.map((team) => {
          const info = teamInfo(team.teamId);
          return (
            <li
              key={team.teamId}
              className={styles.podiumTeam}
              data-rank={team.rank}
              style={{ background: `linear-gradient(${info?.background[0]}, ${info?.background[1]})`, color: info?.textColor }}
            >
              <strong>#{team.rank}</strong>
              <span>{info?.name}</span>
              <span data-testid={`team-volume-${team.teamId}`}>${formatUsd(team.volume)}</span>
              <span>{t('{{count}} traders', { count: team.traders })}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const FIRST_SHOWN = 5;
const MORE_STEP = 10;

/** The tab shown first: the first of the static teams. */
function firstTeamId(): string {
  const [first] = TEAMS;
  if (!first) throw new Error('No teams are configured, so the battle has no leaderboard to show');
  return String(first.id);
}

export function TopTraders({ standings, account }: { standings: Standings | undefined; account: string | undefined }) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState(firstTeamId);
  const [shown, setShown] = useState(FIRST_SHOWN);
  if (!standings) return null;
  const members = standings.traders.filter((x) => String(x.teamId) === teamId).sort((a, b) => a.rankInTeam - b.rankInTeam);
  return (
    <section className={styles.section} aria-labelledby="battle-traders">
      <Heading level={2} id="battle-traders">
        {t('Top Traders')}
      </Heading>
      <Tabs
        className={styles.teamTabs}
        label={t('Teams')}
        idPrefix="battle-team"
        value={teamId}
        onChange={(v) => {
          setTeamId(v);
          setShown(FIRST_SHOWN);
        }}
        items={TEAMS.map((x) => ({ value: String(x.id), label: x.name }))}
      />
      <TabPanel idPrefix="battle-team" value={teamId}>
        {members.length === 0 && <Text color="subtle">{t('No traders yet.')}</Text>}
        <ol className={styles.list}>
          {members.slice(0, shown).map((m) => (
            <li
              key={m.account}
              className={cx(styles.listRow, m.account === account?.toLowerCase() && styles.mine)}
              data-testid="battle-trader"
            >
              <span>#{m.rankInTeam}</span>
              <span title={m.account}>{shortAddress(m.account as `0x${string}`)}</span>
              <span>${formatUsd(m.volume)}</span>
            </li>
          ))}
        </ol>
        {members.length > shown && (
          <Button variant="text" onClick={() => setShown((n) => n + MORE_STEP)}>
            {t('Show More')}
          </Button>
        )}
      </TabPanel>
    </section>
  );
}

export function Prizes({ deployed }: { deployed: DeployedCompetition }) {
  const { t } = useTranslation();
  const rankLabel = ['', t('Gold team (1st)'), t('Silver team (2nd)'), t('Bronze team (3rd)')];
  return (
    <section className={styles.section} aria-labelledby="battle-prizes">
      <Heading level={2} id="battle-prizes">
        {t('Prizes')}
      </Heading>
      <Text size="sm" color="subtle">
        {t('Prizes depend on your team’s final rank and your rank in the team. Champions also win a collectible.')}
      </Text>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('Tier')}</th>
              {[1, 2, 3].map((r) => (
                <th scope="col" key={r}>
                  {rankLabel[r]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPETITION_TIERS.map((tier) => (
              <tr key={tier.group}>
                <th scope="row">
                  {t(TIER_LABELS[tier.id])}
                  <Text size="sm" color="subtle">
                    {Number.isFinite(tier.toRank)
                      ? t('Rank #{{from}} - #{{to}}', { from: tier.fromRank, to: tier.toRank })
                      : t('Rank #{{from}}+', { from: tier.fromRank })}
                  </Text>
                </th>
                {[1, 2, 3].map((r) => {
                  const reward = deployed.rewards.find((x) => x.teamRank === r && x.group === tier.group);
                  return (
                    <td key={r}>
                      {reward ? t('{{amount}} FUEL', { amount: formatAmount(BigInt(reward.fuel), 9, 0) }) : '-'}
                      {reward && (
                        <Text size="sm" color="subtle">
                          {t('{{points}} points', { count: Number(reward.points), points: reward.points })}
                          {reward.nft ? ` + ${t('collectible')}` : ''}
                        </Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
