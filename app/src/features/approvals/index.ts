// Public face of the approvals feature (issue 19). The route imports ApprovalsPage by file (its own chunk).
export const APPROVALS_PATH = '/approvals';
export { knownSpenderName } from './spenders.ts';
