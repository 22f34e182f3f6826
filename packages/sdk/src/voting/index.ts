export * from './messages.ts';
export * from './proposals.ts';
export * from './form.ts';
export * from './results.ts';
export * from './snapshot.ts';
export * from './rules.ts';
