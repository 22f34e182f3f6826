/**
 * Mount once, inside the chain provider: downloads every known list on start
 * and every 10 minutes (600000 ms) while the tab is visible (spec 7). A tab
 * that comes back after more than 10 minutes refreshes at once.
 */
import { useEffect } from 'react';
import { usePageVisible } from '../../../chain/clock.ts';
import { LIST_REFRESH_INTERVAL_MS } from './defaults.ts';
import { lastListsRefresh, refreshIfDue, useListFetchDeps } from './hooks.ts';
import { listsStore } from './store.ts';

export function ListsUpdater({ intervalMs = LIST_REFRESH_INTERVAL_MS }: { intervalMs?: number } = {}) {
  const visible = usePageVisible();
  const { client } = useListFetchDeps();

  useEffect(() => {
    if (!visible) return;
    const store = listsStore();
    const run = () => refreshIfDue(store, { client }, Date.now(), intervalMs - 1_000);
    const last = lastListsRefresh(store);
    const wait = last === undefined ? 0 : Math.max(0, intervalMs - (Date.now() - last));
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      run();
      interval = setInterval(run, intervalMs);
    }, wait);
    return () => {
      clearTimeout(first);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [visible, client, intervalMs]);

  return null;
}
