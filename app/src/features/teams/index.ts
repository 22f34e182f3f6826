// Public face of the teams feature. The router lazy-loads each page file directly so each is its own chunk:
// keep the file names, or update app/src/app/routes/routes.tsx.
export { TeamsPage } from './TeamsPage.tsx';
export { TeamPage } from './TeamPage.tsx';
