import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { teamInfo } from '@fuelswap/config';
import { Card, Heading, Link, Page, Skeleton, Text } from '../../ui/index.ts';
import { profileStyles as styles, useProfileData } from '../profile/index.ts';
import { NoProfileCard } from './TeamsPage.tsx';
import { TeamImage } from './TeamImage.tsx';
import teamStyles from './teams.module.css';

/** What the router's page error boundary renders as its not-found page. */
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/** /teams/{id}: banner, name, description, active members, points; an unknown id is the not-found page. */
export function TeamPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = useProfileData(address);
  const teamId = /^[1-9]\d{0,5}$/.test(id) ? Number(id) : undefined;
  if (teamId === undefined) throw NOT_FOUND;
  if (!data) {
    return (
      <Page narrow>
        <Text color="subtle">{t('Teams are not deployed on this network.')}</Text>
      </Page>
    );
  }
  const team = data.teams?.find((x) => x.id === teamId);
  if (data.teams && !team) throw NOT_FOUND;
  const info = teamInfo(teamId);
  const [from, to] = info?.background ?? ['#7645d9', '#5121b1'];
  return (
    <Page narrow>
      <Link to="/teams">{t('Teams Overview')}</Link>
      {!team ? (
        <Skeleton height={200} />
      ) : (
        <>
          <div
            className={styles.banner}
            style={{ background: `linear-gradient(135deg, ${from}, ${to})`, color: info?.textColor ?? '#fff', marginTop: 12 }}
          >
            <div className={teamStyles.bannerRow}>
              <TeamImage id={teamId} name={t(team.name)} />
              <div>
                <Heading level={1} style={{ color: 'inherit' }}>
                  {t(team.name)}
                </Heading>
                {/* The chain's description; translated when it is still the catalogue's (a renamed team's is shown as set). */}
                <p style={{ margin: '8px 0 0' }}>
                  {info && team.description === info.description ? t(info.description) : team.description}
                </p>
              </div>
            </div>
          </div>
          {address && data.user?.state === 'none' && <NoProfileCard />}
          <div className={styles.row} style={{ marginTop: 16 }}>
            <Card style={{ flex: 1, minWidth: 140 }}>
              <Text color="subtle" size="sm">
                {t('Active Members')}
              </Text>
              <Text bold numeric size="xl" data-testid="team-members">
                {String(team.users)}
              </Text>
            </Card>
            <Card style={{ flex: 1, minWidth: 140 }}>
              <Text color="subtle" size="sm">
                {t('Team Points')}
              </Text>
              <Text bold numeric size="xl" data-testid="team-points">
                {String(team.points)}
              </Text>
            </Card>
          </div>
          {!team.isJoinable && (
            <Text color="warning" style={{ marginTop: 8 }}>
              {t('This team is not accepting new members.')}
            </Text>
          )}
        </>
      )}
    </Page>
  );
}
