// Farms, Syrup pools and the auto FUEL vault: rates, prices, share math and display rules.
export * from './constants.ts';
export * from './apr.ts';
export * from './prices.ts';
export * from './vault.ts';
export * from './display.ts';
export * from './pools.ts';
