/**
 * The project's spenders by name, for the approvals page and the transaction preview (issue 19).
 */
import type { TFunction } from 'i18next';
import { projectSpenders, type Spender } from '@fuelswap/config';
import { runtime, type Runtime } from '../../chain/runtime.ts';

/** The deployment's spenders; a build for 56/97 without a deployment file knows its router. */
export function spendersOf(rt: Runtime): Spender[] {
  return rt.deployment ? projectSpenders(rt.deployment) : [{ address: rt.exchange.router, kind: 'router', label: '' }];
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

/** The name of a spender the project knows, else undefined (the preview then shows its address). */
export function knownSpenderName(t: TFunction, address: string): string | undefined {
  const s = spendersOf(runtime()).find((x) => x.address.toLowerCase() === address.toLowerCase());
  return s ? spenderName(t, s) : undefined;
}
