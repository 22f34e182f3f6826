import { describe, expect, it } from 'vitest';
import { CurrencyAmount } from '../swap/amount.ts';
import { BNB, BUSD, E18, E9, FUEL, USDT, WBNB, pair } from '../swap/fixtures.test-helpers.ts';
import { formatPoolShare } from '../format/display.ts';
import { sqrt } from '../math/decimal.ts';
import {
  addLiquidityCallParameters,
  addLiquidityError,
  deriveMintInfo,
  initialMintState,
  mintReducer,
  type MintInfoArgs,
  type MintState,
} from './mint.ts';
import { calculateSlippageAmount } from './slippage.ts';
import { supplyWithProtocolFee } from './fee.ts';

const ACCOUNT = '0x000000000000000000000000000000000000dEaD';
const amt = (c: typeof BUSD | typeof BNB, raw: bigint) => CurrencyAmount.fromRaw(c, raw);

function args(over: Partial<MintInfoArgs>): MintInfoArgs {
  return {
    account: ACCOUNT,
    currencyA: FUEL,
    currencyB: BUSD,
    pairState: 'exists',
    pair: undefined,
    totalSupply: undefined,
    state: initialMintState,
    ...over,
  };
}

const typed = (field: MintState['independentField'], typedValue: string, otherTypedValue = ''): MintState => ({
  independentField: field,
  typedValue,
  otherTypedValue,
});

describe('first deposit (new pool): both amounts set the price', () => {
  // 1000 FUEL (9 decimals) and 500 BUSD (18 decimals)
  const address = pair(FUEL, 1n, BUSD, 1n).address;
  const info = deriveMintInfo(
    args({ pairState: 'not-exists', pair: null, pairAddress: address, totalSupply: undefined, state: typed('CURRENCY_A', '1000', '500') }),
  );

  it('is a new pool and keeps both typed texts', () => {
    expect(info.noLiquidity).toBe(true);
    expect(info.formattedAmounts).toEqual({ CURRENCY_A: '1000', CURRENCY_B: '500' });
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe(1000n * E9);
    expect(info.parsedAmounts.CURRENCY_B?.raw).toBe(500n * E18);
  });

  it('mints sqrt(a·b) − 1000 LP, across 9 and 18 decimals', () => {
    expect(info.liquidityMinted?.raw).toBe(22_360_679_774_996_896n);
    expect(info.liquidityMinted?.raw).toBe(sqrt(1000n * E9 * 500n * E18) - 1000n);
  });

  it('prices 1 FUEL at 0.5 BUSD and 1 BUSD at 2 FUEL', () => {
    expect(info.price?.toSignificant(6)).toBe('0.5');
    expect(info.price?.invert().toSignificant(6)).toBe('2');
    expect(info.price?.baseCurrency).toBe(FUEL);
  });

  it('gives the depositor (almost) the whole pool: only the locked 1000 wei are not theirs', () => {
    expect(formatPoolShare(info.poolTokenPercentage, 2)).toBe('100.00');
    expect(info.poolTokenPercentage?.lessThan(1n)).toBe(true);
  });

  it('has no error with enough balance', () => {
    expect(info.error).toBeUndefined();
  });

  it('needs both amounts', () => {
    const one = deriveMintInfo(args({ pairState: 'not-exists', pair: null, pairAddress: address, state: typed('CURRENCY_A', '1000') }));
    expect(one.error).toEqual({ key: 'Enter an amount' });
    expect(one.price).toBeUndefined();
    expect(one.liquidityMinted).toBeUndefined();
  });

  it('quotes nothing for a deposit too small to mint (sqrt(a·b) ≤ 1000)', () => {
    const tiny = deriveMintInfo(
      args({ pairState: 'not-exists', pair: null, pairAddress: address, state: typed('CURRENCY_A', '0.000000001', '0.000000000000001') }),
    );
    expect(tiny.liquidityMinted).toBeUndefined();
    expect(tiny.poolTokenPercentage).toBeUndefined();
  });

  it('treats an existing pair with zero total supply as new', () => {
    const p = pair(FUEL, 0n, BUSD, 0n);
    expect(deriveMintInfo(args({ pair: p, totalSupply: 0n })).noLiquidity).toBe(true);
  });
});

describe('proportional deposit (existing pool): the other amount follows the pool price', () => {
  const reserveFuel = 1000n * E9;
  const reserveBusd = 500n * E18;
  const p = pair(FUEL, reserveFuel, BUSD, reserveBusd);
  const supply = sqrt(reserveFuel * reserveBusd);

  it('derives B from A at the pool price', () => {
    const info = deriveMintInfo(args({ pair: p, totalSupply: supply, state: typed('CURRENCY_A', '10') }));
    expect(info.noLiquidity).toBe(false);
    expect(info.dependentField).toBe('CURRENCY_B');
    expect(info.parsedAmounts.CURRENCY_B?.raw).toBe(5n * E18);
    expect(info.formattedAmounts).toEqual({ CURRENCY_A: '10', CURRENCY_B: '5' });
  });

  it('derives A from B (9 decimals, rounded down)', () => {
    const info = deriveMintInfo(args({ pair: p, totalSupply: supply, state: typed('CURRENCY_B', '0.000000000000000003') }));
    // 3 wei BUSD · 1e12 / 5e20 = 0.000000006 FUEL wei → 0
    expect(info.parsedAmounts.CURRENCY_A).toBeUndefined();
    const info2 = deriveMintInfo(args({ pair: p, totalSupply: supply, state: typed('CURRENCY_B', '1.23') }));
    expect(info2.parsedAmounts.CURRENCY_A?.raw).toBe(2_460_000_000n); // 2.46 FUEL
  });

  it('mints the smaller proportional share and reports the pool share after the deposit', () => {
    const info = deriveMintInfo(args({ pair: p, totalSupply: supply, state: typed('CURRENCY_A', '10') }));
    expect(info.liquidityMinted?.raw).toBe(supply / 100n);
    // (S/100) / (S + S/100) = 1/101 = 0.990099…%
    expect(info.poolTokenPercentage?.toFixed(6)).toBe('0.990099');
    expect(formatPoolShare(info.poolTokenPercentage)).toBe('0.99');
  });

  it('shows a share below 0.01% as <0.01', () => {
    const info = deriveMintInfo(args({ pair: p, totalSupply: supply, state: typed('CURRENCY_A', '0.01') }));
    expect(formatPoolShare(info.poolTokenPercentage)).toBe('<0.01');
    expect(formatPoolShare(info.poolTokenPercentage, 6)).toBe('<0.01');
  });

  it('uses the pool price (not the typed ratio) and carries the chosen currencies', () => {
    const info = deriveMintInfo(args({ pair: p, totalSupply: supply, state: typed('CURRENCY_A', '10') }));
    expect(info.price?.toSignificant(6)).toBe('0.5');
    expect(info.price?.quoteCurrency).toBe(BUSD);
  });

  it('quotes BNB against a WBNB pool with the native currency', () => {
    const wp = pair(WBNB, 10n * E18, BUSD, 3000n * E18);
    const info = deriveMintInfo(
      args({ currencyA: BNB, currencyB: BUSD, pair: wp, totalSupply: sqrt(30_000n) * E18, state: typed('CURRENCY_B', '300') }),
    );
    expect(info.parsedAmounts.CURRENCY_A?.currency).toBe(BNB);
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe(E18);
    expect(info.price?.baseCurrency).toBe(BNB);
  });

  it('adds the pending protocol fee to the supply before quoting LP, as the contract mints it first', () => {
    const kLast = (reserveFuel * reserveBusd * 81n) / 100n; // √k grew by 1/9 since the last deposit
    const fee = { feeOn: true, kLast };
    const withFee = supplyWithProtocolFee(p, supply, fee);
    expect(withFee).toBeGreaterThan(supply);
    const info = deriveMintInfo(args({ pair: p, totalSupply: supply, fee, state: typed('CURRENCY_A', '10') }));
    expect(info.liquidityMinted?.raw).toBe(withFee / 100n);
    // fee switch off: nothing added even with kLast set
    expect(supplyWithProtocolFee(p, supply, { feeOn: false, kLast })).toBe(supply);
  });

  it('waits for the pair while it is loading', () => {
    const info = deriveMintInfo(args({ pairState: 'loading', pair: null, state: typed('CURRENCY_A', '10') }));
    expect(info.noLiquidity).toBe(false);
    expect(info.parsedAmounts.CURRENCY_B).toBeUndefined();
    expect(info.error).toEqual({ key: 'Enter an amount' });
  });
});

describe('add liquidity error (spec 5), first match wins', () => {
  const a = amt(FUEL, 10n * E9);
  const b = amt(BUSD, 5n * E18);
  it('1. Connect Wallet', () => {
    expect(addLiquidityError({ account: undefined, pairState: 'invalid', amountA: undefined, amountB: undefined })).toEqual({
      key: 'Connect Wallet',
    });
  });
  it('2. Invalid pair', () => {
    expect(addLiquidityError({ account: ACCOUNT, pairState: 'invalid', amountA: undefined, amountB: undefined })).toEqual({
      key: 'Invalid pair',
    });
  });
  it('3. Enter an amount (either missing)', () => {
    expect(addLiquidityError({ account: ACCOUNT, pairState: 'exists', amountA: a, amountB: undefined })).toEqual({
      key: 'Enter an amount',
    });
    expect(addLiquidityError({ account: ACCOUNT, pairState: 'exists', amountA: undefined, amountB: b })).toEqual({
      key: 'Enter an amount',
    });
  });
  it('4. Insufficient balance: A, and B overrides A', () => {
    const low = { balanceA: amt(FUEL, E9), balanceB: amt(BUSD, E18) };
    expect(
      addLiquidityError({
        account: ACCOUNT,
        pairState: 'exists',
        amountA: a,
        amountB: b,
        balanceA: low.balanceA,
        balanceB: amt(BUSD, 5n * E18),
      }),
    ).toEqual({
      key: 'Insufficient {{symbol}} balance',
      params: { symbol: 'FUEL' },
    });
    expect(addLiquidityError({ account: ACCOUNT, pairState: 'exists', amountA: a, amountB: b, ...low })).toEqual({
      key: 'Insufficient {{symbol}} balance',
      params: { symbol: 'BUSD' },
    });
  });
  it('passes with exactly the balance', () => {
    expect(addLiquidityError({ account: ACCOUNT, pairState: 'exists', amountA: a, amountB: b, balanceA: a, balanceB: b })).toBeUndefined();
  });
  it('names BNB for a short native balance', () => {
    const bnb = amt(BNB, E18);
    expect(
      addLiquidityError({ account: ACCOUNT, pairState: 'exists', amountA: bnb, amountB: b, balanceA: amt(BNB, 1n), balanceB: b }),
    ).toEqual({
      key: 'Insufficient {{symbol}} balance',
      params: { symbol: 'BNB' },
    });
  });
});

describe('mint state', () => {
  it('in a new pool keeps the other text when the user switches fields', () => {
    let s = mintReducer(initialMintState, { type: 'typeInput', field: 'CURRENCY_A', typedValue: '1', noLiquidity: true });
    s = mintReducer(s, { type: 'typeInput', field: 'CURRENCY_B', typedValue: '2', noLiquidity: true });
    expect(s).toEqual({ independentField: 'CURRENCY_B', typedValue: '2', otherTypedValue: '1' });
    s = mintReducer(s, { type: 'typeInput', field: 'CURRENCY_B', typedValue: '3', noLiquidity: true });
    expect(s).toEqual({ independentField: 'CURRENCY_B', typedValue: '3', otherTypedValue: '1' });
  });
  it('in an existing pool keeps only the typed field', () => {
    const s = mintReducer(typed('CURRENCY_A', '1', '7'), { type: 'typeInput', field: 'CURRENCY_B', typedValue: '2', noLiquidity: false });
    expect(s).toEqual({ independentField: 'CURRENCY_B', typedValue: '2', otherTypedValue: '' });
  });
  it('resets (typed input cleared after a successful deposit)', () => {
    expect(mintReducer(typed('CURRENCY_B', '2', '1'), { type: 'reset' })).toEqual(initialMintState);
  });
});

describe('router call (spec 7)', () => {
  const deadline = 1_700_000_000n;
  it('addLiquidity with minimums less the slippage', () => {
    const call = addLiquidityCallParameters({
      amountA: amt(FUEL, 10n * E9),
      amountB: amt(BUSD, 5n * E18),
      noLiquidity: false,
      allowedSlippage: 50,
      recipient: ACCOUNT,
      deadline,
    });
    expect(call.methodName).toBe('addLiquidity');
    expect(call.value).toBe(0n);
    expect(call.args).toEqual([
      FUEL.address,
      BUSD.address,
      10n * E9,
      5n * E18,
      9_950_000_000n,
      (5n * E18 * 9950n) / 10_000n,
      ACCOUNT,
      deadline,
    ]);
  });

  it('a new pool takes the amounts as their own minimums', () => {
    const call = addLiquidityCallParameters({
      amountA: amt(FUEL, 10n * E9),
      amountB: amt(BUSD, 5n * E18),
      noLiquidity: true,
      allowedSlippage: 50,
      recipient: ACCOUNT,
      deadline,
    });
    expect(call.amountsMin).toEqual({ CURRENCY_A: 10n * E9, CURRENCY_B: 5n * E18 });
  });

  it('addLiquidityETH with BNB attached, BNB on either side', () => {
    const bnbB = addLiquidityCallParameters({
      amountA: amt(USDT, 300n * E18),
      amountB: amt(BNB, E18),
      noLiquidity: false,
      allowedSlippage: 100,
      recipient: ACCOUNT,
      deadline,
    });
    expect(bnbB.methodName).toBe('addLiquidityETH');
    expect(bnbB.value).toBe(E18);
    expect(bnbB.args).toEqual([USDT.address, 300n * E18, 297n * E18, (E18 * 99n) / 100n, ACCOUNT, deadline]);
    const bnbA = addLiquidityCallParameters({
      amountA: amt(BNB, E18),
      amountB: amt(USDT, 300n * E18),
      noLiquidity: false,
      allowedSlippage: 100,
      recipient: ACCOUNT,
      deadline,
    });
    expect(bnbA.args).toEqual(bnbB.args);
    expect(bnbA.value).toBe(E18);
  });

  it('refuses BNB with WBNB, a bad recipient or a bad slippage', () => {
    const base = { noLiquidity: false, allowedSlippage: 50, recipient: ACCOUNT, deadline };
    expect(() => addLiquidityCallParameters({ ...base, amountA: amt(BNB, 1n), amountB: amt(WBNB, 1n) })).toThrow('Invalid pair');
    expect(() => addLiquidityCallParameters({ ...base, amountA: amt(FUEL, 1n), amountB: amt(BUSD, 1n), recipient: 'bob' })).toThrow(
      'Invalid recipient',
    );
    expect(() => addLiquidityCallParameters({ ...base, amountA: amt(FUEL, 1n), amountB: amt(BUSD, 1n), allowedSlippage: 10_001 })).toThrow(
      'Unexpected slippage value',
    );
  });
});

describe('calculateSlippageAmount', () => {
  it('is [amount·(1−s), amount·(1+s)] rounded down', () => {
    expect(calculateSlippageAmount(10_000n, 50)).toEqual([9950n, 10_050n]);
    expect(calculateSlippageAmount(999n, 50)).toEqual([994n, 1003n]);
    expect(calculateSlippageAmount(5n, 0)).toEqual([5n, 5n]);
    expect(calculateSlippageAmount(5n, 10_000)).toEqual([0n, 10n]);
    expect(() => calculateSlippageAmount(5n, -1)).toThrow('Unexpected slippage value');
  });
});
