/**
 * The earnings box of a yield card: what the user has earned with its
 * dollar value, Harvest, and Compound where the pool offers it (the chef's manual pool 0). One box
 * for the farm card and the pool actions; each card gives only its calls. Harvest and Compound open a
 * short review (as the 2021 front end's collect dialog did for pools) with the call's simulated result
 * against the latest block before the wallet prompt; Confirm is disabled only while the
 * simulation says the call would revert.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEarnings, formatUsd } from '@fuelswap/sdk';
import { AmountWithUsd, Button, Modal } from '../../../ui/index.ts';
import { retryFailureText, useWriteAction, type PreparedCall } from '../../../chain/write/index.ts';
import { LivePreview } from '../../transactions/index.ts';
import { ActionBox, AmountRow, RowButtons } from '../ActionBox.tsx';

export interface HarvestBoxProps {
  /** The earning token's symbol (in the box's title and the toasts) and decimals. */
  symbol: string;
  decimals: number;
  /** Pending earnings: undefined while unknown (a dash with a wallet, 0 without). */
  earned: bigint | undefined;
  /** Their dollar value (a dash when unknown). */
  usd: bigint | undefined;
  /** The harvest call, its summary ("Harvest FUEL") given: sent on Confirm and previewed in the review. */
  harvest: (summary: string) => PreparedCall;
  /** The compound call (pool 0 only): adds Compound before Harvest. */
  compound?: (summary: string) => PreparedCall;
  /** Refetches the page's reads after each action. */
  refresh: () => unknown;
}

type Mode = 'harvest' | 'compound';

export function HarvestBox({ symbol, decimals, earned, usd, harvest, compound, refresh }: HarvestBoxProps) {
  const { t } = useTranslation();
  const { run, pending: inFlight, account, stale } = useWriteAction(refresh, { failure: retryFailureText });
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const [review, setReview] = useState<Mode | undefined>(undefined);
  const [blocked, setBlocked] = useState(false);
  const canAct = !!account && earned !== undefined && earned > 0n;
  const prepared = (mode: Mode): PreparedCall | undefined =>
    mode === 'harvest' ? harvest(t('Harvest {{symbol}}', { symbol })) : compound?.(t('Compound {{symbol}}', { symbol }));
  const confirm = async (mode: Mode) => {
    const call = prepared(mode);
    if (!call) return;
    const ok = await run(
      mode,
      call.send,
      mode === 'harvest'
        ? { success: { title: t('Harvested!'), description: t('Your {{symbol}} earnings have been sent to your wallet!', { symbol }) } }
        : {
            success: {
              title: t('Compounded!'),
              description: t('Your {{symbol}} earnings have been re-invested into the pool!', { symbol }),
            },
          },
    );
    if (ok) setReview(undefined);
  };
  const reviewed = review ? prepared(review) : undefined;
  const amount = earned === undefined ? (account ? '-' : '0') : formatEarnings(earned, decimals);
  return (
    <ActionBox label={t('{{symbol}} earned', { symbol })} title={t('{{symbol}} Earned', { symbol })}>
      <AmountRow testId="earned" value={amount} usd={usd}>
        <RowButtons>
          {compound && (
            <Button
              size="sm"
              variant="secondary"
              disabled={!canAct || !!pending}
              loading={pending === 'compound'}
              onClick={() => setReview('compound')}
            >
              {pending === 'compound' ? t('Compounding') : t('Compound')}
            </Button>
          )}
          <Button size="sm" disabled={!canAct || !!pending} loading={pending === 'harvest'} onClick={() => setReview('harvest')}>
            {pending === 'harvest' ? t('Harvesting') : t('Harvest')}
          </Button>
        </RowButtons>
      </AmountRow>
      <Modal
        open={review !== undefined}
        title={review === 'compound' ? t('Compound') : t('Harvest')}
        onDismiss={() => setReview(undefined)}
        dismissOnBackdrop={pending === undefined}
      >
        <AmountWithUsd testId="harvest-amount" value={amount} usd={usd !== undefined ? formatUsd(usd) : undefined} />
        {account && reviewed && review && pending !== review && (
          <LivePreview
            account={account}
            queryKey={[
              'harvest',
              account,
              review,
              reviewed.preview.address,
              reviewed.preview.functionName,
              String(reviewed.preview.args ?? ''),
            ]}
            build={async () => ({ call: { account, ...reviewed.preview } })}
            onBlocked={setBlocked}
          />
        )}
        <Button
          fullWidth
          loading={!!review && pending === review}
          disabled={!canAct || (!!pending && pending !== review) || pending === review || blocked}
          onClick={() => review && void confirm(review)}
        >
          {review && pending === review ? (review === 'compound' ? t('Compounding') : t('Harvesting')) : t('Confirm')}
        </Button>
      </Modal>
    </ActionBox>
  );
}
