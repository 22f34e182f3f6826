/**
 * Refresh clocks: a fast tick every 10 s and a slow tick
 * every 60 s, both paused while the tab is hidden, and a visibility flag the
 * block watcher uses to stop polling in a hidden tab.
 */
import { useSyncExternalStore } from 'react';

export const FAST_INTERVAL_MS = 10_000;
export const SLOW_INTERVAL_MS = 60_000;

type Sub = () => void;

function createTicker(intervalMs: number) {
  let ticks = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const subs = new Set<Sub>();
  const start = () => {
    if (timer === undefined && subs.size > 0 && isVisible()) {
      timer = setInterval(() => {
        ticks += 1;
        subs.forEach((s) => s());
      }, intervalMs);
    }
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    subscribe(s: Sub) {
      subs.add(s);
      start();
      return () => {
        subs.delete(s);
        if (subs.size === 0) stop();
      };
    },
    get: () => ticks,
    onVisibility(visible: boolean) {
      if (visible) start();
      else stop();
    },
  };
}

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

const fast = createTicker(FAST_INTERVAL_MS);
const slow = createTicker(SLOW_INTERVAL_MS);
const visibilitySubs = new Set<Sub>();

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    const v = isVisible();
    fast.onVisibility(v);
    slow.onVisibility(v);
    visibilitySubs.forEach((s) => s());
  });
}

/**
 * Increments every 10 s while the tab is visible. Use as a query-key part or effect dependency.
 * @public no feature uses it yet (block-driven refresh covers today's screens).
 */
export function useFastRefresh(): number {
  return useSyncExternalStore(fast.subscribe, fast.get, fast.get);
}

/**
 * Increments every 60 s while the tab is visible.
 * @public no feature uses it yet.
 */
export function useSlowRefresh(): number {
  return useSyncExternalStore(slow.subscribe, slow.get, slow.get);
}

export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (s) => {
      visibilitySubs.add(s);
      return () => visibilitySubs.delete(s);
    },
    isVisible,
    () => true,
  );
}
