/** Conversions from config token records to the SDK's currency model. */
import { NativeCurrency, Token } from '@fuelswap/sdk';
import type { TokenInfo } from '@fuelswap/config';
import { runtime } from './runtime.ts';

const cache = new Map<string, Token>();

export function toToken(info: TokenInfo): Token {
  const key = `${info.chainId}:${info.address.toLowerCase()}`;
  let t = cache.get(key);
  if (!t) {
    t = new Token(info.chainId, info.address, info.decimals, info.symbol, info.name, {
      ...(info.logoURI ? { logoURI: info.logoURI } : {}),
      ...(info.tags ? { tags: info.tags } : {}),
    });
    cache.set(key, t);
  }
  return t;
}

let native: NativeCurrency | undefined;

/** BNB on the target chain, wrapping to its WBNB. */
export function nativeCurrency(): NativeCurrency {
  native ??= new NativeCurrency(toToken(runtime().exchange.wrappedNative));
  return native;
}
