import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Dropdown.module.css';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import { useOutsidePointerDown } from './focus.ts';
import { cx } from './cx.ts';

export interface SelectOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Plain text for type-ahead (defaults to label when it is a string). */
  text?: string;
  /** BCP 47 language of the label (language pickers). */
  lang?: string;
}

export interface SelectProps<V extends string> {
  options: ReadonlyArray<SelectOption<V>>;
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the control. */
  label: string;
  /** What the closed button shows; defaults to the selected option's label. */
  renderValue?: (option: SelectOption<V> | undefined) => ReactNode;
  align?: 'start' | 'end';
  direction?: 'down' | 'up';
  outlined?: boolean;
  className?: string;
  triggerClassName?: string;
}

/**
 * A single-choice dropdown (button + listbox, the ARIA "select-only combobox"
 * shape). Keyboard: Enter, Space, ArrowDown/Up open; arrows, Home, End move;
 * typing a letter jumps; Enter or Space chooses; Escape or Tab closes.
 */
export function Select<V extends string>({
  options,
  value,
  onChange,
  label,
  renderValue,
  align = 'start',
  direction = 'down',
  outlined = true,
  className,
  triggerClassName,
}: SelectProps<V>) {
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const [active, setActive] = useState(selectedIndex);
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const refs = useMemo(() => [rootRef], []);
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  const close = useCallback(() => setOpen(false), []);
  useOutsidePointerDown(refs, open, close);

  const openList = (index = selectedIndex) => {
    setActive(index);
    setOpen(true);
    requestAnimationFrame(() => {
      listRef.current?.focus();
      document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
    });
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    setOpen(false);
    buttonRef.current?.focus();
  };
  const moveTo = (index: number) => {
    const clamped = Math.min(options.length - 1, Math.max(0, index));
    setActive(clamped);
    document.getElementById(optionId(clamped))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button natively, which opens the list.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const typeahead = useRef({ text: '', at: 0 });
  const onListKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(active + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(active - 1);
        return;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        return;
      case 'End':
        event.preventDefault();
        moveTo(options.length - 1);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const t = typeahead.current;
      t.text = now - t.at > 700 ? event.key.toLowerCase() : t.text + event.key.toLowerCase();
      t.at = now;
      const found = options.findIndex((o) =>
        (o.text ?? (typeof o.label === 'string' ? o.label : o.value)).toLowerCase().startsWith(t.text),
      );
      if (found >= 0) moveTo(found);
    }
  };

  const selected = options[selectedIndex];
  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {/* The button is named by the label and its own text ("Sort by Hot"): a visible value must be part of the
          accessible name (WCAG 2.5.3, axe label-content-name-mismatch), which aria-label alone was not. */}
      <span id={`${baseId}-label`} hidden>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={`${baseId}-button`}
        type="button"
        className={cx(styles.trigger, outlined && styles.outlined, triggerClassName)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${baseId}-list`}
        aria-labelledby={`${baseId}-label ${baseId}-button`}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        {renderValue ? renderValue(selected) : selected?.label}
        <ChevronDownIcon className={styles.chevron} size={16} />
      </button>
      <div hidden={!open} className={cx(styles.panel, styles[align], direction === 'up' && styles.up)}>
        <ul
          ref={listRef}
          id={`${baseId}-list`}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          aria-activedescendant={open ? optionId(active) : undefined}
          className={styles.listbox}
          onKeyDown={onListKeyDown}
          onBlur={(e) => {
            if (!rootRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) setOpen(false);
          }}
        >
          {options.map((option, i) => (
            <li
              key={option.value}
              id={optionId(i)}
              role="option"
              aria-selected={option.value === value}
              lang={option.lang}
              data-active={i === active || undefined}
              className={styles.item}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(i)}
            >
              {option.label}
              {option.value === value && <CheckIcon className={styles.itemCheck} size={16} />}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
