import { ChainId } from '@fuelswap/config';
import { runtime, type Runtime } from './runtime.ts';

/**
 * Whether the app runs on the devnet. What only the devnet has is asked this, never whether a deployment file is
 * loaded (a 56/97 build has one too): its web server's logos and pictures under /devnet/, its wallet, its hints.
 */
export function onDevnet(rt: Runtime = runtime()): boolean {
  return rt.chainId === ChainId.DEVNET;
}
