export * from './username.ts';
export * from './registration.ts';
export * from './setup.ts';
export * from './costs.ts';
export * from './state.ts';
export * from './teams.ts';
