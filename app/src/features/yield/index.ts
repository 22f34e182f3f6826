// Public face of the yield feature: what the farms and pools screens (and the features built like them) share
// on top of the chain layer: the chain's farms/pools/vault config, the APR cell with its ROI calculator, the
// stake/unstake dialog, and the cards' boxes (the stake box of the farm card, the pool actions and the vault; the
// harvest box of farms and pools). Reads, prices and writes are in chain/ (reads.ts, prices.ts, actions.ts).
export { yieldConfig, explorerUrl, currencyOf } from './config.ts';
export { RoiCalculatorModal } from './RoiCalculatorModal.tsx';
export { Apr } from './Apr.tsx';
export { StakeModal, NotEnoughTokensModal } from './StakeModal.tsx';
export type { StakeModalProps } from './StakeModal.tsx';
export { default as yieldStyles } from './yield.module.css';
export { ActionBox, ConnectBox, LoadingBox, AmountRow, RowButtons } from './ActionBox.tsx';
export { StakeBox } from './components/StakeBox.tsx';
export { HarvestBox } from './components/HarvestBox.tsx';
