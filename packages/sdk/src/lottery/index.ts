export * from './rules.ts';
export * from './editor.ts';
export * from './paging.ts';
export * from './indexed.ts';
