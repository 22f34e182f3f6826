/**
 * The stake / unstake dialog: an amount field,
 * a slider 0-100 in steps of 1 and quick buttons 25/50/75/Max that set that
 * percentage of the maximum (unstaking: the staked balance; staking: the
 * balance, capped by the pool's per-user limit). Confirm is disabled while
 * the amount is empty, zero, above the balance, or above the limit, which
 * also shows "Maximum total stake: {amount} {token}".
 */
import { useId, useState, type ReactNode } from 'react';
import type { Address } from 'viem';
import { useTranslation } from 'react-i18next';
import {
  formatStaked,
  formatUnits,
  percentOfMax,
  sliderPercent,
  stakeInput,
  stakeMax,
  STAKE_PERCENT_BUTTONS,
  type Currency,
} from '@fuelswap/sdk';
import { Button, ButtonLink, Link, Modal, NumericalInput, Text } from '../../ui/index.ts';
import { CurrencyLogo } from '../tokens/index.ts';
import { LivePreview } from '../transactions/index.ts';
import { useSettled } from '../../lib/useSettled.ts';
import type { PreviewCall, PreviewOptions } from '../../chain/preview.ts';
import styles from './yield.module.css';

export interface StakeModalProps {
  open: boolean;
  onDismiss: () => void;
  mode: 'stake' | 'unstake';
  title: string;
  symbol: string;
  decimals: number;
  currency?: Currency;
  /** Wallet balance of the staking token. */
  balance: bigint;
  staked: bigint;
  /** Per-user limit (0 = none). */
  limit: bigint;
  /**
   * Sends; resolves true when the transaction succeeded (the dialog then closes). `all` is set when
   * the amount is the whole maximum chosen with Max or the slider at 100% (the vault then withdraws
   * everything, whatever the share price did since).
   */
  onConfirm: (amount: bigint, all: boolean) => Promise<boolean>;
  pending: boolean;
  /** Extra lines (the vault's unstaking fee). */
  note?: ReactNode;
  /** "Get {symbol}" link target. */
  getTokenUrl?: string;
  /** The connected account and the call Confirm would send for an amount: its simulated result shows before signing. */
  account?: Address | undefined;
  preview?: (amount: bigint, all: boolean) => { call: PreviewCall; options?: PreviewOptions };
}

export function StakeModal(props: StakeModalProps) {
  if (!props.open) return null;
  return <StakeModalContent {...props} />;
}

function StakeModalContent({
  onDismiss,
  mode,
  title,
  symbol,
  decimals,
  currency,
  balance,
  staked,
  limit,
  onConfirm,
  pending,
  note,
  getTokenUrl,
  account,
  preview,
}: StakeModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const removing = mode === 'unstake';
  const limits = { balance, staked, limit, removing, native: currency?.isNative === true };
  const max = stakeMax(limits);
  const state = stakeInput(text, decimals, limits);
  const percent = sliderPercent(state.amount, max);
  const inputId = useId();
  const errorId = useId();

  const setPercent = (pct: number) => {
    const amount = percentOfMax(max, pct);
    setText(amount === 0n ? '' : formatUnits(amount, decimals));
    setAll(pct >= 100 && amount > 0n);
  };

  let error: string | undefined;
  if (state.error === 'overLimit' && state.maxTotal !== undefined) {
    error = t('Maximum total stake: {{amount}} {{token}}', { amount: formatStaked(state.maxTotal, decimals), token: symbol });
  } else if (state.error === 'insufficient') {
    error = removing ? t('Insufficient staked balance') : t('Insufficient {{symbol}} balance', { symbol });
  } else if (state.error === 'invalid') {
    error = t('Enter a valid amount');
  }
  // The preview follows the typed amount a quarter of a second behind (one simulation per pause, not per key).
  const settledText = useSettled(text);
  const settledAll = useSettled(all);
  const settled = { text: settledText, all: settledAll };
  const settledAmount = stakeInput(settled.text, decimals, limits);
  const settledValue = settledAmount.amount;
  const previewable = preview && account && settledAmount.amount !== undefined && settledAmount.amount > 0n && !settledAmount.error;
  const showPreview = previewable && settled.text === text && !pending;
  const [blocked, setBlocked] = useState(false);
  const disabled = state.error !== undefined || pending || (showPreview && blocked);

  return (
    <Modal open onDismiss={onDismiss} title={title} dismissOnBackdrop={!pending}>
      <div className={styles.stakeBody}>
        <div className={styles.stakeHead}>
          <label htmlFor={inputId} className={styles.stakeLabel}>
            {removing ? t('Unstake') : t('Stake')}
          </label>
          <span className={styles.stakeToken}>
            {currency && <CurrencyLogo currency={currency} size={20} />}
            {symbol}
          </span>
        </div>
        <div className={styles.stakeField}>
          <NumericalInput
            id={inputId}
            value={text}
            onUserInput={(v) => {
              setText(v.replace(',', '.'));
              setAll(false);
            }}
            align="end"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <Text size="sm" color="subtle" className={styles.stakeBalance}>
          {removing
            ? t('Staked: {{amount}} {{symbol}}', { amount: formatStaked(staked, decimals), symbol })
            : t('Balance: {{amount}} {{symbol}}', { amount: formatStaked(balance, decimals), symbol })}
        </Text>
        {error && (
          <Text size="sm" color="danger" id={errorId} role="alert">
            {error}
          </Text>
        )}
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={percent}
          onChange={(e) => setPercent(Number(e.target.value))}
          aria-label={t('Percentage of the maximum')}
          aria-valuetext={`${percent}%`}
          className={styles.slider}
          disabled={max === 0n}
        />
        <div className={styles.percentButtons}>
          {STAKE_PERCENT_BUTTONS.map((p) => (
            <Button key={p} size="sm" variant="tertiary" onClick={() => setPercent(p)} disabled={max === 0n}>
              {p === 100 ? t('Max') : `${p}%`}
            </Button>
          ))}
        </div>
        {note}
        {showPreview && account && preview && settledValue !== undefined && (
          <LivePreview
            account={account}
            queryKey={['stake', mode, title, account, settled.text, settled.all]}
            build={async () => preview(settledValue, settled.all)}
            onBlocked={setBlocked}
          />
        )}
        <div className={styles.stakeActions}>
          <Button variant="secondary" onClick={onDismiss} disabled={pending} fullWidth>
            {t('Cancel')}
          </Button>
          <Button
            fullWidth
            loading={pending}
            disabled={disabled}
            onClick={async () => {
              if (state.amount === undefined || state.error) return;
              if (await onConfirm(state.amount, all)) onDismiss();
            }}
          >
            {pending ? t('Confirming') : t('Confirm')}
          </Button>
        </div>
        {!removing && getTokenUrl && (
          <Link to={getTokenUrl} className={styles.getToken}>
            {t('Get {{symbol}}', { symbol })}
          </Link>
        )}
      </div>
    </Modal>
  );
}

/** Where "Locate Assets" points: the chain's bridge, to bring tokens over from elsewhere. */
export const LOCATE_ASSETS_URL = 'https://www.bnbchain.org/en/bridge';

/** Staking with a zero balance opens "Insufficient {{symbol}} balance" with Buy, Locate Assets and Close. */
export function NotEnoughTokensModal({
  open,
  onDismiss,
  symbol,
  buyUrl,
}: {
  open: boolean;
  onDismiss: () => void;
  symbol: string;
  buyUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onDismiss={onDismiss} title={t('Insufficient {{symbol}} balance', { symbol })}>
      <div className={styles.stakeBody}>
        <Text>{t('You’ll need {{symbol}} for staking in this pool!', { symbol })}</Text>
        <Text size="sm" color="subtle">
          {t('Buy some {{symbol}}, or make sure your {{symbol}} isn’t in another pool or LP.', { symbol })}
        </Text>
        <div className={styles.stakeActions}>
          <ButtonLink to={buyUrl} fullWidth>
            {t('Buy {{symbol}}', { symbol })}
          </ButtonLink>
          <ButtonLink href={LOCATE_ASSETS_URL} variant="secondary" fullWidth>
            {t('Locate Assets')}
          </ButtonLink>
        </div>
        <Button variant="text" onClick={onDismiss} fullWidth>
          {t('Close')}
        </Button>
      </div>
    </Modal>
  );
}
