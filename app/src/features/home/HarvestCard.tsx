/**
 * The home page's harvest card: the FUEL the connected wallet has earned in the farms and the manual FUEL pool, and
 * Harvest all (one transaction per farm).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { fuelChefAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';
import { formatAmount, formatUsd, valueUsd } from '@fuelswap/sdk';
import { Button, ButtonLink, Card, Heading, Text } from '../../ui/index.ts';
import { call, retryFailureText, useWriteAction } from '../../chain/write/index.ts';
import { useFarmsData } from '../farms/index.ts';
import { usePoolsData } from '../pools/index.ts';
import styles from './HomePage.module.css';

export function HarvestCard({ config, account }: { config: FarmsConfig; account: Address }) {
  const { t } = useTranslation();
  // Harvest all includes the auction winners' 7-day farms, as /farms lists them.
  const farms = useFarmsData(config, account, { auctionFarms: true });
  const pools = usePoolsData(config, account);
  const { run, pending } = useWriteAction(() => Promise.all([farms.refetch(), pools.refetch()]), { failure: retryFailureText });
  const [busy, setBusy] = useState(false);
  const withRewards = farms.farms.filter((f) => (f.user?.earnings ?? 0n) > 0n);
  const fuelPool = pools.pools.find((p) => p.isManual);
  const poolPending = fuelPool?.user?.pending ?? 0n;
  const totalFuel = withRewards.reduce((s, f) => s + (f.user?.earnings ?? 0n), 0n) + poolPending;
  const usd = farms.fuelPrice !== undefined ? valueUsd(totalFuel, config.fuel.decimals, farms.fuelPrice) : undefined;
  const count = withRewards.length + (poolPending > 0n ? 1 : 0);

  const harvestAll = async () => {
    setBusy(true);
    try {
      // One transaction per farm, in sequence: each waits for its receipt and shows its own toast.
      for (const f of withRewards) {
        const ok = await run(
          `harvest-${f.def.pid}`,
          call({
            address: config.chef,
            abi: fuelChefAbi,
            functionName: 'deposit',
            args: [BigInt(f.def.pid), 0n],
            summary: t('Harvest {{symbol}}', { symbol: f.def.lpSymbol }),
          }),
          {
            success: {
              title: t('Harvested'),
              description: t('Your {{symbol}} earnings have been sent to your wallet!', { symbol: config.fuel.symbol }),
            },
          },
        );
        if (!ok) return;
      }
      if (poolPending > 0n) {
        await run(
          'harvest-pool',
          call({
            address: config.chef,
            abi: fuelChefAbi,
            functionName: 'leaveStaking',
            args: [0n],
            summary: t('Harvest {{symbol}}', { symbol: config.fuel.symbol }),
          }),
          {
            success: {
              title: t('Harvested'),
              description: t('Your {{symbol}} earnings have been sent to your wallet!', { symbol: config.fuel.symbol }),
            },
          },
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.harvest}>
      <Heading level={2} size="lg">
        {t('Farms & Staking')}
      </Heading>
      {!farms.complete ? (
        <Text color="subtle">{t('Loading...')}</Text>
      ) : count === 0 ? (
        <>
          <Text>{t('You have no rewards to collect yet.')}</Text>
          <ButtonLink to="/farms">{t('Start earning')}</ButtonLink>
        </>
      ) : (
        <>
          <Text data-testid="harvest-summary">
            {t('{{amount}} {{symbol}} (~${{usd}}) to collect from {{count}} farms', {
              amount: formatAmount(totalFuel, config.fuel.decimals, 3),
              symbol: config.fuel.symbol,
              usd: formatUsd(usd) ?? '-',
              count,
            })}
          </Text>
          <Button loading={busy || pending !== undefined} onClick={() => void harvestAll()}>
            {busy ? t('Harvesting') : t('Harvest all ({{count}})', { count })}
          </Button>
        </>
      )}
    </Card>
  );
}
