import { createContext, useContext } from 'react';
import type { FarmsConfig } from '@fuelswap/config';

export interface PoolsContextValue {
  config: FarmsConfig;
  /** Refetches the page's batched reads (after every action). */
  refresh: () => unknown;
  /** The user data has loaded (so a missing allowance means "not approved", not "loading"). */
  userLoaded: boolean;
}

export const PoolsContext = createContext<PoolsContextValue | null>(null);

export function usePoolsContext(): PoolsContextValue {
  const v = useContext(PoolsContext);
  if (!v) throw new Error('PoolsContext missing');
  return v;
}
