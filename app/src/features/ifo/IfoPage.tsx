/**
 * Initial Farm Offerings: the hero,
 * the Next IFO / Past IFOs toggle (/ifo and /ifo/history), one foldable card
 * per sale read from the chain, How to Take Part and the FAQ.
 */
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { Heading, Page, SegmentedNav, Text } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { useIfoData } from './hooks/useIfoData.ts';
import { IfoCard } from './components/IfoCard.tsx';
import styles from './ifo.module.css';

export function IfoPage({ view = 'next' }: { view?: 'next' | 'past' }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = useIfoData(address);
  const fuel = runtime().exchange.fuel?.address;
  const getLpUrl = fuel ? `/add/${fuel}/BNB` : '/add';
  const shown = data.ifos?.filter((i) => (view === 'next' ? i.entry.isActive : !i.entry.isActive));

  return (
    <Page>
      <header className={styles.hero}>
        <Heading level={1}>{t('IFO: Initial Farm Offerings')}</Heading>
        <Text color="subtle">{t('Buy new tokens with a brand new token sale model.')}</Text>
      </header>
      <SegmentedNav
        label={t('IFO views')}
        items={[
          { to: '/ifo', label: t('Next IFO'), active: view === 'next' },
          { to: '/ifo/history', label: t('Past IFOs'), active: view === 'past' },
        ]}
      />
      <section className={styles.list} aria-label={view === 'next' ? t('Next IFO') : t('Past IFOs')}>
        {data.ifos === undefined && <Text color="subtle">{t('No IFO is deployed on this network yet.')}</Text>}
        {data.isError && (
          <Text color="danger" role="alert">
            {t('Error fetching data')}
          </Text>
        )}
        {shown?.length === 0 && <Text color="subtle">{t('No sales to show.')}</Text>}
        {shown?.map((ifo) => (
          <IfoCard key={ifo.entry.id} ifo={ifo} data={data} getLpUrl={getLpUrl} defaultOpen={view === 'next'} />
        ))}
      </section>
      {view === 'next' && (
        <section className={styles.howTo} aria-labelledby="ifo-how-to">
          <Heading level={2} id="ifo-how-to">
            {t('How to Take Part')}
          </Heading>
          <ol>
            <li>
              <strong>{t('Activate your Profile')}</strong> — {t('You’ll need an active profile to take part in an IFO!')}
            </li>
            <li>
              <strong>{t('Get FUEL-BNB LP Tokens')}</strong> —{' '}
              {t('Stake FUEL and BNB in the liquidity pool to get LP tokens. You’ll spend them to buy IFO sale tokens.')}
            </li>
            <li>
              <strong>{t('Commit LP Tokens')}</strong> —{' '}
              {t(
                'When the IFO sales are live, you can “commit” your LP tokens to buy the tokens being sold. We recommend committing to the Basic Sale first, but you can do both if you like.',
              )}
            </li>
            <li>
              <strong>{t('Claim your tokens and achievement')}</strong> —{' '}
              {t(
                'After the IFO sales finish, you can claim any IFO tokens that you bought, and any unspent LP tokens will be returned to your wallet.',
              )}
            </li>
          </ol>
          <Heading level={2}>{t('FAQ')}</Heading>
          <details>
            <summary>{t('What’s the difference between a Basic Sale and Unlimited Sale?')}</summary>
            <Text size="sm">
              {t(
                'In the Basic Sale, every user can commit a maximum of about 100 USD worth of LP tokens. The Unlimited Sale has no limit, but takes an additional fee from the LP returned when it is oversubscribed: 1%, falling as the sale grows more oversubscribed.',
              )}
            </Text>
          </details>
          <details>
            <summary>{t('Which LP tokens can I use?')}</summary>
            <Text size="sm">{t('FUEL-BNB LP tokens, from the FUEL-BNB liquidity pool.')}</Text>
          </details>
          <details>
            <summary>{t('How much can I commit?')}</summary>
            <Text size="sm">
              {t(
                'As much as you like in the Unlimited Sale; up to the maximum entry in the Basic Sale. Your share of the tokens is your commitment divided by the total committed.',
              )}
            </Text>
          </details>
        </section>
      )}
    </Page>
  );
}
