import { describe, expect, it } from 'vitest';
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import type { Currency } from './currency.ts';
import { BNB, BUSD, E18, USDT, WBNB, addr, pair } from './fixtures.test-helpers.ts';
import { Route } from './route.ts';
import { swapCallParameters } from './router.ts';
import { Trade } from './trade.ts';

const busdUsdt = pair(BUSD, 100n * E18, USDT, 100n * E18);
const busdWbnb = pair(BUSD, 30_000n * E18, WBNB, 100n * E18);
const TO = addr(0xbeef);
const DEADLINE = 1_700_000_000n;
const opts = { allowedSlippage: 50, recipient: TO, deadline: DEADLINE };

function exactIn(input: Currency, output: Currency, raw: bigint): Trade {
  const pairs = [input, output].some((c) => c.wrapped.equals(WBNB)) ? [busdWbnb] : [busdUsdt];
  return Trade.exactIn(new Route(pairs, input, output), CurrencyAmount.fromRaw(input, raw));
}
function exactOut(input: Currency, output: Currency, raw: bigint): Trade {
  const pairs = [input, output].some((c) => c.wrapped.equals(WBNB)) ? [busdWbnb] : [busdUsdt];
  return Trade.exactOut(new Route(pairs, input, output), CurrencyAmount.fromRaw(output, raw));
}

describe('swapCallParameters', () => {
  it('exact BNB in → swapExactETHForTokens(amountOutMin, path, to, deadline) with value', () => {
    const t = exactIn(BNB, BUSD, E18);
    const p = swapCallParameters(t, opts);
    expect(p.methodName).toBe('swapExactETHForTokens');
    expect(p.value).toBe(E18);
    expect(p.args).toEqual([t.minimumAmountOut(Percent.fromBips(50)).raw, [WBNB.address, BUSD.address], TO, DEADLINE]);
    expect(p.args[0]).toBe((t.outputAmount.raw * 10_000n) / 10_050n);
  });
  it('exact tokens in → ETH / tokens, with zero value', () => {
    const a = swapCallParameters(exactIn(BUSD, BNB, E18), opts);
    expect(a.methodName).toBe('swapExactTokensForETH');
    expect(a.value).toBe(0n);
    expect(a.args[0]).toBe(E18);
    const b = swapCallParameters(exactIn(BUSD, USDT, E18), opts);
    expect(b.methodName).toBe('swapExactTokensForTokens');
    expect(b.args).toHaveLength(5);
  });
  it('exact output: swapETHForExactTokens / swapTokensForExactETH / swapTokensForExactTokens', () => {
    const t = exactOut(BNB, BUSD, E18);
    const a = swapCallParameters(t, opts);
    expect(a.methodName).toBe('swapETHForExactTokens');
    expect(a.args[0]).toBe(E18);
    expect(a.value).toBe((t.inputAmount.raw * 10_050n) / 10_000n);
    const b = swapCallParameters(exactOut(BUSD, BNB, E18), opts);
    expect(b.methodName).toBe('swapTokensForExactETH');
    expect(b.value).toBe(0n);
    const t2 = exactOut(BUSD, USDT, E18);
    const c = swapCallParameters(t2, opts);
    expect(c.methodName).toBe('swapTokensForExactTokens');
    expect(c.args.slice(0, 2)).toEqual([E18, (t2.inputAmount.raw * 10_050n) / 10_000n]);
  });
  it('fee-on-transfer variants for exact input only', () => {
    const f = { ...opts, feeOnTransfer: true };
    expect(swapCallParameters(exactIn(BNB, BUSD, E18), f).methodName).toBe('swapExactETHForTokensSupportingFeeOnTransferTokens');
    expect(swapCallParameters(exactIn(BUSD, BNB, E18), f).methodName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens');
    expect(swapCallParameters(exactIn(BUSD, USDT, E18), f).methodName).toBe('swapExactTokensForTokensSupportingFeeOnTransferTokens');
    expect(() => swapCallParameters(exactOut(BUSD, USDT, E18), f)).toThrow(/exact input/);
  });
  it('validates its inputs', () => {
    const t = exactIn(BUSD, USDT, E18);
    expect(() => swapCallParameters(t, { ...opts, recipient: 'alice.eth' })).toThrow('Invalid recipient');
    expect(() => swapCallParameters(t, { ...opts, allowedSlippage: 10_001 })).toThrow('Unexpected slippage value');
    expect(() => swapCallParameters(t, { ...opts, allowedSlippage: -1 })).toThrow('Unexpected slippage value');
    expect(() => swapCallParameters(t, { ...opts, deadline: 0n })).toThrow();
  });
});
