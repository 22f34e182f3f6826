/**
 * One token by address (spec 5): from the offered tokens (active lists and
 * imported), otherwise read on chain: name, symbol and decimals, each allowed
 * to fail; a bytes32 symbol or name (old tokens such as MKR) is accepted;
 * missing text falls back to 'UNKNOWN' / 'Unknown Token'. Without decimals
 * the address is not a token.
 *
 * Results: a Token; undefined while loading; null for an invalid address or
 * a contract that is not a token.
 */
import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useClient } from 'wagmi';
import { getAddress, isAddress, type Address, type Client } from 'viem';
import { erc20Abi } from '@fuelswap/contracts';
import { Token, type Currency } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { readPlan, type ReadResult } from '../../../chain/reads.ts';
import { nativeCurrency } from '../../../chain/tokens.ts';
import { UNKNOWN_NAME, UNKNOWN_SYMBOL, useAllTokens } from './allTokens.ts';

/** On-chain text longer than this is cut (a hostile token can return megabytes). */
export const MAX_TOKEN_TEXT = 200;

const bytes32Abi = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'bytes32' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'bytes32' }] },
] as const;

const BYTES32 = /^0x[0-9a-fA-F]{64}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A bytes32 string: UTF-8, zero-padded on the right, no control characters; else undefined. */
export function parseBytes32String(value: unknown): string | undefined {
  if (typeof value !== 'string' || !BYTES32.test(value)) return undefined;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(value.slice(2 + i * 2, 4 + i * 2), 16);
  let end = 32;
  while (end > 0 && bytes[end - 1] === 0) end--;
  if (end === 0) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
  } catch {
    return undefined;
  }
  return CONTROL.test(text) ? undefined : text;
}

function cutText(s: string): string {
  const chars = Array.from(s);
  return chars.length > MAX_TOKEN_TEXT ? chars.slice(0, MAX_TOKEN_TEXT).join('') : s;
}

/** Pancake's rule: a non-empty string result, else a valid bytes32, else the fallback. */
export function parseStringOrBytes32(str: unknown, bytes32: unknown, fallback: string): string {
  if (typeof str === 'string' && str.trim().length > 0) return cutText(str);
  return parseBytes32String(bytes32) ?? fallback;
}

export interface OnChainTokenFields {
  name?: unknown;
  symbol?: unknown;
  decimals?: unknown;
  nameBytes32?: unknown;
  symbolBytes32?: unknown;
}

/** Builds the token from what the reads returned, or null when decimals is missing. */
export function tokenFromChainFields(chainId: number, address: Address, f: OnChainTokenFields): Token | null {
  const decimals = typeof f.decimals === 'number' ? f.decimals : typeof f.decimals === 'bigint' ? Number(f.decimals) : NaN;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) return null;
  return new Token(
    chainId,
    address,
    decimals,
    parseStringOrBytes32(f.symbol, f.symbolBytes32, UNKNOWN_SYMBOL),
    parseStringOrBytes32(f.name, f.nameBytes32, UNKNOWN_NAME),
  );
}

/** Reads the token fields on chain, in one batch (chain/reads.ts); each read may fail on its own. */
export async function readTokenFromChain(client: Client, chainId: number, address: Address): Promise<Token | null> {
  const read = (abi: typeof erc20Abi | typeof bytes32Abi, functionName: 'name' | 'symbol' | 'decimals') => ({
    address,
    abi,
    functionName,
    chainId,
  });
  const [name, symbol, decimals] = await readPlan(client, [read(erc20Abi, 'name'), read(erc20Abi, 'symbol'), read(erc20Abi, 'decimals')]);
  const value = (r: ReadResult | undefined) => (r?.status === 'success' ? r.result : undefined);
  const fields: OnChainTokenFields = { name: value(name), symbol: value(symbol), decimals: value(decimals) };
  if (fields.decimals === undefined) return null;
  // Only when the string form failed or was empty: try the bytes32 form.
  const needName = typeof fields.name !== 'string' || fields.name.trim() === '';
  const needSymbol = typeof fields.symbol !== 'string' || fields.symbol.trim() === '';
  if (needName || needSymbol) {
    const [nb, sb] = await readPlan(client, [read(bytes32Abi, 'name'), read(bytes32Abi, 'symbol')]);
    if (needName) fields.nameBytes32 = value(nb);
    if (needSymbol) fields.symbolBytes32 = value(sb);
  }
  return tokenFromChainFields(chainId, address, fields);
}

/** The address when valid (checksummed), else undefined. */
export function validAddress(value: string | null | undefined): Address | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return isAddress(v, { strict: false }) ? getAddress(v) : undefined;
}

/** A token read on chain (cached for the session: token fields do not change). */
export function useOnChainToken(address: string | null | undefined, enabled = true): Token | null | undefined {
  const chainId = runtime().chainId;
  // The bare client (readTokenFromChain takes viem's readContract alone): usePublicClient bundles all of publicActions.
  const client = useClient();
  const valid = validAddress(address);
  const query = useQuery({
    queryKey: ['tokenInfo', chainId, valid?.toLowerCase()],
    queryFn: valid && client ? () => readTokenFromChain(client, chainId, valid) : skipToken,
    enabled,
    staleTime: Infinity,
    gcTime: 60 * 60_000,
    retry: 1,
  });
  if (!valid) return null;
  if (query.data !== undefined) return query.data;
  return query.isError ? null : undefined;
}

export function useToken(address: string | null | undefined): Token | null | undefined {
  const all = useAllTokens();
  const valid = validAddress(address);
  const known = valid ? all.get(valid.toLowerCase()) : undefined;
  const onChain = useOnChainToken(address, !known);
  if (!valid) return null;
  return known ?? onChain;
}

/** 'BNB' (any case) is the native coin; anything else is read as a token address. */
export function useCurrency(currencyId: string | null | undefined): Currency | null | undefined {
  const isNative = currencyId?.toUpperCase() === 'BNB';
  const token = useToken(isNative ? undefined : currencyId);
  return useMemo(() => {
    if (isNative) return nativeCurrency();
    if (!currencyId) return null;
    return token;
  }, [isNative, currencyId, token]);
}
