/**
 * Wrap / unwrap BNB (deposit / withdraw on the chain's WBNB), straight to the
 * wallet through the write layer; no review dialog: the swap page previews the
 * call under the button instead. Its progress is the write layer's one
 * confirmation state (useConfirmation), shown in the button area: pending
 * while the wallet asks, then the amount is cleared, or the failure (a
 * rejection included) is shown under the button until the amount or a
 * currency changes (`resetKey`).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import type { CurrencyAmount, WrapType } from '@fuelswap/sdk';
import { sendContractTransaction, useConfirmation } from '../../../chain/write/index.ts';
import { transactionErrorText } from '../../transactions/index.ts';

export interface WrapState {
  pending: boolean;
  error?: string | undefined;
}

export function useWrap(
  account: Address | undefined,
  parsedAmount: CurrencyAmount | undefined,
  wrapType: WrapType,
  onDone: () => void,
  resetKey: string,
) {
  const { t } = useTranslation();
  const config = useConfig();
  const { state, run, reset } = useConfirmation();
  const onWrap = useCallback(async () => {
    if (!account || !parsedAmount || wrapType === 'NOT_APPLICABLE') return;
    const amount = parsedAmount.raw;
    const shown = parsedAmount.toSignificant(6);
    const summary =
      wrapType === 'WRAP' ? t('Wrap {{amount}} BNB to WBNB', { amount: shown }) : t('Unwrap {{amount}} WBNB to BNB', { amount: shown });
    const hash = await run(async () => {
      const { wrapCall } = await import('../wrapCall.ts');
      return sendContractTransaction(config, { ...wrapCall(wrapType, amount), account, summary });
    });
    if (hash !== undefined) onDone();
  }, [account, parsedAmount, wrapType, config, t, onDone, run]);
  // A shown failure goes when the amount or a currency changes; a wrap in flight stays pending.
  const failed = useRef(false);
  failed.current = state.status === 'error';
  useEffect(() => {
    if (failed.current) reset();
  }, [resetKey, reset]);
  const wrapState: WrapState =
    state.status === 'error'
      ? { pending: false, error: transactionErrorText(t, state.message, state.values) }
      : { pending: state.status === 'attempting' };
  return { wrapState, onWrap };
}
