import { describe, expect, it } from 'vitest';
import { recipientAddress, recipientKind, sanitizeRecipient } from './recipient.ts';

const ADDR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('recipient input', () => {
  it('removes every space, tab and newline', () => {
    expect(sanitizeRecipient(' 0x7099 7970C518\t12dc3A010C7d01b50e0d17dc79C8 \n')).toBe(ADDR);
  });

  it('accepts checksummed and all-lower-case addresses, refuses a bad checksum', () => {
    expect(recipientKind(ADDR)).toBe('address');
    expect(recipientKind(ADDR.toLowerCase())).toBe('address');
    expect(recipientKind(ADDR.replace('C51', 'c51'))).toBe('invalid');
    expect(recipientAddress(ADDR.toLowerCase())).toBe(ADDR);
  });

  it('recognises ENS-style names, with an optional path', () => {
    expect(recipientKind('vitalik.eth')).toBe('name');
    expect(recipientKind('pay.alice.eth/swap')).toBe('name');
    expect(recipientAddress('vitalik.eth')).toBeUndefined();
  });

  it('anything else is invalid; nothing is empty', () => {
    for (const bad of ['0x123', 'alice', 'alice.com', '-a.eth', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8a']) {
      expect(recipientKind(bad), bad).toBe('invalid');
    }
    expect(recipientKind('')).toBe('empty');
    expect(recipientKind(null)).toBe('empty');
  });
});
