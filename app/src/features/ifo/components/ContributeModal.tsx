/**
 * The Contribute dialog: the maximum entry, the amount with its
 * dollar value, the LP balance, quick percentages of min(cap − committed,
 * balance), the not-enough warning, and Confirm (Enable comes first on the
 * card). The rules are the stake dialog's (sdk stakeInput/stakeMax): a cap
 * is the pool's per-user limit.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits, formatUsd, percentOfMax, stakeInput, stakeMax, STAKE_PERCENT_BUTTONS } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, Link, Modal, NumericalInput, Text } from '../../../ui/index.ts';
import { formatLp } from '../format.ts';
import type { Address } from 'viem';
import type { PreviewCall, PreviewOptions } from '../../../chain/preview.ts';
import { useSettled } from '../../../lib/useSettled.ts';
import { LivePreview } from '../../transactions/index.ts';
import styles from '../ifo.module.css';

const LP_DECIMALS = 18;
const WAD = 10n ** 18n;

export interface ContributeModalProps {
  symbol: string;
  balance: bigint;
  committed: bigint;
  /** Per-user cap (0 = none). */
  limit: bigint;
  lpPriceUsd: bigint | undefined;
  getLpUrl: string;
  pending: boolean;
  onConfirm: (amount: bigint) => Promise<boolean>;
  onDismiss: () => void;
  /** The connected account and the call Confirm sends for an amount: its simulated result shows before signing. */
  account?: Address | undefined;
  preview?: (amount: bigint) => { call: PreviewCall; options?: PreviewOptions };
}

export function ContributeModal({
  symbol,
  balance,
  committed,
  limit,
  lpPriceUsd,
  getLpUrl,
  pending,
  onConfirm,
  onDismiss,
  account,
  preview,
}: ContributeModalProps) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const [text, setText] = useState('');
  const limits = { balance, staked: committed, limit, removing: false };
  const max = stakeMax(limits);
  const state = stakeInput(text, LP_DECIMALS, limits);
  const inputId = useId();
  const errorId = useId();
  const usd = state.amount !== undefined && lpPriceUsd !== undefined ? formatUsd((state.amount * lpPriceUsd) / WAD) : undefined;

  const settledText = useSettled(text);
  const settled = stakeInput(settledText, LP_DECIMALS, limits);
  const settledAmount = settled.amount;
  const [blocked, setBlocked] = useState(false);
  const previewable =
    account && preview && settledText === text && settledAmount !== undefined && settledAmount > 0n && !settled.error && !pending;
  let error: string | undefined;
  if (state.error === 'overLimit')
    error = t('This amount is above the maximum entry of {{amount}} {{symbol}}', { amount: formatLp(limit), symbol });
  else if (state.error === 'insufficient') error = t('You don’t have enough {{symbol}}', { symbol });
  else if (state.error === 'invalid') error = t('Enter a valid amount');

  return (
    <Modal open onDismiss={onDismiss} title={t('Contribute {{symbol}}', { symbol })} dismissOnBackdrop={!pending}>
      <div className={styles.modalBody}>
        {limit > 0n && (
          <div className={styles.row}>
            <Text size="sm" color="subtle">
              {t('Max. LP token entry')}
            </Text>
            <Text size="sm">{n(formatLp(limit))}</Text>
          </div>
        )}
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {t('Commit')} {symbol}
        </label>
        <div className={styles.field}>
          <NumericalInput
            id={inputId}
            value={text}
            onUserInput={(v) => setText(v.replace(',', '.'))}
            align="end"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className={styles.row}>
          <Text size="sm" color="subtle">
            {t('Balance: {{amount}} {{symbol}}', { amount: formatLp(balance), symbol })}
          </Text>
          <Text size="sm" color="subtle">
            {usd !== undefined ? n(`~$${usd}`) : ''}
          </Text>
        </div>
        {error && (
          <Text size="sm" color="danger" id={errorId} role="alert">
            {error}
          </Text>
        )}
        <div className={styles.percentButtons}>
          {STAKE_PERCENT_BUTTONS.map((p) => (
            <Button
              key={p}
              size="sm"
              variant="tertiary"
              disabled={max === 0n}
              onClick={() => {
                const a = percentOfMax(max, p);
                setText(a === 0n ? '' : formatUnits(a, LP_DECIMALS));
              }}
            >
              {p === 100 ? t('Max') : `${p}%`}
            </Button>
          ))}
        </div>
        <Text size="sm" color="subtle">
          {t('If the sale is oversubscribed, you will receive your share of the tokens and the rest of your LP back after the sale.')}
        </Text>
        {previewable && (
          <LivePreview
            account={account}
            queryKey={['ifo-commit', account, symbol, settledText]}
            build={async () => preview(settledAmount)}
            onBlocked={setBlocked}
          />
        )}
        <div className={styles.actions}>
          <Button variant="secondary" fullWidth onClick={onDismiss} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button
            fullWidth
            loading={pending}
            disabled={state.error !== undefined || pending || (!!previewable && blocked)}
            onClick={async () => {
              if (state.amount === undefined || state.error) return;
              if (await onConfirm(state.amount)) onDismiss();
            }}
          >
            {pending ? t('Confirming') : t('Confirm')}
          </Button>
        </div>
        {balance === 0n && <Link to={getLpUrl}>{t('Get {{symbol}}', { symbol })}</Link>}
      </div>
    </Modal>
  );
}
