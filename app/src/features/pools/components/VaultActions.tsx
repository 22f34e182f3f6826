/**
 * The auto FUEL vault's actions (spec 001 §3 "Vault", §4, §7): recent profit
 * (what the shares gained since the user's last action), Enable, Stake and,
 * once staked, minus/plus. Unstaking converts the FUEL amount to shares and
 * withdraws everything when at most 1e12 shares would remain; within the
 * withdrawal-fee window the dialog shows the fee and the time left. Deposits
 * and withdrawals use the spec's fixed 380,000 gas.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxUint256 } from 'viem';
import { fuelVaultAbi } from '@fuelswap/contracts';
import {
  bpsToPercent,
  formatEarnings,
  formatStaked,
  formatUsd,
  isWithdrawFeeActive,
  planVaultWithdraw,
  sharesToFuel,
  splitDuration,
  valueUsd,
  vaultProfit,
  withdrawFeeTimeLeft,
  VAULT_GAS_LIMIT,
} from '@fuelswap/sdk';
import { AmountWithUsd, Button, IconButton, Text } from '../../../ui/index.ts';
import { useHasPendingApproval } from '../../transactions/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { approve, call, useYieldAction } from '../../../chain/actions.ts';
import type { PreviewCall } from '../../../chain/preview.ts';
import {
  ActionBox,
  AmountRow,
  ConnectBox,
  currencyOf,
  LoadingBox,
  NotEnoughTokensModal,
  RowButtons,
  StakeModal,
} from '../../yield/index.ts';
import type { VaultView } from '../hooks/usePoolsData.ts';
import { usePoolsContext } from './context.ts';
import styles from '../pools.module.css';
import { yieldStyles } from '../../yield/index.ts';

export function VaultActions({ vault }: { vault: VaultView }) {
  return (
    <div className={styles.actionsGrid}>
      <VaultProfit vault={vault} />
      <VaultStake vault={vault} />
    </div>
  );
}

/** Recent profit in FUEL units (undefined without the user's data). */
export function vaultUserProfit(vault: VaultView): bigint | undefined {
  const u = vault.user;
  if (!u || u.shares === undefined || u.fuelAtLastUserAction === undefined || vault.pricePerFullShare === undefined) return undefined;
  return vaultProfit(u.shares, vault.pricePerFullShare, u.fuelAtLastUserAction);
}

function VaultProfit({ vault }: { vault: VaultView }) {
  const { t } = useTranslation();
  const { config } = usePoolsContext();
  const fuel = config.fuel;
  const profit = vaultUserProfit(vault);
  const usd = profit !== undefined && vault.fuelPrice !== undefined ? valueUsd(profit, fuel.decimals, vault.fuelPrice) : undefined;
  return (
    <ActionBox
      label={t('Recent {{symbol}} profit', { symbol: fuel.symbol })}
      title={t('Recent {{symbol}} profit', { symbol: fuel.symbol })}
    >
      <AmountWithUsd
        testId="vault-profit"
        value={profit === undefined ? (vault.user ? '-' : '0') : formatEarnings(profit, fuel.decimals)}
        usd={usd !== undefined ? formatUsd(usd) : undefined}
      />
      <Text size="xs" color="subtle">
        {t('Rewards are compounded automatically: no harvest needed.')}
      </Text>
    </ActionBox>
  );
}

/** The withdrawal-fee line: "0.1% unstaking fee until 2d : 23h : 59m", or nothing outside the window. */
export function VaultFeeNote({ vault, detailed = false }: { vault: VaultView; detailed?: boolean }) {
  const { t } = useTranslation();
  const u = vault.user;
  if (!u?.lastDepositedTime || vault.withdrawFeePeriod === undefined || vault.now === undefined || vault.withdrawFee === undefined)
    return null;
  if (!isWithdrawFeeActive(u.lastDepositedTime, vault.withdrawFeePeriod, vault.now)) return null;
  const left = splitDuration(withdrawFeeTimeLeft(u.lastDepositedTime, vault.withdrawFeePeriod, vault.now));
  const fee = bpsToPercent(vault.withdrawFee);
  const time = t('{{days}}d : {{hours}}h : {{minutes}}m', { days: left.days, hours: left.hours, minutes: left.minutes });
  if (!detailed) {
    return (
      <Text size="xs" color="subtle" data-testid="vault-fee-window">
        {t('{{fee}}% unstaking fee until {{time}}', { fee, time })}
      </Text>
    );
  }
  const hours = Number(vault.withdrawFeePeriod / 3600n);
  return (
    <div className={yieldStyles.feeNote} role="note">
      <div className={yieldStyles.feeRow}>
        <strong>{t('Unstaking fee')}</strong>
        <span>{fee}%</span>
      </div>
      <span>
        {t(
          'Only applies within {{hours}} hours of staking. Unstaking after {{hours}} hours will not include a fee. Timer resets every time you stake new FUEL in the pool.',
          { hours },
        )}
      </span>
      <span data-testid="vault-fee-time-left">{t('Fee applies for: {{time}}', { time })}</span>
    </div>
  );
}

function VaultStake({ vault }: { vault: VaultView }) {
  const { t } = useTranslation();
  const { config, refresh, userLoaded } = usePoolsContext();
  const { run, pending: inFlight, account, stale } = useYieldAction(refresh);
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const [modal, setModal] = useState<'stake' | 'unstake' | 'noTokens' | undefined>(undefined);
  const fuel = config.fuel;
  const pendingApproval = useHasPendingApproval(runtime().chainId, fuel.address, vault.address);
  const title = t('Stake {{symbol}}', { symbol: fuel.symbol });

  if (!account) return <ConnectBox label={title} title={t('Start earning')} connectLabel={t('Start earning')} />;
  const u = vault.user;
  if (!u || !userLoaded) return <LoadingBox label={title} title={title} />;
  const shares = u.shares ?? 0n;
  const ppfs = vault.pricePerFullShare;
  const stakedFuel = ppfs !== undefined ? sharesToFuel(shares, ppfs) : 0n;
  const balance = u.fuelBalance ?? 0n;
  const needsApproval = u.allowance === undefined || u.allowance === 0n;

  const enable = () =>
    run(
      'enable',
      approve({
        token: fuel.address,
        spender: vault.address,
        amount: balance > 0n ? balance : maxUint256,
        summary: t('Enable {{symbol}}', { symbol: fuel.symbol }),
      }),
      {
        success: { title: t('Contract Enabled'), description: t('You can now stake in the {{symbol}} vault!', { symbol: fuel.symbol }) },
      },
    );
  const stake = (amount: bigint) =>
    run(
      'stake',
      call({
        address: vault.address,
        abi: fuelVaultAbi,
        functionName: 'deposit',
        args: [amount],
        gas: VAULT_GAS_LIMIT,
        summary: t('Stake {{symbol}}', { symbol: fuel.symbol }),
      }),
      {
        success: { title: t('Staked!'), description: t('Your funds have been staked in the pool') },
      },
    );
  const unstake = (amount: bigint, all: boolean) => {
    if (ppfs === undefined) return Promise.resolve(false);
    const plan = all ? ({ kind: 'all' } as const) : planVaultWithdraw(amount, shares, ppfs);
    const summary = t('Unstake {{symbol}}', { symbol: fuel.symbol });
    return run(
      'unstake',
      plan.kind === 'all'
        ? call({ address: vault.address, abi: fuelVaultAbi, functionName: 'withdrawAll', gas: VAULT_GAS_LIMIT, summary })
        : call({ address: vault.address, abi: fuelVaultAbi, functionName: 'withdraw', args: [plan.shares], gas: VAULT_GAS_LIMIT, summary }),
      { success: { title: t('Unstaked!'), description: t('Your earnings have also been harvested to your wallet') } },
    );
  };
  // The calls stake() and unstake() above send, for the dialog's preview (issue 19); written twice so the sends
  // stay typed against the vault's ABI.
  const vaultWrite = (mode: 'stake' | 'unstake', amount: bigint, all: boolean): Omit<PreviewCall, 'account'> => {
    if (mode === 'stake') return { address: vault.address, abi: fuelVaultAbi, functionName: 'deposit', args: [amount] };
    const plan = all || ppfs === undefined ? ({ kind: 'all' } as const) : planVaultWithdraw(amount, shares, ppfs);
    return plan.kind === 'all'
      ? { address: vault.address, abi: fuelVaultAbi, functionName: 'withdrawAll' }
      : { address: vault.address, abi: fuelVaultAbi, functionName: 'withdraw', args: [plan.shares] };
  };
  const openStake = () => setModal(balance === 0n ? 'noTokens' : 'stake');
  const usd = vault.fuelPrice !== undefined ? valueUsd(stakedFuel, fuel.decimals, vault.fuelPrice) : undefined;

  let body;
  if (needsApproval && shares === 0n) {
    body = (
      <Button fullWidth onClick={enable} loading={pending === 'enable' || pendingApproval} disabled={!!pending || pendingApproval}>
        {pending === 'enable' || pendingApproval ? t('Enabling') : t('Enable')}
      </Button>
    );
  } else if (shares === 0n) {
    body = (
      <Button fullWidth onClick={openStake} disabled={!!pending}>
        {t('Stake')}
      </Button>
    );
  } else {
    body = (
      <>
        <AmountRow testId="staked" value={formatStaked(stakedFuel, fuel.decimals)} usd={usd}>
          <RowButtons>
            <IconButton
              variant="secondary"
              label={t('Unstake {{symbol}}', { symbol: fuel.symbol })}
              onClick={() => setModal('unstake')}
              disabled={!!pending}
            >
              <span aria-hidden>−</span>
            </IconButton>
            <IconButton
              variant="secondary"
              label={t('Stake more {{symbol}}', { symbol: fuel.symbol })}
              onClick={openStake}
              disabled={!!pending}
            >
              <span aria-hidden>+</span>
            </IconButton>
          </RowButtons>
        </AmountRow>
        <VaultFeeNote vault={vault} />
      </>
    );
  }
  return (
    <ActionBox label={title} title={shares > 0n ? t('{{symbol}} Staked', { symbol: fuel.symbol }) : title}>
      {body}
      <StakeModal
        open={modal === 'stake' || modal === 'unstake'}
        onDismiss={() => setModal(undefined)}
        mode={modal === 'unstake' ? 'unstake' : 'stake'}
        title={modal === 'unstake' ? t('Unstake') : t('Stake in Pool')}
        symbol={fuel.symbol}
        decimals={fuel.decimals}
        currency={currencyOf(fuel)}
        balance={balance}
        staked={stakedFuel}
        limit={0n}
        pending={pending === 'stake' || pending === 'unstake'}
        onConfirm={modal === 'unstake' ? unstake : stake}
        note={modal === 'unstake' ? <VaultFeeNote vault={vault} detailed /> : undefined}
        getTokenUrl={`/swap?outputCurrency=${fuel.address}`}
        account={account}
        preview={(amount, all) => ({
          call: { account: account!, ...vaultWrite(modal === 'unstake' ? 'unstake' : 'stake', amount, all) },
          options: { tokens: [fuel.address] },
        })}
      />
      <NotEnoughTokensModal
        open={modal === 'noTokens'}
        onDismiss={() => setModal(undefined)}
        symbol={fuel.symbol}
        buyUrl={`/swap?outputCurrency=${fuel.address}`}
      />
    </ActionBox>
  );
}
