// Public face of the Info feature. The routes import the pages by file (one chunk per screen).
export { InfoError, gql, indexerGraphqlUrl } from './api/client.ts';
export const INFO_PATH = '/info';
