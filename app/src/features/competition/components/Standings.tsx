/** The battle's standings: the team ranks podium and each team's top traders. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAMS, teamInfo } from '@fuelswap/config';
import { formatUsd, type Standings } from '@fuelswap/sdk';
import { Button, Tabs, TabPanel, Text, cx } from '../../../ui/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import styles from '../competition.module.css';
import { Section } from './Section.tsx';

export function TeamRanks({ standings }: { standings: Standings | undefined }) {
  const { t } = useTranslation();
  if (!standings) return null;
  // Podium order: second, first, third.
  const order = [2, 1, 3].map((r) => standings.teams.find((x) => x.rank === r) ?? standings.teams[r - 1]).filter((x) => !!x);
  return (
    <Section id="battle-teams" title={t('Team Ranks')} note={t('A team’s volume is the combined volume of its top 500 traders.')}>
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
    </Section>
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
    <Section id="battle-traders" title={t('Top Traders')}>
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
    </Section>
  );
}
