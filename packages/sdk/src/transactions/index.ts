export * from './gas.ts';
export * from './polling.ts';
export * from './reducer.ts';
export * from './approval.ts';
export * from './replacement.ts';
export * from './preview.ts';
