/**
 * /farms: stake LP tokens to earn FUEL. Live
 * and Finished (farms without allocation points), "Staked only"
 * (remembered), search on the LP name, sort; a card per farm.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import type { FarmsConfig } from '@fuelswap/config';
import { Heading, Input, Link, Page, Select, TabPanel, Tabs, Text, Toggle } from '../../ui/index.ts';
import { yieldConfig } from '../yield/index.ts';
import { isBoolean, useStoredState } from '../../lib/useStoredState.ts';
import { onDevnet } from '../../chain/runtime.ts';
import { useFarmsData, type FarmView } from './hooks/useFarmsData.ts';
import { FarmCard } from './components/FarmCard.tsx';
import styles from './farms.module.css';

export const FARMS_STAKED_ONLY_KEY = 'fuelswap:farms:stakedOnly';
const AUCTION_FARMS = { auctionFarms: true } as const;
type FarmSort = 'hot' | 'apr' | 'multiplier' | 'earned' | 'liquidity';

const desc = (a: bigint | undefined, b: bigint | undefined) => (a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : a > b ? -1 : 1);

export function sortFarms(farms: readonly FarmView[], sort: FarmSort): FarmView[] {
  if (sort === 'hot') return [...farms];
  const key = (f: FarmView) =>
    sort === 'apr' ? f.apr : sort === 'multiplier' ? f.allocPoint : sort === 'earned' ? f.earnedUsd : f.liquidityUsd;
  return farms
    .map((f, i) => ({ f, i }))
    .sort((x, y) => desc(key(x.f), key(y.f)) || x.i - y.i)
    .map((x) => x.f);
}

export function FarmsPage() {
  const { t } = useTranslation();
  const config = yieldConfig();
  if (!config) {
    return (
      <Page>
        <header className={styles.header}>
          <Heading level={1} className={styles.title}>
            {t('Farms')}
          </Heading>
        </header>
        <Text color="subtle">
          {onDevnet()
            ? t(
                'This devnet was deployed before the farms and pools existed: stop it, delete .devnet/ (or deployments/31337.json) and run npm start again.',
              )
            : t('Farms are not available on this network yet.')}
        </Text>
      </Page>
    );
  }
  return <Farms config={config} />;
}

function Farms({ config }: { config: FarmsConfig }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  // With the community auction's winners' farms, each with its end block.
  const { farms, fuelPrice, refetch, complete } = useFarmsData(config, address, AUCTION_FARMS);
  const [tab, setTab] = useState<'live' | 'finished'>('live');
  const [stakedOnly, setStakedOnly] = useStoredState<boolean>(FARMS_STAKED_ONLY_KEY, false, isBoolean);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FarmSort>('hot');

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = farms.filter(
      (f) =>
        (tab === 'finished' ? f.finished : !f.finished) &&
        (!stakedOnly || (f.user?.staked ?? 0n) > 0n) &&
        (q === '' || f.def.lpSymbol.toLowerCase().includes(q)),
    );
    return sortFarms(list, sort);
  }, [farms, tab, stakedOnly, search, sort]);

  const userLoaded = !!address && complete;
  const sortOptions = [
    { value: 'hot' as const, label: t('Hot') },
    { value: 'apr' as const, label: t('APR') },
    { value: 'multiplier' as const, label: t('Multiplier') },
    { value: 'earned' as const, label: t('Earned') },
    { value: 'liquidity' as const, label: t('Liquidity') },
  ];

  return (
    <Page>
      <header className={styles.header}>
        <Heading level={1} className={styles.title}>
          {t('Farms')}
        </Heading>
        <Text size="lg">{t('Stake LP tokens to earn.')}</Text>
        <Link href="/farms/auction" className={styles.auctionLink}>
          {t('Community Farm Auction')}
        </Link>
      </header>
      <div className={styles.controls}>
        <Tabs
          idPrefix="farms"
          label={t('Farm status')}
          value={tab}
          onChange={setTab}
          items={[
            { value: 'live', label: t('Live') },
            { value: 'finished', label: t('Finished') },
          ]}
        />
        <Toggle checked={stakedOnly} onChange={setStakedOnly} label={t('Staked only')} size="sm" />
        <div className={styles.controlsEnd}>
          <div className={styles.fieldLabel}>
            <span aria-hidden>{t('Sort by')}</span>
            <Select options={sortOptions} value={sort} onChange={setSort} label={t('Sort by')} />
          </div>
          <Input
            size="sm"
            label={t('Search')}
            placeholder={t('Search Farms')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            fieldClassName={styles.fieldLabel}
          />
        </div>
      </div>
      <TabPanel idPrefix="farms" value={tab}>
        {shown.length > 0 ? (
          <ul role="list" className={styles.cards} aria-label={t('Farms')}>
            {shown.map((f) => (
              <FarmCard key={f.def.pid} farm={f} config={config} fuelPrice={fuelPrice} refresh={refetch} userLoaded={userLoaded} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{tab === 'finished' ? t('No finished farms.') : t('No farms found.')}</p>
        )}
      </TabPanel>
    </Page>
  );
}
