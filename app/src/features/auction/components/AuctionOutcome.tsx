/** After a closed auction you bid in: Congratulations for a winning bid, or Reclaim Bid for the others. */
import { useTranslation } from 'react-i18next';
import { AUCTION_FARM_DAYS } from '@fuelswap/config';
import { Button, Card, CardBody, Heading, Text } from '../../../ui/index.ts';
import { fuelText } from '../logic.ts';
import styles from '../auction.module.css';

export function AuctionOutcome({
  bid,
  isWinner,
  hasClaimed,
  reclaiming,
  onReclaim,
}: {
  bid: bigint;
  isWinner: boolean | undefined;
  hasClaimed: boolean | undefined;
  reclaiming: boolean;
  onReclaim: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardBody>
        {isWinner ? (
          <div className={styles.rows} data-testid="auction-outcome">
            <Heading level={3}>{t('Congratulations!')}</Heading>
            <Text>{t('Your bid won a {{days}}-day farm. The team will be in touch to set it up.', { days: AUCTION_FARM_DAYS })}</Text>
          </div>
        ) : (
          <div className={styles.rows} data-testid="auction-outcome">
            <Heading level={3}>{t('Reclaim Bid')}</Heading>
            <Text>{t('Your bid was not among the winners. Reclaim your {{amount}} FUEL.', { amount: fuelText(bid) })}</Text>
            <Button fullWidth disabled={hasClaimed} loading={reclaiming} onClick={onReclaim}>
              {hasClaimed ? t('Bid reclaimed') : t('Reclaim')}
            </Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
