/**
 * /pools and /pools/history: "Syrup Pools" with
 * its taglines and the auto FUEL bounty; card or table view (remembered,
 * table by default); "Staked only" (remembered); Live and Finished (the
 * Finished tab shows only when the user has a stake in a finished pool);
 * sort Hot, APR, Earned, Total staked; search on the earning token; 12 pools
 * at a time and 12 more when the bottom comes into view; To Top.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { matchesEarningToken, POOLS_PAGE_SIZE, sortPools, type PoolSort } from '@fuelswap/sdk';
import { Button, Heading, Input, Page, SegmentedNav, Select, Text, Toggle } from '../../ui/index.ts';
import { yieldConfig } from '../yield/index.ts';
import { onDevnet } from '../../chain/runtime.ts';
import { usePoolsData } from './hooks/usePoolsData.ts';
import { isBoolean, useStoredState } from '../../lib/useStoredState.ts';
import { PoolsContext } from './components/context.ts';
import { poolItem, vaultItem, type PoolItem } from './components/items.ts';
import { PoolCard, PoolRow } from './components/PoolViews.tsx';
import { BountyCard } from './components/BountyCard.tsx';
import type { FarmsConfig } from '@fuelswap/config';
import styles from './pools.module.css';

export const POOLS_VIEW_KEY = 'fuelswap:pools:view';
export const POOLS_STAKED_ONLY_KEY = 'fuelswap:pools:stakedOnly';
type ViewMode = 'table' | 'card';
const isViewMode = (v: unknown): v is ViewMode => v === 'table' || v === 'card';

export function PoolsPage({ view }: { view: 'live' | 'finished' }) {
  const { t } = useTranslation();
  const config = yieldConfig();
  if (!config) {
    return (
      <Page>
        <header className={styles.header}>
          <Heading level={1} className={styles.title}>
            {t('Syrup Pools')}
          </Heading>
        </header>
        <Text color="subtle">
          {onDevnet()
            ? t(
                'This devnet was deployed before the farms and pools existed: stop it, delete .devnet/ (or deployments/31337.json) and run npm start again.',
              )
            : t('Syrup Pools are not available on this network yet.')}
        </Text>
      </Page>
    );
  }
  return <Pools config={config} view={view} />;
}

function Pools({ config, view }: { config: FarmsConfig; view: 'live' | 'finished' }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = usePoolsData(config, address);
  const [mode, setMode] = useStoredState<ViewMode>(POOLS_VIEW_KEY, 'table', isViewMode);
  const [stakedOnly, setStakedOnly] = useStoredState<boolean>(POOLS_STAKED_ONLY_KEY, false, isBoolean);
  const [sort, setSort] = useState<PoolSort>('hot');
  const [search, setSearch] = useState('');
  const [visible, setVisible] = useState(POOLS_PAGE_SIZE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const items = useMemo(() => [vaultItem(config, data.vault), ...data.pools.map(poolItem)], [config, data.vault, data.pools]);
  const hasStakeInFinished = items.some((i) => i.finished && i.hasStake);
  const shown = useMemo(() => {
    const inTab = items.filter((i) => (view === 'finished' ? i.finished : !i.finished));
    const filtered = inTab.filter((i) => (!stakedOnly || i.hasStake) && matchesEarningToken(i.earningSymbol, search));
    return sortPools(filtered, sort);
  }, [items, view, stakedOnly, search, sort]);

  // A new tab, filter or sort starts again from the first 12.
  useEffect(() => setVisible(POOLS_PAGE_SIZE), [view, stakedOnly, search, sort, mode]);

  const userLoaded = !!address && data.complete;
  const ctx = useMemo(() => ({ config, refresh: data.refetch, userLoaded }), [config, data.refetch, userLoaded]);

  const sortOptions = [
    { value: 'hot' as const, label: t('Hot') },
    { value: 'apr' as const, label: t('APR') },
    { value: 'earned' as const, label: t('Earned') },
    { value: 'totalStaked' as const, label: t('Total staked') },
  ];
  const tabs = [
    { to: '/pools', label: t('Live'), active: view === 'live' },
    ...(hasStakeInFinished || view === 'finished' ? [{ to: '/pools/history', label: t('Finished'), active: view === 'finished' }] : []),
  ];
  const list = shown.slice(0, visible);

  return (
    <PoolsContext.Provider value={ctx}>
      <Page>
        <header className={styles.header}>
          <div className={styles.headerRow}>
            <div>
              <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
                {t('Syrup Pools')}
              </h1>
              <Text size="lg">{t('Just stake some tokens to earn.')}</Text>
              <Text size="lg">{t('High APR, low risk.')}</Text>
            </div>
            <BountyCard vault={data.vault} />
          </div>
        </header>

        <div className={styles.controls}>
          <div className={styles.controlsGroup}>
            <div className={styles.viewToggle} role="group" aria-label={t('View')}>
              <Button size="sm" variant="text" aria-pressed={mode === 'card'} onClick={() => setMode('card')}>
                {t('Card View')}
              </Button>
              <Button size="sm" variant="text" aria-pressed={mode === 'table'} onClick={() => setMode('table')}>
                {t('Table View')}
              </Button>
            </div>
            <Toggle checked={stakedOnly} onChange={setStakedOnly} label={t('Staked only')} size="sm" />
            <SegmentedNav items={tabs} label={t('Pool status')} />
          </div>
          <div className={styles.controlsEnd}>
            <div className={styles.fieldLabel}>
              <span aria-hidden>{t('Sort by')}</span>
              <Select options={sortOptions} value={sort} onChange={setSort} label={t('Sort by')} />
            </div>
            <Input
              size="sm"
              label={t('Search')}
              placeholder={t('Search Pools')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              fieldClassName={styles.fieldLabel}
            />
          </div>
        </div>

        {view === 'finished' && (
          <p className={styles.notice} role="note">
            {t('These pools are no longer distributing rewards. Please unstake your tokens.')}
          </p>
        )}

        <PoolList items={list} mode={mode} />
        {shown.length === 0 && <p className={styles.empty}>{t('No pools found.')}</p>}
        <LoadMore active={visible < shown.length} onMore={() => setVisible((v) => v + POOLS_PAGE_SIZE)} />
        <p className="fs-visually-hidden" aria-live="polite">
          {t('Showing {{shown}} of {{total}} pools', { shown: list.length, total: shown.length, count: shown.length })}
        </p>
        <div className={styles.toTop}>
          <Button
            variant="text"
            onClick={() => {
              window.scrollTo({ top: 0, behavior: 'smooth' });
              headingRef.current?.focus({ preventScroll: true });
            }}
          >
            {t('To Top')}
          </Button>
        </div>
      </Page>
    </PoolsContext.Provider>
  );
}

function PoolList({ items, mode }: { items: PoolItem[]; mode: ViewMode }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  if (mode === 'card') {
    return (
      <ul role="list" className={styles.cards} aria-label={t('Pools')}>
        {items.map((i) => (
          <PoolCard key={i.key} item={i} />
        ))}
      </ul>
    );
  }
  return (
    <ul role="list" className={styles.table} aria-label={t('Pools')}>
      {items.map((i) => (
        <PoolRow key={i.key} item={i} />
      ))}
    </ul>
  );
}

/** A sentinel below the list: when it comes into view (IntersectionObserver), 12 more pools are shown. */
function LoadMore({ active, onMore }: { active: boolean; onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [active]);
  return <div ref={ref} className={styles.more} aria-hidden />;
}
