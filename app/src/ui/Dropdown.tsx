import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Dropdown.module.css';
import { ChevronDownIcon } from './icons.tsx';
import { moveFocus, tabbables, useOutsidePointerDown } from './focus.ts';
import { cx } from './cx.ts';

export interface DropdownProps {
  /** Trigger content (text, icon). */
  label: ReactNode;
  /** Accessible name when the label is only an icon. */
  'aria-label'?: string;
  /** Panel content: links or buttons; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'end';
  /** Open above the trigger (for bottom bars). */
  direction?: 'down' | 'up';
  showChevron?: boolean;
  outlined?: boolean;
  /** Marks the trigger as the current section (a child link is the current page). */
  current?: boolean;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * A disclosure dropdown (button aria-expanded + panel), used for the menu groups.
 * Opens with click, Enter, Space or ArrowDown (which also focuses the first item);
 * inside, arrows, Home and End move between items and Tab walks them; Escape closes
 * and returns focus to the trigger; a click outside or focus leaving closes it.
 * Items are ordinary links and buttons, so every one is reachable with Tab.
 */
export function Dropdown({
  label,
  'aria-label': ariaLabel,
  children,
  align = 'start',
  direction = 'down',
  showChevron = true,
  outlined = false,
  current = false,
  className,
  triggerClassName,
  panelClassName,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [rootRef], []);

  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useOutsidePointerDown(refs, open, close);

  const focusFirst = () => {
    // After the panel renders.
    requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (panel) tabbables(panel)[0]?.focus();
    });
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick natively (detail 0 there = keyboard).
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusFirst();
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndFocus();
      return;
    }
    const panel = panelRef.current;
    if (panel && panel.contains(document.activeElement) && moveFocus(tabbables(panel), event.key)) event.preventDefault();
  };

  return (
    <div
      ref={rootRef}
      className={cx(styles.root, className)}
      onKeyDown={onRootKeyDown}
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={cx(styles.trigger, outlined && styles.outlined, triggerClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        data-current={current || undefined}
        onClick={(e) => {
          const opening = !open;
          setOpen(opening);
          if (opening && e.detail === 0) focusFirst();
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        {showChevron && <ChevronDownIcon className={styles.chevron} size={16} />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={cx(styles.panel, styles[align], direction === 'up' && styles.up, panelClassName)}
        onClick={(e) => {
          // Following a link or choosing an action closes the panel.
          if ((e.target as Element).closest('a,[data-close-dropdown]')) close();
        }}
      >
        {open && (typeof children === 'function' ? children(close) : children)}
      </div>
    </div>
  );
}

export const dropdownItemClassName: string = styles.item ?? '';
