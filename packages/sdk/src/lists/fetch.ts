/**
 * Downloading a token list (spec 7 "GET of token-list JSON files"): resolve
 * the location to http(s) URLs, try them in order, read at most the byte
 * limit, then parse and validate. Network access is injected (fetch and the
 * ENS content-hash lookup) so this stays testable without a network.
 *
 * Errors (spec 8): 'Failed to download list {url}' when every URL failed;
 * 'Failed to resolve ENS name: ...' and 'Failed to translate contenthash to
 * URI: ...' for ENS; validation errors from parseTokenListText as they are
 * (a list that downloads but is invalid is not retried on other gateways).
 */
import { contenthashToUri } from './contenthash.ts';
import { parseEnsAddress, parseListLocation, uriToHttp } from './location.ts';
import type { TokenList } from './types.ts';
import { TOKEN_LIST_MAX_BYTES, type TokenListLimits } from './limits.ts';
import { parseTokenListText } from './validate.ts';

export type FetchLike = (url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }) => Promise<Response>;

export interface FetchTokenListOptions {
  readonly fetch: FetchLike;
  /** Returns the ENS name's contenthash as hex (resolver lookup on the ENS chain). */
  readonly resolveEnsContenthash?: (ensName: string) => Promise<string>;
  readonly limits?: TokenListLimits;
  readonly gateways?: readonly string[];
  readonly signal?: AbortSignal;
}

class TooLargeError extends Error {}

/** Reads a response body as UTF-8 text, giving up once it exceeds maxBytes. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new TooLargeError(`Token list is too large (${declared} bytes; the limit is ${maxBytes}).`);
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError(`Token list is too large (more than ${maxBytes} bytes).`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The http(s) URLs to try for a list URL or ENS name. */
export async function listUrlsToTry(
  listUrl: string,
  options: Pick<FetchTokenListOptions, 'resolveEnsContenthash' | 'gateways'>,
): Promise<string[]> {
  const location = parseListLocation(listUrl);
  if (location?.kind !== 'ens') return uriToHttp(listUrl, options.gateways);
  const ens = parseEnsAddress(location.value);
  if (!ens || !options.resolveEnsContenthash) throw new Error(`Failed to resolve ENS name: ${location.value}`);
  let contenthash: string;
  try {
    contenthash = await options.resolveEnsContenthash(ens.ensName);
  } catch (err) {
    throw new Error(`Failed to resolve ENS name: ${ens.ensName}`, { cause: err });
  }
  let uri: string;
  try {
    uri = contenthashToUri(contenthash);
  } catch (err) {
    throw new Error(`Failed to translate contenthash to URI: ${contenthash}`, { cause: err });
  }
  return uriToHttp(`${uri}${ens.ensPath ?? ''}`, options.gateways);
}

export async function fetchTokenList(listUrl: string, options: FetchTokenListOptions): Promise<TokenList> {
  const urls = await listUrlsToTry(listUrl, options);
  const maxBytes = options.limits?.maxBytes ?? TOKEN_LIST_MAX_BYTES;
  for (const url of urls) {
    options.signal?.throwIfAborted();
    let text: string;
    try {
      const response = await options.fetch(url, {
        ...(options.signal ? { signal: options.signal } : {}),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) continue;
      text = await readLimited(response, maxBytes);
    } catch (err) {
      if (err instanceof TooLargeError) throw new Error(err.message);
      options.signal?.throwIfAborted();
      continue; // network error: try the next gateway
    }
    return parseTokenListText(text, options.limits);
  }
  throw new Error(`Failed to download list ${listUrl}`);
}
