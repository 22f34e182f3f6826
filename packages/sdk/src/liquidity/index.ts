export * from './fee.ts';
export * from './slippage.ts';
export * from './mint.ts';
export * from './burn.ts';
export * from './positions.ts';
