import { describe, expect, it } from 'vitest';
import { BSC_EXCHANGE, BSC_TESTNET_EXCHANGE, hasProjectRouter } from './exchange.ts';

describe('hasProjectRouter', () => {
  it('is false on the established V2 routers of 56 and 97', () => {
    expect(hasProjectRouter(BSC_EXCHANGE)).toBe(false);
    expect(hasProjectRouter(BSC_TESTNET_EXCHANGE)).toBe(false);
    expect(hasProjectRouter({ ...BSC_EXCHANGE, router: BSC_EXCHANGE.router.toLowerCase() as `0x${string}` })).toBe(false);
  });
  it('is true for our own router on 56/97 and on the devnet', () => {
    const own = '0x5600000000000000000000000000000000000001' as const;
    expect(hasProjectRouter({ ...BSC_EXCHANGE, router: own })).toBe(true);
    expect(hasProjectRouter({ ...BSC_TESTNET_EXCHANGE, chainId: 31337, router: BSC_TESTNET_EXCHANGE.router })).toBe(true);
  });
});
