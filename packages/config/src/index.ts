export * from './deployment.ts';
export * from './chains.ts';
export * from './exchange.ts';
export * from './blocklist.ts';
export * from './farms.ts';
export * from './prediction.ts';
export * from './profile.ts';
export * from './voting.ts';
