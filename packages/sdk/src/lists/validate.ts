/**
 * Token-list validation (spec 5 "Token lists", spec 8 'Duplicate tokens.').
 * Lists are untrusted input: the raw text is size-checked before JSON.parse,
 * the token count is checked before schema validation, the schema validator
 * stops at the first error (no allErrors on hostile input), and logo URIs are
 * only used through sanitizeLogoURI (sanitize.ts). Names and symbols are data:
 * callers must render them as text, never as HTML or URLs.
 *
 * This module is the only one that imports the precompiled schema validator,
 * and nothing the app renders with imports it: the app loads it on demand,
 * in its own chunk, when a list has to be validated.
 * Limits and messages are in limits.ts; logo and token helpers in sanitize.ts.
 */
import type { ErrorObject } from 'ajv';
// The @uniswap/token-lists schema precompiled by ajv (scripts/build-list-validator.ts, run on install):
// no schema compiler in the bundle and no code evaluated at run time.
import tokenListValidator from './generated/token-list-validator.js';
import {
  DUPLICATE_TOKENS_MESSAGE,
  TOKEN_LIST_MAX_BYTES,
  TOKEN_LIST_MAX_TOKENS,
  TOKEN_LIST_VALIDATION_PREFIX,
  type TokenListLimits,
} from './limits.ts';
import type { TokenInfo, TokenList } from './types.ts';

function describeError(e: ErrorObject): string {
  const where = e.instancePath === '' ? 'list' : e.instancePath;
  return `${where} ${e.message ?? e.keyword}`;
}

/** At most three distinct "path message" entries, cut to a readable length. */
function summarizeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  const parts = [...new Set((errors ?? []).map(describeError))].slice(0, 3);
  const text = parts.length > 0 ? parts.join('; ') : 'unknown error';
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function tokenKey(t: Pick<TokenInfo, 'chainId' | 'address'>): string {
  return `${t.chainId}:${t.address.toLowerCase()}`;
}

/**
 * Validates parsed JSON as a token list and returns it typed. Throws:
 * - "Token list has too many tokens (N; the limit is M)." before schema work;
 * - "Token list failed validation: <path> <message>[; ...]";
 * - "Duplicate tokens." when two entries share chainId and address (any case).
 */
export function validateTokenList(json: unknown, limits: TokenListLimits = {}): TokenList {
  const maxTokens = limits.maxTokens ?? TOKEN_LIST_MAX_TOKENS;
  if (typeof json === 'object' && json !== null && 'tokens' in json) {
    const tokens: unknown = json.tokens;
    if (Array.isArray(tokens) && tokens.length > maxTokens) {
      throw new Error(`Token list has too many tokens (${tokens.length}; the limit is ${maxTokens}).`);
    }
  }
  if (!tokenListValidator(json)) {
    throw new Error(TOKEN_LIST_VALIDATION_PREFIX + summarizeErrors(tokenListValidator.errors));
  }
  const list = json as TokenList;
  const seen = new Set<string>();
  for (const token of list.tokens) {
    const key = tokenKey(token);
    if (seen.has(key)) throw new Error(DUPLICATE_TOKENS_MESSAGE);
    seen.add(key);
  }
  return list;
}

/** UTF-8 length without encoding when the answer is obvious either way. */
function exceedsUtf8Bytes(text: string, maxBytes: number): { exceeds: boolean; bytes: number } {
  // Each UTF-16 code unit is 1 to 3 UTF-8 bytes.
  if (text.length > maxBytes) return { exceeds: true, bytes: text.length };
  if (text.length * 3 <= maxBytes) return { exceeds: false, bytes: text.length };
  const bytes = new TextEncoder().encode(text).length;
  return { exceeds: bytes > maxBytes, bytes };
}

/**
 * Parses downloaded list text: size check, JSON.parse, then validateTokenList.
 * Throws "Token list is too large (...)." or "Token list is not valid JSON."
 * besides validateTokenList's errors.
 */
export function parseTokenListText(text: string, limits: TokenListLimits = {}): TokenList {
  const maxBytes = limits.maxBytes ?? TOKEN_LIST_MAX_BYTES;
  const size = exceedsUtf8Bytes(text, maxBytes);
  if (size.exceeds) {
    throw new Error(`Token list is too large (at least ${size.bytes} bytes; the limit is ${maxBytes}).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Token list is not valid JSON.');
  }
  return validateTokenList(json, limits);
}
