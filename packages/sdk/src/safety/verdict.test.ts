import { describe, expect, it } from 'vitest';
import { encodeErrorResult, parseEther, type Hex } from 'viem';
import {
  driftBps,
  probePaths,
  revertReason,
  shortfallBps,
  tokenSafetyFromProbe,
  type ProbeMeasurement,
  type TokenSafety,
} from './verdict.ts';
import { bpsPercent, cannotBeSold, swapSafetyBlock, takesTransferTax, tradeTaxBps } from './block.ts';

const errorAbi = [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }] as const;
const reason = (s: string): Hex => encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: [s] });

const E = parseEther;

/** A token that moves every amount in full, bought for 1,000 tokens, half sent on, half sold. */
function plain(over: Partial<ProbeMeasurement> = {}): ProbeMeasurement {
  return {
    routed: true,
    pathIndex: 0n,
    pool: '0x0000000000000000000000000000000000000001',
    poolBalance: E('500000'),
    poolReserve: E('500000'),
    buyOk: true,
    buyError: '0x',
    zeroTransferOk: false,
    quotedBuy: E('1000'),
    bought: E('1000'),
    transferOk: true,
    transferError: '0x',
    transferSent: E('500'),
    transferArrived: E('500'),
    sellOk: true,
    sellError: '0x',
    sellSent: E('500'),
    sellArrivedInPool: E('500'),
    sellOut: E('0.1'),
    ...over,
  };
}

describe('tokenSafetyFromProbe', () => {
  it('a token that moves every amount in full is clean, with every tax measured at 0', () => {
    expect(tokenSafetyFromProbe(plain())).toEqual({ verdict: 'clean', buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0, driftBps: 0 });
  });

  it('a 5% tax both ways measures 500 bps on the buy, the transfer and the sell', () => {
    // 5% of 1,000 kept on the buy; of the 950 that arrived, 475 sent on (451.25 arrive) and 475 sold (451.25 reach the pool)
    const s = tokenSafetyFromProbe(
      plain({
        bought: E('950'),
        transferSent: E('475'),
        transferArrived: E('451.25'),
        sellSent: E('475'),
        sellArrivedInPool: E('451.25'),
      }),
    );
    expect(s).toEqual({ verdict: 'taxed', buyTaxBps: 500, sellTaxBps: 500, transferTaxBps: 500, driftBps: 0 });
    expect(takesTransferTax(s)).toBe(true);
    expect(cannotBeSold(s)).toBe(false);
  });

  it('a sell that reverts after a working buy is a honeypot, with the reason and the buy tax still reported', () => {
    const s = tokenSafetyFromProbe(plain({ sellOk: false, sellError: reason('HoneypotToken: SELL_BLOCKED'), sellArrivedInPool: 0n }));
    expect(s).toEqual({
      verdict: 'honeypot',
      buyTaxBps: 0,
      sellTaxBps: null,
      transferTaxBps: 0,
      driftBps: 0,
      reason: 'HoneypotToken: SELL_BLOCKED',
    });
    expect(cannotBeSold(s)).toBe(true);
  });

  it('a buy that reverts while even a zero transfer reverts means transfers are paused', () => {
    const s = tokenSafetyFromProbe(plain({ buyOk: false, buyError: reason('Fuel: TRANSFER_FAILED'), zeroTransferOk: false, bought: 0n }));
    expect(s.verdict).toBe('paused');
    expect(s.reason).toBe('Fuel: TRANSFER_FAILED');
    expect([s.buyTaxBps, s.sellTaxBps, s.transferTaxBps]).toEqual([null, null, null]);
  });

  it('a buy that reverts while transfers work is unbuyable', () => {
    expect(tokenSafetyFromProbe(plain({ buyOk: false, zeroTransferOk: true, bought: 0n })).verdict).toBe('unbuyable');
  });

  it("a pool balance 1% above its reserve is a rebasing token's drift of +100 bps", () => {
    const s = tokenSafetyFromProbe(plain({ poolBalance: E('505000') }));
    expect(s).toMatchObject({ verdict: 'rebasing', driftBps: 100 });
    expect(tokenSafetyFromProbe(plain({ poolBalance: E('495000') }))).toMatchObject({ verdict: 'rebasing', driftBps: -100 });
  });

  it('no pool with BNB on any path is unmeasured, nothing guessed', () => {
    expect(tokenSafetyFromProbe(plain({ routed: false }))).toEqual({
      verdict: 'unmeasured',
      buyTaxBps: null,
      sellTaxBps: null,
      transferTaxBps: null,
      driftBps: null,
    });
  });

  it('a tax wins over a drift; reflections that pay back more than was sent count as no tax', () => {
    expect(tokenSafetyFromProbe(plain({ bought: E('900'), poolBalance: E('505000') }))).toMatchObject({ verdict: 'taxed', driftBps: 100 });
    expect(tokenSafetyFromProbe(plain({ transferArrived: E('500.01') })).transferTaxBps).toBe(0);
  });
});

describe('the pieces', () => {
  it('shortfallBps rounds to the nearest basis point and never goes negative', () => {
    expect(shortfallBps(10_000n, 9_500n)).toBe(500);
    expect(shortfallBps(10_000n, 9_999n)).toBe(1);
    expect(shortfallBps(20_000n, 19_999n)).toBe(1); // 0.5 bps rounds up
    expect(shortfallBps(30_000n, 29_999n)).toBe(0);
    expect(shortfallBps(100n, 120n)).toBe(0);
    expect(shortfallBps(0n, 0n)).toBe(0);
  });

  it('driftBps is signed and null for an empty pool', () => {
    expect(driftBps(101n, 100n)).toBe(100);
    expect(driftBps(0n, 0n)).toBeNull();
  });

  it('revertReason reads Error(string) and nothing else', () => {
    expect(revertReason(reason('nope'))).toBe('nope');
    expect(revertReason('0x')).toBeUndefined();
    expect(revertReason('0x12345678')).toBeUndefined();
  });

  it('bpsPercent prints basis points as a percent without a float', () => {
    expect(bpsPercent(500)).toBe('5');
    expect(bpsPercent(25)).toBe('0.25');
    expect(bpsPercent(1050)).toBe('10.5');
    expect(bpsPercent(-100)).toBe('-1');
  });

  it('probePaths tries the direct pool, then each base once', () => {
    const W = '0x00000000000000000000000000000000000000aa';
    const T = '0x00000000000000000000000000000000000000bb';
    const B = '0x00000000000000000000000000000000000000cc';
    expect(probePaths(W, T, [W.toUpperCase().replace('0X', '0x'), B, B, T])).toEqual([
      [W, T],
      [W, B, T],
    ]);
    expect(probePaths(W, W, [B])).toEqual([]);
  });
});

describe('swapSafetyBlock', () => {
  const taxed: TokenSafety = { verdict: 'taxed', buyTaxBps: 500, sellTaxBps: 500, transferTaxBps: 500, driftBps: 0 };
  const honeypot: TokenSafety = { verdict: 'honeypot', buyTaxBps: 0, sellTaxBps: null, transferTaxBps: 0, driftBps: 0 };
  const base = { isExpertMode: false, allowedSlippage: 50, exactInput: true };

  it('withholds Swap for a token that cannot be sold, unless expert mode is on', () => {
    const output = { symbol: 'HONEY', safety: honeypot };
    expect(swapSafetyBlock({ ...base, output })).toEqual({
      key: '{{symbol}} cannot be sold: Swap is withheld',
      params: { symbol: 'HONEY' },
    });
    expect(swapSafetyBlock({ ...base, output, isExpertMode: true })).toBeUndefined();
    const paused: TokenSafety = { ...honeypot, verdict: 'paused' };
    expect(swapSafetyBlock({ ...base, input: { symbol: 'PAUSE', safety: paused } })?.params).toEqual({ symbol: 'PAUSE' });
  });

  it('checks the slippage tolerance against the measured 5% tax: 0.5% and 5% are refused, 5.01% passes', () => {
    const output = { symbol: 'TAX5', safety: taxed };
    expect(swapSafetyBlock({ ...base, output })).toEqual({
      key: 'Slippage tolerance {{slippage}}% is below the measured {{tax}}% tax: raise it above {{tax}}%',
      params: { slippage: '0.5', tax: '5' },
    });
    expect(swapSafetyBlock({ ...base, output, allowedSlippage: 500 })).toBeDefined();
    expect(swapSafetyBlock({ ...base, output, allowedSlippage: 501 })).toBeUndefined();
  });

  it('adds the sell tax of the input to the buy tax of the output', () => {
    expect(tradeTaxBps(taxed, { ...taxed, buyTaxBps: 300 })).toBe(800);
    const args = { ...base, input: { symbol: 'A', safety: taxed }, output: { symbol: 'B', safety: { ...taxed, buyTaxBps: 300 } } };
    expect(swapSafetyBlock({ ...args, allowedSlippage: 700 })?.params).toEqual({ slippage: '7', tax: '8' });
    expect(swapSafetyBlock({ ...args, allowedSlippage: 801 })).toBeUndefined();
  });

  it('refuses an exact-output trade of a taxed token (no fee-on-transfer variant exists for it)', () => {
    expect(swapSafetyBlock({ ...base, allowedSlippage: 1000, exactInput: false, input: { symbol: 'TAX5', safety: taxed } })).toEqual({
      key: '{{symbol}} takes a transfer tax: enter the amount to sell instead',
      params: { symbol: 'TAX5' },
    });
  });

  it('withholds nothing while a token is being checked or when its check failed (no measurement)', () => {
    expect(
      swapSafetyBlock({ ...base, input: { symbol: 'A', safety: undefined }, output: { symbol: 'B', safety: undefined } }),
    ).toBeUndefined();
  });

  it('leaves clean, rebasing and unmeasured tokens alone', () => {
    for (const verdict of ['clean', 'rebasing', 'unmeasured'] as const) {
      const safety: TokenSafety = { verdict, buyTaxBps: 0, sellTaxBps: 0, transferTaxBps: 0, driftBps: 100 };
      expect(swapSafetyBlock({ ...base, output: { symbol: 'X', safety } })).toBeUndefined();
    }
  });
});
