/**
 * Runs `work` once the browser is idle after the page has loaded, so that what the first paint does not need
 * (prefetching a dialog, background polling) never competes with it. `requestIdleCallback` where the browser
 * has it (Safari does not), else a timeout. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let cancelInner = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
      cancelInner = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(work, 200);
      cancelInner = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelInner();
  };
}
