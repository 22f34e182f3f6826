/** Names and links of pools, built from the config (strings go through t() at the call site). */
import type { TFunction } from 'i18next';
import type { PoolDef } from '@fuelswap/config';

export function poolTitle(t: TFunction, def: PoolDef): string {
  if (def.sousId === 0) return t('Manual {{symbol}}', { symbol: def.earningToken.symbol });
  return t('Earn {{symbol}}', { symbol: def.earningToken.symbol });
}

export function poolSubtitle(t: TFunction, def: PoolDef): string {
  if (def.sousId === 0)
    return t('Earn {{earning}}, stake {{staking}}', { earning: def.earningToken.symbol, staking: def.stakingToken.symbol });
  return t('Stake {{symbol}}', { symbol: def.stakingToken.symbol });
}

/** Where to get a token: the swap screen with it as output. */
export function buyUrl(def: PoolDef): string {
  return `/swap?outputCurrency=${def.isNative ? 'BNB' : def.stakingToken.address}`;
}
