/**
 * The recipient field: spaces are removed;
 * the value must be 0x plus 40 hex (a valid checksummed address, as every
 * address of spec 5) or a name that resolves. Names are ENS-style
 * (dot-separated labels ending in .eth, optional /path), the pattern the
 * swap query uses too.
 */
import { getAddress, isAddress } from 'viem';
import { ENS_NAME_PATTERN } from '@fuelswap/sdk';

export type RecipientKind = 'empty' | 'address' | 'name' | 'invalid';

/** What the field stores for a keystroke or paste: the text without any whitespace. */
export function sanitizeRecipient(text: string): string {
  return text.replace(/\s+/g, '');
}

export function recipientKind(value: string | null | undefined): RecipientKind {
  if (!value) return 'empty';
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return isAddress(value) ? 'address' : 'invalid';
  return ENS_NAME_PATTERN.test(value) ? 'name' : 'invalid';
}

/** The checksummed address of a well-formed address value, else undefined. */
export function recipientAddress(value: string | null | undefined): `0x${string}` | undefined {
  return recipientKind(value) === 'address' ? getAddress(value as string) : undefined;
}
