import { describe, expect, it } from 'vitest';
import { concat, encodeAbiParameters, hashTypedData, keccak256, recoverTypedDataAddress, toBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { CurrencyAmount } from '../swap/amount.ts';
import { BNB, BUSD, E18, E9, FUEL, WBNB, pair } from '../swap/fixtures.test-helpers.ts';
import {
  burnFormattedAmounts,
  burnReducer,
  deriveBurnInfo,
  initialBurnState,
  lpPermitTypedData,
  parseLiquidityPercent,
  removeLiquidityCallCandidates,
  type BurnInfoArgs,
  type BurnState,
} from './burn.ts';

const ACCOUNT = '0x000000000000000000000000000000000000dEaD';
const ROUTER = '0x00000000000000000000000000000000000000AA';

// 1000 FUEL (9 decimals) / 500 BUSD (18 decimals); the user holds a quarter of the LP.
const p = pair(FUEL, 1000n * E9, BUSD, 500n * E18);
const SUPPLY = 4000n * E18;
const USER = SUPPLY / 4n;

function args(state: BurnState, over: Partial<BurnInfoArgs> = {}): BurnInfoArgs {
  return { account: ACCOUNT, currencyA: FUEL, currencyB: BUSD, pair: p, totalSupply: SUPPLY, userLiquidity: USER, state, ...over };
}
const pct = (typedValue: string): BurnState => ({ independentField: 'LIQUIDITY_PERCENT', typedValue });

describe('amounts out for a percent', () => {
  it('50% of a quarter of the pool is an eighth of each reserve (9 and 18 decimals)', () => {
    const info = deriveBurnInfo(args(pct('50')));
    expect(info.percent.toFixed(0)).toBe('50');
    expect(info.parsedAmounts.LIQUIDITY?.raw).toBe(USER / 2n);
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe(125n * E9);
    expect(info.parsedAmounts.CURRENCY_B?.raw).toBe(62_500_000_000_000_000_000n);
    expect(info.error).toBeUndefined();
  });

  it('100% burns exactly the balance', () => {
    const info = deriveBurnInfo(args(pct('100')));
    expect(info.parsedAmounts.LIQUIDITY?.raw).toBe(USER);
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe(250n * E9);
    expect(info.positionA?.raw).toBe(250n * E9);
    expect(info.positionB?.raw).toBe(125n * E18);
  });

  it('0% is "Enter an amount"', () => {
    const info = deriveBurnInfo(args(initialBurnState));
    expect(info.parsedAmounts.LIQUIDITY).toBeUndefined();
    expect(info.error).toEqual({ key: 'Enter an amount' });
  });

  it('without an account the error is Connect Wallet', () => {
    expect(deriveBurnInfo(args(pct('50'), { account: undefined })).error).toEqual({ key: 'Connect Wallet' });
  });

  it('rounds down like the contract: liquidity · reserve / supply', () => {
    const odd = deriveBurnInfo(args(pct('33')));
    const liquidity = (USER * 33n) / 100n;
    expect(odd.parsedAmounts.LIQUIDITY?.raw).toBe(liquidity);
    expect(odd.parsedAmounts.CURRENCY_A?.raw).toBe((liquidity * 1000n * E9) / SUPPLY);
    expect(odd.parsedAmounts.CURRENCY_B?.raw).toBe((liquidity * 500n * E18) / SUPPLY);
  });

  it('adds the pending protocol fee to the supply (fee switch on)', () => {
    const fee = { feeOn: true, kLast: (1000n * E9 * 500n * E18 * 64n) / 100n };
    const withFee = deriveBurnInfo(args(pct('100'), { fee }));
    expect(withFee.parsedAmounts.CURRENCY_A!.raw).toBeLessThan(250n * E9);
    const direct = p.getLiquidityValue(
      FUEL,
      CurrencyAmount.fromRaw(p.liquidityToken, SUPPLY),
      CurrencyAmount.fromRaw(p.liquidityToken, USER),
      { kLast: fee.kLast },
    );
    expect(withFee.parsedAmounts.CURRENCY_A!.raw).toBe(direct.raw);
  });

  it('a position too small to return anything is "Enter an amount"', () => {
    const info = deriveBurnInfo(args(pct('100'), { userLiquidity: 1n }));
    expect(info.parsedAmounts.CURRENCY_A).toBeUndefined();
    expect(info.error).toEqual({ key: 'Enter an amount' });
  });
});

describe('detailed mode: LP, token A and token B stay consistent', () => {
  it('typing an LP amount sets the percent and both tokens', () => {
    const state: BurnState = { independentField: 'LIQUIDITY', typedValue: '250' }; // 250 LP of 1000
    const info = deriveBurnInfo(args(state));
    expect(info.percent.toFixed(0)).toBe('25');
    expect(info.parsedAmounts.LIQUIDITY?.raw).toBe(250n * E18);
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe((250n * E18 * 1000n * E9) / SUPPLY);
    const shown = burnFormattedAmounts(state, info);
    expect(shown.LIQUIDITY).toBe('250');
    expect(shown.LIQUIDITY_PERCENT).toBe('25');
    expect(shown.CURRENCY_A).toBe('62.5');
    expect(shown.CURRENCY_B).toBe('31.25');
  });

  it('typing a token A amount (9 decimals) derives LP and token B', () => {
    const state: BurnState = { independentField: 'CURRENCY_A', typedValue: '125' }; // half of the 250 FUEL held
    const info = deriveBurnInfo(args(state));
    expect(info.percent.toFixed(0)).toBe('50');
    expect(info.parsedAmounts.LIQUIDITY?.raw).toBe(USER / 2n);
    expect(info.parsedAmounts.CURRENCY_B?.raw).toBe(62_500_000_000_000_000_000n);
    expect(burnFormattedAmounts(state, info)).toEqual({ LIQUIDITY_PERCENT: '50', LIQUIDITY: '500', CURRENCY_A: '125', CURRENCY_B: '62.5' });
  });

  it('typing a token B amount (18 decimals) derives LP and token A', () => {
    const info = deriveBurnInfo(args({ independentField: 'CURRENCY_B', typedValue: '31.25' }));
    expect(info.percent.toFixed(0)).toBe('25');
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe(62_500_000_000n);
  });

  it('an amount above the position counts as no amount', () => {
    const info = deriveBurnInfo(args({ independentField: 'CURRENCY_A', typedValue: '250.000000001' }));
    expect(info.percent.isZero).toBe(true);
    expect(info.error).toEqual({ key: 'Enter an amount' });
    expect(deriveBurnInfo(args({ independentField: 'LIQUIDITY', typedValue: '1000.000000000000000001' })).error).toEqual({
      key: 'Enter an amount',
    });
  });

  it('reports BNB for a WBNB pair removed as BNB', () => {
    const wp = pair(WBNB, 10n * E18, BUSD, 3000n * E18);
    const info = deriveBurnInfo(
      args(pct('50'), { pair: wp, currencyA: BNB, currencyB: BUSD, totalSupply: 100n * E18, userLiquidity: 10n * E18 }),
    );
    expect(info.parsedAmounts.CURRENCY_A?.currency).toBe(BNB);
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe(E18 / 2n);
  });
});

describe('burn state', () => {
  it('defaults to 0 percent and takes the last typed field', () => {
    expect(initialBurnState).toEqual({ independentField: 'LIQUIDITY_PERCENT', typedValue: '0' });
    const s = burnReducer(initialBurnState, { type: 'typeInput', field: 'CURRENCY_B', typedValue: '3' });
    expect(s).toEqual({ independentField: 'CURRENCY_B', typedValue: '3' });
    expect(burnReducer(s, { type: 'reset' })).toEqual(initialBurnState);
  });
  it('parses percents, capping at 100', () => {
    expect(parseLiquidityPercent('25').toFixed(0)).toBe('25');
    expect(parseLiquidityPercent('12.5').toFixed(1)).toBe('12.5');
    expect(parseLiquidityPercent('150').toFixed(0)).toBe('100');
    expect(parseLiquidityPercent('abc').isZero).toBe(true);
  });
});

describe('EIP-2612 permit on the LP token', () => {
  const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
  const data = lpPermitTypedData({
    chainId: 31337,
    pairAddress: p.address,
    owner: owner.address,
    spender: ROUTER,
    value: 123n,
    nonce: 4n,
    deadline: 1_700_000_000n,
  });

  it('uses the pair contract domain: "FuelSwap LPs", version 1, chain id, the pair', () => {
    expect(data.domain).toEqual({ name: 'FuelSwap LPs', version: '1', chainId: 31337, verifyingContract: p.address });
    expect(data.primaryType).toBe('Permit');
  });

  it('hashes to the digest the contract checks (keccak256(0x1901 ‖ DOMAIN_SEPARATOR ‖ structHash))', () => {
    const typeHash = (s: string) => keccak256(toBytes(s));
    const domainSeparator = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
        [
          typeHash('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
          typeHash('FuelSwap LPs'),
          typeHash('1'),
          31337n,
          p.address as Hex,
        ],
      ),
    );
    const structHash = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }],
        [
          typeHash('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
          owner.address,
          ROUTER,
          123n,
          4n,
          1_700_000_000n,
        ],
      ),
    );
    const digest = keccak256(concat(['0x1901', domainSeparator, structHash]));
    expect(hashTypedData(data as Parameters<typeof hashTypedData>[0])).toBe(digest);
  });

  it('a signature of it recovers the owner', async () => {
    const signature = await owner.signTypedData(data as Parameters<typeof owner.signTypedData>[0]);
    expect(await recoverTypedDataAddress({ ...(data as Parameters<typeof hashTypedData>[0]), signature })).toBe(owner.address);
  });
});

describe('router calls to remove liquidity', () => {
  const base = {
    liquidity: 10n * E18,
    allowedSlippage: 50,
    recipient: ACCOUNT,
    deadline: 1_700_000_000n,
  };
  const permit = { v: 27, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`, deadline: 1_700_000_500n };

  it('two tokens: removeLiquidity, minimums less the slippage', () => {
    const calls = removeLiquidityCallCandidates({
      ...base,
      currencyA: FUEL,
      currencyB: BUSD,
      amountA: CurrencyAmount.fromRaw(FUEL, 10_000n),
      amountB: CurrencyAmount.fromRaw(BUSD, 20_000n),
    });
    expect(calls).toEqual([
      { methodName: 'removeLiquidity', args: [FUEL.address, BUSD.address, 10n * E18, 9950n, 19_900n, ACCOUNT, base.deadline] },
    ]);
  });

  it('two tokens with a permit: removeLiquidityWithPermit, the permit deadline, approveMax false', () => {
    const calls = removeLiquidityCallCandidates({
      ...base,
      currencyA: FUEL,
      currencyB: BUSD,
      amountA: CurrencyAmount.fromRaw(FUEL, 10_000n),
      amountB: CurrencyAmount.fromRaw(BUSD, 20_000n),
      permit,
    });
    expect(calls).toEqual([
      {
        methodName: 'removeLiquidityWithPermit',
        args: [FUEL.address, BUSD.address, 10n * E18, 9950n, 19_900n, ACCOUNT, permit.deadline, false, 27, permit.r, permit.s],
      },
    ]);
  });

  it('BNB: removeLiquidityETH, then its fee-on-transfer form; token first whichever side BNB is on', () => {
    const calls = removeLiquidityCallCandidates({
      ...base,
      currencyA: BNB,
      currencyB: BUSD,
      amountA: CurrencyAmount.fromRaw(BNB, 10_000n),
      amountB: CurrencyAmount.fromRaw(BUSD, 20_000n),
    });
    const args = [BUSD.address, 10n * E18, 19_900n, 9950n, ACCOUNT, base.deadline];
    expect(calls).toEqual([
      { methodName: 'removeLiquidityETH', args },
      { methodName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args },
    ]);
  });

  it('BNB with a permit: the WithPermit forms', () => {
    const calls = removeLiquidityCallCandidates({
      ...base,
      currencyA: BUSD,
      currencyB: BNB,
      amountA: CurrencyAmount.fromRaw(BUSD, 20_000n),
      amountB: CurrencyAmount.fromRaw(BNB, 10_000n),
      permit,
    });
    expect(calls.map((c) => c.methodName)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ]);
    expect(calls[0]!.args).toEqual([BUSD.address, 10n * E18, 19_900n, 9950n, ACCOUNT, permit.deadline, false, 27, permit.r, permit.s]);
  });

  it('WBNB received as WBNB is a plain two-token removal', () => {
    const calls = removeLiquidityCallCandidates({
      ...base,
      currencyA: WBNB,
      currencyB: BUSD,
      amountA: CurrencyAmount.fromRaw(WBNB, 10_000n),
      amountB: CurrencyAmount.fromRaw(BUSD, 20_000n),
    });
    expect(calls.map((c) => c.methodName)).toEqual(['removeLiquidity']);
  });

  it('refuses nothing to remove or BNB with WBNB', () => {
    const amounts = { amountA: CurrencyAmount.fromRaw(FUEL, 1n), amountB: CurrencyAmount.fromRaw(BUSD, 1n) };
    expect(() => removeLiquidityCallCandidates({ ...base, ...amounts, liquidity: 0n, currencyA: FUEL, currencyB: BUSD })).toThrow(
      'Nothing to remove',
    );
    expect(() =>
      removeLiquidityCallCandidates({
        ...base,
        amountA: CurrencyAmount.fromRaw(BNB, 1n),
        amountB: CurrencyAmount.fromRaw(WBNB, 1n),
        currencyA: BNB,
        currencyB: WBNB,
      }),
    ).toThrow('Invalid pair');
  });
});
