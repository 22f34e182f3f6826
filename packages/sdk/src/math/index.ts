export * from './decimal.ts';
export * from './fraction.ts';
export * from './percent.ts';
