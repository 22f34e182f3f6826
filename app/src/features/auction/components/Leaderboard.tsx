/**
 * The leaderboard: Latest and Archive (an auction picked from the past ones), winners highlighted, ties sharing
 * a position, top 10 then Show More, and per bidder a menu to copy the address or open it in Info.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionProject } from '@fuelswap/config';
import type { AuctionPhase } from '@fuelswap/sdk';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Dropdown,
  Heading,
  Link,
  Select,
  TabPanel,
  Tabs,
  Text,
  cx,
  dropdownItemClassName,
} from '../../../ui/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import type { AuctionData } from '../hooks/useAuction.ts';
import { fuelText } from '../logic.ts';
import styles from '../auction.module.css';

const FIRST_ROWS = 10;

export type LeaderboardTab = 'latest' | 'archive';

export function Leaderboard({
  data,
  phase,
  isLatest,
  projects,
  tab,
  setTab,
  archiveId,
  setArchiveId,
}: {
  data: AuctionData;
  phase: AuctionPhase;
  isLatest: boolean;
  projects: AuctionProject[];
  tab: LeaderboardTab;
  setTab: (tab: LeaderboardTab) => void;
  archiveId: number | undefined;
  setArchiveId: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(FIRST_ROWS);
  const projectOf = (a: string) => projects.find((p) => p.account.toLowerCase() === a.toLowerCase());
  const archiveOptions = Array.from({ length: Math.max(0, (data.currentId ?? 0) - 1) }, (_, i) => (data.currentId ?? 0) - 1 - i).map(
    (id) => ({
      value: String(id),
      label: t('Auction #{{id}}', { id }),
    }),
  );
  const latestArchive = archiveOptions[0];

  return (
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
          {tab === 'archive' && latestArchive && (
            <Select
              label={t('Auction')}
              options={archiveOptions}
              value={String(archiveId ?? latestArchive.value)}
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
  );
}
