/**
 * Where a token list can come from (spec 5 "List location input", spec 7
 * "GET of token-list JSON files"): https URLs, ipfs:// and ipns:// addresses,
 * or an ENS name (resolved by the caller to a content hash, then decoded with
 * contenthashToUri). Plain http is accepted only for loopback hosts so local
 * tests and the devnet can serve lists.
 */

/**
 * Gateways tried in order for ipfs/ipns. Cloudflare's gateway is listed first
 * as in the classic interface; ipfs.io is the fallback that still answers.
 */
export const IPFS_GATEWAYS: readonly string[] = ['https://cloudflare-ipfs.com', 'https://ipfs.io'];

export const INVALID_LIST_LOCATION_MESSAGE = 'Enter valid list location';
export const LIST_IMPORT_ERROR_MESSAGE = 'Error importing list';
export const UNRECOGNIZED_LIST_PROTOCOL_MESSAGE = 'Unrecognized list URL protocol.';
export const MAX_LIST_LOCATION_LENGTH = 2048;

export type ListLocationKind = 'https' | 'http' | 'ipfs' | 'ipns' | 'ens';

export interface ListLocation {
  readonly kind: ListLocationKind;
  /** The text to use as the list key / fetch address (trimmed input, ENS name lower-cased). */
  readonly value: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A content id (base58/base32 CID) optionally followed by a path. */
const IPFS_REST = /^[A-Za-z0-9]+(?:\/[A-Za-z0-9._~!$&'()*+,;=:@%\-/]*)?$/;
/** An IPNS name may be a key CID or a DNS name, optionally followed by a path. */
const IPNS_REST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?:\/[A-Za-z0-9._~!$&'()*+,;=:@%\-/]*)?$/;
/** ENS names end in .eth (only .eth is recognised), optional path. */
const ENS_NAME = /^((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+eth)(\/\S*)?$/i;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** Splits "name.eth/path" into its name and path, or undefined when it is not an ENS name. */
export function parseEnsAddress(text: string): { ensName: string; ensPath: string | undefined } | undefined {
  const m = ENS_NAME.exec(text.trim());
  if (!m || m[1] === undefined) return undefined;
  return { ensName: m[1].toLowerCase(), ensPath: m[2] };
}

/**
 * Classifies a typed list location. Returns null for anything else; the UI
 * then shows INVALID_LIST_LOCATION_MESSAGE.
 */
export function parseListLocation(text: string): ListLocation | null {
  const t = text.trim();
  if (t.length === 0 || t.length > MAX_LIST_LOCATION_LENGTH || /\s/.test(t)) return null;

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(t)?.[1]?.toLowerCase();
  if (scheme === 'ipfs' || scheme === 'ipns') {
    if (!t.slice(scheme.length + 1).startsWith('//')) return null;
    const rest = t.slice(scheme.length + 3);
    const ok = scheme === 'ipfs' ? IPFS_REST.test(rest) : IPNS_REST.test(rest);
    return ok ? { kind: scheme, value: `${scheme}://${rest}` } : null;
  }
  if (scheme === 'https' || scheme === 'http') {
    let url: URL;
    try {
      url = new URL(t);
    } catch {
      return null;
    }
    if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
    if (url.protocol === 'https:') return { kind: 'https', value: t };
    if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return { kind: 'http', value: t };
    return null;
  }
  if (scheme === undefined) {
    const ens = parseEnsAddress(t);
    if (ens) return { kind: 'ens', value: ens.ensName + (ens.ensPath ?? '') };
  }
  return null;
}

/**
 * The ordered list of http(s) URLs to try for a list URI: the URI itself for
 * https (and loopback http), one URL per gateway for ipfs:// and ipns://.
 * Throws 'Unrecognized list URL protocol.' for anything else (including ENS
 * names, which must be resolved to a content hash first).
 */
export function uriToHttp(uri: string, gateways: readonly string[] = IPFS_GATEWAYS): string[] {
  const t = uri.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(t)?.[1]?.toLowerCase();
  switch (scheme) {
    case 'https':
      return [t];
    case 'http': {
      let host = '';
      try {
        host = new URL(t).hostname;
      } catch {
        /* falls through to the error below */
      }
      if (isLoopbackHost(host)) return [t];
      break;
    }
    case 'ipfs':
    case 'ipns': {
      const rest = t.slice(scheme.length + 1).replace(/^\/+/, '');
      if (rest.length === 0) break;
      return gateways.map((g) => `${g.replace(/\/+$/, '')}/${scheme}/${rest}`);
    }
  }
  throw new Error(UNRECOGNIZED_LIST_PROTOCOL_MESSAGE);
}
