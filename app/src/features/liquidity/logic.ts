/**
 * Pure page logic of the liquidity screens: the route rules
 * (choosing a currency rewrites /add/{A}/{B}), the receive-BNB/WBNB switch of
 * the remove screen, the pair price relabelled with the chosen currencies,
 * and the translation of the SDK's error keys.
 */
import type { TFunction } from 'i18next';
import { Price, type Currency, type I18nText } from '@fuelswap/sdk';

export type AddRouteBase = 'add' | 'create';

/** /create/... screens keep their prefix when the route is rewritten; everything else is /add. */
export function addRouteBase(pathname: string): AddRouteBase {
  return /^\/create(\/|$)/.test(pathname) ? 'create' : 'add';
}

/** Currency ids compare case-insensitively ('BNB' / 'bnb', checksummed or not). */
export function sameCurrencyId(a: string | undefined, b: string | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}

function path(base: AddRouteBase, a: string, b?: string): string {
  return b ? `/${base}/${a}/${b}` : `/${base}/${a}`;
}

/** Choosing `newIdA` in slot A: equal to B swaps the two slots. */
export function pathAfterSelectA(base: AddRouteBase, newIdA: string, idA: string | undefined, idB: string | undefined): string {
  if (idB && sameCurrencyId(newIdA, idB)) return idA ? path(base, idB, idA) : path(base, idB);
  return path(base, newIdA, idB);
}

/** Choosing `newIdB` in slot B: equal to A swaps the two slots; with A empty, BNB becomes A. */
export function pathAfterSelectB(base: AddRouteBase, newIdB: string, idA: string | undefined, idB: string | undefined): string {
  if (sameCurrencyId(idA, newIdB)) return idB ? path(base, idB, newIdB) : path(base, newIdB);
  return path(base, idA || 'BNB', newIdB);
}

/**
 * The remove route with BNB received as BNB (`native` true) or as WBNB: the
 * slot holding BNB or the wrapped token's address switches; other pairs are
 * unchanged (undefined).
 */
export function removePathReceiving(idA: string, idB: string, wrappedAddress: string, native: boolean): string | undefined {
  const isNative = (id: string) => id.toUpperCase() === 'BNB';
  const isWrapped = (id: string) => sameCurrencyId(id, wrappedAddress);
  const from = native ? isWrapped : isNative;
  const to = native ? 'BNB' : wrappedAddress;
  if (from(idA)) return `/remove/${to}/${idB}`;
  if (from(idB)) return `/remove/${idA}/${to}`;
  return undefined;
}

/**
 * The remove screen's receive switch for a pair with BNB: 'wrapped' offers "Receive WBNB" (BNB is
 * chosen), 'native' offers "Receive BNB" (WBNB is chosen); undefined for other pairs.
 */
export function receiveSwitchOf(
  a: Currency | undefined,
  b: Currency | undefined,
  wrappedAddress: string,
): 'wrapped' | 'native' | undefined {
  const isNative = (c: Currency | undefined) => !!c?.isNative;
  const isWrapped = (c: Currency | undefined) => !!c?.isToken && c.key === wrappedAddress.toLowerCase();
  return isNative(a) || isNative(b) ? 'wrapped' : isWrapped(a) || isWrapped(b) ? 'native' : undefined;
}

/** The pair's price of `base`, re-labelled with the chosen currencies (BNB rather than WBNB); undefined without a quote. */
export function pairPrice(p: Price, base: Currency, quote: Currency | undefined): Price | undefined {
  if (!quote) return undefined;
  return new Price(base, quote, p.denominator, p.numerator);
}

/** The quick percent buttons of the remove screen. */
export const PERCENT_PRESETS = [25, 50, 75, 100] as const;

/** The text of an SDK error (add/remove ladders). Keys are listed literally so the key check sees them. */
export function liquidityErrorText(t: TFunction, error: I18nText): string {
  switch (error.key) {
    case 'Connect Wallet':
      return t('Connect Wallet');
    case 'Invalid pair':
      return t('Invalid pair');
    case 'Enter an amount':
      return t('Enter an amount');
    case 'Insufficient {{symbol}} balance':
      return t('Insufficient {{symbol}} balance', error.params ?? {});
    default:
      return error.key;
  }
}
