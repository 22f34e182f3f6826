// Public face of the profile feature. The router lazy-loads each page file directly so each is its own chunk:
// keep the file names, or update app/src/app/routes/routes.tsx.
export { ProfilePage } from './ProfilePage.tsx';
export { TaskCenterPage } from './TaskCenterPage.tsx';
