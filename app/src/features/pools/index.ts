// Public face of the pools feature. The router lazy-loads ./PoolsPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
// The page is deliberately not re-exported: a feature that imports this index (home does) would load the page's
// code with its own.
// What the farms screen used to take from here now lives in the yield feature (features/yield), the chain layer
// (chain/reads.ts, chain/prices.ts, chain/write/index.ts for writes) and lib/useStoredState.ts; re-exported for features written
// against this index before the move.
export { yieldConfig, explorerUrl, currencyOf, RoiCalculatorModal, Apr, StakeModal, NotEnoughTokensModal } from '../yield/index.ts';
// The batched reads and prices moved to the chain layer (chain/reads.ts, chain/prices.ts); re-exported for
// features written against this index before the move.
export { ReadPlan, readValue, useBatchedReads } from '../../chain/reads.ts';
export { useStoredState, isBoolean } from '../../lib/useStoredState.ts';
export { usePoolsData, type PoolView } from './hooks/usePoolsData.ts';
