/**
 * What a confirmation dialog shows before the wallet prompt: the simulated result of the exact call
 * against the latest block (chain/preview.ts) — each BNB and token balance change of the account and of the
 * recipient, the allowances it sets, the network fee — or why it would fail. A dialog disables its confirm
 * button while `previewBlocks(preview)` is true (a simulated revert); a preview that could not run (an RPC
 * failure) is said, and does not block.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { formatAmount, formatCount, isUnlimitedAllowance, NATIVE } from '@fuelswap/sdk';
import { useTransactionPreview, type Preview, type PreviewCall, type PreviewOptions } from '../../chain/preview.ts';
import { runtime } from '../../chain/runtime.ts';
import { useLocalizeNumber } from '../../i18n/numbers.ts';
import { Spinner } from '../../ui/index.ts';
import { loadKnownSpenderName, type KnownSpenderName } from '../approvals/index.ts';
import styles from './transactions.module.css';

/** True when the preview shows the transaction would revert: the confirm button stays disabled. */
export function previewBlocks(preview: Preview | undefined): boolean {
  return preview?.kind === 'reverted';
}

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** The spender namer, once loaded (it loads with the first preview that lists an approval); until then, addresses. */
function useKnownSpenderName(): KnownSpenderName | undefined {
  const [namer, setNamer] = useState<KnownSpenderName>();
  useEffect(() => {
    let live = true;
    loadKnownSpenderName().then(
      (f) => live && setNamer(() => f),
      (e: unknown) => console.warn('Spender names could not be loaded', e),
    );
    return () => {
      live = false;
    };
  }, []);
  return namer;
}

function ApprovalList({
  approvals,
  amount,
  symbol,
}: {
  approvals: Extract<Preview, { kind: 'ok' }>['approvals'];
  amount: (raw: bigint, token: Address) => string;
  symbol: (token: Address) => string | undefined;
}) {
  const { t } = useTranslation();
  const knownSpenderName = useKnownSpenderName();
  return (
    <ul className={styles.previewList}>
      {approvals.map((a) => (
        <li key={`${a.token}/${a.spender}`} data-testid="tx-preview-approval" data-amount={a.amount.toString()}>
          {t('Allows {{spender}} to spend {{amount}} {{symbol}}', {
            spender: knownSpenderName?.(t, a.spender) ?? short(a.spender),
            amount: isUnlimitedAllowance(a.amount) ? t('Unlimited') : amount(a.amount, a.token),
            symbol: symbol(a.token) ?? short(a.token),
          })}
        </li>
      ))}
    </ul>
  );
}

export interface TransactionPreviewProps {
  preview: Preview | undefined;
  isLoading: boolean;
  account: Address;
  recipient?: Address | undefined;
}

export function TransactionPreview({ preview, isLoading, account, recipient }: TransactionPreviewProps) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const native = runtime().chain.nativeCurrency;
  if (isLoading || !preview) {
    return (
      <section className={styles.preview} aria-label={t('Simulated result')} aria-busy="true">
        <Spinner size={16} /> {t('Simulating the transaction…')}
      </section>
    );
  }
  if (preview.kind === 'reverted') {
    return (
      <section className={styles.preview} aria-label={t('Simulated result')} data-testid="tx-preview" data-kind="reverted">
        <p role="alert" className={styles.previewError}>
          {preview.reason ? t('This transaction would fail: {{reason}}', { reason: preview.reason }) : t('This transaction would fail.')}
        </p>
      </section>
    );
  }
  if (preview.kind === 'failed') {
    return (
      <section className={styles.preview} aria-label={t('Simulated result')} data-testid="tx-preview" data-kind="failed">
        <p className={styles.previewNote}>{t('The result could not be simulated: {{message}}', { message: preview.message })}</p>
      </section>
    );
  }
  const fee = preview.gasUsed * preview.gasPrice;
  const feeRow = (
    <p className={styles.previewNote} data-testid="tx-preview-gas" data-gas={preview.gasUsed.toString()}>
      {t('Network fee about {{fee}} {{symbol}} ({{gas}} gas)', {
        fee: formatAmount(fee, native.decimals, 6),
        symbol: native.symbol,
        gas: formatCount(preview.gasUsed),
      })}
    </p>
  );
  if (preview.kind === 'checked') {
    return (
      <section className={styles.preview} aria-label={t('Simulated result')} data-testid="tx-preview" data-kind="checked">
        <p className={styles.previewNote}>
          {t('Checked against block {{block}}; this network cannot show balance changes.', { block: preview.block.toString() })}
        </p>
        {feeRow}
      </section>
    );
  }
  const info = (token: string) =>
    token === NATIVE
      ? { symbol: native.symbol, decimals: native.decimals }
      : { symbol: preview.tokens[token.toLowerCase()]?.symbol, decimals: preview.tokens[token.toLowerCase()]?.decimals };
  const amount = (raw: bigint, token: string) => {
    const { decimals } = info(token);
    const abs = raw < 0n ? -raw : raw;
    return decimals === undefined ? abs.toString() : formatAmount(abs, decimals, 6);
  };
  const holders = recipient && recipient.toLowerCase() !== account.toLowerCase() ? [account, recipient] : [account];
  return (
    <section className={styles.preview} aria-label={t('Simulated result')} data-testid="tx-preview" data-kind="ok">
      <p className={styles.previewNote}>{t('Simulated against block {{block}}', { block: preview.block.toString() })}</p>
      {holders.map((holder) => {
        const changes = preview.changes.filter((c) => c.holder.toLowerCase() === holder.toLowerCase());
        const label = holder === account ? t('Your balances') : t('Recipient {{address}}', { address: short(holder) });
        return (
          <div key={holder}>
            <h4 className={styles.previewHeading}>{label}</h4>
            {changes.length === 0 ? (
              <p className={styles.previewNote}>{t('No change')}</p>
            ) : (
              <ul className={styles.previewList}>
                {changes.map((c) => (
                  <li
                    key={`${c.holder}/${c.token}`}
                    data-testid="tx-preview-change"
                    data-holder={c.holder.toLowerCase()}
                    data-token={c.token.toLowerCase()}
                    data-diff={c.diff.toString()}
                    className={c.diff < 0n ? styles.previewOut : styles.previewIn}
                  >
                    {c.diff < 0n ? '−' : '+'}
                    {n(amount(c.diff, c.token))} {info(c.token).symbol ?? short(c.token)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {preview.approvals.length > 0 && (
        <ApprovalList approvals={preview.approvals} amount={amount} symbol={(token) => info(token).symbol} />
      )}
      {feeRow}
    </section>
  );
}

/**
 * A dialog's preview of the call `build` returns (simulated now and on every block while shown), telling the
 * dialog through `onBlocked` when the call would revert so it can disable its confirm button.
 */
export function LivePreview({
  account,
  recipient,
  queryKey,
  build,
  onBlocked,
}: {
  account: Address;
  recipient?: Address | undefined;
  queryKey: readonly unknown[];
  build: () => Promise<{ call: PreviewCall; options?: PreviewOptions }>;
  onBlocked: (blocked: boolean) => void;
}) {
  const simulated = useTransactionPreview(queryKey, build);
  const blocked = previewBlocks(simulated.preview);
  useEffect(() => {
    onBlocked(blocked);
    return () => onBlocked(false);
  }, [blocked, onBlocked]);
  return <TransactionPreview preview={simulated.preview} isLoading={simulated.isLoading} account={account} recipient={recipient} />;
}
