export * from './username.ts';
export * from './registration.ts';
