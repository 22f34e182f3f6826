export * from './sale.ts';
export * from './status.ts';
