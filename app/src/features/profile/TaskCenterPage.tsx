import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useConfig, useConnection, useReadContracts } from 'wagmi';
import { readContract } from 'wagmi/actions';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { fuelPointCenterAbi } from '@fuelswap/contracts';
import { IFO_CATALOGUE } from '@fuelswap/config';
import { Button, ButtonLink, Card, Heading, Page, Skeleton, Tag, Text } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { sendContractTransaction } from '../../chain/write.ts';
import { useProfileAction } from './data/actions.ts';
import { achievementsKey } from './data/achievements.ts';
import { AchievementsCard } from './components/Achievements.tsx';
import { profileContracts, useProfileData } from './data/reads.ts';
import styles from './components/profile.module.css';

/**
 * /profile/tasks: the point center's campaigns (one per IFO): the points each gives, Collect when the
 * wallet is eligible (checkClaimStatus), Collected once done. The campaign list is read once; the statuses
 * in one batched read per block.
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
    enabled: !!c,
    staleTime: Infinity,
    queryFn: () => readContract(config, { address: c!.pointCenter, abi: fuelPointCenterAbi, functionName: 'sources', chainId }) as Promise<readonly Address[]>,
  });
  const list = sources.data ?? [];
  const statuses = useReadContracts({
    contracts: list.flatMap((s) => [
      { address: c!.pointCenter, abi: fuelPointCenterAbi, functionName: 'ifos', args: [s], chainId },
      ...(address
        ? [
            { address: c!.pointCenter, abi: fuelPointCenterAbi, functionName: 'checkClaimStatus', args: [address, s], chainId },
            { address: c!.pointCenter, abi: fuelPointCenterAbi, functionName: 'hasClaimedPoints', args: [address, s], chainId },
          ]
        : []),
    ]) as never,
    allowFailure: true,
    query: { enabled: !!c && list.length > 0, placeholderData: keepPreviousData },
  });
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
  const per = address ? 3 : 1;
  const r = statuses.data as readonly { status: string; result?: unknown }[] | undefined;
  const at = <T,>(i: number): T | undefined => (r?.[i]?.status === 'success' ? (r[i]!.result as T) : undefined);
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
      <Card style={{ marginTop: 16 }}>
        <Heading level={2} size="lg">{t('Points to collect')}</Heading>
        {sources.isLoading ? (
          <Skeleton height={80} />
        ) : list.length === 0 ? (
          <Text color="subtle">{t('No tasks yet.')}</Text>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((s, i) => {
              const campaign = at<readonly [bigint, bigint, bigint]>(i * per);
              const entry = campaign ? IFO_CATALOGUE.find((e) => BigInt(e.campaignId) === campaign[1]) : undefined;
              const eligible = address ? at<boolean>(i * per + 1) : undefined;
              const collected = address ? at<boolean>(i * per + 2) : undefined;
              return (
                <li key={s} className={styles.between} style={{ padding: '12px 0' }}>
                  <div>
                    <Text bold>{entry ? t('{{name}} IFO participant', { name: entry.name }) : s}</Text>
                    <Text size="sm" color="subtle">{campaign ? t('{{points}} points', { points: String(campaign[2]) }) : '-'}</Text>
                  </div>
                  {collected ? (
                    <Tag tone="success" size="sm">{t('Collected')}</Tag>
                  ) : eligible ? (
                    <Button
                      size="sm"
                      loading={action.pending === s}
                      disabled={!!action.pending}
                      onClick={() =>
                        void action.run(
                          s,
                          (cfg, account) => sendContractTransaction(cfg, { address: c.pointCenter, abi: fuelPointCenterAbi, functionName: 'getPoints', args: [s], account, chainId, summary: t('Collect points') }),
                          { success: { title: t('Points Collected!') }, failure: { title: t('Error'), description: t('Could not be collected') } },
                        )
                      }
                    >
                      {t('Collect')}
                    </Button>
                  ) : (
                    <Tag tone="neutral" size="sm">{t('Not eligible')}</Tag>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {address && data?.user?.state !== undefined && data.user.state !== 'none' && <AchievementsCard account={address} taskLink={false} />}
    </Page>
  );
}
