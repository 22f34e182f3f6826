export * from './auction.ts';
