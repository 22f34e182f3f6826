/**
 * Reference math in bigint, written independently of the Solidity, that the tests compare the chain against.
 */

export const FEE_BPS = 25n; // 0.25% per hop
export const PROTOCOL_FEE_BPS = 8n; // 0.08% of it goes to feeTo
export const MINIMUM_LIQUIDITY = 1000n;

export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new Error('sqrt of negative');
  if (value < 2n) return value;
  // Newton's method from a power-of-two guess above the root
  let x = 1n << (BigInt(value.toString(2).length + 1) / 2n);
  for (;;) {
    const y = (x + value / x) / 2n;
    if (y >= x) return x;
    x = y;
  }
}

export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) throw new Error('INSUFFICIENT_INPUT_AMOUNT');
  if (reserveIn <= 0n || reserveOut <= 0n) throw new Error('INSUFFICIENT_LIQUIDITY');
  const amountInWithFee = amountIn * (10000n - FEE_BPS);
  return (amountInWithFee * reserveOut) / (reserveIn * 10000n + amountInWithFee);
}

export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) throw new Error('INSUFFICIENT_OUTPUT_AMOUNT');
  if (reserveIn <= 0n || reserveOut <= amountOut) throw new Error('INSUFFICIENT_LIQUIDITY');
  return (reserveIn * amountOut * 10000n) / ((reserveOut - amountOut) * (10000n - FEE_BPS)) + 1n;
}

export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  if (amountA <= 0n) throw new Error('INSUFFICIENT_AMOUNT');
  if (reserveA <= 0n || reserveB <= 0n) throw new Error('INSUFFICIENT_LIQUIDITY');
  return (amountA * reserveB) / reserveA;
}

/** Chained amounts over hops given each hop's (reserveIn, reserveOut). */
export function amountsOut(amountIn: bigint, hops: ReadonlyArray<readonly [bigint, bigint]>): bigint[] {
  const out = [amountIn];
  for (const [rIn, rOut] of hops) out.push(getAmountOut(out[out.length - 1]!, rIn, rOut));
  return out;
}

export function amountsIn(amountOut: bigint, hops: ReadonlyArray<readonly [bigint, bigint]>): bigint[] {
  const out = [amountOut];
  for (let i = hops.length - 1; i >= 0; i--) {
    const [rIn, rOut] = hops[i]!;
    out.unshift(getAmountIn(out[0]!, rIn, rOut));
  }
  return out;
}

/**
 * LP tokens minted to feeTo at a mint/burn: feeTo's share of the pool must become 8/25 of the growth of
 * sqrt(k) since kLast. Solving m / (s + m) = (8/25)(rootK - rootKLast)/rootK gives
 * m = s (rootK - rootKLast) * 8 / (17 rootK + 8 rootKLast).
 */
export function protocolFeeLiquidity(totalSupply: bigint, reserve0: bigint, reserve1: bigint, kLast: bigint): bigint {
  if (kLast === 0n) return 0n;
  const rootK = sqrt(reserve0 * reserve1);
  const rootKLast = sqrt(kLast);
  if (rootK <= rootKLast) return 0n;
  const numerator = totalSupply * (rootK - rootKLast) * PROTOCOL_FEE_BPS;
  const denominator = rootK * (FEE_BPS - PROTOCOL_FEE_BPS) + rootKLast * PROTOCOL_FEE_BPS;
  return numerator / denominator;
}

/** LP tokens for adding (amount0, amount1) to a pool with the given reserves and supply. */
export function liquidityMinted(totalSupply: bigint, reserve0: bigint, reserve1: bigint, amount0: bigint, amount1: bigint): bigint {
  if (totalSupply === 0n) return sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
  const a = (amount0 * totalSupply) / reserve0;
  const b = (amount1 * totalSupply) / reserve1;
  return a < b ? a : b;
}

/**
 * Model of TaxedToken's reflection accounting (see the contract's NatSpec): reflection units per account,
 * rate = rTotal / tTotal, balance = rOwned / rate.
 */
export class TaxedTokenModel {
  readonly rOwned = new Map<string, bigint>();
  readonly excluded = new Set<string>();

  constructor(
    readonly tTotal: bigint,
    public rTotal: bigint,
    public liquidityWallet: string,
  ) {}

  rate(): bigint {
    return this.rTotal / this.tTotal;
  }

  reflectionOf(a: string): bigint {
    return this.rOwned.get(a.toLowerCase()) ?? 0n;
  }

  balanceOf(a: string): bigint {
    return this.reflectionOf(a) / this.rate();
  }

  setReflection(a: string, r: bigint): void {
    this.rOwned.set(a.toLowerCase(), r);
  }

  /** Applies a transfer; returns the fee split in tokens. */
  transfer(from: string, to: string, amount: bigint): { credited: bigint; reflected: bigint; toLiquidity: bigint } {
    const rate = this.rate();
    const rAmount = amount * rate;
    if (rAmount > this.reflectionOf(from)) throw new Error('TRANSFER_EXCEEDS_BALANCE');
    this.setReflection(from, this.reflectionOf(from) - rAmount);
    if (this.excluded.has(from.toLowerCase()) || this.excluded.has(to.toLowerCase())) {
      this.setReflection(to, this.reflectionOf(to) + rAmount);
      return { credited: amount, reflected: 0n, toLiquidity: 0n };
    }
    const fee = (amount * 10n) / 100n;
    const reflected = fee / 2n;
    const toLiquidity = fee - reflected;
    const credited = amount - fee;
    this.setReflection(to, this.reflectionOf(to) + credited * rate);
    this.setReflection(this.liquidityWallet, this.reflectionOf(this.liquidityWallet) + toLiquidity * rate);
    this.rTotal -= reflected * rate;
    return { credited, reflected, toLiquidity };
  }
}
