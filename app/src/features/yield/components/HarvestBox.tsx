/**
 * The earnings box of a yield card (spec 001 §2, §7; §8 toasts): what the user has earned with its
 * dollar value, Harvest, and Compound where the pool offers it (the chef's manual pool 0). One box
 * for the farm card and the pool actions; each card gives only its calls.
 */
import { useTranslation } from 'react-i18next';
import { formatEarnings } from '@fuelswap/sdk';
import { Button } from '../../../ui/index.ts';
import { useYieldAction, type Send } from '../../../chain/actions.ts';
import { ActionBox, AmountRow, RowButtons } from '../ActionBox.tsx';

export interface HarvestBoxProps {
  /** The earning token's symbol (in the box's title and the toasts) and decimals. */
  symbol: string;
  decimals: number;
  /** Pending earnings: undefined while unknown (a dash with a wallet, 0 without). */
  earned: bigint | undefined;
  /** Their dollar value (a dash when unknown). */
  usd: bigint | undefined;
  /** The harvest call, its summary ("Harvest FUEL") given. */
  harvest: (summary: string) => Send;
  /** The compound call (pool 0 only): adds Compound before Harvest. */
  compound?: (summary: string) => Send;
  /** Refetches the page's reads after each action. */
  refresh: () => unknown;
}

export function HarvestBox({ symbol, decimals, earned, usd, harvest, compound, refresh }: HarvestBoxProps) {
  const { t } = useTranslation();
  const { run, pending: inFlight, account, stale } = useYieldAction(refresh);
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const canAct = !!account && earned !== undefined && earned > 0n;
  const onHarvest = () =>
    run('harvest', harvest(t('Harvest {{symbol}}', { symbol })), {
      success: { title: t('Harvested!'), description: t('Your {{symbol}} earnings have been sent to your wallet!', { symbol }) },
    });
  const onCompound = compound
    ? () =>
        run('compound', compound(t('Compound {{symbol}}', { symbol })), {
          success: { title: t('Compounded!'), description: t('Your {{symbol}} earnings have been re-invested into the pool!', { symbol }) },
        })
    : undefined;
  return (
    <ActionBox label={t('{{symbol}} earned', { symbol })} title={t('{{symbol}} Earned', { symbol })}>
      <AmountRow testId="earned" value={earned === undefined ? (account ? '-' : '0') : formatEarnings(earned, decimals)} usd={usd}>
        <RowButtons>
          {onCompound && (
            <Button size="sm" variant="secondary" disabled={!canAct || !!pending} loading={pending === 'compound'} onClick={onCompound}>
              {pending === 'compound' ? t('Compounding') : t('Compound')}
            </Button>
          )}
          <Button size="sm" disabled={!canAct || !!pending} loading={pending === 'harvest'} onClick={onHarvest}>
            {pending === 'harvest' ? t('Harvesting') : t('Harvest')}
          </Button>
        </RowButtons>
      </AmountRow>
    </ActionBox>
  );
}
