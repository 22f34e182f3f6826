/** The battle's prizes by team rank and tier. */
import { useTranslation } from 'react-i18next';
import { COMPETITION_TIERS, type DeployedCompetition } from '@fuelswap/config';
import { formatAmount } from '@fuelswap/sdk';
import { Text } from '../../../ui/index.ts';
import styles from '../competition.module.css';
import { Section } from './Section.tsx';
import { TIER_LABELS } from './tierLabels.ts';

export function Prizes({ deployed }: { deployed: DeployedCompetition }) {
  const { t } = useTranslation();
  const rankLabel = ['', t('Gold team (1st)'), t('Silver team (2nd)'), t('Bronze team (3rd)')];
  return (
    <Section
      id="battle-prizes"
      title={t('Prizes')}
      note={t('Prizes depend on your team’s final rank and your rank in the team. Champions also win a collectible.')}
    >
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
    </Section>
  );
}
