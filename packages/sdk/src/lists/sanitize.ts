/**
 * What the app may take from a validated list for display (spec 5 "Token
 * lists"): logo URIs only through sanitizeLogoURI, and a chain's tokens with
 * their logos sanitized. Used while rendering, so kept apart from validate.ts
 * and its schema validator, which load on demand.
 */
import { IPFS_GATEWAYS } from './location.ts';
import type { TokenInfo, TokenList } from './types.ts';

const IPFS_PATH = /^[A-Za-z0-9]+(?:\/[A-Za-z0-9._~\-/%]*)?$/;

/**
 * Makes a list-supplied logo URI safe to put in an <img src>: https URLs
 * (without credentials) are kept, ipfs://CID[/path] becomes an https gateway
 * URL, and everything else (javascript:, data:, http:, relative, malformed)
 * gives undefined so the UI falls back to its default logo.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function sanitizeLogoURI(uri: unknown, gateway: string = IPFS_GATEWAYS[0] ?? 'https://ipfs.io'): string | undefined {
  if (typeof uri !== 'string' || uri.length === 0 || uri.length > 2048) return undefined;
  // Control characters and whitespace are never part of a URL we want to load.
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase();
  if (scheme === 'ipfs') {
    const rest = uri.slice(5).replace(/^\/\//, '');
    return IPFS_PATH.test(rest) ? `${gateway.replace(/\/+$/, '')}/ipfs/${rest}` : undefined;
  }
  if (scheme !== 'https' && scheme !== 'http') return undefined;
  try {
    const url = new URL(uri);
    if (url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
    // Plain http only for a list served from this machine (the devnet's own logos).
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return undefined;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * The tokens of a list for one chain with their logo URIs sanitized (unsafe
 * ones dropped), in list order.
 */
export function listTokensForChain(list: TokenList, chainId: number): TokenInfo[] {
  const out: TokenInfo[] = [];
  for (const t of list.tokens) {
    if (t.chainId !== chainId) continue;
    const { logoURI, ...rest } = t;
    const safe = sanitizeLogoURI(logoURI);
    out.push(safe === undefined ? rest : { ...rest, logoURI: safe });
  }
  return out;
}
