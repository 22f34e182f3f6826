import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import styles from './Tabs.module.css';
import { cx } from './cx.ts';
import { isRtl } from './focus.ts';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string> {
  items: ReadonlyArray<TabItem<V>>;
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for tab and panel ids; pair each panel with <TabPanel idPrefix value>. */
  idPrefix: string;
  fullWidth?: boolean;
  className?: string;
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const tabPanelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

/**
 * ARIA tabs with a roving tabindex: only the selected tab is in the Tab order;
 * Arrow Left/Right (mirrored in RTL), Home and End move focus and select
 * (automatic activation); disabled tabs are skipped.
 */
export function Tabs<V extends string>({ items, value, onChange, label, idPrefix, fullWidth = false, className }: TabsProps<V>) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((i) => !i.disabled);
    if (enabled.length === 0) return;
    const index = enabled.findIndex((i) => i.value === value);
    const rtl = isRtl(listRef.current);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: TabItem<V> | undefined;
    if (event.key === forward) next = enabled[(index + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    tabRefs.current.get(next.value)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={cx(styles.list, fullWidth && styles.fullWidth, className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) tabRefs.current.set(item.value, el);
              else tabRefs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix, item.value)}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            className={styles.tab}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab; render only the selected one, or all with `hidden` on the others. */
export function TabPanel({
  idPrefix,
  value,
  children,
  className,
  hidden,
}: {
  idPrefix: string;
  value: string;
  children: ReactNode;
  className?: string;
  hidden?: boolean;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      tabIndex={0}
      className={className}
      hidden={hidden}
    >
      {children}
    </div>
  );
}

export interface SegmentedNavItem {
  to: string;
  label: ReactNode;
  active: boolean;
}

/**
 * The tabs' pill look for navigation between pages (e.g. Swap | Liquidity):
 * plain links in a <nav>, the current one marked aria-current="page". Links,
 * not ARIA tabs, because each one changes the URL.
 */
export function SegmentedNav({
  items,
  label,
  fullWidth = false,
  className,
}: {
  items: ReadonlyArray<SegmentedNavItem>;
  label: string;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cx(styles.list, fullWidth && styles.fullWidth, className)}>
      {items.map((item) => (
        <RouterLink key={item.to} to={item.to} className={styles.tab} aria-current={item.active ? 'page' : undefined}>
          {item.label}
        </RouterLink>
      ))}
    </nav>
  );
}
