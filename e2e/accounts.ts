import { mnemonicToAccount } from 'viem/accounts';
import type { Address } from 'viem';

/** anvil's well-known development mnemonic: its accounts are pre-funded and unlocked. */
const MNEMONIC = 'test test test test test test test test test test test junk';

export function anvilAccount(index: number): Address {
  return mnemonicToAccount(MNEMONIC, { addressIndex: index }).address;
}

/**
 * Which account a test uses. #0 deploys, #1 is the in-app Devnet wallet, #9
 * receives the protocol fee and #19 is on the block list; tests use #2–#8.
 */
export const TEST_ACCOUNTS = {
  alice: anvilAccount(2),
  bob: anvilAccount(3),
  carol: anvilAccount(4),
  devWallet: anvilAccount(1),
  blocked: anvilAccount(19),
} as const;
