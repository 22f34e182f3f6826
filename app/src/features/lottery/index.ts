// Public face of the lottery feature. The router lazy-loads ./LotteryPage.tsx directly so the page is its own chunk:
// keep the file name, or update app/src/app/routes/routes.tsx.
export { LotteryPage } from './LotteryPage.tsx';
