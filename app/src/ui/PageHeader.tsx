import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useTranslation } from 'react-i18next';
import styles from './PageHeader.module.css';
import btn from './Button.module.css';
import { buttonClassName } from './Button.tsx';
import { ArrowLeftIcon } from './icons.tsx';
import { HelpTooltip } from './Tooltip.tsx';
import { cx } from './cx.ts';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Explanation shown in a "?" tooltip beside the title. */
  helpText?: ReactNode;
  /** Path of the back arrow (e.g. "/liquidity" on the add screen). */
  backTo?: string;
  /** Slot for the settings button (the transaction-settings dialog comes with the settings feature). */
  settings?: ReactNode;
  /** Slot for the recent-transactions button. */
  history?: ReactNode;
  /** Heading level of the title (default 1: the card header is the page's title). */
  level?: 1 | 2;
  className?: string;
}

/** The header of a trade card: back link, title, subtitle, help, and the settings and history buttons. */
export function PageHeader({ title, subtitle, helpText, backTo, settings, history, level = 1, className }: PageHeaderProps) {
  const { t } = useTranslation();
  const H = level === 1 ? 'h1' : 'h2';
  return (
    <header className={cx(styles.header, className)}>
      {backTo && (
        <RouterLink
          to={backTo}
          aria-label={t('Back')}
          title={t('Back')}
          className={buttonClassName({ variant: 'text', size: 'sm' }, cx(btn.iconButton, styles.back))}
        >
          <ArrowLeftIcon className="fs-flip-rtl" />
        </RouterLink>
      )}
      <div className={styles.text}>
        <div className={styles.titleRow}>
          <H className={styles.title}>{title}</H>
          {helpText != null && <HelpTooltip text={helpText} placement="bottom" />}
        </div>
        {subtitle != null && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {(settings != null || history != null) && (
        <div className={styles.actions}>
          {settings}
          {history}
        </div>
      )}
    </header>
  );
}
