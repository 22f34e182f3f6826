/** The throwaway PostgreSQL cluster the tests start; it lives with the devnet tooling, which runs one for `npm run cluster`. */
export { startPostgres, type TestPostgres } from '../../devnet/src/postgres.ts';
