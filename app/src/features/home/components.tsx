/**
 * The home page's live parts: the user's banner and the harvest card (with a
 * wallet), the figures, the top farms and Syrup pools by APR (rotating every 6 s, with a manual switch, loaded
 * when scrolled into view), and the prediction and lottery cards.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { fuelChefAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';
import { formatAmount, formatApr, formatUsd, valueUsd } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../i18n/numbers.ts';
import { Button, ButtonLink, Card, Heading, Text } from '../../ui/index.ts';
import { call, retryFailureText, useWriteAction } from '../../chain/write/index.ts';
import { useFarmsData } from '../farms/index.ts';
import { usePoolsData } from '../pools/index.ts';
import { BunnyImage, fetchUsername, useProfileData } from '../profile/index.ts';
import { shortAddress } from '../wallet/index.ts';
import { DEAD_ADDRESS, useHomeFigures } from './useHomeFigures.ts';
import styles from './HomePage.module.css';

const WAD = 10n ** 18n;
const ROTATE_MS = 6000;

export function UserBanner({ account }: { account: Address }) {
  const { t } = useTranslation();
  const profile = useProfileData(account);
  const name = useQuery({ queryKey: ['home', 'username', account], staleTime: Infinity, queryFn: () => fetchUsername(account) });
  const picture = profile?.user?.pictureVariation;
  return (
    <section className={styles.userBanner} aria-label={t('Your account')}>
      <BunnyImage variationId={picture} small />
      <div>
        <Heading level={2} size="lg">
          {name.data ? t('Hi, {{name}}!', { name: name.data }) : t('Hi!')}
        </Heading>
        <Text size="sm" color="subtle" title={account}>
          {t('Connected with {{address}}', { address: shortAddress(account) })}
        </Text>
      </div>
    </section>
  );
}

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

/**
 * One figure: `value` is a canonical number ("$1,234.56", "201,464"), shown with the reader's separators; `text`
 * is a translated sentence, already localized by t(), shown as it is. `raw` (data-raw, for tests) stays canonical.
 */
function Figure({
  label,
  value,
  text,
  testId,
  raw,
}: {
  label: string;
  value?: string | undefined;
  text?: string | undefined;
  testId: string;
  raw?: bigint | number | undefined;
}) {
  const n = useLocalizeNumber();
  return (
    <div className={styles.figure}>
      <Text size="sm" color="subtle">
        {label}
      </Text>
      <span className={styles.figureValue} data-testid={testId} data-raw={raw === undefined ? undefined : String(raw)}>
        {text ?? (value === undefined ? '-' : n(value))}
      </span>
    </div>
  );
}

function FiguresView({ pools, fuelDecimals }: { pools: PoolsSummary | undefined; fuelDecimals: number }) {
  const { t } = useTranslation();
  const f = useHomeFigures();
  const fuelPrice = pools?.fuelPrice;
  // TVL: the pairs' liquidity (farms stake LP of these pairs, so they are inside it) plus what the Syrup pools
  // hold (the manual FUEL pool includes the vault's stake, which sits in the chef).
  const poolsUsd = pools?.pools.reduce<bigint | undefined>(
    (s, p) => (s === undefined || p.totalStakedUsd === undefined ? s : s + p.totalStakedUsd),
    0n,
  );
  const tvl = f.indexer && poolsUsd !== undefined ? f.indexer.pairsLiquidityUsd + poolsUsd : undefined;
  const burned = f.dead !== undefined ? f.dead + (f.auctionBurned ?? 0n) : undefined;
  const circulating = f.supply !== undefined && f.dead !== undefined ? f.supply - f.dead : undefined;
  const marketCap = circulating !== undefined && fuelPrice !== undefined ? valueUsd(circulating, fuelDecimals, fuelPrice) : undefined;
  const fuel = (v: bigint | undefined) => (v === undefined ? undefined : formatAmount(v, fuelDecimals, 0));
  const usd = (v: bigint | undefined) => (v === undefined ? undefined : `$${formatUsd(v)}`);
  return (
    <section className={styles.figures} aria-labelledby="home-figures">
      <Heading level={2} id="home-figures">
        {t('Used by millions. Trusted with billions.')}
      </Heading>
      {f.indexerError && (
        <Text size="sm" color="danger" role="alert">
          {t('Some figures could not be loaded from the indexer.')}
        </Text>
      )}
      <div className={styles.figureGrid}>
        <Figure label={t('Total value locked')} value={usd(tvl)} testId="home-tvl" raw={tvl} />
        <Figure label={t('Users')} value={f.indexer?.users.toLocaleString('en-US')} testId="home-users" raw={f.indexer?.users} />
        <Figure label={t('Trades')} value={f.indexer?.trades.toLocaleString('en-US')} testId="home-trades" raw={f.indexer?.trades} />
        <Figure label={t('24h volume')} value={usd(f.indexer?.volume24hUsd)} testId="home-volume" raw={f.indexer?.volume24hUsd} />
        <Figure label={t('Total supply')} value={fuel(f.supply)} testId="home-supply" raw={f.supply} />
        <Figure label={t('Burned to date')} value={fuel(burned)} testId="home-burned" raw={burned} />
        <Figure label={t('Market cap')} value={usd(marketCap)} testId="home-mcap" raw={marketCap} />
        <Figure
          label={t('Current emissions')}
          text={f.perBlock === undefined ? undefined : t('{{amount}}/block', { amount: formatAmount(f.perBlock, fuelDecimals, 2) })}
          testId="home-emissions"
          raw={f.perBlock}
        />
      </div>
      <Text size="sm" color="subtle">
        {t('Burned: FUEL sent to {{address}} plus FUEL burned by the farm auctions.', { address: shortAddress(DEAD_ADDRESS) })}
      </Text>
      <div className={styles.productCards}>
        <Card className={styles.product}>
          <Heading level={3}>{t('Prediction')}</Heading>
          <Text>
            {f.predictionWon !== undefined
              ? t('{{amount}} BNB won so far (~${{usd}})', {
                  amount: formatAmount(f.predictionWon, 18, 3),
                  usd: f.indexer?.bnbPriceUsd !== undefined ? formatUsd((f.predictionWon * f.indexer.bnbPriceUsd) / WAD) : '-',
                })
              : t('Will BNB’s price rise or fall? Guess correctly to win!')}
          </Text>
          <ButtonLink to="/prediction" variant="secondary">
            {t('Play')}
          </ButtonLink>
        </Card>
        <Card className={styles.product}>
          <Heading level={3}>{t('Lottery')}</Heading>
          <Text data-testid="home-lottery">
            {f.lotteryPot !== undefined
              ? t('Prize this round: {{amount}} FUEL (~${{usd}})', {
                  amount: formatAmount(f.lotteryPot, fuelDecimals, 0),
                  usd: fuelPrice !== undefined ? formatUsd(valueUsd(f.lotteryPot, fuelDecimals, fuelPrice)) : '-',
                })
              : t('Buy tickets with FUEL and win the prize pot.')}
          </Text>
          <ButtonLink to="/lottery" variant="secondary">
            {t('Buy Tickets')}
          </ButtonLink>
        </Card>
      </div>
    </section>
  );
}

interface PoolsSummary {
  pools: { totalStakedUsd: bigint | undefined }[];
  fuelPrice: bigint | undefined;
}

function FiguresWithYield({ config }: { config: FarmsConfig }) {
  const pools = usePoolsData(config, undefined);
  return <FiguresView pools={pools} fuelDecimals={config.fuel.decimals} />;
}

/** The figures; the pools' part (TVL, prices) only where the yield contracts are deployed. */
export function Figures({ config }: { config: FarmsConfig | undefined }) {
  return config ? <FiguresWithYield config={config} /> : <FiguresView pools={undefined} fuelDecimals={9} />;
}

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

function TopAprList({ config, view }: { config: FarmsConfig; view: 'farms' | 'pools' }) {
  const { t } = useTranslation();
  const farms = useFarmsData(config, undefined);
  const pools = usePoolsData(config, undefined);
  const rows =
    view === 'farms'
      ? farms.farms
          .filter((f) => !f.finished && f.apr !== undefined)
          .sort((a, b) => (a.apr! > b.apr! ? -1 : a.apr! < b.apr! ? 1 : 0))
          .slice(0, 5)
          .map((f) => ({ key: `f${f.def.pid}`, name: f.def.lpSymbol, apr: f.apr }))
      : pools.pools
          .filter((p) => p.status !== 'finished' && p.apr !== undefined)
          .sort((a, b) => (a.apr! > b.apr! ? -1 : a.apr! < b.apr! ? 1 : 0))
          .slice(0, 5)
          .map((p) => ({
            key: p.key,
            name: t('Stake {{staking}} - Earn {{earning}}', { staking: p.def.stakingToken.symbol, earning: p.def.earningToken.symbol }),
            apr: p.apr,
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
