// Public face of the farms feature. The router lazy-loads ./FarmsPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
// The page is deliberately not re-exported: a feature that imports this index (home does) would load the page's
// code with its own.
export { useFarmsData, type FarmView } from './hooks/useFarmsData.ts';
