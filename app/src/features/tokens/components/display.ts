/**
 * Display of untrusted token text (spec 9): symbols over 20 characters as
 * first 4 + '...' + last 5; names cut to 60 characters (the token-lists
 * schema's limit) with an ellipsis. Always rendered as React text, never HTML.
 */
import { truncateSymbol } from '@fuelswap/sdk';

export const NAME_MAX_LENGTH = 60;

export function displaySymbol(symbol: string | undefined | null): string {
  return truncateSymbol(symbol);
}

export function displayName(name: string | undefined | null): string {
  if (!name) return '';
  const chars = Array.from(name);
  return chars.length <= NAME_MAX_LENGTH ? name : `${chars.slice(0, NAME_MAX_LENGTH - 1).join('')}…`;
}

/** A stable hue for a letter avatar. */
export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % 360;
}

/** The first letter or digit of a symbol for the avatar; '?' when none. */
export function avatarLetter(symbol: string | undefined | null): string {
  const m = /[\p{L}\p{N}]/u.exec(symbol ?? '');
  return m ? m[0].toUpperCase() : '?';
}
