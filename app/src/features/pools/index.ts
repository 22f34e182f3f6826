// Public face of the pools feature. The router lazy-loads ./PoolsPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { PoolsPage } from './PoolsPage.tsx';
