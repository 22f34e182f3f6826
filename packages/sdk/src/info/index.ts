export * from './info.ts';
