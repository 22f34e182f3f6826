import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
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
  /** Receives the raw text typed; parsing and validation rules belong to the caller (they come with the swap feature). */
  onUserInput: (value: string) => void;
  align?: 'start' | 'end';
  ref?: Ref<HTMLInputElement>;
}

/** Amount-input shell: the big decimal text box of the swap and liquidity cards (visual only). */
export function NumericalInput({ value, onUserInput, align = 'start', placeholder = '0.0', className, ...rest }: NumericalInputProps) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      minLength={1}
      maxLength={79}
      pattern="^[0-9]*[.,]?[0-9]*$"
      placeholder={placeholder}
      className={cx(styles.numerical, align === 'end' && styles.end, className)}
      value={value}
      onChange={(e) => onUserInput(e.target.value)}
      {...rest}
    />
  );
}
