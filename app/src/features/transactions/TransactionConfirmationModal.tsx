/**
 * The transaction confirmation dialog: the review content,
 * then "waiting for confirmation" while the wallet asks the user, then
 * "transaction submitted" with the explorer link and an offer to add the
 * token to the wallet (wallet_watchAsset), or the error with Dismiss. A
 * wallet rejection reads "Transaction rejected.".
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useConfig, useConnection } from 'wagmi';
import type { Address } from 'viem';
import { Button, CheckIcon, ErrorIcon, ExternalIcon, Modal, Spinner, SuccessIcon } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import type { ConfirmationState } from '../../chain/write/index.ts';
import { explorerLink } from './updaterLogic.ts';
import styles from './transactions.module.css';

/** A token the submitted view offers to add to the wallet. */
export interface TokenToAdd {
  address: string;
  symbol: string;
  decimals: number;
  /** Logo URL; wallets show it next to the balance. */
  image?: string;
}

/** What a write reports: the write layer's one confirmation state (useConfirmation's). */
export type { ConfirmationState };

export interface TransactionConfirmationModalProps {
  open: boolean;
  onDismiss: () => void;
  /** The write's progress. Idle shows `content` (the review). */
  state: ConfirmationState;
  /** Title of the review view, e.g. "Confirm Swap". */
  title?: string;
  /** The review shown before the user confirms. */
  content?: ReactNode;
  /** What is being done, shown while waiting for the wallet ("Swapping 1 BNB for 300 CAKE"). */
  pendingText?: ReactNode;
  /** Offered as "Add {{symbol}} to wallet" once submitted. */
  tokenToAdd?: TokenToAdd;
}

export function TransactionConfirmationModal({
  open,
  onDismiss,
  state,
  title,
  content,
  pendingText,
  tokenToAdd,
}: TransactionConfirmationModalProps) {
  const { t } = useTranslation();
  const modalTitle =
    state.status === 'attempting'
      ? t('Waiting For Confirmation')
      : state.status === 'submitted'
        ? t('Transaction Submitted')
        : state.status === 'error'
          ? t('Error')
          : (title ?? t('Confirm Transaction'));
  return (
    <Modal open={open} onDismiss={onDismiss} title={modalTitle} dismissOnBackdrop={state.status !== 'attempting'}>
      {state.status === 'attempting' && <WaitingView pendingText={pendingText} />}
      {state.status === 'submitted' && <SubmittedView hash={state.hash} onDismiss={onDismiss} tokenToAdd={tokenToAdd} />}
      {state.status === 'error' && <ErrorView message={transactionErrorText(t, state.message, state.values)} onDismiss={onDismiss} />}
      {state.status === 'idle' && content}
    </Modal>
  );
}

function WaitingView({ pendingText }: { pendingText: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.confirmView} role="status" aria-live="polite">
      <Spinner size={64} className={styles.bigIcon} />
      {pendingText != null && <p className={styles.pendingText}>{pendingText}</p>}
      <p className={styles.subtle}>{t('Confirm this transaction in your wallet')}</p>
    </div>
  );
}

function SubmittedView({ hash, onDismiss, tokenToAdd }: { hash: string; onDismiss: () => void; tokenToAdd: TokenToAdd | undefined }) {
  const { t } = useTranslation();
  const href = explorerLink(runtime().exchange.explorerUrl, hash);
  return (
    <div className={styles.confirmView}>
      <SuccessIcon size={64} className={styles.successIcon} aria-hidden />
      <p role="status" className="fs-visually-hidden">
        {t('Transaction Submitted')}
      </p>
      <p className={styles.hash} title={hash}>
        {`${hash.slice(0, 10)}…${hash.slice(-8)}`}
      </p>
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.explorerLink}>
          {t('View on BscScan')}
          <ExternalIcon size={14} aria-hidden />
        </a>
      )}
      {tokenToAdd && <AddTokenButton token={tokenToAdd} />}
      <Button fullWidth onClick={onDismiss}>
        {t('Close')}
      </Button>
    </div>
  );
}

function AddTokenButton({ token }: { token: TokenToAdd }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { connector } = useConnection();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  if (!connector) return null;
  if (state === 'added') {
    return (
      <p className={styles.added} role="status">
        <CheckIcon size={16} aria-hidden />
        {t('Added {{symbol}}', { symbol: token.symbol })}
      </p>
    );
  }
  return (
    <Button
      variant="tertiary"
      loading={state === 'adding'}
      onClick={async () => {
        setState('adding');
        try {
          const { watchAsset } = await import('../../chain/writeActions.ts');
          const ok = await watchAsset(config, {
            type: 'ERC20',
            options: {
              address: token.address as Address,
              symbol: token.symbol,
              decimals: token.decimals,
              ...(token.image ? { image: token.image } : {}),
            },
          });
          setState(ok ? 'added' : 'idle');
        } catch (e) {
          console.warn('Adding the token to the wallet failed', e);
          setState('idle');
        }
      }}
    >
      {t('Add {{symbol}} to wallet', { symbol: token.symbol })}
    </Button>
  );
}

/**
 * The text of a write error (chain/write/ messages are translation keys
 * with values, and so are the candidate rule's in chain/calls.ts and the
 * swap's send failure). Listed literally so the translation-key check sees
 * them; any other message (a wallet's or node's own) is shown as it is.
 */
export function transactionErrorText(t: TFunction, message: string, values: Record<string, string> = {}): string {
  switch (message) {
    case 'Transaction rejected.':
      return t('Transaction rejected.');
    case 'The chain is not responding; figures may be out of date.':
      return t('The chain is not responding; figures may be out of date.');
    case 'Unexpected error. Please contact support: none of the calls threw an error':
      return t('Unexpected error. Please contact support: none of the calls threw an error');
    case 'Swap failed: {{message}}':
      return t('Swap failed: {{message}}', values);
    case 'The transaction cannot succeed due to error: {{reason}}.':
      return t('The transaction cannot succeed due to error: {{reason}}.', values);
    case 'Unexpected issue with estimating the gas. Please try again.':
      return t('Unexpected issue with estimating the gas. Please try again.');
    case '{{error}} - Please try again.':
      return t('{{error}} - Please try again.', values);
    case 'Unknown Error':
      return t('Unknown Error');
    case 'Connect Wallet':
      return t('Connect Wallet');
    default:
      return message;
  }
}

/** The error view: the message and a Dismiss button. */
export function TransactionErrorContent({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return <ErrorView message={message} onDismiss={onDismiss} />;
}

function ErrorView({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.confirmView}>
      <ErrorIcon size={64} className={styles.errorIcon} aria-hidden />
      <p role="alert" className={styles.errorText}>
        {message}
      </p>
      <Button fullWidth onClick={onDismiss}>
        {t('Dismiss')}
      </Button>
    </div>
  );
}
