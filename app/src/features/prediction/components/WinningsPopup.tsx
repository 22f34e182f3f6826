import { useTranslation } from 'react-i18next';
import { Button, Text } from '../../../ui/index.ts';
import type { PendingClaims } from '../logic.ts';
import styles from '../prediction.module.css';

/** The winnings popup: one claim for every round left to collect or reclaim (wins first decide the wording). */
export function WinningsPopup({
  claims: { claimableNow, refundableNow, wins },
  collecting,
  onClaim,
}: {
  claims: PendingClaims;
  collecting: ReadonlySet<bigint>;
  onClaim: (epochs: bigint[], kind: 'collect' | 'reclaim') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.winnings} role="status" data-testid="winnings-popup">
      <Text bold>{wins.length > 0 ? t('You have unclaimed winnings') : t('You have positions to reclaim')}</Text>
      <Button
        loading={[...claimableNow, ...refundableNow].some((e) => collecting.has(e))}
        onClick={() => onClaim([...new Set([...claimableNow, ...refundableNow])], wins.length > 0 ? 'collect' : 'reclaim')}
      >
        {wins.length > 0 ? t('Collect Winnings') : t('Reclaim Position')}
      </Button>
    </div>
  );
}
