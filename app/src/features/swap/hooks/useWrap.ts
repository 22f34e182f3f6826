/**
 * Wrap / unwrap BNB (deposit / withdraw on the chain's WBNB), straight to the
 * wallet through the write path; no review dialog: the swap page previews the
 * call under the button instead. A failure is kept until the
 * amount or a currency changes (`resetKey`).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import { wbnbAbi } from '@fuelswap/contracts';
import type { CurrencyAmount, WrapType } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { isRejection, sendContractTransaction } from '../../../chain/write.ts';
import { swapErrorText } from '../messages.ts';

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
  const [wrapState, setWrapState] = useState<WrapState>({ pending: false });
  const onWrap = useCallback(async () => {
    if (!account || !parsedAmount || wrapType === 'NOT_APPLICABLE') return;
    const amount = parsedAmount.raw;
    const shown = parsedAmount.toSignificant(6);
    setWrapState({ pending: true });
    try {
      const summary =
        wrapType === 'WRAP' ? t('Wrap {{amount}} BNB to WBNB', { amount: shown }) : t('Unwrap {{amount}} WBNB to BNB', { amount: shown });
      await sendContractTransaction(config, { ...wrapCall(wrapType, amount), account, summary });
      setWrapState({ pending: false });
      onDone();
    } catch (error) {
      if (!isRejection(error)) console.error('Wrap failed', error);
      setWrapState({ pending: false, error: swapErrorText(t, error) });
    }
  }, [account, parsedAmount, wrapType, config, t, onDone]);
  useEffect(() => setWrapState((s) => (s.error ? { pending: s.pending } : s)), [resetKey]);
  return { wrapState, onWrap };
}

/** The wrap or unwrap call on the chain's WBNB: what Wrap sends and the page previews. */
export function wrapCall(wrapType: 'WRAP' | 'UNWRAP', amount: bigint) {
  const address = runtime().exchange.wrappedNative.address;
  return wrapType === 'WRAP'
    ? ({ address, abi: wbnbAbi, functionName: 'deposit', value: amount } as const)
    : ({ address, abi: wbnbAbi, functionName: 'withdraw', args: [amount] } as const);
}
