export * from './slippage.ts';
export * from './deadline.ts';
export * from './expert.ts';
export * from './storage.ts';
export * from './user-settings.ts';
