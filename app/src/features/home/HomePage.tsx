import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Heading, Link, LogoMark, Page, StarIcon, SwapIcon, SyncIcon, Text, cx } from '../../ui/index.ts';
import { useConnection } from 'wagmi';
import { yieldConfig } from '../yield/index.ts';
import { Figures } from './Figures.tsx';
import { HarvestCard } from './HarvestCard.tsx';
import { TopApr } from './TopApr.tsx';
import { UserBanner } from './UserBanner.tsx';
import styles from './HomePage.module.css';

/**
 * The landing page: what FuelSwap is and where to start; with a wallet the user's banner and
 * the harvest card; the live figures from the chain and the indexer; the top farms and pools by APR; the
 * prediction and lottery cards.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const config = yieldConfig();
  return (
    <Page>
      {address && (
        <div className={styles.userRow}>
          <UserBanner account={address} />
          {config && <HarvestCard config={config} account={address} />}
        </div>
      )}
      <section className={styles.hero} aria-labelledby="home-title">
        <div>
          <span className={styles.eyebrow}>{t('The friendly DEX on the smart chain')}</span>
          <Heading level={1} id="home-title" className={styles.title}>
            {t('Fuel your yield')}
          </Heading>
          <Text className={styles.lead}>{t('Trade tokens, provide liquidity and stake in farms and pools to earn FUEL.')}</Text>
          <div className={styles.actions}>
            <ButtonLink to="/swap" size="lg">
              {t('Trade now')}
            </ButtonLink>
            <ButtonLink to="/farms" size="lg" variant="secondary">
              {t('Explore Farms')}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.art} aria-hidden>
          <span className={styles.artMark}>
            <LogoMark size={220} />
          </span>
        </div>
      </section>

      <ul className={styles.features}>
        <Feature icon={<SwapIcon />} title={t('Trade')} to="/swap" linkText={t('Go to Exchange')}>
          {t('Swap tokens in an instant, or add liquidity to earn a share of the trading fees.')}
        </Feature>
        <Feature icon={<SyncIcon />} title={t('Earn')} to="/farms" linkText={t('Go to Farms')} violet>
          {t('Stake LP tokens in farms, or FUEL in pools, and earn FUEL every block.')}
        </Feature>
        <Feature icon={<StarIcon />} title={t('Win')} to="/lottery" linkText={t('Go to Lottery')}>
          {t('Play the lottery or predict the next price move to win prizes.')}
        </Feature>
      </ul>
      <Figures config={config} />
      {config && <TopApr config={config} />}
    </Page>
  );
}

function Feature({
  icon,
  title,
  to,
  linkText,
  violet = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  to: string;
  linkText: string;
  violet?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className={styles.feature}>
        <span className={cx(styles.featureIcon, violet && styles.violet)} aria-hidden>
          {icon}
        </span>
        <Heading level={2} size="lg">
          {title}
        </Heading>
        <Text color="subtle" size="sm">
          {children}
        </Text>
        <span className={styles.featureLink}>
          <Link to={to}>{linkText}</Link>
        </span>
      </Card>
    </li>
  );
}
