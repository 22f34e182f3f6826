import type { HTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useTranslation } from 'react-i18next';
import styles from './Text.module.css';
import { ExternalIcon } from './icons.tsx';
import { cx } from './cx.ts';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type TextColor = 'default' | 'subtle' | 'primary' | 'secondary' | 'success' | 'warning' | 'danger';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'label';
  size?: TextSize;
  color?: TextColor;
  bold?: boolean;
  /** Tabular digits for amounts. */
  numeric?: boolean;
}

/** Body text on the type scale. */
export function Text({ as: Tag = 'p', size = 'md', color = 'default', bold = false, numeric = false, className, ...rest }: TextProps) {
  return (
    <Tag className={cx(styles.text, styles[size], styles[color], bold && styles.bold, numeric && 'fs-tabular', className)} {...rest} />
  );
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document level (h1-h4); the look is set by size. */
  level?: 1 | 2 | 3 | 4;
  size?: TextSize;
  color?: TextColor;
  gradient?: boolean;
}

const defaultSize: Record<1 | 2 | 3 | 4, TextSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' };

/** A heading whose level (semantics) and size (look) are independent. */
export function Heading({ level = 2, size, color = 'default', gradient = false, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={cx(
        styles.heading,
        styles[size ?? defaultSize[level]],
        color !== 'default' && styles[color],
        gradient && styles.gradient,
        className,
      )}
      {...rest}
    />
  );
}

export interface LinkProps {
  /** An in-app path (client-side navigation) ... */
  to?: string;
  /** ... or an absolute URL: opens in a new tab with rel="noopener noreferrer" and an external-link icon. */
  href?: string;
  children: ReactNode;
  className?: string;
  /** Hide the external icon. */
  plain?: boolean;
}

export const isExternalUrl = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** A text link; internal paths use the router, external URLs open safely in a new tab. */
export function Link({ to, href, children, className, plain = false }: LinkProps) {
  const { t } = useTranslation();
  const target = to ?? href ?? '/';
  if (!isExternalUrl(target)) {
    return (
      <RouterLink to={target} className={cx(styles.link, className)}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={target} target="_blank" rel="noopener noreferrer" className={cx(styles.link, className)}>
      {children}
      {!plain && <ExternalIcon size={14} />}
      <span className="fs-visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  );
}

/** The page container: centred, max 1200 px (760 when narrow), responsive padding. */
export function Page({ narrow = false, className, ...rest }: HTMLAttributes<HTMLDivElement> & { narrow?: boolean }) {
  return <div className={cx(styles.page, narrow && styles.pageNarrow, className)} {...rest} />;
}
