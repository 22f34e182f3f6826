import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CLAIRVOYANT_CAMPAIGN_ID, type BadgeType, type BattleBadge, type BattleBadgeMedal } from '@fuelswap/config';
import { Button, ButtonLink, Card, Heading, Skeleton, Tag, Text } from '../../../ui/index.ts';
import { useAchievements, type Achievement } from '../data/achievements.ts';
import { profileContracts } from '../data/reads.ts';
import styles from './profile.module.css';

const BADGE_COLORS: Record<BadgeType, readonly [string, string]> = {
  ifo: ['#1fc7d4', '#ffffff'],
  teambattle: ['#ffb237', '#280d5f'],
  participation: ['#7645d9', '#ffffff'],
};

const MEDAL_COLORS: Record<BattleBadgeMedal, readonly [string, string]> = {
  gold: ['#f5c542', '#280d5f'],
  silver: ['#c0c6d0', '#280d5f'],
  bronze: ['#cd7f32', '#ffffff'],
};

/** A battle badge's name: its tier in its team's medal ("Champion (Gold)"). Literal keys, so every one is translated. */
export function battleBadgeTitle(t: TFunction, b: Pick<BattleBadge, 'tier' | 'medal'>): string {
  const tier =
    b.tier === 'champion'
      ? t('Battle Champion')
      : b.tier === 'top10'
        ? t('Battle Top 10')
        : b.tier === 'top100'
          ? t('Battle Top 100')
          : b.tier === 'top500'
            ? t('Battle Top 500')
            : t('Battle Participant');
  const medal = b.medal === 'gold' ? t('Gold') : b.medal === 'silver' ? t('Silver') : t('Bronze');
  return t('{{tier}} ({{medal}})', { tier, medal });
}

/**
 * A badge's picture, drawn here (the project serves no badge images): a disc in the type's colour with the
 * IFO token's first letters, a cup for the battle, a star for participation. Decorative: the title beside it
 * names the badge.
 */
export function BadgeImage({ achievement }: { achievement: Pick<Achievement, 'type' | 'ifo' | 'battleBadge'> }) {
  const [bg, fg] = achievement.battleBadge ? MEDAL_COLORS[achievement.battleBadge.medal] : BADGE_COLORS[achievement.type];
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <circle cx="24" cy="24" r="22" fill={bg} stroke={fg} strokeOpacity="0.35" strokeWidth="3" />
      {achievement.type === 'ifo' ? (
        <text x="24" y="29" textAnchor="middle" fontSize="14" fontWeight="700" fill={fg} fontFamily="sans-serif">
          {(achievement.ifo?.tokenSymbol ?? 'IFO').slice(0, 3)}
        </text>
      ) : achievement.type === 'teambattle' ? (
        <path d="M16 13h16v6a8 8 0 0 1-16 0zM12 14h4v4a4 4 0 0 1-4-4zM36 14h-4v4a4 4 0 0 0 4-4zM22 27h4v5h4v3H18v-3h4z" fill={fg} />
      ) : (
        <path d="M24 11l3.8 8.2 8.9 1-6.6 6.1 1.8 8.8L24 30.6l-7.9 4.5 1.8-8.8-6.6-6.1 8.9-1z" fill={fg} />
      )}
    </svg>
  );
}

function AchievementRow({ a }: { a: Achievement }) {
  const { t } = useTranslation();
  const cutoff = profileContracts()?.clairvoyantBeforeEpoch;
  const title =
    a.type === 'ifo'
      ? t('IFO Shopper: {{name}}', { name: a.ifo?.name ?? '' })
      : a.battleBadge
        ? battleBadgeTitle(t, a.battleBadge)
        : a.type === 'teambattle'
          ? t('Trading Battle participant')
          : t(a.campaign?.title ?? '');
  const description =
    a.type === 'ifo'
      ? t('Committed more than $5 worth of LP in the {{name}} IFO', { name: a.ifo?.name ?? '' })
      : a.battleBadge
        ? t('Finished the trading battle in this tier of a team ranked {{rank}}.', { rank: String(a.battleBadge.teamRank) })
        : a.type === 'teambattle'
          ? t('Took part in the Trading Battle and claimed its points.')
          : a.campaign?.campaignId === CLAIRVOYANT_CAMPAIGN_ID && cutoff !== undefined
            ? t('Played a prediction round before round {{epoch}}.', { epoch: cutoff.toLocaleString('en-US') })
            : t(a.campaign?.description ?? '');
  return (
    <li className={styles.achievement} data-testid="achievement" data-campaign={String(a.campaignId)}>
      <BadgeImage achievement={a} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text bold>{title}</Text>
        <Text size="sm" color="subtle">
          {description}
        </Text>
      </div>
      <Tag tone="success" size="sm">
        {t('+{{points}} Points', { count: Number(a.points), points: String(a.points) })}
      </Tag>
    </li>
  );
}

/**
 * The Achievements card of /profile and /profile/tasks: the account's achievements with their badges from
 * the indexer; "No achievements yet!" when there is none; when the indexer does not answer, says so with
 * Try again (the rest of the page, read from the chain, stays).
 */
export function AchievementsCard({ account, taskLink = true }: { account: string; taskLink?: boolean }) {
  const { t } = useTranslation();
  const q = useAchievements(account);
  return (
    <Card style={{ marginTop: 16 }}>
      <div className={styles.between}>
        <Heading level={2} size="lg">
          {t('Achievements')}
        </Heading>
        {taskLink && (
          <ButtonLink to="/profile/tasks" variant="text">
            {t('Task Center')}
          </ButtonLink>
        )}
      </div>
      <div aria-live="polite" aria-busy={q.isLoading}>
        {q.isLoading ? (
          <Skeleton height={64} />
        ) : q.isError && !q.data ? (
          <div className={styles.between} role="alert" data-testid="achievements-unavailable">
            <Text color="subtle">{t('Achievements are unavailable right now: the indexer is not answering.')}</Text>
            <Button size="sm" variant="secondary" onClick={() => void q.refetch()} loading={q.isFetching}>
              {t('Try again')}
            </Button>
          </div>
        ) : !q.data || q.data.length === 0 ? (
          <Text color="subtle" data-testid="achievements-empty">
            {t('No achievements yet!')}
          </Text>
        ) : (
          <ul className={styles.achievements}>
            {q.data.map((a) => (
              <AchievementRow key={a.id} a={a} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
