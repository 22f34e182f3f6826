import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';
import { cx } from './cx.ts';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner padding (default true); set false when using CardHeader/CardBody. */
  padded?: boolean;
  elevated?: boolean;
  /** Brand-gradient border, for the one card that matters on a page. */
  highlighted?: boolean;
  as?: 'div' | 'section' | 'article';
}

/** The rounded surface everything sits on. */
export function Card({ padded = true, elevated = false, highlighted = false, as: Tag = 'div', className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx(styles.card, padded && styles.padded, elevated && styles.elevated, highlighted && styles.highlighted, className)}
      {...rest}
    />
  );
}

export const CardHeader = ({ className, ...rest }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cx(styles.header, className)} {...rest} />
);
export const CardBody = ({ className, ...rest }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cx(styles.body, className)} {...rest} />
);
export const CardFooter = ({ className, children, ...rest }: HTMLAttributes<HTMLDivElement> & { children?: ReactNode }) => (
  <div className={cx(styles.footer, className)} {...rest}>
    {children}
  </div>
);
