import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConfig, useConnection } from 'wagmi';
import { fuelPointCenterAbi } from '@fuelswap/contracts';
import { IFO_CATALOGUE } from '@fuelswap/config';
import { Button, ButtonLink, Card, Heading, Page, Skeleton, Tag, Text } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { useHistoryEntryKey, useUrlHash } from '../../lib/location.ts';
import { readContractOnce, readValue, ReadPlan, useBatchedReads } from '../../chain/reads.ts';
import { call } from '../../chain/write/index.ts';
import { useProfileAction } from './data/actions.ts';
import { achievementsKey } from './data/achievements.ts';
import { AchievementsCard } from './components/Achievements.tsx';
import { TaskList } from './components/TaskList.tsx';
import { BadgeClaims } from './components/BadgeClaims.tsx';
import { profileContracts, useProfileData } from './data/reads.ts';
import { POINTS_TO_COLLECT_ID, profileTasks } from './data/tasks.ts';
import styles from './components/profile.module.css';

/**
 * /profile/tasks: the point center's campaigns (one per IFO): the points each gives, Collect when the
 * wallet is eligible (checkClaimStatus), Collected once done. The campaign list is read once; the statuses
 * in one batched read per block. Above them "Your tasks" (data/tasks.ts): what the wallet can do to build a
 * profile and earn points, from the same reads; its last task links to the points card (#points-to-collect).
 * Below them the badges of FuelAchievements (Syrup Soaker, Clairvoyant, the battle badge) to collect.
 */
export function TaskCenterPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const config = useConfig();
  const c = profileContracts();
  const data = useProfileData(address);
  const chainId = runtime().chainId;
  const sources = useQuery({
    queryKey: ['pointCenterSources', c?.pointCenter],
    staleTime: Infinity,
    queryFn: c
      ? () => readContractOnce(config, { address: c.pointCenter, abi: fuelPointCenterAbi, functionName: 'sources', chainId })
      : skipToken,
  });
  const list = useMemo(() => sources.data ?? [], [sources.data]);
  // Per campaign: its settings, and with a wallet whether it may collect and whether it has.
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const rows = c
      ? list.map((s) => ({
          campaign: p.add(c.pointCenter, fuelPointCenterAbi, 'ifos', [s]),
          eligible: address ? p.add(c.pointCenter, fuelPointCenterAbi, 'checkClaimStatus', [address, s]) : undefined,
          collected: address ? p.add(c.pointCenter, fuelPointCenterAbi, 'hasClaimedPoints', [address, s]) : undefined,
        }))
      : [];
    return { p, rows };
  }, [c, list, address, chainId]);
  const statuses = useBatchedReads(plan.p, { enabled: !!c && list.length > 0 });
  const r = statuses.results;
  const user = data?.user;
  const tasks = useMemo(
    () =>
      profileTasks({
        user: user && { state: user.state, hasClaimedStarter: user.hasClaimedStarter, collectibleCount: user.collectibleCount },
        campaigns: plan.rows.map((row) => ({ eligible: readValue(r, row.eligible), collected: readValue(r, row.collected) })),
      }),
    [user, plan, r],
  );
  const tasksLoading = !!address && (!!data?.isLoading || sources.isLoading || statuses.isLoading);
  // The "Collect your IFO points" task links to #points-to-collect: the shell scrolls to the card
  // (ScrollOnNavigate), this moves the focus there too (every click is a new history entry key).
  const entry = useHistoryEntryKey();
  const hash = useUrlHash();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry key is the trigger (a click on the link again)
  useEffect(() => {
    if (hash === `#${POINTS_TO_COLLECT_ID}`) document.getElementById(POINTS_TO_COLLECT_ID)?.focus({ preventScroll: true });
  }, [entry, hash]);
  const queryClient = useQueryClient();
  const action = useProfileAction(() => {
    void statuses.refetch();
    void queryClient.invalidateQueries({ queryKey: achievementsKey(address) });
    return data?.refetch();
  });

  if (!c) {
    return (
      <Page narrow>
        <Heading level={1}>{t('Task Center')}</Heading>
        <Text color="subtle">{t('Profiles are not deployed on this network.')}</Text>
      </Page>
    );
  }
  return (
    <Page narrow>
      <Heading level={1}>{t('Task Center')}</Heading>
      <Text color="subtle">{t('Collect points for the tasks you complete: they count for your profile and your team.')}</Text>
      {address && data?.user?.state === 'none' && (
        <Card style={{ marginTop: 16 }}>
          <div className={styles.between}>
            <Text bold>{t("You haven't set up your profile yet!")}</Text>
            <ButtonLink to="/profile">{t('Set up now')}</ButtonLink>
          </div>
        </Card>
      )}
      <TaskList tasks={tasks} connected={!!address} loading={tasksLoading} />
      <Card id={POINTS_TO_COLLECT_ID} tabIndex={-1} style={{ marginTop: 16 }}>
        <Heading level={2} size="lg">
          {t('Points to collect')}
        </Heading>
        {sources.isLoading ? (
          <Skeleton height={80} />
        ) : list.length === 0 ? (
          <Text color="subtle">{t('No tasks yet.')}</Text>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((s, i) => {
              const row = plan.rows[i];
              const campaign = readValue(r, row?.campaign);
              const entry = campaign ? IFO_CATALOGUE.find((e) => BigInt(e.campaignId) === campaign[1]) : undefined;
              const eligible = readValue(r, row?.eligible);
              const collected = readValue(r, row?.collected);
              return (
                <li key={s} className={styles.between} style={{ padding: '12px 0' }}>
                  <div>
                    <Text bold>{entry ? t('{{name}} IFO participant', { name: entry.name }) : s}</Text>
                    <Text size="sm" color="subtle">
                      {campaign ? t('{{points}} points', { count: Number(campaign[2]), points: String(campaign[2]) }) : '-'}
                    </Text>
                  </div>
                  {collected ? (
                    <Tag tone="success" size="sm">
                      {t('Collected')}
                    </Tag>
                  ) : eligible ? (
                    <Button
                      size="sm"
                      loading={action.pending === s}
                      disabled={!!action.pending}
                      onClick={() =>
                        void action.run(
                          s,
                          call({
                            address: c.pointCenter,
                            abi: fuelPointCenterAbi,
                            functionName: 'getPoints',
                            args: [s],
                            chainId,
                            summary: t('Collect points'),
                          }),
                          {
                            success: { title: t('Points Collected!') },
                            failure: { title: t('Error'), description: t('Could not be collected') },
                          },
                        )
                      }
                    >
                      {t('Collect')}
                    </Button>
                  ) : (
                    <Tag tone="neutral" size="sm">
                      {t('Not eligible')}
                    </Tag>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {address && c.achievements && <BadgeClaims achievements={c.achievements} account={address} action={action} />}
      {address && data?.user?.state !== undefined && data.user.state !== 'none' && <AchievementsCard account={address} taskLink={false} />}
    </Page>
  );
}
