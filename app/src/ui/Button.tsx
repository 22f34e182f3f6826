import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'wouter';
import { useTranslation } from 'react-i18next';
import styles from './Button.module.css';
import { Spinner } from './Spinner.tsx';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger' | 'text' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLookProps, extra?: string) {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /** Shows a spinner, keeps the width, blocks clicks and sets aria-busy. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The action button: primary (default), secondary (outlined), tertiary (soft), danger, text and accent (violet). */
export function Button({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, cx(loading && styles.loading, className))}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {startIcon && <span className={styles.icon}>{startIcon}</span>}
      <span className={styles.label}>{children}</span>
      {endIcon && <span className={styles.icon}>{endIcon}</span>}
      {loading && (
        <span className={styles.spinner}>
          <Spinner size={20} label={t('Loading…')} />
        </span>
      )}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: the accessible name of a button that shows only an icon. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A round button showing only an icon; `label` becomes its aria-label and title. */
export function IconButton({ label, variant = 'text', size = 'md', className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={buttonClassName({ variant, size }, cx(styles.iconButton, className))}
      {...rest}
    >
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLookProps {
  /** In-app path (router link) ... */
  to?: string;
  /** ... or an external URL (new tab, rel=noopener). */
  href?: string;
  children: ReactNode;
  className?: string;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ to, href, variant, size, fullWidth, startIcon, endIcon, children, className }: ButtonLinkProps) {
  const cls = buttonClassName({ variant, size, fullWidth }, className);
  const inner = (
    <>
      {startIcon && <span className={styles.icon}>{startIcon}</span>}
      <span className={styles.label}>{children}</span>
      {endIcon && <span className={styles.icon}>{endIcon}</span>}
    </>
  );
  if (to !== undefined) {
    return (
      <RouterLink to={to} className={cls}>
        {inner}
      </RouterLink>
    );
  }
  return (
    <a href={href} className={cls} target="_blank" rel="noopener noreferrer">
      {inner}
    </a>
  );
}
