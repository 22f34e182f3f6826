/**
 * The home page's figures (TVL, users, trades, 24h volume, supply, burned, market cap, emissions) and the
 * prediction and lottery cards; the pools' part only where the yield contracts are deployed.
 */
import { useTranslation } from 'react-i18next';
import type { FarmsConfig } from '@fuelswap/config';
import { formatAmount, formatUsd, valueUsd } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../i18n/numbers.ts';
import { ButtonLink, Card, Heading, Text } from '../../ui/index.ts';
import { usePoolsData } from '../pools/index.ts';
import { shortAddress } from '../wallet/index.ts';
import { DEAD_ADDRESS, useHomeFigures } from './useHomeFigures.ts';
import styles from './HomePage.module.css';

const WAD = 10n ** 18n;

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
  // The figures need each pool's total and the prices only (usePoolsData's 'totals').
  const pools = usePoolsData(config, undefined, 'totals');
  return <FiguresView pools={pools} fuelDecimals={config.fuel.decimals} />;
}

/** The figures; the pools' part (TVL, prices) only where the yield contracts are deployed. */
export function Figures({ config }: { config: FarmsConfig | undefined }) {
  return config ? <FiguresWithYield config={config} /> : <FiguresView pools={undefined} fuelDecimals={9} />;
}
