import { useTranslation } from 'react-i18next';
import { Heading, Text } from '../../../../ui/index.ts';
import type { ProfileData } from '../../data/reads.ts';
import styles from '../profile.module.css';

/** Step 3: join a team, listed in the visit's shuffled order; a full team cannot be chosen. */
export function TeamStep({
  teams,
  order,
  teamId,
  onTeam,
}: {
  teams: ProfileData['teams'];
  order: readonly number[];
  teamId: number | undefined;
  onTeam: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <Heading level={2}>{t('Join Team')}</Heading>
      <Text>{t('It won’t be possible to undo the choice you make for the foreseeable future!')}</Text>
      <div className={styles.stack} role="radiogroup" aria-label={t('Teams')}>
        {order.map((id) => {
          const tm = teams?.find((x) => x.id === id);
          if (!tm) return null;
          return (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={teamId === id}
              className={styles.choice}
              disabled={!tm.isJoinable}
              onClick={() => onTeam(id)}
              style={{ textAlign: 'left' }}
            >
              <strong>{t(tm.name)}</strong> · {t('{{members}} members', { count: Number(tm.users), members: String(tm.users) })}
              {!tm.isJoinable && ` · ${t('Full')}`}
            </button>
          );
        })}
      </div>
      <Text size="sm" color="warning">
        {t(
          "There's currently no big difference between teams, and no benefit of joining one team over another for now. So pick whichever you like!",
        )}
      </Text>
    </div>
  );
}
