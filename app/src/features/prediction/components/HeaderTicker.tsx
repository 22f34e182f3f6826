/**
 * The page header's live figures: the oracle's BNB price, as the live round's card reads it, and the time left in
 * the live round ("Calculating" past its end until the oracle closes it).
 */
import { useTranslation } from 'react-i18next';
import { blocksToSeconds, formatCountdown } from '@fuelswap/sdk';
import { Text } from '../../../ui/index.ts';
import { formatUsdPrice } from '../format.ts';
import type { liveRoundCountdown } from '../logic.ts';
import styles from '../prediction.module.css';

export function HeaderTicker({
  price,
  countdown,
  blockTime,
}: {
  price: bigint | undefined;
  countdown: ReturnType<typeof liveRoundCountdown>;
  blockTime: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.ticker}>
      <div className={styles.tickerItem}>
        <Text size="sm" color="subtle">
          {t('BNB/USD oracle price')}
        </Text>
        <Text bold numeric data-testid="prediction-price">
          {formatUsdPrice(price)}
        </Text>
      </div>
      {countdown !== undefined && (
        <div className={styles.tickerItem}>
          <Text size="sm" color="subtle">
            {t('Live round ends in')}
          </Text>
          <Text bold numeric data-testid="prediction-countdown">
            {countdown === 'calculating' ? t('Calculating') : `~${formatCountdown(blocksToSeconds(countdown.blocks, blockTime))}`}
          </Text>
        </div>
      )}
    </div>
  );
}
