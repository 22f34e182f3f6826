/**
 * The liquidity overview (/liquidity): the connected
 * account's positions in the pairs of the tracked tokens and its saved pairs,
 * each a collapsible position card; links to add liquidity and to import a
 * pool. Without a wallet: Connect Wallet.
 */
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { ButtonLink, Link, PageHeader, Spinner, Text, TradeFrame } from '../../ui/index.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { SettingsButton } from '../settings/index.ts';
import { HistoryButton } from '../transactions/index.ts';
import { PositionCard } from './components/PositionCard.tsx';
import { usePositions } from './hooks/positions.ts';
import styles from './liquidity.module.css';

export function LiquidityPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { positions, loading } = usePositions(account);

  return (
    <TradeFrame>
      <PageHeader
        title={t('Your Liquidity')}
        subtitle={t('Remove liquidity to receive tokens back')}
        settings={<SettingsButton />}
        history={<HistoryButton />}
      />
      <div className={styles.body}>
        <ButtonLink to="/add" fullWidth>
          {t('Add Liquidity')}
        </ButtonLink>
        <section aria-labelledby="positions-title" aria-busy={loading || undefined} style={{ display: 'grid', gap: 12 }}>
          <h2 id="positions-title" className={styles.sectionTitle}>
            {t('Your Liquidity')}
          </h2>
          {!account ? (
            <>
              <Text color="subtle" className={styles.center}>
                {t('Connect to a wallet to view your liquidity.')}
              </Text>
              <ConnectWalletButton fullWidth />
            </>
          ) : positions.length > 0 ? (
            <ul className={styles.list}>
              {positions.map((p) => (
                <li key={p.address}>
                  <PositionCard tokens={p.tokens} pair={p.pair} balance={p.balance} stats={p.stats} />
                </li>
              ))}
            </ul>
          ) : loading ? (
            <Text
              color="subtle"
              className={styles.center}
              role="status"
              style={{ display: 'inline-flex', gap: 8, alignItems: 'center', justifyContent: 'center' }}
            >
              <Spinner size={20} label={t('Loading…')} />
              {t('Loading')}
            </Text>
          ) : (
            <Text color="subtle" className={styles.center} role="status">
              {t('No liquidity found.')}
            </Text>
          )}
        </section>
        <Text size="sm" color="subtle" className={styles.center}>
          {t("Don't see a pool you joined?")} <Link to="/find">{t('Import it.')}</Link>
        </Text>
      </div>
    </TradeFrame>
  );
}
