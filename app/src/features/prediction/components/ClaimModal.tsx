/**
 * The winnings popup's confirmation: what one claim of every pending round pays, the claim's
 * simulated result against the latest block (the same call actions.ts sends), and Confirm, disabled while the
 * simulation says the claim would revert (not while it loads).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Button, Modal, Text } from '../../../ui/index.ts';
import { useChainHealth } from '../../../chain/blocks.ts';
import { LivePreview } from '../../transactions/index.ts';
import { claimCall } from '../actions.ts';
import { formatBnb } from '../format.ts';
import styles from '../prediction.module.css';

export interface ClaimModalProps {
  epochs: readonly bigint[];
  kind: 'collect' | 'reclaim';
  /** What the claim pays in wei (undefined while a round is not loaded). */
  amount: bigint | undefined;
  pending: boolean;
  onConfirm: () => Promise<boolean>;
  onDismiss: () => void;
  /** The connected account and the market: the claim's simulated result shows before signing. */
  account?: Address | undefined;
  market?: Address | undefined;
}

export function ClaimModal({ epochs, kind, amount, pending, onConfirm, onDismiss, account, market }: ClaimModalProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const [blocked, setBlocked] = useState(false);
  const previewable = account && market && epochs.length > 0 && !pending;
  return (
    <Modal
      open
      title={kind === 'collect' ? t('Collect Winnings') : t('Reclaim Position')}
      onDismiss={onDismiss}
      dismissOnBackdrop={!pending}
    >
      <div className={styles.setPosition} data-testid="claim-dialog">
        <div className={styles.row}>
          <Text color="subtle">{t('You’ll claim')}</Text>
          <Text bold numeric data-testid="claim-amount">
            {amount === undefined ? '-' : `${formatBnb(amount)} BNB`}
          </Text>
        </div>
        <div className={styles.row}>
          <Text size="sm" color="subtle">
            {t('Rounds')}
          </Text>
          <Text size="sm" numeric>
            {epochs.map((e) => `#${e.toString()}`).join(', ')}
          </Text>
        </div>
        {previewable && (
          <LivePreview
            account={account}
            queryKey={['prediction-claim', account, market, epochs.map(String).join(',')]}
            build={async () => ({ call: { account, ...claimCall(market, epochs) } })}
            onBlocked={setBlocked}
          />
        )}
        <Button
          fullWidth
          loading={pending}
          disabled={epochs.length === 0 || pending || stale || (!!previewable && blocked)}
          onClick={async () => {
            if (await onConfirm()) onDismiss();
          }}
        >
          {t('Confirm')}
        </Button>
      </div>
    </Modal>
  );
}
