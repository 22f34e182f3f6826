import { useId, useReducer, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AMOUNT_INPUT_MAX_LENGTH, sanitizeAmountInput } from '@fuelswap/sdk';
import styles from './Input.module.css';
import { cx } from './cx.ts';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label; when absent pass aria-label. */
  label?: ReactNode;
  hint?: ReactNode;
  /** Error text: marks the field invalid and is read with it. */
  error?: ReactNode;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

/** A text input with optional label, hint, error and adornments (icons, buttons) inside the box. */
export function Input({
  label,
  hint,
  error,
  startAdornment,
  endAdornment,
  size = 'md',
  id,
  className,
  fieldClassName,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, fieldClassName)}>
      {label != null && (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      )}
      <div className={cx(styles.control, styles[size], error != null && styles.invalid)}>
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <input
          id={inputId}
          className={cx(styles.input, className)}
          aria-invalid={error != null || undefined}
          {...rest}
          aria-describedby={describedBy}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {hint != null && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error != null && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}

export interface NumericalInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'size'> {
  value: string;
  /**
   * Receives each accepted edit, already in the amount form (digits and one point, a comma made a point, at most
   * 79 characters); an edit outside it never reaches the caller. The caller may still refuse an edit by not
   * storing it: the field then shows `value` again.
   */
  onUserInput: (value: string) => void;
  align?: 'start' | 'end';
  ref?: Ref<HTMLInputElement>;
}

/**
 * The amount field of every form (swap, liquidity, stake, bid, contribute, bet): a controlled input that never
 * shows what it refused. Preact keeps the typed text in the DOM when a change leaves the state as it was (React
 * would put the value back), so a refused edit is undone here, with the caret kept where it was, and every change
 * renders the field once more so that an edit its owner refused is replaced by the stored value too.
 */
export function NumericalInput({ value, onUserInput, align = 'start', placeholder = '0.0', className, ...rest }: NumericalInputProps) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const next = sanitizeAmountInput(el.value);
    if (next !== null) onUserInput(next);
    // What the field may show: the accepted text (a comma made a point), else the value it had.
    const shown = next ?? value;
    if (el.value !== shown) {
      const caret = (el.selectionStart ?? el.value.length) - el.value.length + shown.length;
      el.value = shown;
      el.setSelectionRange(caret, caret);
    }
    rerender();
  };
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      minLength={1}
      maxLength={AMOUNT_INPUT_MAX_LENGTH}
      pattern="^[0-9]*[.,]?[0-9]*$"
      placeholder={placeholder}
      className={cx(styles.numerical, align === 'end' && styles.end, className)}
      value={value}
      onChange={onChange}
      {...rest}
    />
  );
}
