/**
 * A Syrup pool's (or pool 0's) actions: the
 * earnings box with Harvest (and Compound for pool 0), and the stake box with
 * Start earning (no wallet), Enable (approval; never for BNB), Stake, and
 * once staked minus/plus (plus disabled at the per-user limit, Stake
 * disabled in finished pools), or Emergency Withdraw in finished pools that
 * allow it. Staking with no balance opens "Insufficient {{symbol}} balance".
 * The boxes are the yield feature's (HarvestBox, StakeBox); this file gives
 * the pool's calls and texts.
 */
import { useTranslation } from 'react-i18next';
import { fuelChefAbi, sousChefAbi, sousChefBNBAbi } from '@fuelswap/contracts';
import { valueUsd } from '@fuelswap/sdk';
import { call, prepareCall } from '../../../chain/write/index.ts';
import { currencyOf, HarvestBox, StakeBox } from '../../yield/index.ts';
import type { PoolView } from '../hooks/usePoolsData.ts';
import { usePoolsContext } from './context.ts';
import { buyUrl } from './names.ts';
import styles from '../pools.module.css';

export function PoolActions({ pool }: { pool: PoolView }) {
  return (
    <div className={styles.actionsGrid}>
      <PoolHarvest pool={pool} />
      <PoolStake pool={pool} />
    </div>
  );
}

function PoolHarvest({ pool }: { pool: PoolView }) {
  const { refresh } = usePoolsContext();
  const { def, user } = pool;
  const earning = def.earningToken;
  const amount = user?.pending;
  return (
    <HarvestBox
      symbol={earning.symbol}
      decimals={earning.decimals}
      earned={amount}
      usd={amount !== undefined && pool.earningPrice !== undefined ? valueUsd(amount, earning.decimals, pool.earningPrice) : undefined}
      harvest={(summary) =>
        pool.isManual
          ? prepareCall({ address: def.contractAddress, abi: fuelChefAbi, functionName: 'leaveStaking', args: [0n], summary })
          : def.isNative
            ? prepareCall({ address: def.contractAddress, abi: sousChefBNBAbi, functionName: 'deposit', value: 0n, summary })
            : prepareCall({ address: def.contractAddress, abi: sousChefAbi, functionName: 'deposit', args: [0n], summary })
      }
      compound={
        pool.isManual
          ? (summary) =>
              prepareCall({ address: def.contractAddress, abi: fuelChefAbi, functionName: 'enterStaking', args: [amount ?? 0n], summary })
          : undefined
      }
      refresh={refresh}
    />
  );
}

function PoolStake({ pool }: { pool: PoolView }) {
  const { t } = useTranslation();
  const { refresh, userLoaded } = usePoolsContext();
  const { def, user } = pool;
  const staking = def.stakingToken;
  const spender = def.contractAddress;
  const finished = pool.status === 'finished';
  return (
    <StakeBox
      label={t('Stake {{symbol}}', { symbol: staking.symbol })}
      stakedTitle={t('{{symbol}} Staked', { symbol: staking.symbol })}
      connect={{ title: t('Start earning'), label: t('Start earning') }}
      symbol={staking.symbol}
      decimals={staking.decimals}
      currency={currencyOf(staking, def.isNative)}
      userLoaded={!!user && userLoaded}
      staked={user?.staked ?? 0n}
      priceUsd={pool.stakingPrice}
      balance={user?.balance ?? 0n}
      limit={pool.limit}
      // BNB pools need no approval.
      approval={
        def.isNative
          ? undefined
          : {
              token: staking.address,
              spender,
              allowance: user?.allowance,
              label: t('Enable'),
              enabledText: t('You can now stake in the {{symbol}} pool!', { symbol: def.earningToken.symbol }),
              disabled: finished,
            }
      }
      stakeLabel={t('Stake')}
      dialogTitles={{ stake: t('Stake in Pool'), unstake: t('Unstake') }}
      stakedText={t('Your funds have been staked in the pool')}
      prepare={({ mode, amount, summary }) =>
        mode === 'stake'
          ? pool.isManual
            ? prepareCall({ address: spender, abi: fuelChefAbi, functionName: 'enterStaking', args: [amount], summary })
            : def.isNative
              ? prepareCall({ address: spender, abi: sousChefBNBAbi, functionName: 'deposit', value: amount, summary })
              : prepareCall({ address: spender, abi: sousChefAbi, functionName: 'deposit', args: [amount], summary })
          : pool.isManual
            ? prepareCall({ address: spender, abi: fuelChefAbi, functionName: 'leaveStaking', args: [amount], summary })
            : prepareCall({ address: spender, abi: sousChefAbi, functionName: 'withdraw', args: [amount], summary })
      }
      previewTokens={[staking.address, def.earningToken.address]}
      finished={finished}
      emergency={
        def.enableEmergencyWithdraw
          ? (summary) => call({ address: spender, abi: sousChefAbi, functionName: 'emergencyWithdraw', summary })
          : undefined
      }
      getTokenUrl={buyUrl(def)}
      refresh={refresh}
    />
  );
}
