import { describe, expect, it } from 'vitest';
import { findReplacement, isNonceUsed, replacementScanRange, REPLACEMENT_SCAN_MAX_BLOCKS } from './replacement.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const H1 = '0x' + '11'.repeat(32);
const H2 = '0x' + 'AB'.repeat(32);

describe('isNonceUsed', () => {
  it('is true only once the confirmed count is past the nonce', () => {
    expect(isNonceUsed(3, 3)).toBe(false);
    expect(isNonceUsed(3, 4)).toBe(true);
    expect(isNonceUsed(0, 1)).toBe(true);
    expect(isNonceUsed(undefined, 100)).toBe(false);
  });
});

describe('findReplacement', () => {
  const tx = { hash: H1, from: ALICE, nonce: 5 };
  it('finds another transaction from the same sender with the same nonce', () => {
    const mined = [
      { hash: '0x01', from: BOB, nonce: 5 },
      { hash: '0x02', from: ALICE, nonce: 4 },
      { hash: H2, from: ALICE.toLowerCase(), nonce: 5 },
    ];
    expect(findReplacement(mined, tx)).toEqual({ kind: 'replaced', hash: H2.toLowerCase() });
  });
  it('recognises the transaction itself', () => {
    expect(findReplacement([{ hash: H1.toUpperCase().replace('0X', '0x'), from: ALICE, nonce: 5 }], tx)).toEqual({ kind: 'self' });
  });
  it('reports nothing found', () => {
    expect(findReplacement([], tx)).toEqual({ kind: 'not-found' });
    expect(findReplacement([{ hash: H2, from: BOB, nonce: 5 }], tx)).toEqual({ kind: 'not-found' });
  });
});

describe('replacementScanRange', () => {
  it('goes from the latest block down to the block the transaction was added at', () => {
    expect(replacementScanRange(105, 102)).toEqual([105, 104, 103, 102]);
    expect(replacementScanRange(5, 5)).toEqual([5]);
  });
  it('is capped by the scan limit and block 0', () => {
    expect(replacementScanRange(1000, undefined)).toHaveLength(REPLACEMENT_SCAN_MAX_BLOCKS);
    expect(replacementScanRange(1000, 10, 3)).toEqual([1000, 999, 998]);
    expect(replacementScanRange(2, undefined)).toEqual([2, 1, 0]);
  });
  it('is empty when the transaction was added after the latest block seen', () => {
    expect(replacementScanRange(4, 9)).toEqual([]);
  });
});
