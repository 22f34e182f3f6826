/** The indexer's GraphQL client and the queries that both the app and the indexer's tests run. */
export * from './client.ts';
export * from './lottery.ts';
export * from './competition.ts';
