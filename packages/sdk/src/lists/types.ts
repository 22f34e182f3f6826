/**
 * Token-list shapes (spec 3 "Token list", "Token"). They mirror the Token
 * Lists standard so a list that passes the JSON schema can be used as is.
 * Names are prefixed (TokenList*) to stay clear of the swap module's Token.
 */
export interface TokenListVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
}

export interface TokenInfo {
  readonly chainId: number;
  readonly address: string;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  readonly logoURI?: string;
  readonly tags?: readonly string[];
  readonly extensions?: Readonly<Record<string, unknown>>;
}

export interface TokenListTag {
  readonly name: string;
  readonly description: string;
}

export interface TokenList {
  readonly name: string;
  readonly timestamp: string;
  readonly version: TokenListVersion;
  readonly tokens: readonly TokenInfo[];
  readonly keywords?: readonly string[];
  readonly tags?: Readonly<Record<string, TokenListTag>>;
  readonly logoURI?: string;
}
