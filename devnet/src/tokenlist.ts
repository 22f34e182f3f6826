/**
 * The devnet's default token list (served at /devnet/tokenlist.json), built
 * from the deployment: the spec's 15 default-list tokens, in the
 * @uniswap/token-lists schema. The schema wants absolute logo URIs
 * (`format: uri`), so logos are resolved against the server's base URL.
 */
import type { Deployment } from '@fuelswap/config';
import { DEFAULT_LIST_SYMBOLS } from './seed-plan.ts';

export interface ListToken {
  chainId: number;
  address: string;
  decimals: number;
  symbol: string;
  name: string;
  logoURI?: string;
  tags?: string[];
}

export interface TokenList {
  name: string;
  timestamp: string;
  version: { major: number; minor: number; patch: number };
  logoURI?: string;
  keywords?: string[];
  tags?: Record<string, { name: string; description: string }>;
  tokens: ListToken[];
}

/** Descriptions of the tags the deployer uses (schema: tags are defined at list level). */
const TAG_DEFINITIONS: Record<string, { name: string; description: string }> = {
  taxed: { name: 'Taxed', description: 'Charges a fee on every transfer: use a higher slippage tolerance' },
};

export function logoPath(symbol: string): string {
  return `/devnet/logos/${encodeURIComponent(symbol)}.svg`;
}

/** Builds the list; `baseUrl` like http://127.0.0.1:5173 turns logo paths into absolute URLs. */
export function buildTokenList(d: Deployment, baseUrl: string): TokenList {
  const base = baseUrl.replace(/\/+$/, '');
  const tokens: ListToken[] = [];
  const usedTags = new Set<string>();
  for (const symbol of DEFAULT_LIST_SYMBOLS) {
    const t = d.tokens.find((x) => x.symbol === symbol);
    if (!t) continue;
    const logo = t.logoURI ?? logoPath(t.symbol);
    const tags = (t.tags ?? []).filter((x) => TAG_DEFINITIONS[x]);
    tags.forEach((x) => usedTags.add(x));
    tokens.push({
      chainId: d.chainId,
      address: t.address,
      decimals: t.decimals,
      symbol: t.symbol,
      name: t.name,
      logoURI: /^https?:\/\//.test(logo) ? logo : `${base}${logo.startsWith('/') ? '' : '/'}${logo}`,
      ...(tags.length ? { tags } : {}),
    });
  }
  const tags = Object.fromEntries([...usedTags].map((x) => [x, TAG_DEFINITIONS[x]!]));
  const parsed = Date.parse(d.deployedAt);
  return {
    name: 'FuelSwap Default',
    // The list changes only when the chain is redeployed: its timestamp is the deployment's.
    timestamp: new Date(Number.isNaN(parsed) ? 0 : parsed).toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    logoURI: `${base}${logoPath('FUEL')}`,
    keywords: ['fuelswap', 'default', 'devnet'],
    ...(usedTags.size ? { tags } : {}),
    tokens,
  };
}

/** A simple round logo: the symbol's letters on a colour derived from the symbol. */
export function logoSvg(symbol: string): string {
  let h = 0;
  for (const ch of symbol) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  const label =
    symbol
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 4)
      .toUpperCase() || '?';
  const size = label.length <= 2 ? 26 : label.length === 3 ? 20 : 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue},65%,45%)"/>` +
    `<circle cx="32" cy="32" r="27" fill="none" stroke="hsl(${hue},70%,70%)" stroke-width="2"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`
  );
}
