// Public face of the home feature. The router lazy-loads ./HomePage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { HomePage } from './HomePage.tsx';
