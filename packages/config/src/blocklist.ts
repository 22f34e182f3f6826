import type { Address } from 'viem';

/**
 * Addresses that see only "Blocked address" instead of the app.
 * Kept lowercase. Devnet tests use anvil account #19 to exercise the screen.
 */
export const BLOCKED_ADDRESSES: readonly string[] = [
  '0x8626f6940e2eb28930efb4cef49b2d1f2c9c1199',
  '0x7f367cc41522ce07553e823bf3be79a889debe1b',
  '0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b',
];

export function isBlockedAddress(address: Address | string | undefined): boolean {
  return !!address && BLOCKED_ADDRESSES.includes(address.toLowerCase());
}
