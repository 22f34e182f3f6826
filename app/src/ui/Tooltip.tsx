import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Tooltip.module.css';
import { HelpIcon } from './icons.tsx';
import { cx } from './cx.ts';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button, link); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  className?: string;
}

/** Text shown on hover and keyboard focus of its child; Escape hides it (WCAG 1.4.13). */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const child = isValidElement(children) ? cloneElement(children, { 'aria-describedby': id }) : children;
  return (
    <span
      className={cx(styles.anchor, className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {child}
      <span role="tooltip" id={id} hidden={!open} className={cx(styles.tooltip, placement === 'bottom' && styles.bottom)}>
        {content}
      </span>
    </span>
  );
}

/** A "?" button that explains something in a tooltip (the QuestionHelper of the original). */
export function HelpTooltip({ text, label, placement }: { text: ReactNode; label?: string; placement?: 'top' | 'bottom' }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={text} placement={placement}>
      <button type="button" className={styles.help} aria-label={label ?? t('Help')}>
        <HelpIcon size={16} />
      </button>
    </Tooltip>
  );
}
