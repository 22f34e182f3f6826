// Public face of the prediction feature. The router lazy-loads ./PredictionPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { PredictionPage } from './PredictionPage.tsx';
export { LeaderboardPage } from './LeaderboardPage.tsx';
