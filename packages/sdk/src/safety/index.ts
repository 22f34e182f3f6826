export * from './verdict.ts';
export * from './block.ts';
