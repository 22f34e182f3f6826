export * from './display.ts';
