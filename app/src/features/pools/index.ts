// Public face of the pools feature. The router lazy-loads ./PoolsPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { PoolsPage } from './PoolsPage.tsx';
// Shared with the farms screen: config, batched reads and prices, writes with the spec's toasts, the ROI calculator,
// the APR cell and the stake dialog.
export { yieldConfig, explorerUrl, currencyOf } from './yield/config.ts';
export { ReadPlan, readValue, useBatchedReads, addPriceReads, decodePrices, farmReserves, priceOf } from './yield/reads.ts';
export type { ReadResults, PriceReads } from './yield/reads.ts';
export { useYieldAction, call, approve } from './yield/actions.ts';
export { RoiCalculatorModal } from './yield/RoiCalculatorModal.tsx';
export { Apr } from './yield/Apr.tsx';
export { StakeModal, NotEnoughTokensModal } from './yield/StakeModal.tsx';
export { useStoredState, isBoolean } from './hooks/useStoredState.ts';
