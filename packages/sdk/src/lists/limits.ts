/**
 * Token-list limits and error texts (spec 5 "Token lists", spec 8 'Duplicate tokens.').
 * Kept apart from validate.ts, which imports the precompiled schema validator (about
 * 10 kB gzipped with ajv-formats): code that only needs these constants, such as a page
 * comparing an error message, must not pull the validator into its first load
 * (the app loads validate.ts on demand).
 */

export const TOKEN_LIST_MAX_BYTES = 5 * 1024 * 1024;
export const TOKEN_LIST_MAX_TOKENS = 10_000;
export const TOKEN_LIST_VALIDATION_PREFIX = 'Token list failed validation: ';
export const DUPLICATE_TOKENS_MESSAGE = 'Duplicate tokens.';

export interface TokenListLimits {
  /** Maximum UTF-8 size of the raw list text. Default 5 MiB. */
  readonly maxBytes?: number;
  /** Maximum number of tokens. Default 10,000 (also the schema's maxItems). */
  readonly maxTokens?: number;
}
