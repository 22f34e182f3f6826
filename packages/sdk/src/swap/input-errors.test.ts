import { describe, expect, it } from 'vitest';
import { CurrencyAmount } from './amount.ts';
import { BNB, BUSD, E18, USDT, WBNB, addr, pair } from './fixtures.test-helpers.ts';
import { getWrapType, swapInputError, wrapInputError, type SwapInputErrorArgs } from './input-errors.ts';
import { Route } from './route.ts';
import { Trade } from './trade.ts';

const p = pair(BUSD, 100n * E18, USDT, 100n * E18);
const ROUTERS = [addr(0xa1), addr(0xa2), addr(0xa3)];
const ACCOUNT = addr(0xacc);
const exactOut = Trade.exactOut(new Route([p], BUSD, USDT), CurrencyAmount.fromRaw(USDT, E18));

const base: SwapInputErrorArgs = {
  account: ACCOUNT,
  parsedAmount: CurrencyAmount.fromRaw(USDT, E18),
  inputCurrency: BUSD,
  outputCurrency: USDT,
  recipient: null,
  recipientValid: false,
  routerAddresses: ROUTERS,
  trade: exactOut,
  balances: { input: CurrencyAmount.fromRaw(BUSD, 10n * E18) },
};

describe('swapInputError (spec 5, first match wins)', () => {
  it('is undefined when everything is fine', () => {
    expect(swapInputError(base)).toBeUndefined();
  });
  it('walks the ladder in order', () => {
    const all = {
      ...base,
      account: null,
      parsedAmount: undefined,
      inputCurrency: undefined,
      recipient: '',
      balances: { input: CurrencyAmount.fromRaw(BUSD, 0n) },
    };
    expect(swapInputError(all)).toEqual({ key: 'Connect Wallet' });
    expect(swapInputError({ ...all, account: ACCOUNT })).toEqual({ key: 'Enter an amount' });
    expect(swapInputError({ ...all, account: ACCOUNT, parsedAmount: base.parsedAmount })).toEqual({ key: 'Select a token' });
    expect(swapInputError({ ...base, outputCurrency: null })).toEqual({ key: 'Select a token' });
    expect(swapInputError({ ...base, recipient: '' })).toEqual({ key: 'Enter a recipient' });
    expect(swapInputError({ ...base, recipient: 'nobody.eth', recipientValid: false })).toEqual({ key: 'Enter a recipient' });
  });
  it('refuses a router, a token of the path or a pair of the trade as recipient', () => {
    for (const bad of [ROUTERS[1]!, ROUTERS[2]!.toLowerCase(), BUSD.address, USDT.address, p.address]) {
      expect(swapInputError({ ...base, recipient: bad, recipientValid: true })).toEqual({ key: 'Invalid recipient' });
    }
    expect(swapInputError({ ...base, recipient: addr(0xf00), recipientValid: true })).toBeUndefined();
  });
  it('checks the balance against the most the trade may spend (slippage included)', () => {
    const need = exactOut.inputAmount.raw; // ≈ 1.0126 BUSD, ×1.005 with the default 0.5%
    const maxIn = (need * 10_050n) / 10_000n;
    expect(swapInputError({ ...base, balances: { input: CurrencyAmount.fromRaw(BUSD, maxIn) } })).toBeUndefined();
    expect(swapInputError({ ...base, balances: { input: CurrencyAmount.fromRaw(BUSD, maxIn - 1n) } })).toEqual({
      key: 'Insufficient {{symbol}} balance',
      params: { symbol: 'BUSD' },
    });
    expect(swapInputError({ ...base, allowedSlippage: 0, balances: { input: CurrencyAmount.fromRaw(BUSD, need) } })).toBeUndefined();
    expect(swapInputError({ ...base, trade: undefined, balances: { input: CurrencyAmount.fromRaw(BUSD, 0n) } })).toBeUndefined();
  });
});

describe('wrap and unwrap', () => {
  it('detects wrap types', () => {
    expect(getWrapType(BNB, WBNB)).toBe('WRAP');
    expect(getWrapType(WBNB, BNB)).toBe('UNWRAP');
    expect(getWrapType(BNB, BUSD)).toBe('NOT_APPLICABLE');
    expect(getWrapType(undefined, BNB)).toBe('NOT_APPLICABLE');
  });
  it('needs enough balance', () => {
    const one = CurrencyAmount.fromRaw(BNB, E18);
    expect(wrapInputError('WRAP', one, CurrencyAmount.fromRaw(BNB, E18))).toBeUndefined();
    expect(wrapInputError('WRAP', one, CurrencyAmount.fromRaw(BNB, E18 - 1n))).toEqual({ key: 'Insufficient BNB balance' });
    expect(wrapInputError('WRAP', one, undefined)).toEqual({ key: 'Insufficient BNB balance' });
    const w = CurrencyAmount.fromRaw(WBNB, E18);
    expect(wrapInputError('UNWRAP', w, CurrencyAmount.fromRaw(WBNB, 0n))).toEqual({ key: 'Insufficient WBNB balance' });
    expect(wrapInputError('UNWRAP', undefined, undefined)).toEqual({ key: 'Enter an amount' });
    expect(wrapInputError('NOT_APPLICABLE', w, undefined)).toBeUndefined();
  });
});
