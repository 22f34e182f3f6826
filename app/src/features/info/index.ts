// Public face of the Info feature. The routes import the pages by file (one chunk per screen); its indexer client is
// the chain layer's (chain/indexer.ts), shared with the battle, home and approvals.
export const INFO_PATH = '/info';
