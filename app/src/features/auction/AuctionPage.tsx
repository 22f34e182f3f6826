/**
 * The community farm auction (issue 17; spec 001 §2 Community Farm Auction, §5: only whitelisted project
 * wallets bid, §9: weekly, for 7-day farms): the header and the notice for other wallets, the auction card
 * (Current Auction or Next Auction, with its schedule and timer, your bid and position, Place bid), the bid
 * dialog, the outcome cards (Congratulations, Reclaim Bid), the leaderboard (Latest and Archive, winners
 * highlighted, ties sharing a position, top 10 then Show More), the whitelist dialog, the burned band and the FAQ.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { fuelFarmAuctionAbi } from '@fuelswap/contracts';
import { AUCTION_FARM_DAYS } from '@fuelswap/config';
import { auctionPhase, type AuctionPhase } from '@fuelswap/sdk';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Dropdown,
  Heading,
  Link,
  Page,
  Select,
  TabPanel,
  Tabs,
  Text,
  cx,
  dropdownItemClassName,
} from '../../ui/index.ts';
import { approve, call, useYieldAction } from '../../chain/actions.ts';
import { ConnectWalletButton, shortAddress } from '../wallet/index.ts';
import { useAuction, type AuctionData } from './useAuction.ts';
import { BidModal, fuelText } from './components/BidModal.tsx';
import { WhitelistModal } from './components/WhitelistModal.tsx';
import styles from './auction.module.css';

/** BNB Smart Chain's block time, for the timer's estimate. */
const BLOCK_SECONDS = 3;
const FIRST_ROWS = 10;

function duration(blocks: bigint): { d: number; h: number; m: number } {
  const s = Number(blocks > 0n ? blocks : 0n) * BLOCK_SECONDS;
  return { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600), m: Math.floor((s % 3600) / 60) };
}

function Timer({ phase, data }: { phase: AuctionPhase; data: AuctionData }) {
  const { t } = useTranslation();
  const { auction, block } = data;
  if (!auction || block === undefined) return null;
  let label: string | undefined;
  let blocks = 0n;
  if (phase === 'pending') {
    label = t('Starts in');
    blocks = auction.startBlock - block;
  } else if (phase === 'live') {
    label = t('Ends in');
    blocks = auction.endBlock - block + 1n;
  }
  if (!label) return <Text className={styles.timer}>{phase === 'finished' ? t('Closing...') : t('Closed')}</Text>;
  return (
    <Text className={styles.timer} data-testid="auction-timer">
      {label} {t('~{{d}}d {{h}}h {{m}}m', duration(blocks))} ({t('{{count}} blocks', { count: Number(blocks) })})
    </Text>
  );
}

export function AuctionPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [archiveId, setArchiveId] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<'latest' | 'archive'>('latest');
  const shownId = tab === 'archive' ? archiveId : undefined;
  const data = useAuction(address, shownId);
  const { run, pending } = useYieldAction(data.refetch);
  const [bidding, setBidding] = useState(false);
  const [wlOpen, setWlOpen] = useState(false);
  const [rows, setRows] = useState(FIRST_ROWS);
  const { deployed, auction, user, block, fuel } = data;

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
  const title = phase === 'live' || phase === 'finished' ? t('Current Auction') : t('Next Auction');
  const me = address ? data.bids?.find((b) => b.account.toLowerCase() === address.toLowerCase()) : undefined;
  const projectOf = (a: string) => deployed.projects.find((p) => p.account.toLowerCase() === a.toLowerCase());

  const bid = (amount: bigint) =>
    run(
      'bid',
      call({
        address: deployed.address,
        abi: fuelFarmAuctionAbi,
        functionName: 'bid',
        args: [amount],
        summary: t('Bid {{amount}} FUEL', { amount: fuelText(amount) }),
      }),
      {
        success: { title: t('Bid placed'), description: t('You bid {{amount}} FUEL.', { amount: fuelText(amount) }) },
      },
    );
  const enable = () =>
    fuel
      ? run(
          'enable',
          approve({ token: fuel, spender: deployed.address, amount: 2n ** 256n - 1n, summary: t('Enable FUEL for the farm auction') }),
          {
            success: { title: t('Contract Enabled'), description: t('You can now bid in the farm auction.') },
          },
        )
      : Promise.resolve(false);
  const reclaim = (id: number) =>
    run(
      'reclaim',
      call({
        address: deployed.address,
        abi: fuelFarmAuctionAbi,
        functionName: 'claimAuction',
        args: [BigInt(id)],
        summary: t('Reclaim your bid'),
      }),
      {
        success: { title: t('Bid reclaimed'), description: t('Your FUEL has been returned to your wallet.') },
      },
    );

  const archiveOptions = Array.from({ length: Math.max(0, (data.currentId ?? 0) - 1) }, (_, i) => (data.currentId ?? 0) - 1 - i).map(
    (id) => ({
      value: String(id),
      label: t('Auction #{{id}}', { id }),
    }),
  );

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
                  <Button fullWidth onClick={() => setBidding(true)}>
                    {t('Place bid')}
                  </Button>
                )}
              </div>
            </CardBody>
          </Card>
          {address && auction && phase === 'closed' && user?.bid !== undefined && user.bid > 0n && (
            <Card>
              <CardBody>
                {user.isWinner ? (
                  <div className={styles.rows} data-testid="auction-outcome">
                    <Heading level={3}>{t('Congratulations!')}</Heading>
                    <Text>
                      {t('Your bid won a {{days}}-day farm. The team will be in touch to set it up.', { days: AUCTION_FARM_DAYS })}
                    </Text>
                  </div>
                ) : (
                  <div className={styles.rows} data-testid="auction-outcome">
                    <Heading level={3}>{t('Reclaim Bid')}</Heading>
                    <Text>{t('Your bid was not among the winners. Reclaim your {{amount}} FUEL.', { amount: fuelText(user.bid) })}</Text>
                    <Button fullWidth disabled={user.hasClaimed} loading={pending === 'reclaim'} onClick={() => void reclaim(auction.id)}>
                      {user.hasClaimed ? t('Bid reclaimed') : t('Reclaim')}
                    </Button>
                  </div>
                )}
              </CardBody>
            </Card>
          )}
        </div>
        <Card>
          <CardHeader>
            <Heading level={2}>{t('Leaderboard')}</Heading>
          </CardHeader>
          <CardBody>
            <Tabs
              label={t('Auctions')}
              idPrefix="auction-board"
              value={tab}
              onChange={(v) => {
                setTab(v);
                setRows(FIRST_ROWS);
                if (v === 'archive' && archiveId === undefined && archiveOptions[0]) setArchiveId(Number(archiveOptions[0].value));
              }}
              items={[
                { value: 'latest', label: t('Latest') },
                { value: 'archive', label: t('Archive'), disabled: archiveOptions.length === 0 },
              ]}
            />
            <TabPanel idPrefix="auction-board" value={tab}>
              {tab === 'archive' && archiveOptions.length > 0 && (
                <Select
                  label={t('Auction')}
                  options={archiveOptions}
                  value={String(archiveId ?? archiveOptions[0]!.value)}
                  onChange={(v: string) => setArchiveId(Number(v))}
                />
              )}
              {data.bids?.length === 0 && <Text color="subtle">{t('No bids yet.')}</Text>}
              {data.bids && data.bids.length > 0 && (
                <table className={styles.board} data-testid="auction-leaderboard">
                  <thead>
                    <tr>
                      <th scope="col">{t('Position')}</th>
                      <th scope="col">{t('Project')}</th>
                      <th scope="col">{t('Bid')}</th>
                      <th scope="col">
                        <span className={styles.srOnly}>{t('Actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.bids.slice(0, rows).map((b) => {
                      const p = projectOf(b.account);
                      return (
                        <tr key={b.account} className={cx(b.winning && styles.winner)} data-winning={b.winning ? 'true' : 'false'}>
                          <td>#{b.position}</td>
                          <td title={b.account}>
                            {p ? p.name : shortAddress(b.account)}
                            {b.winning && (
                              <Text size="sm" color="success">
                                {phase === 'closed' || !isLatest ? t('Winner') : t('Winning')}
                              </Text>
                            )}
                          </td>
                          <td>{t('{{amount}} FUEL', { amount: fuelText(b.amount) })}</td>
                          <td>
                            <Dropdown
                              label="⋯"
                              aria-label={t('Actions for {{name}}', { name: p ? p.name : b.account })}
                              align="end"
                              showChevron={false}
                            >
                              {(close) => (
                                <ul className={styles.menu}>
                                  <li>
                                    <button
                                      type="button"
                                      className={dropdownItemClassName}
                                      onClick={() => {
                                        void navigator.clipboard?.writeText(b.account);
                                        close();
                                      }}
                                    >
                                      {t('Copy address')}
                                    </button>
                                  </li>
                                  <li>
                                    <Link to={`/info/accounts/${b.account.toLowerCase()}`} className={dropdownItemClassName} plain>
                                      {t('View in Info')}
                                    </Link>
                                  </li>
                                </ul>
                              )}
                            </Dropdown>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
              {data.bids && data.bids.length > rows && (
                <Button variant="text" onClick={() => setRows((n) => n + FIRST_ROWS)}>
                  {t('Show More')}
                </Button>
              )}
            </TabPanel>
          </CardBody>
        </Card>
      </div>
      <section className={styles.burned} aria-label={t('FUEL burned')}>
        <Text>{t('FUEL burned by farm auctions so far')}</Text>
        <p className={styles.burnedValue} data-testid="auction-burned">
          {data.totalCollected === undefined ? '-' : t('{{amount}} FUEL', { amount: fuelText(data.totalCollected) })}
        </p>
      </section>
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
