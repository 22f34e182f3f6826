/**
 * Performance marks for the swap-quote benchmark (bench/swap-quote.ts):
 * 'swap:input' when the user edits an amount, 'swap:quote' once the quote
 * for that edit is on screen (after the frame that shows it is painted).
 */
import { useEffect } from 'react';

export const INPUT_MARK = 'swap:input';
export const QUOTE_MARK = 'swap:quote';

let pending = false;

export function markSwapInput(): void {
  pending = true;
  if (typeof performance !== 'undefined') performance.mark(INPUT_MARK);
}

/**
 * Marks the quote when `ready` (the shown quote belongs to the latest typed
 * amount) after an input mark. `quoteKey` changes with what is shown.
 */
export function useQuoteMark(ready: boolean, quoteKey: string): void {
  useEffect(() => {
    if (!pending || !ready) return;
    pending = false;
    if (typeof performance === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
    // rAF runs before the paint of the frame showing the quote; the task queued from it runs after that paint.
    requestAnimationFrame(() => setTimeout(() => performance.mark(QUOTE_MARK), 0));
  }, [ready, quoteKey]);
}
