/**
 * Performance marks for the swap-quote benchmark (bench/swap-quote.ts):
 * - 'swap:input' when the user edits an amount;
 * - 'swap:commit' when the quote for that edit is committed to the page, before the browser paints it, with
 *   `detail.firstFrame`: no animation frame has started since the keystroke, so the first frame painted after
 *   the keystroke shows the quote ("keystroke to quote on screen at most one frame");
 * - 'swap:quote' once the frame that shows it has been painted.
 */
import { useEffect, useLayoutEffect } from 'react';

export const INPUT_MARK = 'swap:input';
export const COMMIT_MARK = 'swap:commit';
export const QUOTE_MARK = 'swap:quote';

let pending = false;
let committed = false;
let frameStarted = false;

export function markSwapInput(): void {
  pending = true;
  committed = false;
  frameStarted = false;
  if (typeof performance !== 'undefined') performance.mark(INPUT_MARK);
  if (typeof requestAnimationFrame !== 'undefined')
    requestAnimationFrame(() => {
      frameStarted = true;
    });
}

/**
 * Marks the quote when `ready` (the shown quote belongs to the latest typed
 * amount) after an input mark. `quoteKey` changes with what is shown.
 */
export function useQuoteMark(ready: boolean, quoteKey: string): void {
  useLayoutEffect(() => {
    if (!pending || committed || !ready || typeof performance === 'undefined') return;
    committed = true;
    performance.mark(COMMIT_MARK, { detail: { firstFrame: !frameStarted } });
  }, [ready, quoteKey]);
  useEffect(() => {
    if (!pending || !ready) return;
    pending = false;
    if (typeof performance === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
    // rAF runs before the paint of the frame showing the quote; the task queued from it runs after that paint.
    requestAnimationFrame(() => setTimeout(() => performance.mark(QUOTE_MARK), 0));
  }, [ready, quoteKey]);
}
