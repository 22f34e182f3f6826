import { describe, expect, it } from 'vitest';
import { swapButtonState, type SwapButtonArgs } from './swap-button.ts';

const ready: SwapButtonArgs = {
  account: '0xabc',
  isUnsupported: false,
  wrapType: 'NOT_APPLICABLE',
  hasTrade: true,
  userHasSpecifiedInputOutput: true,
  singleHopOnly: false,
  approval: 'APPROVED',
  approvalSubmitted: false,
  priceImpactSeverity: 0,
  isExpertMode: false,
  inputSymbol: 'FUEL',
};

const label = (a: Partial<SwapButtonArgs>) => swapButtonState({ ...ready, ...a });

describe('swapButtonState', () => {
  it('Swap when all is well', () => {
    expect(label({})).toMatchObject({ kind: 'button', labelKey: 'Swap', disabled: false, variant: 'primary', action: 'swap' });
  });
  it('Unsupported Asset first, disabled', () => {
    expect(label({ isUnsupported: true, account: null })).toMatchObject({ labelKey: 'Unsupported Asset', disabled: true });
  });
  it('Connect Wallet without an account (enabled: it opens the wallet dialog)', () => {
    expect(label({ account: undefined })).toMatchObject({ labelKey: 'Connect Wallet', disabled: false, action: 'connect' });
  });
  it('shows input errors disabled', () => {
    expect(label({ inputError: { key: 'Enter an amount' } })).toMatchObject({ labelKey: 'Enter an amount', disabled: true });
    expect(label({ inputError: { key: 'Select a token' }, hasTrade: false, userHasSpecifiedInputOutput: false })).toMatchObject({
      labelKey: 'Select a token',
      disabled: true,
    });
    expect(label({ inputError: { key: 'Insufficient {{symbol}} balance', params: { symbol: 'FUEL' } } })).toMatchObject({
      labelKey: 'Insufficient {{symbol}} balance',
      params: { symbol: 'FUEL' },
    });
  });
  it('Swap Anyway in danger style above severity 2', () => {
    expect(label({ priceImpactSeverity: 3 })).toMatchObject({ labelKey: 'Swap Anyway', variant: 'danger', disabled: false });
    expect(label({ priceImpactSeverity: 2 })).toMatchObject({ labelKey: 'Swap', variant: 'primary' });
  });
  it('Price Impact Too High above severity 3 unless expert mode', () => {
    expect(label({ priceImpactSeverity: 4 })).toMatchObject({ labelKey: 'Price Impact Too High', disabled: true, action: 'none' });
    expect(label({ priceImpactSeverity: 4, isExpertMode: true })).toMatchObject({
      labelKey: 'Swap Anyway',
      variant: 'danger',
      disabled: false,
    });
  });
  it('Enable beside Swap while approval is needed', () => {
    const s = label({ approval: 'NOT_APPROVED' });
    expect(s.kind).toBe('approve-flow');
    expect(s.approve).toMatchObject({ labelKey: 'Enable {{asset}}', params: { asset: 'FUEL' }, disabled: false, action: 'approve' });
    expect(s).toMatchObject({ labelKey: 'Swap', disabled: true });
    expect(label({ approval: 'PENDING' }).approve).toMatchObject({ labelKey: 'Enabling', loading: true, disabled: true });
    const done = label({ approval: 'APPROVED', approvalSubmitted: true });
    expect(done.approve).toMatchObject({ labelKey: 'Enabled', variant: 'success' });
    expect(done).toMatchObject({ labelKey: 'Swap', disabled: false, action: 'swap' });
    expect(label({ approval: 'NOT_APPROVED', priceImpactSeverity: 3 })).toMatchObject({ labelKey: 'Swap Anyway', variant: 'danger' });
    // blocked impact: no approve flow, the single blocked button
    expect(label({ approval: 'NOT_APPROVED', priceImpactSeverity: 4 })).toMatchObject({
      kind: 'button',
      labelKey: 'Price Impact Too High',
    });
    expect(label({ approval: 'NOT_APPROVED', priceImpactSeverity: 4, isExpertMode: true })).toMatchObject({
      kind: 'approve-flow',
      labelKey: 'Swap Anyway',
    });
  });
  it('no route: the liquidity notice, with the multi-hop hint when single hop', () => {
    expect(label({ hasTrade: false })).toMatchObject({ kind: 'no-liquidity', labelKey: 'Insufficient liquidity for this trade.' });
    expect(label({ hasTrade: false }).hintKey).toBeUndefined();
    expect(label({ hasTrade: false, singleHopOnly: true }).hintKey).toBe('Try enabling multi-hop trades.');
  });
  it('wrap and unwrap', () => {
    expect(label({ wrapType: 'WRAP' })).toMatchObject({ labelKey: 'Wrap', action: 'wrap', disabled: false });
    expect(label({ wrapType: 'UNWRAP' })).toMatchObject({ labelKey: 'Unwrap', action: 'unwrap' });
    expect(label({ wrapType: 'WRAP', wrapInputError: { key: 'Insufficient BNB balance' } })).toMatchObject({
      labelKey: 'Insufficient BNB balance',
      disabled: true,
    });
  });
  it('a swap callback error disables without danger', () => {
    expect(label({ swapCallbackError: 'Missing dependencies', priceImpactSeverity: 3 })).toMatchObject({
      disabled: true,
      variant: 'primary',
    });
  });
});
