/**
 * The home page's top farms and Syrup pools by APR: rotating every 6 s, with a manual switch, loaded when scrolled
 * into view.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FarmsConfig } from '@fuelswap/config';
import { formatApr } from '@fuelswap/sdk';
import { Button, ButtonLink, Heading, Text } from '../../ui/index.ts';
import { useFarmsData } from '../farms/index.ts';
import { usePoolsData } from '../pools/index.ts';
import styles from './HomePage.module.css';

const ROTATE_MS = 6000;

/** Mounts its children once scrolled into view (IntersectionObserver; without it, at once). */
function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const o = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    o.observe(ref.current);
    return () => o.disconnect();
  }, [seen]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {seen && children}
    </div>
  );
}

/** Highest APR first. */
const byAprDesc = (a: { apr: bigint }, b: { apr: bigint }) => (a.apr > b.apr ? -1 : a.apr < b.apr ? 1 : 0);

function TopAprList({ config, view }: { config: FarmsConfig; view: 'farms' | 'pools' }) {
  const { t } = useTranslation();
  const farms = useFarmsData(config, undefined);
  const pools = usePoolsData(config, undefined);
  const rows =
    view === 'farms'
      ? farms.farms
          .flatMap((f) => (!f.finished && f.apr !== undefined ? [{ f, apr: f.apr }] : []))
          .sort(byAprDesc)
          .slice(0, 5)
          .map(({ f, apr }) => ({ key: `f${f.def.pid}`, name: f.def.lpSymbol, apr }))
      : pools.pools
          .flatMap((p) => (p.status !== 'finished' && p.apr !== undefined ? [{ p, apr: p.apr }] : []))
          .sort(byAprDesc)
          .slice(0, 5)
          .map(({ p, apr }) => ({
            key: p.key,
            name: t('Stake {{staking}} - Earn {{earning}}', { staking: p.def.stakingToken.symbol, earning: p.def.earningToken.symbol }),
            apr,
          }));
  return (
    <ol className={styles.aprList} data-testid={`home-top-${view}`}>
      {rows.length === 0 && <Text color="subtle">{t('Loading...')}</Text>}
      {rows.map((r) => (
        <li key={r.key} className={styles.aprRow}>
          <span>{r.name}</span>
          <strong>{t('{{apr}}% APR', { apr: formatApr(r.apr) })}</strong>
        </li>
      ))}
    </ol>
  );
}

export function TopApr({ config }: { config: FarmsConfig }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'farms' | 'pools'>('farms');
  const [auto, setAuto] = useState(true);
  useEffect(() => {
    if (!auto) return;
    const id = setInterval(() => setView((v) => (v === 'farms' ? 'pools' : 'farms')), ROTATE_MS);
    return () => clearInterval(id);
  }, [auto]);
  return (
    <section className={styles.topApr} aria-labelledby="home-top-apr">
      <Heading level={2} id="home-top-apr">
        {view === 'farms' ? t('Top Farms') : t('Top Syrup Pools')}
      </Heading>
      <div className={styles.aprSwitch} role="group" aria-label={t('Show')}>
        {(['farms', 'pools'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'primary' : 'tertiary'}
            aria-pressed={view === v}
            onClick={() => {
              setAuto(false);
              setView(v);
            }}
          >
            {v === 'farms' ? t('Farms') : t('Syrup Pools')}
          </Button>
        ))}
      </div>
      <WhenVisible minHeight={180}>
        <TopAprList config={config} view={view} />
      </WhenVisible>
      <ButtonLink to={view === 'farms' ? '/farms' : '/pools'} variant="text">
        {view === 'farms' ? t('Go to Farms') : t('Go to Pools')}
      </ButtonLink>
    </section>
  );
}
