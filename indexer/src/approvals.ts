/**
 * Approvals: every ERC-20 Approval (any token, pair permits included) whose spender is one of the
 * project's contracts, kept as the last amount per token, owner and spender. Ponder's log filter selects them
 * by the indexed spender topic (ponder.config.ts, contract `Approvals`), so on BSC it reads only these logs.
 */
import { ponder } from 'ponder:registry';
import { allowance } from 'ponder:schema';
import type { Hex } from 'viem';

const lower = (a: string) => a.toLowerCase() as Hex;

ponder.on('Approvals:Approval', async ({ event, context }) => {
  const token = lower(event.log.address);
  const owner = lower(event.args.owner);
  const spender = lower(event.args.spender);
  const row = { amount: event.args.value, timestamp: Number(event.block.timestamp), block: Number(event.block.number) };
  await context.db
    .insert(allowance)
    .values({ id: `${token}-${owner}-${spender}`, token, owner, spender, ...row })
    .onConflictDoUpdate(row);
});
