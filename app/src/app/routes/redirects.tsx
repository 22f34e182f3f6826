import type { ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { useUrlHash, useUrlSearch } from '../../lib/location.ts';
import { addLiquidityRedirect, removeLiquidityRedirect, sendRedirect, swapOutputRedirect } from './rules.ts';

/*
 * Redirects are components: wouter's <Redirect replace> navigates when it mounts (keyed by its
 * target here, so that a new target navigates again). /send and /swap/{x} keep the URL's query
 * and #hash as typed (lib/location.ts: wouter tracks neither the hash nor the raw query).
 */

function ReplaceWith({ to }: { to: string }) {
  return <Redirect key={to} replace to={to} />;
}

/** /swap/{outputCurrency} -> /swap?outputCurrency=X, other query params and the hash kept. */
export function SwapOutputRedirect() {
  const { outputCurrency = '' } = useParams();
  const search = useUrlSearch();
  const hash = useUrlHash();
  return <ReplaceWith to={swapOutputRedirect(outputCurrency, search, hash)} />;
}

/** /send -> /swap with the same query and hash. */
export function SendRedirect() {
  const search = useUrlSearch();
  const hash = useUrlHash();
  return <ReplaceWith to={sendRedirect(search, hash)} />;
}

/** /remove/{tokens}: "a-b" -> /remove/a/b, anything else -> /pool. */
export function RemoveTokensRedirect() {
  const { tokens = '' } = useParams();
  return <ReplaceWith to={removeLiquidityRedirect(tokens)} />;
}

/** A plain redirect to a fixed path. */
export function redirectTo(to: string): ComponentType {
  const RedirectTo = () => <ReplaceWith to={to} />;
  RedirectTo.displayName = `RedirectTo(${to})`;
  return RedirectTo;
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
    if (to) return <ReplaceWith to={to} />;
    return <Page currencyIdA={currencyIdA} currencyIdB={currencyIdB} />;
  };
}
