// Public face of the approvals feature. The route imports ApprovalsPage by file (its own chunk).
export const APPROVALS_PATH = '/approvals';
export type { KnownSpenderName } from './spenders.ts';

/**
 * The namer of the project's spenders (router, farms, pools, lottery, IFO...), loaded on demand: it reads five
 * deployment sections, which a page needs only once a preview lists an approval.
 */
export function loadKnownSpenderName(): Promise<import('./spenders.ts').KnownSpenderName> {
  return import('./spenders.ts').then((m) => m.knownSpenderName);
}
