/**
 * A Syrup pool's (or pool 0's) actions (spec 001 §2, §4, §7, §8): the
 * earnings box with Harvest (and Compound for pool 0), and the stake box with
 * Start earning (no wallet), Enable (approval; never for BNB), Stake, and
 * once staked minus/plus (plus disabled at the per-user limit, Stake
 * disabled in finished pools), or Emergency Withdraw in finished pools that
 * allow it. Staking with no balance opens "Insufficient {{symbol}} balance".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxUint256 } from 'viem';
import { fuelChefAbi, sousChefAbi, sousChefBNBAbi } from '@fuelswap/contracts';
import { formatEarnings, formatStaked, isAtStakeLimit, valueUsd } from '@fuelswap/sdk';
import { Button, IconButton, Tooltip } from '../../../ui/index.ts';
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
import type { PoolView } from '../hooks/usePoolsData.ts';
import { usePoolsContext } from './context.ts';
import { buyUrl } from './names.ts';
import styles from '../pools.module.css';

export function PoolActions({ pool }: { pool: PoolView }) {
  return (
    <div className={styles.actionsGrid}>
      <HarvestBox pool={pool} />
      <StakeBox pool={pool} />
    </div>
  );
}

function HarvestBox({ pool }: { pool: PoolView }) {
  const { t } = useTranslation();
  const { refresh } = usePoolsContext();
  const { run, pending: inFlight, account, stale } = useYieldAction(refresh);
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const { def, user } = pool;
  const earning = def.earningToken;
  const amount = user?.pending;
  const usd = amount !== undefined && pool.earningPrice !== undefined ? valueUsd(amount, earning.decimals, pool.earningPrice) : undefined;
  const canAct = !!account && amount !== undefined && amount > 0n;

  const harvest = () =>
    run(
      'harvest',
      pool.isManual
        ? call({
            address: def.contractAddress,
            abi: fuelChefAbi,
            functionName: 'leaveStaking',
            args: [0n],
            summary: t('Harvest {{symbol}}', { symbol: earning.symbol }),
          })
        : def.isNative
          ? call({
              address: def.contractAddress,
              abi: sousChefBNBAbi,
              functionName: 'deposit',
              value: 0n,
              summary: t('Harvest {{symbol}}', { symbol: earning.symbol }),
            })
          : call({
              address: def.contractAddress,
              abi: sousChefAbi,
              functionName: 'deposit',
              args: [0n],
              summary: t('Harvest {{symbol}}', { symbol: earning.symbol }),
            }),
      {
        success: {
          title: t('Harvested!'),
          description: t('Your {{symbol}} earnings have been sent to your wallet!', { symbol: earning.symbol }),
        },
      },
    );
  const compound = () =>
    run(
      'compound',
      call({
        address: def.contractAddress,
        abi: fuelChefAbi,
        functionName: 'enterStaking',
        args: [amount ?? 0n],
        summary: t('Compound {{symbol}}', { symbol: earning.symbol }),
      }),
      {
        success: {
          title: t('Compounded!'),
          description: t('Your {{symbol}} earnings have been re-invested into the pool!', { symbol: earning.symbol }),
        },
      },
    );

  return (
    <ActionBox label={t('{{symbol}} earned', { symbol: earning.symbol })} title={t('{{symbol}} Earned', { symbol: earning.symbol })}>
      <AmountRow testId="earned" value={amount === undefined ? (account ? '-' : '0') : formatEarnings(amount, earning.decimals)} usd={usd}>
        <RowButtons>
          {pool.isManual && (
            <Button size="sm" variant="secondary" disabled={!canAct || !!pending} loading={pending === 'compound'} onClick={compound}>
              {pending === 'compound' ? t('Compounding') : t('Compound')}
            </Button>
          )}
          <Button size="sm" disabled={!canAct || !!pending} loading={pending === 'harvest'} onClick={harvest}>
            {pending === 'harvest' ? t('Harvesting') : t('Harvest')}
          </Button>
        </RowButtons>
      </AmountRow>
    </ActionBox>
  );
}

function StakeBox({ pool }: { pool: PoolView }) {
  const { t } = useTranslation();
  const { refresh, userLoaded } = usePoolsContext();
  const { run, pending: inFlight, account, stale } = useYieldAction(refresh);
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const [modal, setModal] = useState<'stake' | 'unstake' | 'noTokens' | undefined>(undefined);
  const { def, user } = pool;
  const staking = def.stakingToken;
  const spender = def.contractAddress;
  const pendingApproval = useHasPendingApproval(runtime().chainId, def.isNative ? undefined : staking.address, spender);
  const finished = pool.status === 'finished';
  const title = t('Stake {{symbol}}', { symbol: staking.symbol });

  if (!account) return <ConnectBox label={title} title={t('Start earning')} connectLabel={t('Start earning')} />;
  if (!user || !userLoaded) return <LoadingBox label={title} title={title} />;
  const staked = user.staked ?? 0n;
  const balance = user.balance ?? 0n;
  // Spec 4: Enable is needed when the allowance is zero (a failed read counts as not approved); never for BNB.
  const needsApproval = !def.isNative && (user.allowance === undefined || user.allowance === 0n);

  const enable = () =>
    run(
      'enable',
      approve({
        token: staking.address,
        spender,
        amount: balance > 0n ? balance : maxUint256,
        summary: t('Enable {{symbol}}', { symbol: staking.symbol }),
      }),
      {
        success: {
          title: t('Contract Enabled'),
          description: t('You can now stake in the {{symbol}} pool!', { symbol: def.earningToken.symbol }),
        },
      },
    );
  // The calls stake() and unstake() below send, for the dialog's preview (issue 19). Written twice on purpose:
  // the sends stay typed against each ABI (a union of calls is not), and the preview test proves they agree.
  const poolWrite = (mode: 'stake' | 'unstake', amount: bigint): Omit<PreviewCall, 'account'> =>
    mode === 'stake'
      ? pool.isManual
        ? { address: spender, abi: fuelChefAbi, functionName: 'enterStaking', args: [amount] }
        : def.isNative
          ? { address: spender, abi: sousChefBNBAbi, functionName: 'deposit', value: amount }
          : { address: spender, abi: sousChefAbi, functionName: 'deposit', args: [amount] }
      : pool.isManual
        ? { address: spender, abi: fuelChefAbi, functionName: 'leaveStaking', args: [amount] }
        : { address: spender, abi: sousChefAbi, functionName: 'withdraw', args: [amount] };
  const stake = (amount: bigint) =>
    run(
      'stake',
      pool.isManual
        ? call({
            address: spender,
            abi: fuelChefAbi,
            functionName: 'enterStaking',
            args: [amount],
            summary: t('Stake {{symbol}}', { symbol: staking.symbol }),
          })
        : def.isNative
          ? call({
              address: spender,
              abi: sousChefBNBAbi,
              functionName: 'deposit',
              value: amount,
              summary: t('Stake {{symbol}}', { symbol: staking.symbol }),
            })
          : call({
              address: spender,
              abi: sousChefAbi,
              functionName: 'deposit',
              args: [amount],
              summary: t('Stake {{symbol}}', { symbol: staking.symbol }),
            }),
      { success: { title: t('Staked!'), description: t('Your funds have been staked in the pool') } },
    );
  const unstake = (amount: bigint) =>
    run(
      'unstake',
      pool.isManual
        ? call({
            address: spender,
            abi: fuelChefAbi,
            functionName: 'leaveStaking',
            args: [amount],
            summary: t('Unstake {{symbol}}', { symbol: staking.symbol }),
          })
        : call({
            address: spender,
            abi: sousChefAbi,
            functionName: 'withdraw',
            args: [amount],
            summary: t('Unstake {{symbol}}', { symbol: staking.symbol }),
          }),
      { success: { title: t('Unstaked!'), description: t('Your earnings have also been harvested to your wallet') } },
    );
  const emergency = () =>
    run(
      'emergency',
      call({
        address: spender,
        abi: sousChefAbi,
        functionName: 'emergencyWithdraw',
        summary: t('Emergency withdraw {{symbol}}', { symbol: staking.symbol }),
      }),
      {
        success: { title: t('Unstaked!'), description: t('Your {{symbol}} has been returned to your wallet', { symbol: staking.symbol }) },
      },
    );
  const openStake = () => setModal(balance === 0n ? 'noTokens' : 'stake');
  const atLimit = isAtStakeLimit(staked, pool.limit);
  const usd = pool.stakingPrice !== undefined ? valueUsd(staked, staking.decimals, pool.stakingPrice) : undefined;

  let body;
  if (needsApproval && staked === 0n) {
    body = (
      <Button
        fullWidth
        onClick={enable}
        loading={pending === 'enable' || pendingApproval}
        disabled={finished || !!pending || pendingApproval}
      >
        {pending === 'enable' || pendingApproval ? t('Enabling') : t('Enable')}
      </Button>
    );
  } else if (staked === 0n) {
    body = (
      <Button fullWidth onClick={openStake} disabled={finished || !!pending}>
        {t('Stake')}
      </Button>
    );
  } else {
    body = (
      <AmountRow testId="staked" value={formatStaked(staked, staking.decimals)} usd={usd}>
        <RowButtons>
          {finished && def.enableEmergencyWithdraw ? (
            <Button size="sm" variant="danger" onClick={emergency} loading={pending === 'emergency'} disabled={!!pending}>
              {t('Emergency Withdraw')}
            </Button>
          ) : (
            <IconButton
              variant="secondary"
              label={t('Unstake {{symbol}}', { symbol: staking.symbol })}
              onClick={() => setModal('unstake')}
              disabled={!!pending}
            >
              <span aria-hidden>−</span>
            </IconButton>
          )}
          {atLimit && !finished ? (
            <Tooltip content={t('You have reached the maximum stake for this pool')}>
              <IconButton
                variant="secondary"
                label={t('Stake more {{symbol}}', { symbol: staking.symbol })}
                aria-disabled="true"
                onClick={(e) => e.preventDefault()}
              >
                <span aria-hidden>+</span>
              </IconButton>
            </Tooltip>
          ) : (
            <IconButton
              variant="secondary"
              label={t('Stake more {{symbol}}', { symbol: staking.symbol })}
              onClick={openStake}
              disabled={finished || !!pending}
            >
              <span aria-hidden>+</span>
            </IconButton>
          )}
        </RowButtons>
      </AmountRow>
    );
  }

  return (
    <ActionBox
      label={title}
      title={staked > 0n ? t('{{symbol}} Staked', { symbol: staking.symbol }) : t('Stake {{symbol}}', { symbol: staking.symbol })}
    >
      {body}
      <StakeModal
        open={modal === 'stake' || modal === 'unstake'}
        onDismiss={() => setModal(undefined)}
        mode={modal === 'unstake' ? 'unstake' : 'stake'}
        title={modal === 'unstake' ? t('Unstake') : t('Stake in Pool')}
        symbol={staking.symbol}
        decimals={staking.decimals}
        currency={currencyOf(staking, def.isNative)}
        balance={balance}
        staked={staked}
        limit={pool.limit}
        pending={pending === 'stake' || pending === 'unstake'}
        onConfirm={modal === 'unstake' ? unstake : stake}
        getTokenUrl={buyUrl(def)}
        account={account}
        preview={(amount) => ({
          call: { account: account!, ...poolWrite(modal === 'unstake' ? 'unstake' : 'stake', amount) },
          options: { tokens: [staking.address, def.earningToken.address] },
        })}
      />
      <NotEnoughTokensModal
        open={modal === 'noTokens'}
        onDismiss={() => setModal(undefined)}
        symbol={staking.symbol}
        buyUrl={buyUrl(def)}
      />
    </ActionBox>
  );
}
