/** The list's entries: the auto vault (first) and the pools, with what sorting and filtering need. */
import type { FarmsConfig } from '@fuelswap/config';
import { valueUsd, type SortablePool } from '@fuelswap/sdk';
import type { PoolView, VaultView } from '../hooks/usePoolsData.ts';
import { vaultUserProfit } from './VaultActions.tsx';

export type PoolItem = SortablePool & { key: string; earningSymbol: string; hasStake: boolean; finished: boolean } & (
    | { kind: 'vault'; vault: VaultView }
    | { kind: 'pool'; pool: PoolView }
  );

export function vaultItem(config: FarmsConfig, vault: VaultView): PoolItem {
  const profit = vaultUserProfit(vault);
  return {
    kind: 'vault',
    key: 'vault',
    vault,
    sortOrder: 0,
    apr: vault.apy,
    earnedUsd: profit !== undefined && vault.fuelPrice !== undefined ? valueUsd(profit, config.fuel.decimals, vault.fuelPrice) : undefined,
    totalStakedUsd: vault.totalStakedUsd,
    earningSymbol: config.fuel.symbol,
    hasStake: (vault.user?.shares ?? 0n) > 0n,
    finished: false,
  };
}

export function poolItem(pool: PoolView): PoolItem {
  return {
    kind: 'pool',
    key: pool.key,
    pool,
    sortOrder: pool.def.sortOrder,
    apr: pool.apr,
    earnedUsd: pool.earnedUsd,
    totalStakedUsd: pool.totalStakedUsd,
    earningSymbol: pool.def.earningToken.symbol,
    hasStake: (pool.user?.staked ?? 0n) > 0n,
    finished: pool.status === 'finished',
  };
}
