export * from './sale.ts';
