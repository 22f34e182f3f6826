/**
 * The project's spenders by name, for the approvals page and the transaction preview.
 */
import type { TFunction } from 'i18next';
import {
  parseDeployedAuction,
  parseDeployedFarms,
  parseDeployedIfos,
  parseDeployedLottery,
  parseDeployedProfile,
  projectSpenders,
  type Spender,
} from '@fuelswap/config';
import { runtime, type Runtime } from '../../chain/runtime.ts';
import { deployedSection } from '../../chain/deployment.ts';

/** The deployment's spenders; a build for 56/97 without a deployment file knows its router. */
export function spendersOf(rt: Runtime): Spender[] {
  if (!rt.deployment) return [{ address: rt.exchange.router, kind: 'router', label: '' }];
  return projectSpenders({
    contracts: rt.deployment.contracts,
    farms: deployedSection('farms', parseDeployedFarms, rt),
    lottery: deployedSection('lottery', parseDeployedLottery, rt),
    ifo: deployedSection('ifo', parseDeployedIfos, rt),
    profile: deployedSection('profile', parseDeployedProfile, rt),
    auction: deployedSection('auction', parseDeployedAuction, rt),
  });
}

/** The spender as the user knows it; proper names (pool tokens, IFO ids) stay as they are. */
export function spenderName(t: TFunction, s: Spender): string {
  switch (s.kind) {
    case 'router':
      return t('Exchange router');
    case 'farms':
      return t('Farms');
    case 'vault':
      return t('Auto FUEL vault');
    case 'pool':
      return t('Syrup Pool (earn {{symbol}})', { symbol: s.label });
    case 'lottery':
      return t('Lottery');
    case 'ifo':
      return t('IFO: {{name}}', { name: s.label });
    case 'profile':
      return t('Profile');
    case 'collectibles':
      return t('Collectibles');
    case 'auction':
      return t('Farm auction');
  }
}

export type KnownSpenderName = (t: TFunction, address: string) => string | undefined;

/** The name of a spender the project knows, else undefined (the preview then shows its address). */
export const knownSpenderName: KnownSpenderName = (t, address) => {
  const s = spendersOf(runtime()).find((x) => x.address.toLowerCase() === address.toLowerCase());
  return s ? spenderName(t, s) : undefined;
};
