/**
 * Removing liquidity as pure
 * functions: the burn state (a liquidity percent by default, or an amount of
 * LP, token A or token B typed in the detailed view), the amounts it
 * releases, the error, the EIP-2612 permit to sign, and the router call.
 */
import { parseUnits, pow10 } from '../math/decimal.ts';
import { Fraction } from '../math/fraction.ts';
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from '../swap/amount.ts';
import { isValidAddressFormat, type Currency, type Token } from '../swap/currency.ts';
import type { I18nText } from '../swap/input-errors.ts';
import { DEFAULT_LP_NAME, type Pair } from '../swap/pair.ts';
import { feeOnArg, type FeeState } from './fee.ts';
import { calculateSlippageAmount } from './slippage.ts';

export type BurnField = 'LIQUIDITY_PERCENT' | 'LIQUIDITY' | 'CURRENCY_A' | 'CURRENCY_B';

/** Spec 3 "Burn state": the independent field and its text; by default 0 percent. */
export interface BurnState {
  readonly independentField: BurnField;
  readonly typedValue: string;
}

export const initialBurnState: BurnState = { independentField: 'LIQUIDITY_PERCENT', typedValue: '0' };

export type BurnAction = { type: 'typeInput'; field: BurnField; typedValue: string } | { type: 'reset' };

export function burnReducer(state: BurnState, action: BurnAction): BurnState {
  if (action.type === 'reset') return initialBurnState;
  if (action.field === state.independentField && action.typedValue === state.typedValue) return state;
  return { independentField: action.field, typedValue: action.typedValue };
}

/**
 * A typed liquidity percent (0–100, decimals allowed) as a Percent; values
 * above 100 are capped at 100; text that is not a number is 0.
 */
export function parseLiquidityPercent(text: string): Percent {
  const raw = parseUnits(text.trim(), 18);
  if (raw === undefined) return new Percent(0n);
  const hundred = 100n * pow10(18);
  return new Percent(raw > hundred ? hundred : raw, hundred);
}

export interface BurnInfoArgs {
  account: string | null | undefined;
  currencyA: Currency | null | undefined;
  currencyB: Currency | null | undefined;
  pair: Pair | null | undefined;
  /** LP total supply (raw). */
  totalSupply: bigint | undefined;
  fee?: FeeState | undefined;
  /** The account's LP balance (raw). */
  userLiquidity: bigint | undefined;
  state: BurnState;
}

export interface BurnInfo {
  /** The share of the user's LP being removed, 0..1. */
  percent: Percent;
  parsedAmounts: {
    LIQUIDITY: CurrencyAmount<Token> | undefined;
    CURRENCY_A: CurrencyAmount | undefined;
    CURRENCY_B: CurrencyAmount | undefined;
  };
  /** What the user's whole position is worth, per token (in the currencies chosen). */
  positionA: CurrencyAmount | undefined;
  positionB: CurrencyAmount | undefined;
  error: I18nText | undefined;
}

function inCurrency(currency: Currency, raw: bigint): CurrencyAmount {
  return CurrencyAmount.fromRaw(currency, raw);
}

/**
 * Amounts released by burning part of a position. The typed field decides the
 * percent (typed / what the position holds of that field); LP, token A and
 * token B then all follow from it, so the three stay consistent. A typed
 * amount above what the position holds counts as no amount (as the 2021
 * front end did). Token amounts are the contract's own formula
 * (liquidity · reserve / supply, the pending protocol fee added to the supply).
 */
export function deriveBurnInfo(args: BurnInfoArgs): BurnInfo {
  const { currencyA, currencyB, pair, totalSupply, fee, userLiquidity, state } = args;
  const empty: BurnInfo['parsedAmounts'] = { LIQUIDITY: undefined, CURRENCY_A: undefined, CURRENCY_B: undefined };
  const tokenA = currencyA?.wrapped;
  const tokenB = currencyB?.wrapped;
  const ready =
    !!pair &&
    !!tokenA &&
    !!tokenB &&
    !!currencyA &&
    !!currencyB &&
    pair.involvesToken(tokenA) &&
    pair.involvesToken(tokenB) &&
    !tokenA.equals(tokenB) &&
    totalSupply !== undefined &&
    userLiquidity !== undefined &&
    userLiquidity <= totalSupply;

  let percent = new Percent(0n);
  let positionA: CurrencyAmount | undefined;
  let positionB: CurrencyAmount | undefined;
  let parsedAmounts = empty;

  if (ready) {
    const supply = CurrencyAmount.fromRaw(pair.liquidityToken, totalSupply);
    const user = CurrencyAmount.fromRaw(pair.liquidityToken, userLiquidity);
    const feeOn = feeOnArg(fee);
    positionA = inCurrency(currencyA, pair.getLiquidityValue(tokenA, supply, user, feeOn).raw);
    positionB = inCurrency(currencyB, pair.getLiquidityValue(tokenB, supply, user, feeOn).raw);

    const ofTotal = (typed: string, decimals: number, total: bigint): Percent => {
      const raw = parseUnits(typed, decimals);
      if (raw === undefined || total === 0n || raw > total) return new Percent(0n);
      return new Percent(raw, total);
    };
    switch (state.independentField) {
      case 'LIQUIDITY_PERCENT':
        percent = parseLiquidityPercent(state.typedValue);
        break;
      case 'LIQUIDITY':
        percent = ofTotal(state.typedValue, pair.liquidityToken.decimals, userLiquidity);
        break;
      case 'CURRENCY_A':
        percent = ofTotal(state.typedValue, currencyA.decimals, positionA.raw);
        break;
      case 'CURRENCY_B':
        percent = ofTotal(state.typedValue, currencyB.decimals, positionB.raw);
        break;
    }

    const liquidityRaw = new Fraction(userLiquidity).multiply(percent).quotient;
    if (liquidityRaw > 0n) {
      const liquidity = CurrencyAmount.fromRaw(pair.liquidityToken, liquidityRaw);
      const rawA = pair.getLiquidityValue(tokenA, supply, liquidity, feeOn).raw;
      const rawB = pair.getLiquidityValue(tokenB, supply, liquidity, feeOn).raw;
      parsedAmounts = {
        LIQUIDITY: liquidity,
        CURRENCY_A: rawA > 0n ? inCurrency(currencyA, rawA) : undefined,
        CURRENCY_B: rawB > 0n ? inCurrency(currencyB, rawB) : undefined,
      };
    }
  }

  let error: I18nText | undefined;
  if (!args.account) error = { key: 'Connect Wallet' };
  else if (!parsedAmounts.LIQUIDITY || !parsedAmounts.CURRENCY_A || !parsedAmounts.CURRENCY_B) error = { key: 'Enter an amount' };

  return { percent, parsedAmounts, positionA, positionB, error };
}

/** The text each field shows: the typed one as typed, the others derived (6 significant digits). */
export function burnFormattedAmounts(state: BurnState, info: BurnInfo): Record<BurnField, string> {
  const shown = (field: BurnField, value: CurrencyAmount | undefined): string =>
    state.independentField === field ? state.typedValue : (value?.toSignificant(6) ?? '');
  return {
    LIQUIDITY_PERCENT:
      state.independentField === 'LIQUIDITY_PERCENT' ? state.typedValue : info.percent.isZero ? '0' : info.percent.toFixed(0, 'down'),
    LIQUIDITY: shown('LIQUIDITY', info.parsedAmounts.LIQUIDITY),
    CURRENCY_A: shown('CURRENCY_A', info.parsedAmounts.CURRENCY_A),
    CURRENCY_B: shown('CURRENCY_B', info.parsedAmounts.CURRENCY_B),
  };
}

/** EIP-712 typed data of an EIP-2612 permit on a pair's LP token (domain "FuelSwap LPs", version "1"). */
export interface PermitTypedData {
  domain: { name: string; version: string; chainId: number; verifyingContract: string };
  types: { Permit: readonly { name: string; type: string }[] };
  primaryType: 'Permit';
  message: { owner: string; spender: string; value: bigint; nonce: bigint; deadline: bigint };
}

export const LP_PERMIT_VERSION = '1';

export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** The permit the owner signs to let `spender` (the router) take `value` LP tokens until `deadline`. */
export function lpPermitTypedData(p: {
  chainId: number;
  pairAddress: string;
  owner: string;
  spender: string;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
  /** The LP token's ERC-20 name (the pair contract's): "FuelSwap LPs". */
  name?: string;
}): PermitTypedData {
  return {
    domain: { name: p.name ?? DEFAULT_LP_NAME, version: LP_PERMIT_VERSION, chainId: p.chainId, verifyingContract: p.pairAddress },
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: { owner: p.owner, spender: p.spender, value: p.value, nonce: p.nonce, deadline: p.deadline },
  };
}

export type RemoveLiquidityMethod =
  | 'removeLiquidity'
  | 'removeLiquidityETH'
  | 'removeLiquidityWithPermit'
  | 'removeLiquidityETHWithPermit'
  | 'removeLiquidityETHSupportingFeeOnTransferTokens'
  | 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens';

export interface RemoveLiquidityCall {
  methodName: RemoveLiquidityMethod;
  args: readonly (string | bigint | boolean | number)[];
}

/** A signed permit: the router calls permit() itself before burning. */
export interface PermitSignature {
  v: number;
  r: string;
  s: string;
  /** The deadline signed; it is also the transaction's deadline. */
  deadline: bigint;
}

/**
 * The router calls that remove liquidity, in the order to try them: the first
 * whose gas estimate succeeds is sent. BNB on a side uses the ETH variants and
 * then their fee-on-transfer form (taxed tokens deliver less than the pair
 * sends, so the plain call fails its transfer); a permit signature selects the
 * WithPermit forms (approveMax false: the permit covers exactly this amount).
 */
export function removeLiquidityCallCandidates(p: {
  currencyA: Currency;
  currencyB: Currency;
  liquidity: bigint;
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
  /** Basis points. */
  allowedSlippage: number | bigint;
  recipient: string;
  /** Unix seconds; ignored when a permit is given (its deadline is used). */
  deadline: bigint;
  permit?: PermitSignature | undefined;
}): RemoveLiquidityCall[] {
  const { currencyA, currencyB, liquidity, recipient, permit } = p;
  if (currencyA.isNative && currencyB.isNative) throw new Error('BNB cannot be on both sides');
  if (currencyA.wrapped.equals(currencyB.wrapped)) throw new Error('Invalid pair');
  if (!isValidAddressFormat(recipient)) throw new Error('Invalid recipient');
  if (liquidity <= 0n) throw new Error('Nothing to remove');
  const minA = calculateSlippageAmount(p.amountA.raw, p.allowedSlippage)[0];
  const minB = calculateSlippageAmount(p.amountB.raw, p.allowedSlippage)[0];
  const deadline = permit ? permit.deadline : p.deadline;
  const sig = permit ? ([false, permit.v, permit.r, permit.s] as const) : undefined;

  if (currencyA.isNative || currencyB.isNative) {
    const aIsNative = currencyA.isNative;
    const token = (aIsNative ? currencyB : currencyA).wrapped.address;
    const args = [token, liquidity, aIsNative ? minB : minA, aIsNative ? minA : minB, recipient, deadline] as const;
    if (sig) {
      return [
        { methodName: 'removeLiquidityETHWithPermit', args: [...args, ...sig] },
        { methodName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens', args: [...args, ...sig] },
      ];
    }
    return [
      { methodName: 'removeLiquidityETH', args },
      { methodName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args },
    ];
  }
  const args = [currencyA.wrapped.address, currencyB.wrapped.address, liquidity, minA, minB, recipient, deadline] as const;
  if (sig) return [{ methodName: 'removeLiquidityWithPermit', args: [...args, ...sig] }];
  return [{ methodName: 'removeLiquidity', args }];
}
