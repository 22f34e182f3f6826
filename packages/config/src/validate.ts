/**
 * The small checks every deployment-file section's parser uses, named after
 * the section so a bad file says where it is wrong ("Invalid lottery config:
 * lottery is not an address"). One copy instead of one per section.
 */
import { getAddress, isAddress, type Address } from 'viem';

export interface SectionValidator {
  fail(msg: string): never;
  /** A checksummed address, or fail. */
  addr(v: unknown, what: string): Address;
  /** A safe integer ≥ min (default 0), or fail. */
  int(v: unknown, what: string, min?: number): number;
  /** A whole number of smallest units as a decimal string (no sign, no leading zeros), or fail. */
  units(v: unknown, what: string): string;
  /** A plain object (not null, not an array), or fail. */
  obj(v: unknown, what: string): Record<string, unknown>;
}

export function sectionValidator(section: string): SectionValidator {
  const fail = (msg: string): never => {
    throw new Error(`Invalid ${section} config: ${msg}`);
  };
  return {
    fail,
    addr(v, what) {
      if (typeof v !== 'string' || !isAddress(v, { strict: false })) fail(`${what} is not an address`);
      return getAddress(v as string);
    },
    int(v, what, min = 0) {
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) fail(`${what} must be an integer >= ${min}`);
      return v as number;
    },
    units(v, what) {
      if (typeof v !== 'string' || !/^(0|[1-9][0-9]{0,77})$/.test(v)) fail(`${what} is not an integer string`);
      return v as string;
    },
    obj(v, what) {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(`${what} is not an object`);
      return v as Record<string, unknown>;
    },
  };
}
