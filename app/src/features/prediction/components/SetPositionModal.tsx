/**
 * Set Position: the BNB amount with the balance, a slider and 10/25/50/75% and Max (of the
 * balance less 0.01 BNB for gas), the error ladder ("Insufficient BNB balance", "A minimum amount of
 * {amount} BNB is required"), the warning that a position cannot be changed, and the transaction.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betInputError, maxBetAmount, percentOfMaxBet, type BetPosition } from '@fuelswap/sdk';
import { Button, Modal, NumericalInput, Text } from '../../../ui/index.ts';
import { formatBnb, parseBnb } from '../format.ts';
import styles from '../prediction.module.css';
import { useChainHealth } from '../../../chain/blocks.ts';
import type { Address } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import { useSettled } from '../../../lib/useSettled.ts';
import { LivePreview } from '../../transactions/index.ts';

const PERCENTS = [10, 25, 50, 75] as const;

export interface SetPositionModalProps {
  epoch: bigint;
  position: BetPosition;
  balance: bigint | undefined;
  minBetAmount: bigint;
  onDismiss: () => void;
  onConfirm: (amount: bigint) => Promise<boolean>;
  /** The connected account and the market: the entry's simulated result shows before signing. */
  account?: Address | undefined;
  market?: Address | undefined;
}

/** wei -> the text typed in the box (up to 18 decimals, no trailing zeros). */
function toText(wei: bigint): string {
  const unit = 10n ** 18n;
  const f = (wei % unit).toString().padStart(18, '0').replace(/0+$/, '');
  return f ? `${wei / unit}.${f}` : `${wei / unit}`;
}

export function SetPositionModal({ epoch, position, balance, minBetAmount, onDismiss, onConfirm, account, market }: SetPositionModalProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const amount = parseBnb(text);
  const max = balance !== undefined ? maxBetAmount(balance) : undefined;
  const error = betInputError(amount, balance, minBetAmount);
  const percent = amount !== undefined && max && max > 0n ? Number((amount * 100n) / max) : 0;
  const label = position === 'Bull' ? t('UP') : t('DOWN');

  const message =
    error === 'insufficient'
      ? t('Insufficient BNB balance')
      : error === 'min' || (error === 'enter' && text !== '' && amount === 0n)
        ? t('A minimum amount of {{amount}} BNB is required', { amount: formatBnb(minBetAmount, 18) })
        : undefined;

  const settledText = useSettled(text);
  const settledAmount = parseBnb(settledText);
  const [blocked, setBlocked] = useState(false);
  const previewable = account && market && settledText === text && settledAmount !== undefined && error === undefined && !busy;

  const confirm = async () => {
    if (amount === undefined || error) return;
    setBusy(true);
    const ok = await onConfirm(amount);
    setBusy(false);
    if (ok) onDismiss();
  };

  return (
    <Modal open title={t('Set Position')} onDismiss={onDismiss}>
      <div className={styles.setPosition} data-testid="set-position">
        <div className={styles.row}>
          <Text color="subtle">{t('Commit')}</Text>
          <span className={position === 'Bull' ? styles.upTag : styles.downTag}>{label}</span>
        </div>
        <Text size="sm" color="subtle">
          {t('Round #{{epoch}}', { epoch: epoch.toString() })}
        </Text>
        <div className={styles.amountBox}>
          <NumericalInput
            value={text}
            onUserInput={(v) => setText(v.replace(',', '.'))}
            aria-label={t('Amount of BNB to commit')}
            aria-invalid={message ? true : undefined}
            align="end"
          />
          <span aria-hidden="true">BNB</span>
        </div>
        <Text size="sm" color="subtle" numeric>
          {t('Balance: {{balance}}', { balance: formatBnb(balance) })}
        </Text>
        {message && (
          <Text size="sm" color="danger" role="alert">
            {message}
          </Text>
        )}
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={Math.min(100, percent)}
          aria-label={t('Share of your balance')}
          disabled={!balance}
          onChange={(e) => balance !== undefined && setText(toText(percentOfMaxBet(balance, Number(e.target.value))))}
        />
        <div className={styles.percents}>
          {PERCENTS.map((p) => (
            <Button
              key={p}
              size="sm"
              variant="tertiary"
              disabled={!balance}
              onClick={() => balance !== undefined && setText(toText(percentOfMaxBet(balance, p)))}
            >
              {`${p}%`}
            </Button>
          ))}
          <Button size="sm" variant="tertiary" disabled={!max} onClick={() => max !== undefined && setText(toText(max))}>
            {t('Max')}
          </Button>
        </div>
        {previewable && (
          <LivePreview
            account={account}
            queryKey={['bet', account, epoch.toString(), position, settledText]}
            build={async () => ({
              call: {
                account,
                address: market,
                abi: fuelPredictionAbi,
                functionName: position === 'Bull' ? 'betBull' : 'betBear',
                args: [epoch],
                value: settledAmount,
              },
            })}
            onBlocked={setBlocked}
          />
        )}
        <Button
          fullWidth
          disabled={error !== undefined || busy || stale || (!!previewable && blocked)}
          loading={busy}
          onClick={() => void confirm()}
        >
          {error === 'enter' && text === '' ? t('Enter an amount') : t('Confirm')}
        </Button>
        <Text size="sm" color="subtle">
          {t("You won't be able to remove or change your position once you enter it.")}
        </Text>
      </div>
    </Modal>
  );
}
