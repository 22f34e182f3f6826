/**
 * Which lists the app knows before the user adds any (spec 3, 7): the chain's
 * default list URLs from the runtime config (active by default) and the
 * bundled, empty unsupported-token list.
 */
import type { TokenList } from '@fuelswap/sdk';

/** Spec 7 / 9: lists refresh every 600000 ms (10 minutes). */
export const LIST_REFRESH_INTERVAL_MS = 600_000;

/** A single list download gives up after this long (then the next gateway, or the error). */
export const LIST_FETCH_TIMEOUT_MS = 30_000;

/**
 * The bundled unsupported-token list (it is empty). Tokens on it are
 * shown as "Unsupported Asset" by the trading screens.
 */
export const UNSUPPORTED_TOKEN_LIST: TokenList = Object.freeze({
  name: 'FuelSwap Unsupported',
  timestamp: '2021-01-01T00:00:00.000Z',
  version: Object.freeze({ major: 1, minor: 0, patch: 0 }),
  tokens: Object.freeze([]) as TokenList['tokens'],
});

/**
 * A default list given as a same-origin path (the devnet's
 * '/devnet/tokenlist.json') is fetched from the page's own origin. Only
 * config-supplied defaults can be paths: a user-typed location must pass
 * parseListLocation.
 */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function resolveListUrl(url: string, origin: string | undefined = globalThis.location?.origin): string {
  if (!isSameOriginPath(url) || !origin) return url;
  return new URL(url, origin).href;
}
