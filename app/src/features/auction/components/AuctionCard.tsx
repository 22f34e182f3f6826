/**
 * The auction card: Current Auction or Next Auction (or the archived one shown), with its schedule and timer,
 * your bid and position, and Place bid.
 */
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { AUCTION_FARM_DAYS } from '@fuelswap/config';
import type { AuctionPhase } from '@fuelswap/sdk';
import { Button, Card, CardBody, CardHeader, Heading, Text } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import type { AuctionData } from '../hooks/useAuction.ts';
import { fuelText } from '../logic.ts';
import { Timer } from './Timer.tsx';
import styles from '../auction.module.css';

export function AuctionCard({
  data,
  phase,
  isLatest,
  address,
  onBid,
}: {
  data: AuctionData;
  phase: AuctionPhase;
  isLatest: boolean;
  address: Address | undefined;
  onBid: () => void;
}) {
  const { t } = useTranslation();
  const { auction, user } = data;
  const title = phase === 'live' || phase === 'finished' ? t('Current Auction') : t('Next Auction');
  const me = address ? data.bids?.find((b) => b.account.toLowerCase() === address.toLowerCase()) : undefined;
  return (
    <Card>
      <CardHeader>
        <Heading level={2}>{isLatest ? title : t('Auction #{{id}}', { id: auction?.id ?? '' })}</Heading>
      </CardHeader>
      <CardBody>
        <div className={styles.rows}>
          <Timer phase={phase} data={data} />
          {auction && (
            <>
              <Text size="sm" color="subtle">
                {t('Auction Schedule')}
              </Text>
              <div className={styles.row}>
                <Text size="sm">{t('Start block')}</Text>
                <Text size="sm">{auction.startBlock.toString()}</Text>
              </div>
              <div className={styles.row}>
                <Text size="sm">{t('End block')}</Text>
                <Text size="sm">{auction.endBlock.toString()}</Text>
              </div>
              <div className={styles.row}>
                <Text size="sm">{t('Initial bid')}</Text>
                <Text size="sm">{t('{{amount}} FUEL', { amount: fuelText(auction.initialBidAmount) })}</Text>
              </div>
              <div className={styles.row}>
                <Text size="sm">{t('Winning places')}</Text>
                <Text size="sm">{auction.leaderboard}</Text>
              </div>
              <div className={styles.row}>
                <Text size="sm">{t('Farm duration')}</Text>
                <Text size="sm">{t('{{count}} days', { count: AUCTION_FARM_DAYS })}</Text>
              </div>
            </>
          )}
          {!auction && phase === 'none' && <Text color="subtle">{t('No auction is scheduled yet.')}</Text>}
          {!address && <ConnectWalletButton fullWidth />}
          {address && user?.bid !== undefined && user.bid > 0n && (
            <div className={styles.row} data-testid="auction-your-bid">
              <Text size="sm">{t('Your bid')}</Text>
              <Text size="sm">
                {t('{{amount}} FUEL', { amount: fuelText(user.bid) })}
                {me ? ` · ${t('Position #{{position}}', { position: me.position })}` : ''}
              </Text>
            </div>
          )}
          {address && user?.whitelisted && phase === 'live' && isLatest && (
            <Button fullWidth onClick={onBid}>
              {t('Place bid')}
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
