/**
 * The currency model: ERC-20 style tokens and the chain's native coin (BNB),
 * which trades through its wrapped token (WBNB) on every pair.
 */

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** The fields of a token as they appear in token lists and the chain config. */
export interface TokenInit {
  chainId: number;
  address: string;
  decimals: number;
  symbol: string;
  name: string;
  logoURI?: string;
  tags?: readonly string[];
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Invalid decimals ${decimals}`);
  }
}

export class Token {
  readonly isToken = true as const;
  readonly isNative = false as const;
  readonly chainId: number;
  /** As given (normally EIP-55 checksummed). Compare tokens with equals(), never by this string. */
  readonly address: string;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  readonly logoURI: string | undefined;
  readonly tags: readonly string[];
  /** Lower-case address: the identity of the token on its chain. */
  readonly key: string;

  constructor(
    chainId: number,
    address: string,
    decimals: number,
    symbol: string,
    name: string,
    extra?: { logoURI?: string; tags?: readonly string[] },
  ) {
    if (!ADDRESS_PATTERN.test(address)) throw new Error(`Invalid token address ${address}`);
    checkDecimals(decimals);
    this.chainId = chainId;
    this.address = address;
    this.decimals = decimals;
    this.symbol = symbol;
    this.name = name;
    this.logoURI = extra?.logoURI;
    this.tags = extra?.tags ?? [];
    this.key = address.toLowerCase();
  }

  static fromInfo(info: TokenInit): Token {
    return new Token(info.chainId, info.address, info.decimals, info.symbol, info.name, {
      ...(info.logoURI !== undefined ? { logoURI: info.logoURI } : {}),
      ...(info.tags !== undefined ? { tags: info.tags } : {}),
    });
  }

  /** Same chain and same address (case-insensitive). */
  equals(other: Currency | undefined | null): boolean {
    return !!other && other.isToken && other.chainId === this.chainId && other.key === this.key;
  }

  /** Pair token order: by lower-case address. Throws for different chains or the same token. */
  sortsBefore(other: Token): boolean {
    if (this.chainId !== other.chainId) throw new Error('Tokens are on different chains');
    if (this.key === other.key) throw new Error('Cannot sort a token against itself');
    return this.key < other.key;
  }

  get wrapped(): Token {
    return this;
  }
}

/** The native coin of a chain (BNB, 18 decimals), traded through its wrapped token. */
export class NativeCurrency {
  readonly isToken = false as const;
  readonly isNative = true as const;
  readonly chainId: number;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  readonly wrapped: Token;

  constructor(wrapped: Token, symbol = 'BNB', name = 'BNB', decimals = 18) {
    checkDecimals(decimals);
    this.chainId = wrapped.chainId;
    this.decimals = decimals;
    this.symbol = symbol;
    this.name = name;
    this.wrapped = wrapped;
  }

  equals(other: Currency | undefined | null): boolean {
    return !!other && other.isNative && other.chainId === this.chainId;
  }
}

export type Currency = Token | NativeCurrency;

/** Wrapped BNB on the public chains. The devnet's comes from its deployment file. */
export const WBNB: Readonly<Record<56 | 97, Token>> = {
  56: new Token(56, '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 18, 'WBNB', 'Wrapped BNB'),
  97: new Token(97, '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd', 18, 'WBNB', 'Wrapped BNB'),
};

/** BNB for a chain, given that chain's wrapped-BNB token. */
export function nativeOnChain(wrapped: Token): NativeCurrency {
  return new NativeCurrency(wrapped);
}

/** Null-safe equality of two currencies (both absent counts as equal). */
export function currencyEquals(a: Currency | undefined | null, b: Currency | undefined | null): boolean {
  if (!a || !b) return !a && !b;
  return a.equals(b);
}

/**
 * The id used in URLs and swap state: 'BNB' for the native coin, the address otherwise
 * (spec 2.4, 2.6).
 */
export function currencyId(currency: Currency): string {
  return currency.isNative ? 'BNB' : currency.address;
}

export function isValidAddressFormat(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** Spec 5/8: a currency must be the native coin or a token, else 'invalid currency'. */
export function assertCurrency(value: unknown): asserts value is Currency {
  if (!(value instanceof Token) && !(value instanceof NativeCurrency)) throw new Error('invalid currency');
}
