// Public face of the swap feature. The router lazy-loads ./SwapPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { SwapPage } from './SwapPage.tsx';
