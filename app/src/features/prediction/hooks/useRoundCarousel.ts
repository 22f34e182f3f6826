/** The round cards' scrolling track: centred on the live round, arrows and arrow keys move a card, the wheel scrolls sideways. */
import { useCallback, useEffect, useRef, type KeyboardEvent, type WheelEvent } from 'react';

export function useRoundCarousel(currentEpoch: bigint | undefined) {
  const track = useRef<HTMLDivElement>(null);

  // Centre the live round whenever the epoch changes.
  useEffect(() => {
    if (currentEpoch === undefined) return;
    const el = track.current?.querySelector<HTMLElement>(`[data-epoch="${(currentEpoch - 1n).toString()}"]`);
    el?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  }, [currentEpoch]);

  const scrollBy = useCallback((dir: number) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector<HTMLElement>('[data-epoch]');
    el.scrollBy({ left: dir * ((card?.offsetWidth ?? 300) + 16), behavior: 'smooth' });
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') scrollBy(-1);
    else if (e.key === 'ArrowRight') scrollBy(1);
    else return;
    e.preventDefault();
  };
  const onWheel = (e: WheelEvent) => {
    if (Math.abs(e.deltaY) > Math.abs(e.deltaX) && track.current) track.current.scrollLeft += e.deltaY;
  };

  return { track, scrollBy, onKey, onWheel };
}
