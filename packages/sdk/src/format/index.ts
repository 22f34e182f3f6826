export * from './display.ts';
export * from './locale.ts';
