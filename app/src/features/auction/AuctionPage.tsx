/**
 * The community farm auction (only whitelisted project wallets bid; weekly, for 7-day farms): the header and the notice for other wallets, the auction card
 * (Current Auction or Next Auction, with its schedule and timer, your bid and position, Place bid), the bid
 * dialog, the outcome cards (Congratulations, Reclaim Bid), the leaderboard (Latest and Archive, winners
 * highlighted, ties sharing a position, top 10 then Show More), the whitelist dialog, the burned band and the FAQ.
 * The reads are hooks/useAuction.ts, the writes hooks/useAuctionActions.ts, the pieces components/.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { AUCTION_FARM_DAYS } from '@fuelswap/config';
import { auctionPhase } from '@fuelswap/sdk';
import { Button, Heading, Page, Text } from '../../ui/index.ts';
import { useAuction } from './hooks/useAuction.ts';
import { useAuctionActions } from './hooks/useAuctionActions.ts';
import { AuctionCard } from './components/AuctionCard.tsx';
import { AuctionFaq } from './components/AuctionFaq.tsx';
import { AuctionOutcome } from './components/AuctionOutcome.tsx';
import { BidModal } from './components/BidModal.tsx';
import { Leaderboard, type LeaderboardTab } from './components/Leaderboard.tsx';
import { WhitelistModal } from './components/WhitelistModal.tsx';
import { fuelText } from './logic.ts';
import styles from './auction.module.css';

export function AuctionPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [archiveId, setArchiveId] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<LeaderboardTab>('latest');
  const shownId = tab === 'archive' ? archiveId : undefined;
  const data = useAuction(address, shownId);
  const { bid, enable, reclaim, pending } = useAuctionActions(data);
  const [bidding, setBidding] = useState(false);
  const [wlOpen, setWlOpen] = useState(false);
  const { deployed, auction, user, block } = data;

  if (!deployed) {
    return (
      <Page narrow>
        <Heading level={1}>{t('Community Farm Auction')}</Heading>
        <Text color="subtle">{t('No farm auction is deployed on this network yet.')}</Text>
      </Page>
    );
  }
  const phase = block === undefined ? 'none' : auctionPhase(auction, block);
  const isLatest = tab === 'latest' || archiveId === data.currentId;

  return (
    <Page>
      <header className={styles.hero}>
        <Heading level={1}>{t('Community Farm Auction')}</Heading>
        <Text>
          {t('Each week, whitelisted projects bid FUEL for a {{days}}-day farm. The winning bids are burned.', { days: AUCTION_FARM_DAYS })}
        </Text>
        <div>
          <Button variant="secondary" onClick={() => setWlOpen(true)}>
            {t('View whitelisted projects')}
          </Button>
        </div>
      </header>
      {address && user?.whitelisted === false && (
        <div className={styles.notice} role="note">
          <Text>
            {t('This page is for whitelisted project wallets. Your wallet is not whitelisted, so you can follow the auction but not bid.')}
          </Text>
        </div>
      )}
      {data.isError && (
        <Text color="danger" role="alert">
          {t('Error fetching data')}
        </Text>
      )}
      <div className={styles.grid}>
        <div className={styles.col}>
          <AuctionCard data={data} phase={phase} isLatest={isLatest} address={address} onBid={() => setBidding(true)} />
          {address && auction && phase === 'closed' && user?.bid !== undefined && user.bid > 0n && (
            <AuctionOutcome
              bid={user.bid}
              isWinner={user.isWinner}
              hasClaimed={user.hasClaimed}
              reclaiming={pending === 'reclaim'}
              onReclaim={() => void reclaim(auction.id)}
            />
          )}
        </div>
        <Leaderboard
          data={data}
          phase={phase}
          isLatest={isLatest}
          projects={deployed.projects}
          tab={tab}
          setTab={setTab}
          archiveId={archiveId}
          setArchiveId={setArchiveId}
        />
      </div>
      <section className={styles.burned} aria-label={t('FUEL burned')}>
        <Text>{t('FUEL burned by farm auctions so far')}</Text>
        <p className={styles.burnedValue} data-testid="auction-burned">
          {data.totalCollected === undefined ? '-' : t('{{amount}} FUEL', { amount: fuelText(data.totalCollected) })}
        </p>
      </section>
      <AuctionFaq />
      {bidding && auction && user && (
        <BidModal
          initial={auction.initialBidAmount}
          currentBid={user.bid ?? 0n}
          balance={user.balance}
          allowance={user.allowance}
          pending={pending === 'enable' ? 'enable' : pending === 'bid' ? 'bid' : undefined}
          onEnable={enable}
          onConfirm={bid}
          onDismiss={() => setBidding(false)}
          account={address}
          auction={deployed.address}
        />
      )}
      {wlOpen && <WhitelistModal whitelist={data.whitelist} projects={deployed.projects} onDismiss={() => setWlOpen(false)} />}
    </Page>
  );
}
