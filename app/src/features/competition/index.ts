// Public face of the competition feature. The router lazy-loads ./CompetitionPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { CompetitionPage } from './CompetitionPage.tsx';
