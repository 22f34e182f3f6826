import { useEffect, useLayoutEffect, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Elements inside root that Tab can reach, in DOM order (hidden and inert subtrees excluded). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.closest('[hidden],[inert],[aria-hidden="true"]') && el.tabIndex >= 0,
  );
}

/**
 * A ref that focuses its element once, when it mounts: React's `autoFocus` does this, but the app renders with
 * Preact (app/preact.ts), which only sets the `autofocus` attribute, and browsers honour that attribute once per
 * page, not for an element inserted later.
 */
export function focusOnMount(el: HTMLElement | null): void {
  el?.focus();
}

/** Active traps, innermost (most recently activated) last. */
const traps: HTMLElement[] = [];

/** True when `el` is the innermost active focus trap (e.g. the top dialog of a stack). */
export function isTopTrap(el: HTMLElement | null): boolean {
  return el !== null && traps[traps.length - 1] === el;
}

/** Focus that fell to the page itself: its focused control was removed (re-rendered away), so no element has it. */
export function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

export interface FocusTrapOptions {
  /** Element to focus when the trap activates; defaults to the first tabbable, else the container. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Give focus back to the element that had it before activation (default true). */
  restoreFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `ref` while `active`: Tab and Shift+Tab cycle
 * through its tabbable elements, focus that escapes (a click outside, a script)
 * is pulled back, and on deactivation focus returns where it came from.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  const { initialFocus, restoreFocus = true } = options;

  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const target = initialFocus?.current ?? tabbables(container)[0] ?? container;
    if (target === container && container.tabIndex < 0 && !container.hasAttribute('tabindex')) container.tabIndex = -1;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = tabbables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const t = event.target;
      // Another trap stacked above this one (a nested modal) owns focus then.
      if (t instanceof Node && !container.contains(t) && !(t instanceof Element && t.closest('[data-focus-trap]'))) {
        (tabbables(container)[0] ?? container).focus();
      }
    };
    traps.push(container);
    container.setAttribute('data-focus-trap', '');
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      traps.splice(traps.lastIndexOf(container), 1);
      container.removeAttribute('data-focus-trap');
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (restoreFocus && previous && previous.isConnected) previous.focus();
    };
    // initialFocus is a ref object; its identity is stable.
  }, [active, ref, restoreFocus, initialFocus]);
}

/** Calls onOutside when a pointer goes down outside every given element while active. */
export function useOutsidePointerDown(refs: ReadonlyArray<RefObject<HTMLElement | null>>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const handler = (event: PointerEvent | MouseEvent) => {
      const t = event.target;
      if (!(t instanceof Node)) return;
      if (refs.some((r) => r.current?.contains(t))) return;
      onOutside();
    };
    document.addEventListener('mousedown', handler);
    return () => document.removeEventListener('mousedown', handler);
  }, [active, onOutside, refs]);
}

/** True when the element sits in a right-to-left context (arrow keys flip there). */
export function isRtl(el: Element | null): boolean {
  return el?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** Moves focus among `items` by arrow keys; returns true when the key was handled. */
export function moveFocus(items: HTMLElement[], key: string, vertical = true): boolean {
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = vertical ? 'ArrowDown' : 'ArrowRight';
  const prev = vertical ? 'ArrowUp' : 'ArrowLeft';
  let target: HTMLElement | undefined;
  if (key === next) target = items[(index + 1) % items.length];
  else if (key === prev) target = items[(index - 1 + items.length) % items.length];
  else if (key === 'Home') target = items[0];
  else if (key === 'End') target = items[items.length - 1];
  if (!target) return false;
  target.focus();
  return true;
}
