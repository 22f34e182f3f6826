import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Button, Text } from '../../../ui/index.ts';
import type { PendingClaims } from '../logic.ts';
import styles from '../prediction.module.css';
import { ClaimModal } from './ClaimModal.tsx';

/**
 * The winnings popup: one claim for every round left to collect or reclaim (wins first decide the wording). Its
 * button opens a small confirmation with the amount and the claim's simulated result before the wallet.
 */
export function WinningsPopup({
  claims: { claimableNow, refundableNow, wins },
  collecting,
  amountOf,
  account,
  market,
  onClaim,
}: {
  claims: PendingClaims;
  collecting: ReadonlySet<bigint>;
  /** What claiming `epochs` pays (undefined while not known). */
  amountOf: (epochs: readonly bigint[]) => bigint | undefined;
  account?: Address | undefined;
  market?: Address | undefined;
  onClaim: (epochs: bigint[], kind: 'collect' | 'reclaim') => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const epochs = [...new Set([...claimableNow, ...refundableNow])];
  const kind = wins.length > 0 ? 'collect' : 'reclaim';
  const loading = epochs.some((e) => collecting.has(e));
  return (
    <div className={styles.winnings} role="status" data-testid="winnings-popup">
      <Text bold>{wins.length > 0 ? t('You have unclaimed winnings') : t('You have positions to reclaim')}</Text>
      <Button loading={loading} onClick={() => setConfirming(true)}>
        {wins.length > 0 ? t('Collect Winnings') : t('Reclaim Position')}
      </Button>
      {confirming && (
        <ClaimModal
          epochs={epochs}
          kind={kind}
          amount={amountOf(epochs)}
          pending={loading}
          account={account}
          market={market}
          onConfirm={() => onClaim(epochs, kind)}
          onDismiss={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
