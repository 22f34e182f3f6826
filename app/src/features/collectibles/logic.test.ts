import { describe, expect, it } from 'vitest';
import { tradeInOffer } from './logic.ts';

const terms = (available: bigint) => ({
  values: new Map([
    [0, 1_000_000_000n],
    [5, 0n],
  ]),
  available,
});

describe('tradeInOffer', () => {
  it('offers the variation value while the funds cover it', () => {
    expect(tradeInOffer(terms(1_000_000_000n), 0)).toEqual({ kind: 'tradeable', amount: 1_000_000_000n });
  });
  it('refuses a value the funds no longer cover', () => {
    expect(tradeInOffer(terms(999_999_999n), 0)).toEqual({ kind: 'unfunded', amount: 1_000_000_000n });
  });
  it('never offers a variation worth nothing', () => {
    expect(tradeInOffer(terms(10n ** 18n), 5)).toEqual({ kind: 'not-tradeable' });
  });
  it('knows nothing before the reads answer or for an unread variation', () => {
    expect(tradeInOffer(undefined, 0)).toEqual({ kind: 'unknown' });
    expect(tradeInOffer(terms(1n), undefined)).toEqual({ kind: 'unknown' });
    expect(tradeInOffer(terms(1n), 3)).toEqual({ kind: 'unknown' });
  });
});
