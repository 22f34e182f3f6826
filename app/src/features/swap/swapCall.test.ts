// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  CurrencyAmount,
  Percent,
  Route,
  SPLIT_EXACT_OUT,
  SPLIT_FEE_ON_TRANSFER,
  SplitRouteTrade,
  Trade,
  bestSplitExactIn,
  bestSplitExactOut,
} from '@fuelswap/sdk';

vi.mock('../../chain/runtime.ts', () => ({
  runtime: () => ({ chainId: 31337, exchange: { router: '0x0000000000000000000000000000000000000002' } }),
}));

// The wallet's side of a send: what the write layer's sendContractTransaction does is not under test here, only
// how the swap words what it throws.
const send = vi.fn();
vi.mock('../../chain/write/sendContractTransaction.ts', () => ({ sendContractTransaction: (...args: unknown[]) => send(...args) }));

const { chooseSwapCall, executeSwap, swapCalls, NO_CALL_THREW } = await import('./swapCall.ts');
const { splitCalls } = await import('./splitCalls.ts');
const { GasEstimationError, TransactionCannotSucceedError, TransactionError, TransactionRejectedError } = await import(
  '../../chain/write/index.ts'
);
const { StaleChainError } = await import('../../chain/write/errors.ts');
const { BNB, BUSD, E18, TAXED, USDT, WBNB, addr, pair } = await import('./swap.test-helpers.ts');

const opts = { allowedSlippage: 50, recipient: addr(7), deadline: 1000n };

describe('swapCalls', () => {
  it('exact input: the normal method, then the fee-on-transfer variant', () => {
    const trade = Trade.exactIn(new Route([pair(WBNB, 100n * E18, TAXED, 100n * E18)], TAXED, BNB), CurrencyAmount.fromRaw(TAXED, E18));
    expect(swapCalls(trade, opts).map((c) => c.methodName)).toEqual([
      'swapExactTokensForETH',
      'swapExactTokensForETHSupportingFeeOnTransferTokens',
    ]);
  });

  it('a token measured to tax its transfers: only the fee-on-transfer variant (the normal one fails the K check)', () => {
    const trade = Trade.exactIn(new Route([pair(WBNB, 100n * E18, TAXED, 100n * E18)], BNB, TAXED), CurrencyAmount.fromRaw(BNB, E18));
    expect(swapCalls(trade, opts, true).map((c) => c.methodName)).toEqual(['swapExactETHForTokensSupportingFeeOnTransferTokens']);
    // exact output has no such variant: the normal call stays (the page withholds Swap for it)
    const out = Trade.exactOut(new Route([pair(WBNB, 100n * E18, TAXED, 100n * E18)], BNB, TAXED), CurrencyAmount.fromRaw(TAXED, E18));
    expect(swapCalls(out, opts, true).map((c) => c.methodName)).toEqual(['swapETHForExactTokens']);
  });

  it('exact output: one call, BNB attached as value', () => {
    const trade = Trade.exactOut(new Route([pair(WBNB, 100n * E18, BUSD, 30_000n * E18)], BNB, BUSD), CurrencyAmount.fromRaw(BUSD, E18));
    const calls = swapCalls(trade, opts);
    expect(calls.map((c) => c.methodName)).toEqual(['swapETHForExactTokens']);
    expect(calls[0]?.value).toBe(trade.maximumAmountIn(Percent.fromBips(50)).raw);
  });
});

describe('chooseSwapCall', () => {
  it('takes the first call, in order, whose gas estimates', async () => {
    const estimate = vi.fn(async (c: string) => {
      if (c === 'normal') throw new TransactionCannotSucceedError('Fuel: K');
      return 123n;
    });
    await expect(chooseSwapCall(['normal', 'fot'], estimate)).resolves.toEqual({ call: 'fot', gas: 123n });
    await expect(chooseSwapCall(['a', 'b'], async (c) => (c === 'a' ? 1n : 2n))).resolves.toEqual({ call: 'a', gas: 1n });
    expect(estimate).toHaveBeenCalledTimes(2);
  });

  it('when all fail, throws the last failure with a revert reason', async () => {
    const errors: Record<string, Error> = {
      a: new TransactionCannotSucceedError('FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT'),
      b: new GasEstimationError(),
    };
    const err = await chooseSwapCall(['a', 'b'], async (c) => Promise.reject(errors[c])).catch((e: unknown) => e);
    expect(err).toBe(errors.a);
    expect((err as InstanceType<typeof TransactionCannotSucceedError>).values).toEqual({
      reason: 'FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT',
    });
  });

  it('without reasons, throws the last failure ("Unexpected issue with estimating the gas")', async () => {
    const last = new GasEstimationError();
    await expect(chooseSwapCall(['a', 'b'], async (c) => Promise.reject(c === 'b' ? last : new GasEstimationError()))).rejects.toBe(last);
    expect(last.message).toBe('Unexpected issue with estimating the gas. Please try again.');
  });

  it('with no call at all: "none of the calls threw an error"', async () => {
    const err = await chooseSwapCall([], async () => 1n).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionError);
    expect((err as Error).message).toBe(NO_CALL_THREW);
  });
});

describe('splitCalls', () => {
  const pools = [
    pair(WBNB, 1_000n * E18, USDT, 600_000n * E18),
    pair(WBNB, 1_000n * E18, BUSD, 600_000n * E18),
    pair(BUSD, 600_000n * E18, USDT, 600_000n * E18),
  ];

  it('exact input BNB: one swapSplit with the total as value, then its fee-on-transfer flag', () => {
    const split = bestSplitExactIn(pools, CurrencyAmount.fromRaw(BNB, 100n * E18), USDT);
    if (!split || split.parts.length < 2) throw new Error('the fixture splits');
    const calls = splitCalls(new SplitRouteTrade(split), opts);
    expect(calls.map((c) => c.methodName)).toEqual(['swapSplit', 'swapSplit']);
    expect(calls.map((c) => c.args[5])).toEqual([0n, SPLIT_FEE_ON_TRANSFER]);
    expect(calls[0]?.value).toBe(100n * E18);
    // one minimum over the total out: out / 1.005, rounded down
    expect(calls[0]?.args[1]).toBe((split.outputAmount.raw * 10_000n) / 10_050n);
  });

  it('exact output: one swapSplit with the maximum in over the total', () => {
    const split = bestSplitExactOut(pools, BNB, CurrencyAmount.fromRaw(USDT, 60_000n * E18));
    if (!split || split.parts.length < 2) throw new Error('the fixture splits');
    const calls = splitCalls(new SplitRouteTrade(split), opts);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[5]).toBe(SPLIT_EXACT_OUT);
    expect(calls[0]?.value).toBe((split.inputAmount.raw * 10_050n) / 10_000n);
  });
});

describe('executeSwap', () => {
  const trade = Trade.exactIn(new Route([pair(WBNB, 100n * E18, BUSD, 30_000n * E18)], BNB, BUSD), CurrencyAmount.fromRaw(BNB, E18));
  const params = { trade, account: addr(1), recipient: addr(1), allowedSlippage: 50, deadlineSeconds: 1200, summary: 'Swap 1 BNB' };
  const call = swapCalls(trade, opts)[0]!;
  const prepared = {
    call,
    tx: { address: addr(2), abi: [], functionName: call.methodName, args: call.args, account: addr(1), summary: '' },
    gas: 210_000n,
  };
  const config = {} as Parameters<typeof executeSwap>[0];

  it('sends the prepared call as it is, with its gas and the summary, and returns the hash', async () => {
    send.mockResolvedValueOnce('0xabc');
    await expect(executeSwap(config, params, prepared)).resolves.toEqual({ hash: '0xabc', methodName: call.methodName });
    expect(send).toHaveBeenLastCalledWith(
      config,
      expect.objectContaining({ functionName: call.methodName, gas: 210_000n, summary: 'Swap 1 BNB' }),
    );
  });

  it("keeps the write layer's own refusals as the layer words them: a rejection, a chain that stopped answering", async () => {
    const rejected = new TransactionRejectedError();
    send.mockRejectedValueOnce(rejected);
    await expect(executeSwap(config, params, prepared)).rejects.toBe(rejected);
    const stale = new StaleChainError();
    send.mockRejectedValueOnce(stale);
    await expect(executeSwap(config, params, prepared)).rejects.toBe(stale);
    // A wallet's raw refusal (EIP-1193 code 4001) reads as a rejection too.
    send.mockRejectedValueOnce(Object.assign(new Error('User denied'), { code: 4001 }));
    await expect(executeSwap(config, params, prepared)).rejects.toBeInstanceOf(TransactionRejectedError);
  });

  it('any other send failure is "Swap failed: {message}" with the short message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValueOnce(new Error('nonce too low'));
    const err = await executeSwap(config, params, prepared).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionError);
    expect((err as InstanceType<typeof TransactionError>).message).toBe('Swap failed: {{message}}');
    expect((err as InstanceType<typeof TransactionError>).values).toEqual({ message: 'nonce too low' });
  });
});
