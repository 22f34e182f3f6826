/**
 * The button area of the exchange: Connect
 * Wallet, the no-liquidity notice, Enable beside Swap with the progress
 * steps, or the one Swap / Wrap / Unwrap button; below it why nothing can be
 * signed (stale chain), a wrap failure, the unsupported-assets sentence.
 */
import { useTranslation } from 'react-i18next';
import type { SwapButtonState } from '@fuelswap/sdk';
import { Button } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import type { WrapState } from '../hooks/useWrap.ts';
import { swapText } from '../messages.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import styles from '../swap.module.css';

export interface SwapActionsProps {
  button: SwapButtonState;
  pairsLoading: boolean;
  stale: boolean;
  approved: boolean;
  unsupported: boolean;
  wrapState: WrapState;
  /** The wrap's simulated result says it would revert: Wrap/Unwrap stay disabled. */
  wrapBlocked?: boolean;
  onApprove: () => void;
  onSwap: () => void;
  onWrap: () => void;
}

export function SwapActions({
  button,
  pairsLoading,
  stale,
  approved,
  unsupported,
  wrapState,
  wrapBlocked = false,
  onApprove,
  onSwap,
  onWrap,
}: SwapActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions} aria-live="polite">
      {button.action === 'connect' ? (
        <ConnectWalletButton fullWidth size="lg" />
      ) : button.kind === 'no-liquidity' ? (
        pairsLoading ? (
          <Button fullWidth size="lg" disabled loading>
            {t('Finding the best route')}
          </Button>
        ) : (
          <div className={styles.noLiquidity} role="status" data-testid="no-liquidity">
            <p>{swapText(t, { key: button.labelKey })}</p>
            {button.hintKey && <p className={styles.hint}>{swapText(t, { key: button.hintKey })}</p>}
          </div>
        )
      ) : button.kind === 'approve-flow' && button.approve ? (
        <>
          <div className={styles.twoButtons}>
            <Button
              fullWidth
              size="lg"
              variant={button.approve.variant === 'success' ? 'secondary' : 'primary'}
              disabled={button.approve.disabled || stale}
              loading={!!button.approve.loading}
              onClick={button.approve.action === 'approve' ? onApprove : undefined}
            >
              {swapText(t, { key: button.approve.labelKey, params: button.approve.params })}
            </Button>
            <Button
              fullWidth
              size="lg"
              variant={button.variant === 'danger' ? 'danger' : 'primary'}
              disabled={button.disabled || stale}
              onClick={button.action === 'swap' ? onSwap : undefined}
            >
              {swapText(t, { key: button.labelKey, params: button.params })}
            </Button>
          </div>
          <ProgressSteps approved={approved} />
        </>
      ) : (
        <Button
          fullWidth
          size="lg"
          variant={button.variant === 'danger' ? 'danger' : 'primary'}
          disabled={
            button.disabled || wrapState.pending || stale || ((button.action === 'wrap' || button.action === 'unwrap') && wrapBlocked)
          }
          loading={wrapState.pending}
          onClick={button.action === 'swap' ? onSwap : button.action === 'wrap' || button.action === 'unwrap' ? onWrap : undefined}
          data-testid="swap-button"
        >
          {swapText(t, { key: button.labelKey, params: button.params })}
        </Button>
      )}
      {stale && button.action !== 'connect' && (
        <p className={styles.error} data-testid="swap-stale-reason">
          {t('The chain is not responding; figures may be out of date.')}
        </p>
      )}
      {wrapState.error && (
        <p className={styles.error} role="alert">
          {wrapState.error}
        </p>
      )}
      {unsupported && (
        <p className={styles.hint}>
          {t(
            'Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.',
          )}
        </p>
      )}
    </div>
  );
}
