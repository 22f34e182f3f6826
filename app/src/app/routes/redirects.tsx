import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { addLiquidityRedirect, removeLiquidityRedirect, sendRedirect, swapOutputRedirect } from './rules.ts';

/*
 * Redirects are components (<Navigate replace>), not loaders, because loaders
 * never see the URL's hash and /send and /swap/{x} must keep it.
 */

/** /swap/{outputCurrency} -> /swap?outputCurrency=X, other query params and the hash kept. */
export function SwapOutputRedirect() {
  const { outputCurrency = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={swapOutputRedirect(outputCurrency, search, hash)} />;
}

/** /send -> /swap with the same query and hash. */
export function SendRedirect() {
  const { search, hash } = useLocation();
  return <Navigate replace to={sendRedirect(search, hash)} />;
}

/** /remove/{tokens}: "a-b" -> /remove/a/b, anything else -> /pool. */
export function RemoveTokensRedirect() {
  const { tokens = '' } = useParams();
  return <Navigate replace to={removeLiquidityRedirect(tokens)} />;
}

/** A plain redirect to a fixed path. */
export function redirectTo(to: string): ComponentType {
  const Redirect = () => <Navigate replace to={to} />;
  Redirect.displayName = `RedirectTo(${to})`;
  return Redirect;
}

export interface AddLiquidityParams {
  currencyIdA?: string;
  currencyIdB?: string;
}

/** Wraps the add-liquidity screen: applies the combined-id and identical-id redirects, else renders it with the route params. */
export function withAddRedirects(Page: ComponentType<AddLiquidityParams>): ComponentType {
  return function AddLiquidityRoute() {
    const { currencyIdA, currencyIdB } = useParams();
    const to = addLiquidityRedirect(currencyIdA, currencyIdB);
    if (to) return <Navigate replace to={to} />;
    return <Page currencyIdA={currencyIdA} currencyIdB={currencyIdB} />;
  };
}
