/**
 * Transaction preview: what a transaction will do to the account (and its recipient), read from a
 * simulation against the latest block before the user signs. The simulation (app/src/chain/preview.ts) runs,
 * in one simulated block, a balance probe, the transaction, and the same probe again; these pure functions
 * turn the two probes and the transaction's logs into the changes the dialog shows.
 */
import { decodeEventLog, type Address, type Hex } from 'viem';

export { NATIVE, type ApprovalSet, type BalanceChange, type BalanceProbe } from './previewTypes.ts';
import { NATIVE, type ApprovalSet, type BalanceChange, type BalanceProbe } from './previewTypes.ts';

export interface SimulatedLog {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
}

/**
 * ERC-20's Transfer and Approval events, written as JSON: viem's parseAbi would bring abitype's signature parser
 * (about 4 kB gzipped) into every page with a transaction preview.
 */
const EVENTS = [
  {
    type: 'event',
    name: 'Transfer',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Approval',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'spender', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
] as const;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The probes a preview reads: every holder's BNB and every token the caller names or the transaction moved
 * (a Transfer from or to a holder), each (holder, token) once, in a stable order.
 */
export function previewProbes(holders: readonly Address[], tokens: readonly Address[], logs: readonly SimulatedLog[] = []): BalanceProbe[] {
  const moved = logs.flatMap((l) => {
    const t = decodeLog(l);
    return t?.eventName === 'Transfer' && holders.some((h) => same(h, t.args.from) || same(h, t.args.to)) ? [l.address] : [];
  });
  const out: BalanceProbe[] = [];
  const seen = new Set<string>();
  for (const holder of holders) {
    for (const token of [NATIVE, ...tokens, ...moved] as const) {
      const key = `${holder.toLowerCase()}/${token.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ holder, token });
    }
  }
  return out;
}

/** The probes whose balance moved, with before, after and the difference. Throws when the lengths differ. */
export function balanceChanges(probes: readonly BalanceProbe[], before: readonly bigint[], after: readonly bigint[]): BalanceChange[] {
  if (before.length !== probes.length || after.length !== probes.length) throw new Error('preview: probe results do not match the probes');
  return probes.flatMap((p, i) => {
    const diff = after[i]! - before[i]!;
    return diff === 0n ? [] : [{ ...p, before: before[i]!, after: after[i]!, diff }];
  });
}

/** The allowances the transaction sets for `owner` (Approval events), the last one per token and spender. */
export function approvalsSet(logs: readonly SimulatedLog[], owner: Address): ApprovalSet[] {
  const byKey = new Map<string, ApprovalSet>();
  for (const l of logs) {
    const e = decodeLog(l);
    if (e?.eventName !== 'Approval' || !same(e.args.owner, owner)) continue;
    byKey.set(`${l.address.toLowerCase()}/${e.args.spender.toLowerCase()}`, {
      token: l.address,
      spender: e.args.spender,
      amount: e.args.value,
    });
  }
  return [...byKey.values()];
}

function decodeLog(l: SimulatedLog) {
  if (l.topics.length !== 3) return undefined;
  try {
    return decodeEventLog({ abi: EVENTS, topics: l.topics as [Hex, ...Hex[]], data: l.data, strict: true });
  } catch {
    return undefined;
  }
}
