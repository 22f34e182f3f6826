// Public face of the collectibles feature. The router lazy-loads ./CollectiblesPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { CollectiblesPage } from './CollectiblesPage.tsx';
