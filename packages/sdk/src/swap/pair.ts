import { sqrt } from '../math/decimal.ts';
import { Fraction } from '../math/fraction.ts';
import { CurrencyAmount } from './amount.ts';
import { Token } from './currency.ts';
import { InsufficientInputAmountError, InsufficientReservesError } from './errors.ts';
import { MINIMUM_LIQUIDITY, getAmountIn, getAmountOut } from './pair-math.ts';
import { Price } from './price.ts';

/** LP token metadata used when none is given (the pair contract's ERC-20 name and symbol). */
export const DEFAULT_LP_SYMBOL = 'FUEL-LP';
export const DEFAULT_LP_NAME = 'FuelSwap LPs';

/**
 * Share of swap-fee growth minted to the protocol (feeTo) when the fee switch is on:
 * 0.08% of the 0.25% fee (0.03% treasury + 0.05% buyback) = 8/25.
 */
export const PROTOCOL_FEE_SHARE = new Fraction(8n, 25n);

export interface PairOptions {
  lpSymbol?: string;
  lpName?: string;
}

/**
 * A liquidity pool of two tokens at given reserves. Immutable: swapping returns
 * the pair's next state. Tokens are kept in contract order (token0 < token1 by address).
 */
export class Pair {
  readonly token0: Token;
  readonly token1: Token;
  readonly reserve0: CurrencyAmount<Token>;
  readonly reserve1: CurrencyAmount<Token>;
  /** The pair contract, which is also its LP token. */
  readonly address: string;
  readonly liquidityToken: Token;

  /**
   * @param address the pair contract address (see computePairAddress)
   */
  constructor(amountA: CurrencyAmount<Token>, amountB: CurrencyAmount<Token>, address: string, options?: PairOptions) {
    const [a0, a1] = amountA.currency.sortsBefore(amountB.currency) ? [amountA, amountB] : [amountB, amountA];
    if (a0.raw < 0n || a1.raw < 0n) throw new RangeError('Negative reserve');
    this.token0 = a0.currency;
    this.token1 = a1.currency;
    this.reserve0 = a0;
    this.reserve1 = a1;
    this.address = address;
    this.liquidityToken = new Token(
      a0.currency.chainId,
      address,
      18,
      options?.lpSymbol ?? DEFAULT_LP_SYMBOL,
      options?.lpName ?? DEFAULT_LP_NAME,
    );
  }

  get chainId(): number {
    return this.token0.chainId;
  }

  involvesToken(token: Token): boolean {
    return token.equals(this.token0) || token.equals(this.token1);
  }

  private assertInvolves(token: Token): void {
    if (!this.involvesToken(token)) throw new Error(`${token.symbol} is not in this pair`);
  }

  reserveOf(token: Token): CurrencyAmount<Token> {
    this.assertInvolves(token);
    return token.equals(this.token0) ? this.reserve0 : this.reserve1;
  }

  otherToken(token: Token): Token {
    this.assertInvolves(token);
    return token.equals(this.token0) ? this.token1 : this.token0;
  }

  /** Price of token0 in token1 (reserve1 / reserve0). Throws when reserve0 is 0. */
  get token0Price(): Price<Token, Token> {
    return new Price(this.token0, this.token1, this.reserve0.raw, this.reserve1.raw);
  }

  /** Price of token1 in token0 (reserve0 / reserve1). Throws when reserve1 is 0. */
  get token1Price(): Price<Token, Token> {
    return new Price(this.token1, this.token0, this.reserve1.raw, this.reserve0.raw);
  }

  priceOf(token: Token): Price<Token, Token> {
    this.assertInvolves(token);
    return token.equals(this.token0) ? this.token0Price : this.token1Price;
  }

  private withReserves(a: CurrencyAmount<Token>, b: CurrencyAmount<Token>): Pair {
    return new Pair(a, b, this.address, { lpSymbol: this.liquidityToken.symbol, lpName: this.liquidityToken.name });
  }

  /**
   * The output for an exact input, with the 0.25% fee, and the pair after the swap.
   * @throws InsufficientReservesError when either reserve is empty
   * @throws InsufficientInputAmountError when the output rounds to zero
   */
  getOutputAmount(inputAmount: CurrencyAmount<Token>): [CurrencyAmount<Token>, Pair] {
    const inToken = inputAmount.currency;
    const reserveIn = this.reserveOf(inToken);
    const reserveOut = this.reserveOf(this.otherToken(inToken));
    if (reserveIn.raw === 0n || reserveOut.raw === 0n) throw new InsufficientReservesError();
    const out = getAmountOut(inputAmount.raw, reserveIn.raw, reserveOut.raw);
    if (out === 0n) throw new InsufficientInputAmountError();
    const outputAmount = CurrencyAmount.fromRaw(reserveOut.currency, out);
    return [outputAmount, this.withReserves(reserveIn.add(inputAmount), reserveOut.subtract(outputAmount))];
  }

  /**
   * The input needed for an exact output, and the pair after the swap.
   * @throws InsufficientReservesError when either reserve is empty or the output is not below the reserve
   */
  getInputAmount(outputAmount: CurrencyAmount<Token>): [CurrencyAmount<Token>, Pair] {
    const outToken = outputAmount.currency;
    const reserveOut = this.reserveOf(outToken);
    const reserveIn = this.reserveOf(this.otherToken(outToken));
    if (reserveIn.raw === 0n || reserveOut.raw === 0n || outputAmount.raw >= reserveOut.raw) throw new InsufficientReservesError();
    const inputAmount = CurrencyAmount.fromRaw(reserveIn.currency, getAmountIn(outputAmount.raw, reserveIn.raw, reserveOut.raw));
    return [inputAmount, this.withReserves(reserveIn.add(inputAmount), reserveOut.subtract(outputAmount))];
  }

  /**
   * LP tokens minted for a deposit: sqrt(a·b) − 1000 on the first deposit,
   * else the smaller of the two proportional shares.
   * @throws InsufficientInputAmountError when nothing would be minted
   */
  getLiquidityMinted(
    totalSupply: CurrencyAmount<Token>,
    amountA: CurrencyAmount<Token>,
    amountB: CurrencyAmount<Token>,
  ): CurrencyAmount<Token> {
    if (!totalSupply.currency.equals(this.liquidityToken)) throw new Error("Total supply is not of this pair's LP token");
    const [a0, a1] = amountA.currency.sortsBefore(amountB.currency) ? [amountA, amountB] : [amountB, amountA];
    if (!a0.currency.equals(this.token0) || !a1.currency.equals(this.token1)) throw new Error("Amounts are not of this pair's tokens");
    let liquidity: bigint;
    if (totalSupply.raw === 0n) {
      liquidity = sqrt(a0.raw * a1.raw) - MINIMUM_LIQUIDITY;
    } else {
      if (this.reserve0.raw === 0n || this.reserve1.raw === 0n) throw new InsufficientReservesError();
      const l0 = (a0.raw * totalSupply.raw) / this.reserve0.raw;
      const l1 = (a1.raw * totalSupply.raw) / this.reserve1.raw;
      liquidity = l0 < l1 ? l0 : l1;
    }
    if (liquidity <= 0n) throw new InsufficientInputAmountError();
    return CurrencyAmount.fromRaw(this.liquidityToken, liquidity);
  }

  /**
   * The amount of `token` returned for burning `liquidity` LP tokens.
   * With `kLast` (fee switch on), the protocol's pending fee liquidity is added
   * to the supply first, as the contract mints it before a burn.
   */
  getLiquidityValue(
    token: Token,
    totalSupply: CurrencyAmount<Token>,
    liquidity: CurrencyAmount<Token>,
    feeOn?: { kLast: bigint; protocolShare?: Fraction },
  ): CurrencyAmount<Token> {
    this.assertInvolves(token);
    if (!totalSupply.currency.equals(this.liquidityToken) || !liquidity.currency.equals(this.liquidityToken)) {
      throw new Error("Amounts are not of this pair's LP token");
    }
    if (liquidity.raw > totalSupply.raw) throw new RangeError('Liquidity exceeds total supply');
    if (totalSupply.raw === 0n) return CurrencyAmount.zero(token);
    let supply = totalSupply.raw;
    if (feeOn && feeOn.kLast !== 0n) {
      const share = feeOn.protocolShare ?? PROTOCOL_FEE_SHARE;
      const rootK = sqrt(this.reserve0.raw * this.reserve1.raw);
      const rootKLast = sqrt(feeOn.kLast);
      if (rootK > rootKLast) {
        // fee liquidity = S·(√k − √kLast)·φ / (√k·(1 − φ) + √kLast·φ), φ = protocol share
        const numerator = supply * (rootK - rootKLast) * share.numerator;
        const denominator = rootK * (share.denominator - share.numerator) + rootKLast * share.numerator;
        supply += numerator / denominator;
      }
    }
    return CurrencyAmount.fromRaw(token, (liquidity.raw * this.reserveOf(token).raw) / supply);
  }
}
