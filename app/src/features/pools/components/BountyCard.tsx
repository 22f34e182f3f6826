/**
 * The auto FUEL bounty: anyone may call the
 * vault's harvest(), which compounds the vault's pending pool-0 rewards and
 * pays the caller the call fee. The card shows the bounty now; the dialog
 * shows what the caller claims, the pool's total pending yield and the fee.
 * When the receipt shows no bounty (someone harvested first) or the call
 * fails, the toast says "Could not be collected". The dialog shows the
 * harvest's simulated result before the wallet prompt, and
 * Confirm stays disabled while it says the call would revert.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { fuelVaultAbi } from '@fuelswap/contracts';
import { bpsToPercent, formatEarnings, formatUsd, valueUsd } from '@fuelswap/sdk';
import { actionBox, Button, HelpTooltip, Modal, Text } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import { call, retryFailureText, useWriteAction } from '../../../chain/write/index.ts';
import type { VaultView } from '../hooks/usePoolsData.ts';
import { usePoolsContext } from './context.ts';
import styles from '../pools.module.css';
import { yieldStyles } from '../../yield/index.ts';
import { LivePreview } from '../../transactions/index.ts';

/** The vault's harvest: what Confirm sends and what the dialog's preview simulates. */
const harvestCall = (vault: Address) => ({ address: vault, abi: fuelVaultAbi, functionName: 'harvest', args: [] }) as const;

export function BountyCard({ vault }: { vault: VaultView }) {
  const { t } = useTranslation();
  const { config, refresh } = usePoolsContext();
  const { run, pending: inFlight, account, stale } = useWriteAction(refresh, { failure: retryFailureText });
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const [open, setOpen] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const fuel = config.fuel;
  const bounty = vault.bounty;
  const usd = bounty !== undefined && vault.fuelPrice !== undefined ? valueUsd(bounty, fuel.decimals, vault.fuelPrice) : undefined;
  const failure = {
    title: t('Could not be collected'),
    description: t('There may be an issue with your transaction, or another user claimed the bounty first.'),
  };

  const claim = async () => {
    const ok = await run(
      'bounty',
      call({ ...harvestCall(vault.address), summary: t('Claim {{symbol}} bounty', { symbol: fuel.symbol }) }),
      {
        success: async (receipt) => {
          const { parseEventLogs } = await import('../../../chain/writeActions.ts');
          const [event] = parseEventLogs({ abi: fuelVaultAbi, logs: receipt.logs, eventName: 'Harvest' });
          const paid = event?.args.callFee ?? 0n;
          if (paid === 0n) return { ...failure, isError: true };
          return {
            title: t('Bounty collected!'),
            description: t('{{amount}} {{symbol}} bounty has been sent to your wallet.', {
              amount: formatEarnings(paid, fuel.decimals),
              symbol: fuel.symbol,
            }),
          };
        },
        failure,
      },
    );
    if (ok) setOpen(false);
  };

  return (
    <section className={styles.bounty} aria-labelledby="fuel-bounty-title">
      <div className={actionBox.boxRow}>
        <span id="fuel-bounty-title" className={actionBox.boxTitle}>
          {t('Auto {{symbol}} Bounty', { symbol: fuel.symbol })}
        </span>
        <HelpTooltip
          text={t(
            'This bounty is given as a reward for providing a service to other users. Whenever you successfully claim the bounty, you’re also helping out by activating the Auto {{symbol}} Pool’s compounding function for everyone.',
            { symbol: fuel.symbol },
          )}
        />
      </div>
      <div className={actionBox.boxRow}>
        <div className={actionBox.amount}>
          <span className={actionBox.amountValue} data-testid="bounty">
            {bounty === undefined ? '-' : formatEarnings(bounty, fuel.decimals)}
          </span>
          <span className={actionBox.amountUsd}>{usd !== undefined ? `~${formatUsd(usd)} USD` : '-'}</span>
        </div>
        {account ? (
          <Button size="sm" onClick={() => setOpen(true)} disabled={!bounty || !!pending}>
            {t('Claim')}
          </Button>
        ) : (
          <ConnectWalletButton size="sm" />
        )}
      </div>
      <Modal open={open} onDismiss={() => setOpen(false)} title={t('Claim Bounty')} dismissOnBackdrop={!pending}>
        <div className={yieldStyles.stakeBody}>
          <div className={yieldStyles.feeRow}>
            <span>{t('You’ll claim')}</span>
            <strong>
              {bounty === undefined ? '-' : formatEarnings(bounty, fuel.decimals)} {fuel.symbol}
            </strong>
          </div>
          <div className={yieldStyles.feeRow}>
            <span>{t('Pool total pending yield')}</span>
            <span>
              {vault.totalPending === undefined ? '-' : formatEarnings(vault.totalPending, fuel.decimals)} {fuel.symbol}
            </span>
          </div>
          <div className={yieldStyles.feeRow}>
            <span>{t('Bounty')}</span>
            <span>{vault.callFee === undefined ? '-' : `${bpsToPercent(vault.callFee)}%`}</span>
          </div>
          <Text size="sm" color="subtle">
            {t('The bounty is what the next harvest pays its caller; someone else may collect it first.')}
          </Text>
          {account && !pending && (
            <LivePreview
              account={account}
              queryKey={['vault-bounty', account, vault.address]}
              build={async () => ({ call: { account, ...harvestCall(vault.address) }, options: { tokens: [fuel.address] } })}
              onBlocked={setBlocked}
            />
          )}
          <Button fullWidth onClick={claim} loading={pending === 'bounty'} disabled={!bounty || !!pending || blocked}>
            {pending === 'bounty' ? t('Confirming') : t('Confirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
