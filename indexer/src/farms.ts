/**
 * Indexing functions of the farms (FuelChef), the Syrup pools (SousChef) and the
 * auto vault: one farmEvent row per deposit, withdrawal, emergency withdrawal
 * and harvest, for the activity lists.
 */
import { ponder, type Context } from 'ponder:registry';
import { farmEvent } from 'ponder:schema';
import type { Address, Hex } from 'viem';
import { loadDeployment } from './deployment.ts';

const { deployment } = loadDeployment();
const farmPools = new Map((deployment.farms?.pools ?? []).map((p) => [p.contractAddress.toLowerCase(), p.sousId]));
const lower = (a: string) => a.toLowerCase() as Hex;

type FarmKind = 'farm' | 'pool' | 'vault';
async function recordFarmEvent(
  context: Context,
  kind: FarmKind,
  name: string,
  event: { log: { address: Address; logIndex: number }; block: { timestamp: bigint; number: bigint }; transaction: { hash: Hex } },
  fields: { account: Address; pid: number | null; amount: bigint; shares?: bigint; callFee?: bigint },
): Promise<void> {
  await context.db.insert(farmEvent).values({
    id: `${event.transaction.hash}-${event.log.logIndex}`,
    kind,
    contract: lower(event.log.address),
    event: name,
    account: lower(fields.account),
    pid: fields.pid,
    amount: fields.amount,
    shares: fields.shares ?? null,
    callFee: fields.callFee ?? null,
    timestamp: Number(event.block.timestamp),
    blockNumber: Number(event.block.number),
    txHash: event.transaction.hash,
    logIndex: event.log.logIndex,
  });
}

for (const name of ['Deposit', 'Withdraw', 'EmergencyWithdraw', 'Harvest'] as const) {
  ponder.on(`FuelChef:${name}`, async ({ event, context }) =>
    recordFarmEvent(context, 'farm', name, event, { account: event.args.user, pid: Number(event.args.pid), amount: event.args.amount }),
  );
  ponder.on(`SousChef:${name}`, async ({ event, context }) =>
    recordFarmEvent(context, 'pool', name, event, {
      account: event.args.user,
      pid: farmPools.get(event.log.address.toLowerCase()) ?? null,
      amount: event.args.amount,
    }),
  );
}
for (const name of ['Deposit', 'Withdraw'] as const) {
  ponder.on(`FuelVault:${name}`, async ({ event, context }) =>
    recordFarmEvent(context, 'vault', name, event, {
      account: event.args.sender,
      pid: null,
      amount: event.args.amount,
      shares: event.args.shares,
    }),
  );
}
ponder.on('FuelVault:Harvest', async ({ event, context }) =>
  recordFarmEvent(context, 'vault', 'Harvest', event, {
    account: event.args.sender,
    pid: null,
    amount: event.args.performanceFee,
    callFee: event.args.callFee,
  }),
);
