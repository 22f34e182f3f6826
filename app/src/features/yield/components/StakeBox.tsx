/**
 * The stake box of a yield card, one for the farm card, the
 * pool actions and the vault: "connect a wallet" without one, Enable while the allowance is zero and
 * nothing is staked (never for BNB), Stake, then the staked amount with minus/plus. Plus is
 * aria-disabled with a tooltip at the per-user limit; a finished pool or farm disables Stake and plus,
 * and shows Emergency Withdraw instead of minus where the pool allows it. Staking with no balance
 * opens "Insufficient {{symbol}} balance". Each card gives only its own calls, texts and extra rows.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxUint256, type Address } from 'viem';
import { formatStaked, isAtStakeLimit, valueUsd, type Currency } from '@fuelswap/sdk';
import { Button, IconButton, Tooltip } from '../../../ui/index.ts';
import { useHasPendingApproval } from '../../transactions/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import {
  approve,
  retryFailureText,
  useWriteAction,
  type ActionMessages,
  type PreparedCall,
  type Send,
} from '../../../chain/write/index.ts';
import { ActionBox, AmountRow, ConnectBox, LoadingBox, RowButtons } from '../ActionBox.tsx';
import { NotEnoughTokensModal, StakeModal } from '../StakeModal.tsx';

export type StakeMode = 'stake' | 'unstake';

export interface StakeBoxProps {
  /**
   * The box's accessible name, and its title while nothing is staked, with a wallet or not
   * ("Stake FUEL"; a farm: "FUEL-BNB LP Staked").
   */
  label: string;
  /** The title once something is staked ("FUEL Staked"); `label` when not given. */
  stakedTitle?: string;
  /** Without a wallet: the box's title ("Start earning") and the connect button's label (default "Connect Wallet"). */
  connect: { title: string; label?: string };
  /** The staking token: symbol (in the buttons' names, the summaries and toasts), decimals, logo in the dialog. */
  symbol: string;
  decimals: number;
  currency?: Currency;
  /** The user's reads belong to the connected account; until then the box shows "Loading…". */
  userLoaded: boolean;
  /** The stake in staking-token units (shown, and the dialog's unstake maximum). */
  staked: bigint;
  /** Something is staked; `staked > 0` when not given (the vault: shares, whatever their price). */
  hasStake?: boolean;
  /** The staking token's dollar price, for the staked amount's value. */
  priceUsd: bigint | undefined;
  /** The wallet's balance of the staking token (0: Stake opens "Insufficient {{symbol}} balance"). */
  balance: bigint;
  /** The per-user limit (0 or absent: none); at it, plus is aria-disabled with a tooltip. */
  limit?: bigint;
  /**
   * The approval Stake needs (absent for BNB): Enable shows while `allowance` is zero or unread and
   * nothing is staked; it approves the balance, or the maximum with no balance.
   */
  approval?: {
    token: Address;
    spender: Address;
    allowance: bigint | undefined;
    /** "Enable Contract" (farms) or "Enable". */
    label: string;
    /** The "Contract Enabled" toast's description. */
    enabledText: string;
    /** Enable disabled (a finished pool). */
    disabled?: boolean;
  };
  /** The empty box's button: "Stake LP", "Stake". */
  stakeLabel: string;
  /** The dialog's titles. */
  dialogTitles: { stake: string; unstake: string };
  /** The "Staked!" toast's description. */
  stakedText: string;
  /**
   * The stake or unstake call for an amount (`all`: Max or 100% chosen in the dialog), with its summary
   * ("Stake FUEL"): sent on Confirm and previewed in the dialog. Undefined: it cannot be sent yet.
   */
  prepare: (p: { mode: StakeMode; amount: bigint; all: boolean; summary: string }) => PreparedCall | undefined;
  /** Tokens the dialog's preview probes beside those the simulation moves. */
  previewTokens: readonly Address[];
  /** No new stakes: Stake and plus disabled (no tooltip at the limit), and Emergency Withdraw when given. */
  finished?: boolean;
  /** A finished pool's emergency withdrawal (shown instead of minus), its summary given. */
  emergency?: (summary: string) => Send;
  /** Below the staked amount (the vault's unstaking-fee line). */
  stakedExtra?: ReactNode;
  /** In the unstake dialog (the vault's unstaking fee). */
  unstakeNote?: ReactNode;
  /** Before staking: under the empty box's button and in the stake dialog (the vault's unstaking-fee terms). */
  stakeNote?: ReactNode;
  /** "Get {{symbol}}" in the dialog and "Buy {{symbol}}" with no balance. */
  getTokenUrl: string;
  /** Refetches the page's reads after each action. */
  refresh: () => unknown;
}

export function StakeBox(props: StakeBoxProps) {
  const { label, connect, symbol, decimals, userLoaded, staked, balance, approval, finished = false, emergency, refresh } = props;
  const { t } = useTranslation();
  const { run, pending: inFlight, account, stale } = useWriteAction(refresh, { failure: retryFailureText });
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const [modal, setModal] = useState<StakeMode | 'noTokens' | undefined>(undefined);
  const pendingApproval = useHasPendingApproval(runtime().chainId, approval?.token, approval?.spender);

  if (!account) return <ConnectBox label={label} title={connect.title} connectLabel={connect.label} />;
  if (!userLoaded) return <LoadingBox label={label} title={label} />;
  const hasStake = props.hasStake ?? staked > 0n;
  // Enable is needed when the allowance is zero (a failed read counts as not approved); never for BNB.
  const needsApproval = approval !== undefined && (approval.allowance === undefined || approval.allowance === 0n);
  const mode: StakeMode = modal === 'unstake' ? 'unstake' : 'stake';

  const enable = (a: NonNullable<StakeBoxProps['approval']>) =>
    run(
      'enable',
      approve({
        token: a.token,
        spender: a.spender,
        amount: balance > 0n ? balance : maxUint256,
        summary: t('Enable {{symbol}}', { symbol }),
      }),
      { success: { title: t('Contract Enabled'), description: a.enabledText } },
    );
  const prepared = (m: StakeMode, amount: bigint, all: boolean) =>
    props.prepare({
      mode: m,
      amount,
      all,
      summary: m === 'unstake' ? t('Unstake {{symbol}}', { symbol }) : t('Stake {{symbol}}', { symbol }),
    });
  const messages: Record<StakeMode, ActionMessages> = {
    stake: { success: { title: t('Staked!'), description: props.stakedText } },
    unstake: { success: { title: t('Unstaked!'), description: t('Your earnings have also been harvested to your wallet') } },
  };
  const confirm = (amount: bigint, all: boolean) => {
    const c = prepared(mode, amount, all);
    return c ? run(mode, c.send, messages[mode]) : Promise.resolve(false);
  };
  const runEmergency = (withdraw: (summary: string) => Send) =>
    run('emergency', withdraw(t('Emergency withdraw {{symbol}}', { symbol })), {
      success: { title: t('Unstaked!'), description: t('Your {{symbol}} has been returned to your wallet', { symbol }) },
    });
  const openStake = () => setModal(balance === 0n ? 'noTokens' : 'stake');
  const atLimit = isAtStakeLimit(staked, props.limit ?? 0n);
  const usd = props.priceUsd !== undefined ? valueUsd(staked, decimals, props.priceUsd) : undefined;
  const stakeMore = t('Stake more {{symbol}}', { symbol });

  let body: ReactNode;
  if (needsApproval && !hasStake) {
    body = (
      <Button
        fullWidth
        onClick={() => enable(approval)}
        loading={pending === 'enable' || pendingApproval}
        disabled={!!approval.disabled || !!pending || pendingApproval}
      >
        {pending === 'enable' || pendingApproval ? t('Enabling') : approval.label}
      </Button>
    );
    body = (
      <>
        {body}
        {props.stakeNote}
      </>
    );
  } else if (!hasStake) {
    body = (
      <>
        <Button fullWidth onClick={openStake} disabled={finished || !!pending}>
          {props.stakeLabel}
        </Button>
        {props.stakeNote}
      </>
    );
  } else {
    body = (
      <>
        <AmountRow testId="staked" value={formatStaked(staked, decimals)} usd={usd}>
          <RowButtons>
            {finished && emergency ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() => runEmergency(emergency)}
                loading={pending === 'emergency'}
                disabled={!!pending}
              >
                {t('Emergency Withdraw')}
              </Button>
            ) : (
              <IconButton
                variant="secondary"
                label={t('Unstake {{symbol}}', { symbol })}
                onClick={() => setModal('unstake')}
                disabled={!!pending}
              >
                <span aria-hidden>−</span>
              </IconButton>
            )}
            {atLimit && !finished ? (
              <Tooltip content={t('You have reached the maximum stake for this pool')}>
                <IconButton variant="secondary" label={stakeMore} aria-disabled="true" onClick={(e) => e.preventDefault()}>
                  <span aria-hidden>+</span>
                </IconButton>
              </Tooltip>
            ) : (
              <IconButton variant="secondary" label={stakeMore} onClick={openStake} disabled={finished || !!pending}>
                <span aria-hidden>+</span>
              </IconButton>
            )}
          </RowButtons>
        </AmountRow>
        {props.stakedExtra}
      </>
    );
  }

  return (
    <ActionBox label={label} title={hasStake ? (props.stakedTitle ?? label) : label}>
      {body}
      <StakeModal
        open={modal === 'stake' || modal === 'unstake'}
        onDismiss={() => setModal(undefined)}
        mode={mode}
        title={props.dialogTitles[mode]}
        symbol={symbol}
        decimals={decimals}
        currency={props.currency}
        balance={balance}
        staked={staked}
        limit={props.limit ?? 0n}
        pending={pending === 'stake' || pending === 'unstake'}
        onConfirm={confirm}
        note={mode === 'unstake' ? props.unstakeNote : props.stakeNote}
        getTokenUrl={props.getTokenUrl}
        account={account}
        preview={(amount, all) => {
          const c = prepared(mode, amount, all);
          // Unreachable while the dialog refuses the amount (the vault without its share price has nothing to unstake).
          if (!c) throw new Error('The call cannot be prepared yet');
          return { call: { account, ...c.preview }, options: { tokens: props.previewTokens } };
        }}
      />
      <NotEnoughTokensModal open={modal === 'noTokens'} onDismiss={() => setModal(undefined)} symbol={symbol} buyUrl={props.getTokenUrl} />
    </ActionBox>
  );
}
