/** The auction card's timer: Starts in / Ends in, estimated from the blocks left, or Closing... / Closed. */
import { useTranslation } from 'react-i18next';
import type { AuctionPhase } from '@fuelswap/sdk';
import { Text } from '../../../ui/index.ts';
import type { AuctionData } from '../hooks/useAuction.ts';
import { duration } from '../logic.ts';
import styles from '../auction.module.css';

export function Timer({ phase, data }: { phase: AuctionPhase; data: AuctionData }) {
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
