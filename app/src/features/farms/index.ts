// Public face of the farms feature. The router lazy-loads ./FarmsPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { FarmsPage } from './FarmsPage.tsx';
export { useFarmsData, type FarmView } from './hooks/useFarmsData.ts';
