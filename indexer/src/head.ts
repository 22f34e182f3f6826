/**
 * The indexed head (ponder.schema.ts `indexedHead`): every block of the `IndexedHead` source (each devnet block)
 * overwrites the one row with its number, hash and timestamp. A reorg reverts the row with the blocks it drops.
 */
import { ponder } from 'ponder:registry';
import { indexedHead } from 'ponder:schema';

ponder.on('IndexedHead:block', async ({ event, context }) => {
  const row = { number: Number(event.block.number), hash: event.block.hash, timestamp: Number(event.block.timestamp) };
  await context.db
    .insert(indexedHead)
    .values({ id: 'head', ...row })
    .onConflictDoUpdate(row);
});
