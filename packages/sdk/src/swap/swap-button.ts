/**
 * The swap button as a state machine (spec 2.4 "Button states", spec 5 "Swap
 * routing"): which label, style and action the button area shows.
 */
import type { I18nText } from './input-errors.ts';
import type { WarningSeverity } from './price-impact.ts';
import type { WrapType } from './input-errors.ts';

export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED';

export type ButtonVariant = 'primary' | 'danger' | 'success';
export type ButtonAction = 'none' | 'connect' | 'wrap' | 'unwrap' | 'approve' | 'swap';

export interface ButtonState {
  labelKey: string;
  params?: Record<string, string>;
  disabled: boolean;
  variant: ButtonVariant;
  /** What a click does. */
  action: ButtonAction;
  /** Show a spinner (approval in flight). */
  loading?: boolean;
}

export interface SwapButtonState extends ButtonState {
  /**
   * 'button': one button (this state). 'approve-flow': the Enable button
   * (`approve`) beside the swap button (this state). 'no-liquidity': a notice,
   * not a button: labelKey is the notice and hintKey an optional second line.
   */
  kind: 'button' | 'approve-flow' | 'no-liquidity';
  approve?: ButtonState;
  hintKey?: string;
}

export interface SwapButtonArgs {
  account: string | null | undefined;
  /** A currency of the swap is on the unsupported list. */
  isUnsupported: boolean;
  wrapType: WrapType;
  wrapInputError?: I18nText | undefined;
  /** From swapInputError. */
  inputError?: I18nText | undefined;
  /** A best trade exists. */
  hasTrade: boolean;
  /** Both currencies chosen and a non-zero amount typed. */
  userHasSpecifiedInputOutput: boolean;
  singleHopOnly: boolean;
  approval: ApprovalState;
  /** An approval was sent from this screen (keeps the two-button layout until the swap). */
  approvalSubmitted: boolean;
  priceImpactSeverity: WarningSeverity;
  isExpertMode: boolean;
  /** The swap callback could not be built (e.g. missing dependencies). */
  swapCallbackError?: string | undefined;
  /** Input currency symbol for "Enable {{asset}}". */
  inputSymbol?: string | undefined;
}

/**
 * First match wins:
 *  Unsupported Asset (disabled) → Connect Wallet → Wrap/Unwrap (or the wrap error)
 *  → "Insufficient liquidity for this trade." notice → Enable + Swap pair (approval
 *  needed) → single Swap button, labelled with the input error if any.
 * Swap labels: "Price Impact Too High" (two-button layout: "Price Impact High"),
 * disabled, when severity > 3 without expert mode; "Swap Anyway" in danger style
 * when severity > 2; otherwise "Swap".
 */
export function swapButtonState(a: SwapButtonArgs): SwapButtonState {
  const blocked = a.priceImpactSeverity > 3 && !a.isExpertMode;
  const isValid = !a.inputError;

  if (a.isUnsupported) {
    return { kind: 'button', labelKey: 'Unsupported Asset', disabled: true, variant: 'primary', action: 'none' };
  }
  if (!a.account) {
    return { kind: 'button', labelKey: 'Connect Wallet', disabled: false, variant: 'primary', action: 'connect' };
  }
  if (a.wrapType !== 'NOT_APPLICABLE') {
    const wrap = a.wrapType === 'WRAP';
    if (a.wrapInputError) {
      return {
        kind: 'button',
        labelKey: a.wrapInputError.key,
        ...(a.wrapInputError.params ? { params: a.wrapInputError.params } : {}),
        disabled: true,
        variant: 'primary',
        action: 'none',
      };
    }
    return { kind: 'button', labelKey: wrap ? 'Wrap' : 'Unwrap', disabled: false, variant: 'primary', action: wrap ? 'wrap' : 'unwrap' };
  }
  if (!a.hasTrade && a.userHasSpecifiedInputOutput) {
    return {
      kind: 'no-liquidity',
      labelKey: 'Insufficient liquidity for this trade.',
      ...(a.singleHopOnly ? { hintKey: 'Try enabling multi-hop trades.' } : {}),
      disabled: true,
      variant: 'primary',
      action: 'none',
    };
  }
  const showApproveFlow =
    isValid &&
    (a.approval === 'NOT_APPROVED' || a.approval === 'PENDING' || (a.approvalSubmitted && a.approval === 'APPROVED')) &&
    !blocked;
  if (showApproveFlow) {
    const approve: ButtonState =
      a.approval === 'PENDING'
        ? { labelKey: 'Enabling', disabled: true, variant: 'primary', action: 'none', loading: true }
        : a.approvalSubmitted && a.approval === 'APPROVED'
          ? { labelKey: 'Enabled', disabled: true, variant: 'success', action: 'none' }
          : {
              labelKey: 'Enable {{asset}}',
              params: { asset: a.inputSymbol ?? '' },
              disabled: a.approval !== 'NOT_APPROVED' || a.approvalSubmitted,
              variant: 'primary',
              action: 'approve',
            };
    const swapDisabled = a.approval !== 'APPROVED' || blocked;
    return {
      kind: 'approve-flow',
      approve,
      labelKey: blocked ? 'Price Impact High' : a.priceImpactSeverity > 2 ? 'Swap Anyway' : 'Swap',
      disabled: swapDisabled,
      variant: a.priceImpactSeverity > 2 ? 'danger' : 'primary',
      action: swapDisabled ? 'none' : 'swap',
    };
  }
  if (a.inputError) {
    return {
      kind: 'button',
      labelKey: a.inputError.key,
      ...(a.inputError.params ? { params: a.inputError.params } : {}),
      disabled: true,
      variant: 'primary',
      action: 'none',
    };
  }
  const disabled = blocked || !!a.swapCallbackError;
  return {
    kind: 'button',
    labelKey: blocked ? 'Price Impact Too High' : a.priceImpactSeverity > 2 ? 'Swap Anyway' : 'Swap',
    disabled,
    variant: a.priceImpactSeverity > 2 && !a.swapCallbackError ? 'danger' : 'primary',
    action: disabled ? 'none' : 'swap',
  };
}
