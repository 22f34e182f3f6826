import type { Currency, Token } from './currency.ts';
import type { Pair } from './pair.ts';
import { Price } from './price.ts';

/**
 * A path through one or more pairs from an input currency to an output currency.
 * `path` lists the tokens visited (wrapped: BNB appears as WBNB).
 */
export class Route<TIn extends Currency = Currency, TOut extends Currency = Currency> {
  readonly pairs: readonly Pair[];
  readonly path: readonly Token[];
  readonly input: TIn;
  readonly output: TOut;
  private cachedMidPrice: Price<TIn, TOut> | undefined;

  constructor(pairs: readonly Pair[], input: TIn, output: TOut) {
    const first = pairs[0];
    if (!first) throw new Error('A route needs at least one pair');
    const chainId = first.chainId;
    if (!pairs.every((p) => p.chainId === chainId)) throw new Error('Route pairs are on different chains');
    if (input.chainId !== chainId || output.chainId !== chainId) throw new Error('Route currencies are on another chain');
    const path: Token[] = [input.wrapped];
    let current = input.wrapped;
    for (const pair of pairs) {
      if (!pair.involvesToken(current)) throw new Error('Route pairs do not form a path');
      current = pair.otherToken(current);
      path.push(current);
    }
    if (!current.equals(output.wrapped)) throw new Error('Route does not end in the output currency');
    this.pairs = pairs;
    this.path = path;
    this.input = input;
    this.output = output;
  }

  get chainId(): number {
    return this.input.chainId;
  }

  /** The marginal price before any trade: the product of each hop's reserve ratio. */
  get midPrice(): Price<TIn, TOut> {
    if (!this.cachedMidPrice) {
      let num = 1n;
      let den = 1n;
      this.pairs.forEach((pair, i) => {
        const from = this.path[i] as Token;
        const [rin, rout] = from.equals(pair.token0) ? [pair.reserve0.raw, pair.reserve1.raw] : [pair.reserve1.raw, pair.reserve0.raw];
        num *= rout;
        den *= rin;
      });
      this.cachedMidPrice = new Price(this.input, this.output, den, num);
    }
    return this.cachedMidPrice;
  }
}
