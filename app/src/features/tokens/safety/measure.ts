/** The probe of one token on the app's chain, with what the swap needs to know at once; loaded on demand. */
import type { Address, Client } from 'viem';
import { takesTransferTax, type TokenSafety } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { measureTokenSafety } from '../../../chain/tokenSafety.ts';

export async function measure(client: Client, token: Address): Promise<{ safety: TokenSafety; taxed: boolean }> {
  const { exchange } = runtime();
  const safety = await measureTokenSafety(client, {
    router: exchange.router,
    wrappedNative: exchange.wrappedNative.address as Address,
    bases: exchange.bases.map((b) => b.address as Address),
    token,
  });
  return { safety, taxed: takesTransferTax(safety) };
}
