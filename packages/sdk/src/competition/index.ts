export * from './rank.ts';
export * from './settle.ts';
