/**
 * The bid dialog: the amount in FUEL with the balance, quick buttons
 * (+100, +500, +1,000), the rules (first bid at least the initial amount, multiples of 10 FUEL), Enable when
 * FUEL is not approved, then Confirm; bad input shows a message and nothing is sent.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUCTION_BID_STEP } from '@fuelswap/config';
import { checkBid, formatAmount, parseUnits } from '@fuelswap/sdk';
import { Button, Modal, NumericalInput, Text } from '../../../ui/index.ts';
import styles from '../auction.module.css';
import { useChainHealth } from '../../../chain/blocks.ts';
import type { Address } from 'viem';
import { fuelFarmAuctionAbi } from '@fuelswap/contracts';
import { useSettled } from '../../../lib/useSettled.ts';
import { LivePreview } from '../../transactions/index.ts';
import { FUEL_DECIMALS, fuelText } from '../logic.ts';

const QUICK = [100n, 500n, 1000n];

export interface BidModalProps {
  initial: bigint;
  currentBid: bigint;
  balance: bigint | undefined;
  allowance: bigint | undefined;
  pending: 'enable' | 'bid' | undefined;
  onEnable: () => Promise<boolean>;
  onConfirm: (amount: bigint) => Promise<boolean>;
  onDismiss: () => void;
  /** The connected account and the auction: the bid's simulated result shows before signing. */
  account?: Address | undefined;
  auction?: Address | undefined;
}

function parse(text: string): bigint | undefined {
  return text === '' ? undefined : parseUnits(text, FUEL_DECIMALS);
}

export function BidModal({
  initial,
  currentBid,
  balance,
  allowance,
  pending,
  onEnable,
  onConfirm,
  onDismiss,
  account,
  auction,
}: BidModalProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const [text, setText] = useState('');
  const inputId = useId();
  const amount = parse(text);
  const hasBid = currentBid > 0n;
  const error = text === '' ? undefined : checkBid(amount, { hasBid, initial, balance, step: AUCTION_BID_STEP });
  const messages: Record<string, string> = {
    invalid: t('Enter a valid amount'),
    notMultiple: t('Bids must be a multiple of 10 FUEL'),
    belowInitial: t('Your first bid must be at least {{amount}} FUEL', { amount: fuelText(initial) }),
    insufficient: t('Insufficient FUEL balance'),
  };
  const needsEnable = amount !== undefined && allowance !== undefined && allowance < amount;
  const settledText = useSettled(text);
  const settledAmount = parse(settledText);
  const [blocked, setBlocked] = useState(false);
  const previewable = account && auction && settledText === text && settledAmount !== undefined && !error && !needsEnable && !pending;
  const add = (whole: bigint) => {
    const now = amount ?? 0n;
    setText(formatAmount(now + whole * 10n ** BigInt(FUEL_DECIMALS), FUEL_DECIMALS, 0).replace(/,/g, ''));
  };

  return (
    <Modal open onDismiss={onDismiss} title={t('Place bid')} dismissOnBackdrop={!pending}>
      <div className={styles.modalBody}>
        {hasBid && (
          <div className={styles.row}>
            <Text size="sm" color="subtle">
              {t('Your existing bid')}
            </Text>
            <Text size="sm">{t('{{amount}} FUEL', { amount: fuelText(currentBid) })}</Text>
          </div>
        )}
        <label htmlFor={inputId}>{hasBid ? t('Add to your bid (FUEL)') : t('Bid amount (FUEL)')}</label>
        <div className={styles.field}>
          <NumericalInput id={inputId} value={text} onUserInput={setText} aria-describedby={`${inputId}-hint`} />
        </div>
        <Text size="sm" color="subtle" id={`${inputId}-hint`}>
          {hasBid
            ? t('Add to your bid in multiples of 10 FUEL.')
            : t('Your first bid must be at least {{amount}} FUEL, in multiples of 10 FUEL.', { amount: fuelText(initial) })}
        </Text>
        <div className={styles.row}>
          <Text size="sm" color="subtle">
            {t('Balance')}
          </Text>
          <Text size="sm">{balance === undefined ? '-' : t('{{amount}} FUEL', { amount: fuelText(balance) })}</Text>
        </div>
        <div className={styles.quick}>
          {QUICK.map((q) => (
            <Button key={String(q)} variant="tertiary" size="sm" onClick={() => add(q)}>
              +{q.toString()}
            </Button>
          ))}
        </div>
        {error && (
          <Text size="sm" color="danger" role="alert">
            {messages[error]}
          </Text>
        )}
        {previewable && (
          <LivePreview
            account={account}
            queryKey={['bid', account, auction, settledText]}
            build={async () => ({
              call: { account, address: auction, abi: fuelFarmAuctionAbi, functionName: 'bid', args: [settledAmount] },
            })}
            onBlocked={setBlocked}
          />
        )}
        {needsEnable ? (
          <Button fullWidth loading={pending === 'enable'} disabled={!!error} onClick={() => void onEnable()}>
            {t('Enable')}
          </Button>
        ) : (
          <Button
            fullWidth
            loading={pending === 'bid'}
            disabled={amount === undefined || !!error || stale || (!!previewable && blocked)}
            onClick={async () => {
              if (amount !== undefined && (await onConfirm(amount))) onDismiss();
            }}
          >
            {t('Confirm')}
          </Button>
        )}
        <Text size="sm" color="subtle">
          {t('If your bid is not among the winners, you can reclaim it in full after the auction closes. Winning bids are burned.')}
        </Text>
      </div>
    </Modal>
  );
}
