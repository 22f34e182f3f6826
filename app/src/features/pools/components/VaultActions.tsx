/**
 * The auto FUEL vault's actions: recent profit
 * (what the shares gained since the user's last action), Enable, Stake and,
 * once staked, minus/plus. Unstaking converts the FUEL amount to shares and
 * withdraws everything when at most 1e12 shares would remain; within the
 * withdrawal-fee window the dialog shows the fee and the time left; before staking, the box and the stake
 * dialog show the fee's terms. Deposits
 * and withdrawals use the spec's fixed 380,000 gas. The stake box is the yield
 * feature's (StakeBox); this file gives the vault's calls, texts and fee lines.
 */
import { useTranslation } from 'react-i18next';
import { fuelVaultAbi } from '@fuelswap/contracts';
import {
  bpsToPercent,
  formatEarnings,
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
import { AmountWithUsd, Text } from '../../../ui/index.ts';
import { prepareCall } from '../../../chain/write/index.ts';
import { ActionBox, currencyOf, StakeBox, yieldStyles } from '../../yield/index.ts';
import type { VaultView } from '../hooks/usePoolsData.ts';
import { usePoolsContext } from './context.ts';
import styles from '../pools.module.css';

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

/**
 * The withdrawal-fee terms, shown before staking (the empty box and the stake dialog): "0.1% unstaking fee if
 * withdrawn within 72h". Nothing until the vault's fee and period are read, or when the vault charges no fee.
 */
export function VaultFeeTerms({ vault }: { vault: VaultView }) {
  const { t } = useTranslation();
  if (vault.withdrawFee === undefined || vault.withdrawFeePeriod === undefined) return null;
  if (vault.withdrawFee === 0n || vault.withdrawFeePeriod === 0n) return null;
  return (
    <Text size="xs" color="subtle" data-testid="vault-fee-terms">
      {t('{{fee}}% unstaking fee if withdrawn within {{hours}}h', {
        fee: bpsToPercent(vault.withdrawFee),
        hours: String(vault.withdrawFeePeriod / 3600n),
      })}
    </Text>
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
  const fuel = config.fuel;
  const u = vault.user;
  const shares = u?.shares ?? 0n;
  const ppfs = vault.pricePerFullShare;
  return (
    <StakeBox
      label={t('Stake {{symbol}}', { symbol: fuel.symbol })}
      stakedTitle={t('{{symbol}} Staked', { symbol: fuel.symbol })}
      connect={{ title: t('Start earning'), label: t('Start earning') }}
      symbol={fuel.symbol}
      decimals={fuel.decimals}
      currency={currencyOf(fuel)}
      userLoaded={!!u && userLoaded}
      // The stake in FUEL at the share price; staked or not is the shares'.
      staked={ppfs !== undefined ? sharesToFuel(shares, ppfs) : 0n}
      hasStake={shares > 0n}
      priceUsd={vault.fuelPrice}
      balance={u?.fuelBalance ?? 0n}
      approval={{
        token: fuel.address,
        spender: vault.address,
        allowance: u?.allowance,
        label: t('Enable'),
        enabledText: t('You can now stake in the {{symbol}} vault!', { symbol: fuel.symbol }),
      }}
      stakeLabel={t('Stake')}
      dialogTitles={{ stake: t('Stake in Pool'), unstake: t('Unstake') }}
      stakedText={t('Your funds have been staked in the pool')}
      prepare={({ mode, amount, all, summary }) => {
        if (mode === 'stake')
          return prepareCall({
            address: vault.address,
            abi: fuelVaultAbi,
            functionName: 'deposit',
            args: [amount],
            gas: VAULT_GAS_LIMIT,
            summary,
          });
        if (ppfs === undefined) return undefined;
        // Max (or 100%) withdraws everything; a typed amount becomes shares (everything when at most 1e12 would remain).
        const plan = all ? ({ kind: 'all' } as const) : planVaultWithdraw(amount, shares, ppfs);
        return plan.kind === 'all'
          ? prepareCall({ address: vault.address, abi: fuelVaultAbi, functionName: 'withdrawAll', gas: VAULT_GAS_LIMIT, summary })
          : prepareCall({
              address: vault.address,
              abi: fuelVaultAbi,
              functionName: 'withdraw',
              args: [plan.shares],
              gas: VAULT_GAS_LIMIT,
              summary,
            });
      }}
      previewTokens={[fuel.address]}
      stakedExtra={<VaultFeeNote vault={vault} />}
      unstakeNote={<VaultFeeNote vault={vault} detailed />}
      stakeNote={<VaultFeeTerms vault={vault} />}
      getTokenUrl={`/swap?outputCurrency=${fuel.address}`}
      refresh={refresh}
    />
  );
}
