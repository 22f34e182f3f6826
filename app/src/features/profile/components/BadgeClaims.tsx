import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { fuelAchievementsAbi } from '@fuelswap/contracts';
import {
  BATTLE_BADGE_CAMPAIGN_BASE,
  CLAIRVOYANT_CAMPAIGN_ID,
  CLAIRVOYANT_POINTS,
  SYRUP_SOAKER_CAMPAIGN_ID,
  SYRUP_SOAKER_POINTS,
  battleBadge,
} from '@fuelswap/config';
import { Button, Card, Heading, Tag, Text } from '../../../ui/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { useChainHealth } from '../../../chain/blocks.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../../chain/reads.ts';
import { call } from '../../../chain/write/index.ts';
import type { useProfileAction } from '../data/actions.ts';
import { battleBadgeTitle } from './Achievements.tsx';
import styles from './profile.module.css';

type ClaimName = 'claimSyrupSoaker' | 'claimClairvoyant' | 'claimBattleBadge';

/**
 * The badges of FuelAchievements on /profile/tasks: Syrup Soaker, Clairvoyant and the trading-battle badge, each
 * with its points, Collect while the contract says the wallet may collect it (`claimable`), Collected once done
 * (`hasClaimed`), otherwise Not eligible. One batched read per block with the page's others.
 */
export function BadgeClaims({
  achievements,
  account,
  action,
}: {
  achievements: Address;
  account: Address;
  action: ReturnType<typeof useProfileAction>;
}) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const chainId = runtime().chainId;
  const cutoff = useMemo(() => {
    const p = new ReadPlan(chainId);
    return {
      p,
      claimable: p.add(achievements, fuelAchievementsAbi, 'claimable', [account]),
      soaker: p.add(achievements, fuelAchievementsAbi, 'hasClaimed', [account, BigInt(SYRUP_SOAKER_CAMPAIGN_ID)]),
      clairvoyant: p.add(achievements, fuelAchievementsAbi, 'hasClaimed', [account, BigInt(CLAIRVOYANT_CAMPAIGN_ID)]),
      battle: p.add(achievements, fuelAchievementsAbi, 'hasClaimed', [account, BigInt(BATTLE_BADGE_CAMPAIGN_BASE)]),
      before: p.add(achievements, fuelAchievementsAbi, 'clairvoyantBeforeEpoch'),
    };
  }, [achievements, account, chainId]);
  const q = useBatchedReads(cutoff.p);
  const r = q.results;
  const claimable = readValue(r, cutoff.claimable);
  const before = readValue(r, cutoff.before);
  const badge = claimable && claimable[2] !== 0n ? battleBadge(claimable[2]) : undefined;
  const rows: { key: ClaimName; title: string; description: string; points: number | undefined; can?: boolean; done?: boolean }[] = [
    {
      key: 'claimSyrupSoaker',
      title: t('Syrup Soaker'),
      description: t('Took a dip in the Syrup Pools: staked FUEL in the manual FUEL pool.'),
      points: SYRUP_SOAKER_POINTS,
      can: claimable?.[0],
      done: readValue(r, cutoff.soaker),
    },
    {
      key: 'claimClairvoyant',
      title: t('Clairvoyant'),
      description:
        before === undefined
          ? t('Played a prediction round in its early days.')
          : t('Played a prediction round before round {{epoch}}.', { epoch: before.toLocaleString('en-US') }),
      points: CLAIRVOYANT_POINTS,
      can: claimable?.[1],
      done: readValue(r, cutoff.clairvoyant),
    },
    {
      key: 'claimBattleBadge',
      title: badge ? battleBadgeTitle(t, badge) : t('Trading battle badge'),
      description: t('Your tier in the trading battle, in your team’s medal: collected once the battle pays out.'),
      points: badge?.points,
      can: badge !== undefined,
      done: readValue(r, cutoff.battle),
    },
  ];
  const collect = (name: ClaimName) =>
    void action.run(
      name,
      call({ address: achievements, abi: fuelAchievementsAbi, functionName: name, args: [], chainId, summary: t('Collect points') }),
      {
        success: { title: t('Points Collected!') },
        failure: { title: t('Error'), description: t('Could not be collected') },
      },
    );
  return (
    <Card style={{ marginTop: 16 }} aria-labelledby="badges-to-collect">
      <Heading level={2} size="lg" id="badges-to-collect">
        {t('Badges to collect')}
      </Heading>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <li key={row.key} className={styles.between} style={{ padding: '12px 0' }} data-testid={`badge-${row.key}`}>
            <div style={{ minWidth: 0 }}>
              <Text bold>{row.title}</Text>
              <Text size="sm" color="subtle">
                {row.description}
              </Text>
              <Text size="sm" color="subtle">
                {row.points === undefined ? '-' : t('{{points}} points', { count: row.points, points: String(row.points) })}
              </Text>
            </div>
            {row.done ? (
              <Tag tone="success" size="sm">
                {t('Collected')}
              </Tag>
            ) : row.can ? (
              <Button
                size="sm"
                loading={action.pending === row.key}
                disabled={!!action.pending || stale}
                onClick={() => collect(row.key)}
                aria-label={t('Collect {{name}}', { name: row.title })}
              >
                {t('Collect')}
              </Button>
            ) : (
              <Tag tone="neutral" size="sm">
                {t('Not eligible')}
              </Tag>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
