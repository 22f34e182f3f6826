export * from './types.ts';
export * from './location.ts';
export * from './contenthash.ts';
export * from './validate.ts';
export * from './version.ts';
export * from './reducer.ts';
export * from './search.ts';
export * from './fetch.ts';
