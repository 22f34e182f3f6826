import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Toggle.module.css';
import { cx } from './cx.ts';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label beside the switch; or pass aria-label for a bare switch. */
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** An on/off switch (role="switch", aria-checked), operated by click, Space or Enter. */
export function Toggle({ checked, onChange, label, disabled, size = 'md', className, 'aria-label': ariaLabel }: ToggleProps) {
  const labelId = useId();
  const button = (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label == null ? ariaLabel : undefined}
      aria-labelledby={label != null ? labelId : undefined}
      disabled={disabled}
      className={cx(styles.switch, size === 'sm' && styles.sm, label == null && className)}
      onClick={() => onChange(!checked)}
    />
  );
  if (label == null) return button;
  return (
    <span className={cx(styles.wrapper, className)}>
      {button}
      <span id={labelId} onClick={() => !disabled && onChange(!checked)}>
        {label}
      </span>
    </span>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
}

/** A styled native checkbox with its label (e.g. the "I understand" box of the import warnings). */
export function Checkbox({ checked, onChange, label, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx(styles.checkbox, className)}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...rest} />
      <span>{label}</span>
    </label>
  );
}
