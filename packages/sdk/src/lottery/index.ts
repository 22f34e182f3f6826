export * from './rules.ts';
export * from './editor.ts';
