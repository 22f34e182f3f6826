// Public face of the liquidity feature. The router lazy-loads each page file directly so each is its own chunk:
// keep the file names, or update app/src/app/routes/routes.tsx.
export { LiquidityPage } from './LiquidityPage.tsx';
export { FindPage } from './FindPage.tsx';
export { AddLiquidityPage } from './AddLiquidityPage.tsx';
export type { AddLiquidityPageProps } from './AddLiquidityPage.tsx';
export { RemoveLiquidityPage } from './RemoveLiquidityPage.tsx';
export type { RemoveLiquidityPageProps } from './RemoveLiquidityPage.tsx';
