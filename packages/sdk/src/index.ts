// The SDK's public surface. Each area adds its own line.
export * from './swap/index.ts';
export * from './math/index.ts';
export * from './format/index.ts';
export * from './lists/index.ts';
export * from './settings/index.ts';
export * from './transactions/index.ts';
export * from './liquidity/index.ts';
export * from './farms/index.ts';
export * from './info/index.ts';
export * from './profile/index.ts';
export * from './ifo/index.ts';
export * from './voting/index.ts';
export * from './prediction/index.ts';
export * from './lottery/index.ts';
export * from './competition/index.ts';
export * from './auction/index.ts';
export * from './safety/index.ts';
