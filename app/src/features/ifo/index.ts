// Public face of the ifo feature. The router lazy-loads ./IfoPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { IfoPage } from './IfoPage.tsx';
