/**
 * Background work every page shares: receipts of pending transactions and
 * token-list refreshes. Loaded in idle time after the page has loaded (Layout):
 * the list validator (ajv and the token-list schema) is the largest part of
 * the tokens feature and no page needs it to render.
 */
import { TransactionUpdater } from '../../features/transactions/index.ts';
import { ListsUpdater } from '../../features/tokens/index.ts';
// Loading the settings store registers the user's "Approve exact amounts" preference with the chain layer
// (chain/approve.ts), whatever page is open: farms, pools and the games approve too.
import '../../features/settings/index.ts';

export default function BackgroundUpdaters() {
  return (
    <>
      <TransactionUpdater />
      <ListsUpdater />
    </>
  );
}
