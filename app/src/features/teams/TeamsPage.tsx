import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useConnection } from 'wagmi';
import { teamInfo } from '@fuelswap/config';
import { rankTeams } from '@fuelswap/sdk';
import { ButtonLink, Card, Heading, Page, Skeleton, Text } from '../../ui/index.ts';
import { profileStyles as styles, useProfileData } from '../profile/index.ts';
import { TeamImage } from './TeamImage.tsx';
import teamStyles from './teams.module.css';

/** /teams: the teams ranked by points, with their active members (one batched read per block). */
export function TeamsPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = useProfileData(address);
  if (!data) {
    return (
      <Page narrow>
        <Heading level={1}>{t('Leaderboard')}</Heading>
        <Text color="subtle">{t('Teams are not deployed on this network.')}</Text>
      </Page>
    );
  }
  const ranked = data.teams ? rankTeams(data.teams) : undefined;
  return (
    <Page narrow>
      <Heading level={1}>{t('Teams & Profiles')}</Heading>
      <Text color="subtle">{t('Show off your stats and collectibles with your unique profile. Team features will be revealed soon!')}</Text>
      {address && data.user?.state === 'none' && <NoProfileCard />}
      <Card style={{ marginTop: 16 }}>
        <Heading level={2} size="lg">
          {t('Teams')}
        </Heading>
        {!ranked ? (
          <Skeleton height={120} />
        ) : (
          <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('Teams ranked by points')}>
            {ranked.map((team, i) => (
              <li key={team.id} className={styles.teamRow} data-testid={`team-row-${team.id}`}>
                <Text bold numeric>
                  {i + 1}
                </Text>
                <RouterLink to={`/teams/${team.id}`} className={teamStyles.teamLink}>
                  <TeamImage id={team.id} name="" small />
                  {t(team.name)}
                </RouterLink>
                <Text numeric>{t('{{points}} points', { count: Number(team.points), points: String(team.points) })}</Text>
                <Text numeric color="subtle">
                  {t('{{members}} members', { count: Number(team.users), members: String(team.users) })}
                </Text>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {ranked?.some((tm) => !teamInfo(tm.id)) && (
        <Text size="sm" color="subtle">
          {t('Teams added after launch have no banner yet.')}
        </Text>
      )}
    </Page>
  );
}

export function NoProfileCard() {
  const { t } = useTranslation();
  return (
    <Card style={{ marginTop: 16 }}>
      <div className={styles.between}>
        <Text bold>{t("You haven't set up your profile yet!")}</Text>
        <ButtonLink to="/profile">{t('Set up now')}</ButtonLink>
      </div>
    </Card>
  );
}
