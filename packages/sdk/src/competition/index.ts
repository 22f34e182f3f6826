export * from './rank.ts';
