/** The FAQ at the foot of the auction page: who can bid, how bids work, what happens when the auction closes. */
import { useTranslation } from 'react-i18next';
import { AUCTION_FARM_DAYS } from '@fuelswap/config';
import { Heading, Text } from '../../../ui/index.ts';
import styles from '../auction.module.css';

export function AuctionFaq() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="auction-faq">
      <Heading level={2} id="auction-faq">
        {t('FAQ')}
      </Heading>
      <details>
        <summary>{t('Who can bid?')}</summary>
        <Text size="sm">{t('Only project wallets on the whitelist. Projects apply to be added before an auction starts.')}</Text>
      </details>
      <details>
        <summary>{t('How do bids work?')}</summary>
        <Text size="sm">
          {t('Your first bid must be at least the initial bid; you can add to it in multiples of 10 FUEL until the auction ends.')}
        </Text>
      </details>
      <details>
        <summary>{t('What happens when the auction closes?')}</summary>
        <Text size="sm">
          {t(
            'The highest bids win a farm for {{days}} days (bids tied with the last winning place win too). Winning bids are burned; the others can be reclaimed in full.',
            { days: AUCTION_FARM_DAYS },
          )}
        </Text>
      </details>
    </section>
  );
}
