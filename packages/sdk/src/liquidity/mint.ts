/**
 * Adding liquidity as pure functions: the mint
 * state and its reducer, the derived amounts, price, LP minted and pool
 * share, the error ladder, and the router call.
 */
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from '../swap/amount.ts';
import { parseAmount } from '../swap/amount-input.ts';
import { isValidAddressFormat, type Currency, type Token } from '../swap/currency.ts';
import type { I18nText } from '../swap/input-errors.ts';
import { Pair } from '../swap/pair.ts';
import { MINIMUM_LIQUIDITY } from '../swap/pair-math.ts';
import { Price } from '../swap/price.ts';
import { supplyWithProtocolFee, type FeeState } from './fee.ts';
import { calculateSlippageAmount } from './slippage.ts';

export type MintField = 'CURRENCY_A' | 'CURRENCY_B';

/** Spec 3 "Mint (add liquidity) state". */
export interface MintState {
  readonly independentField: MintField;
  readonly typedValue: string;
  /** The other field's text; used only while the pool is new (both amounts set the price). */
  readonly otherTypedValue: string;
}

export const initialMintState: MintState = { independentField: 'CURRENCY_A', typedValue: '', otherTypedValue: '' };

export type MintAction = { type: 'typeInput'; field: MintField; typedValue: string; noLiquidity: boolean } | { type: 'reset' };

/**
 * Typing into a field. In a new pool both texts are kept (typing in the other
 * field makes it independent and keeps the previous text as the other one);
 * in an existing pool only the typed field is kept, the other follows the price.
 */
export function mintReducer(state: MintState, action: MintAction): MintState {
  if (action.type === 'reset') return initialMintState;
  const { field, typedValue, noLiquidity } = action;
  if (noLiquidity) {
    if (field === state.independentField) return { ...state, typedValue };
    return { independentField: field, typedValue, otherTypedValue: state.typedValue };
  }
  return { independentField: field, typedValue, otherTypedValue: '' };
}

/** Spec 4 "Add-liquidity pair state"; the app's usePairs gives the same four values. */
export type LiquidityPairState = 'loading' | 'invalid' | 'not-exists' | 'exists';

export interface MintInfoArgs {
  account: string | null | undefined;
  currencyA: Currency | null | undefined;
  currencyB: Currency | null | undefined;
  pairState: LiquidityPairState;
  /** The pair with its reserves, when it exists. */
  pair: Pair | null | undefined;
  /** The pair's address (CREATE2): lets a new pool's first deposit be quoted. */
  pairAddress?: string | undefined;
  /** LP total supply (raw), when read. */
  totalSupply: bigint | undefined;
  fee?: FeeState | undefined;
  state: MintState;
  balanceA?: CurrencyAmount | undefined;
  balanceB?: CurrencyAmount | undefined;
}

export interface MintInfo {
  /** New pool: both amounts set the price. */
  noLiquidity: boolean;
  dependentField: MintField;
  parsedAmounts: { CURRENCY_A: CurrencyAmount | undefined; CURRENCY_B: CurrencyAmount | undefined };
  /** The texts the two inputs show. */
  formattedAmounts: { CURRENCY_A: string; CURRENCY_B: string };
  /** How much B one A is worth: the pool's price, or for a new pool the typed ratio. */
  price: Price | undefined;
  liquidityMinted: CurrencyAmount<Token> | undefined;
  /** Share of the pool after the deposit. */
  poolTokenPercentage: Percent | undefined;
  error: I18nText | undefined;
}

const other = (f: MintField): MintField => (f === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A');

/** An amount of `currency` with the raw value of a token amount (BNB ↔ WBNB keep the raw value). */
function inCurrency(currency: Currency, amount: CurrencyAmount<Token>): CurrencyAmount {
  return currency.isToken ? amount : CurrencyAmount.fromRaw(currency, amount.raw);
}

/**
 * In an existing pool, the other side of a deposit at the pool price
 * (reserveOther · amount / reserveThis, rounded down), in the other currency;
 * undefined when that rounds to zero.
 */
export function dependentAmount(pair: Pair, independent: CurrencyAmount, dependentCurrency: Currency): CurrencyAmount | undefined {
  const token = independent.currency.wrapped;
  if (!pair.involvesToken(token) || !pair.involvesToken(dependentCurrency.wrapped)) return undefined;
  if (pair.reserve0.isZero || pair.reserve1.isZero) return undefined;
  const quoted = pair.priceOf(token).quote(independent.wrapped);
  // Zero is no amount (spec 5), like a typed zero.
  return quoted.isZero ? undefined : inCurrency(dependentCurrency, quoted);
}

/** Spec 5 "Add liquidity error", first match wins; for the balances B overrides A. */
export function addLiquidityError(args: {
  account: string | null | undefined;
  pairState: LiquidityPairState;
  amountA: CurrencyAmount | undefined;
  amountB: CurrencyAmount | undefined;
  balanceA?: CurrencyAmount | undefined;
  balanceB?: CurrencyAmount | undefined;
}): I18nText | undefined {
  const { account, pairState, amountA, amountB, balanceA, balanceB } = args;
  if (!account) return { key: 'Connect Wallet' };
  if (pairState === 'invalid') return { key: 'Invalid pair' };
  if (!amountA || !amountB) return { key: 'Enter an amount' };
  const short = (balance: CurrencyAmount | undefined, amount: CurrencyAmount) =>
    !!balance && balance.currency.equals(amount.currency) && balance.raw < amount.raw;
  if (short(balanceB, amountB)) return { key: 'Insufficient {{symbol}} balance', params: { symbol: amountB.currency.symbol } };
  if (short(balanceA, amountA)) return { key: 'Insufficient {{symbol}} balance', params: { symbol: amountA.currency.symbol } };
  return undefined;
}

/** Everything the add-liquidity screen shows, derived from the mint state and chain reads. */
export function deriveMintInfo(args: MintInfoArgs): MintInfo {
  const { currencyA, currencyB, pairState, pair, totalSupply, fee, state } = args;
  const noLiquidity =
    pairState === 'not-exists' || totalSupply === 0n || (pairState === 'exists' && !!pair && pair.reserve0.isZero && pair.reserve1.isZero);
  const independentField = state.independentField;
  const dependentField = other(independentField);
  const currencies = { CURRENCY_A: currencyA ?? undefined, CURRENCY_B: currencyB ?? undefined };

  const independentAmount = parseAmount(state.typedValue, currencies[independentField]);
  let dependent: CurrencyAmount | undefined;
  const dependentCurrency = currencies[dependentField];
  if (noLiquidity) {
    dependent = parseAmount(state.otherTypedValue, dependentCurrency);
  } else if (independentAmount && dependentCurrency && pair && pairState === 'exists') {
    dependent = dependentAmount(pair, independentAmount, dependentCurrency);
  }
  const parsedAmounts = {
    CURRENCY_A: independentField === 'CURRENCY_A' ? independentAmount : dependent,
    CURRENCY_B: independentField === 'CURRENCY_B' ? independentAmount : dependent,
  };
  const formattedAmounts = {
    [independentField]: state.typedValue,
    [dependentField]: noLiquidity ? state.otherTypedValue : (dependent?.toSignificant(6) ?? ''),
  } as { CURRENCY_A: string; CURRENCY_B: string };

  const amountA = parsedAmounts.CURRENCY_A;
  const amountB = parsedAmounts.CURRENCY_B;

  let price: Price | undefined;
  if (noLiquidity) {
    if (amountA && amountB) price = new Price(amountA.currency, amountB.currency, amountA.raw, amountB.raw);
  } else if (pair && currencyA && currencyB && pairState === 'exists' && !pair.reserve0.isZero && !pair.reserve1.isZero) {
    const p = pair.priceOf(currencyA.wrapped);
    price = new Price(currencyA, currencyB, p.denominator, p.numerator);
  }

  let liquidityMinted: CurrencyAmount<Token> | undefined;
  let poolTokenPercentage: Percent | undefined;
  if (amountA && amountB && currencyA && currencyB && !currencyA.wrapped.equals(currencyB.wrapped)) {
    try {
      if (noLiquidity) {
        const address = pair?.address ?? args.pairAddress;
        if (address) {
          const empty = new Pair(CurrencyAmount.zero(currencyA.wrapped), CurrencyAmount.zero(currencyB.wrapped), address);
          liquidityMinted = empty.getLiquidityMinted(CurrencyAmount.zero(empty.liquidityToken), amountA.wrapped, amountB.wrapped);
          poolTokenPercentage = new Percent(liquidityMinted.raw, liquidityMinted.raw + MINIMUM_LIQUIDITY);
        }
      } else if (pair && totalSupply !== undefined) {
        const supply = supplyWithProtocolFee(pair, totalSupply, fee);
        liquidityMinted = pair.getLiquidityMinted(CurrencyAmount.fromRaw(pair.liquidityToken, supply), amountA.wrapped, amountB.wrapped);
        poolTokenPercentage = new Percent(liquidityMinted.raw, supply + liquidityMinted.raw);
      }
    } catch {
      // Too small to mint anything: no quote (the chain would refuse it too).
      liquidityMinted = undefined;
      poolTokenPercentage = undefined;
    }
  }

  const error = addLiquidityError({
    account: args.account,
    pairState,
    amountA,
    amountB,
    balanceA: args.balanceA,
    balanceB: args.balanceB,
  });

  return { noLiquidity, dependentField, parsedAmounts, formattedAmounts, price, liquidityMinted, poolTokenPercentage, error };
}

export type AddLiquidityMethod = 'addLiquidity' | 'addLiquidityETH';

export interface AddLiquidityCall {
  methodName: AddLiquidityMethod;
  /**
   * addLiquidity: tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin, to, deadline;
   * addLiquidityETH: token, amountTokenDesired, amountTokenMin, amountETHMin, to, deadline.
   */
  args: readonly (string | bigint)[];
  /** BNB attached (the BNB side of addLiquidityETH), else 0. */
  value: bigint;
  /** The minimums used, per side. */
  amountsMin: { CURRENCY_A: bigint; CURRENCY_B: bigint };
}

/**
 * The router call of a deposit (spec 7). Minimums are the amounts less the
 * slippage tolerance, or the amounts themselves for a new pool (nothing can
 * move a price that does not exist yet). BNB on either side uses
 * addLiquidityETH with the BNB amount attached.
 */
export function addLiquidityCallParameters(p: {
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
  noLiquidity: boolean;
  /** Basis points (50 = 0.5%). */
  allowedSlippage: number | bigint;
  recipient: string;
  /** Unix seconds. */
  deadline: bigint;
}): AddLiquidityCall {
  const { amountA, amountB, recipient, deadline } = p;
  if (amountA.currency.isNative && amountB.currency.isNative) throw new Error('BNB cannot be on both sides');
  if (amountA.currency.wrapped.equals(amountB.currency.wrapped)) throw new Error('Invalid pair');
  if (!isValidAddressFormat(recipient)) throw new Error('Invalid recipient');
  const bps = p.noLiquidity ? 0n : BigInt(p.allowedSlippage);
  const minA = calculateSlippageAmount(amountA.raw, bps)[0];
  const minB = calculateSlippageAmount(amountB.raw, bps)[0];
  const amountsMin = { CURRENCY_A: minA, CURRENCY_B: minB };
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const bIsNative = amountB.currency.isNative;
    const token = bIsNative ? amountA : amountB;
    const native = bIsNative ? amountB : amountA;
    return {
      methodName: 'addLiquidityETH',
      args: [token.currency.wrapped.address, token.raw, bIsNative ? minA : minB, bIsNative ? minB : minA, recipient, deadline],
      value: native.raw,
      amountsMin,
    };
  }
  return {
    methodName: 'addLiquidity',
    args: [amountA.currency.wrapped.address, amountB.currency.wrapped.address, amountA.raw, amountB.raw, minA, minB, recipient, deadline],
    value: 0n,
    amountsMin,
  };
}
