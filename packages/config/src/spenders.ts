/**
 * The project's contracts that take tokens from an account by allowance: one list for
 * the indexer (which Approval events to keep) and the app (the approvals page names each spender). Derived
 * from the deployment, so a deployment for 56 or 97 lists its own contracts.
 */
import type { Address } from 'viem';
import type { Deployment } from './deployment.ts';

/** What a spender is, for the app to name it in the user's language; `label` is a proper name or symbol. */
export type SpenderKind = 'router' | 'farms' | 'vault' | 'pool' | 'lottery' | 'ifo' | 'profile' | 'collectibles' | 'auction';

export interface Spender {
  address: Address;
  kind: SpenderKind;
  /** Pools: the earned token's symbol; IFO: the sale's id; otherwise empty. */
  label: string;
}

/** Every spender of the deployment, each address once (first kind wins), in a stable order. */
export function projectSpenders(d: Pick<Deployment, 'contracts' | 'farms' | 'lottery' | 'ifo' | 'profile' | 'auction'>): Spender[] {
  const out: Spender[] = [];
  const seen = new Set<string>();
  const add = (address: Address | undefined, kind: SpenderKind, label = '') => {
    if (!address || seen.has(address.toLowerCase())) return;
    seen.add(address.toLowerCase());
    out.push({ address, kind, label });
  };
  add(d.contracts.Router, 'router');
  add(d.farms?.chef, 'farms');
  add(d.farms?.vault, 'vault');
  for (const p of d.farms?.pools ?? []) if (p.sousId !== 0) add(p.contractAddress, 'pool', p.earningTokenSymbol);
  add(d.lottery?.lottery, 'lottery');
  for (const e of d.ifo?.entries ?? []) add(e.address, 'ifo', e.id);
  add(d.profile?.profile, 'profile');
  add(d.profile?.bunnyFactory, 'collectibles');
  add(d.auction?.address, 'auction');
  return out;
}
