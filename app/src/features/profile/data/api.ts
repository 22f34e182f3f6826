/**
 * The username API (GET {profile host}/api/users/{address}; checked while typing, registered
 * with a signed message whose text is @fuelswap/sdk's buildRegistrationMessage). The base URL is
 * `serviceUrl('api')`; without one the screens say names are not available on this network.
 * The shapes are the API's own route types (`ApiClient`, from the server's AppType): a changed route fails
 * the type check here. Plain fetch rather than hono/client's `hc` at run time: the account chip reads names in
 * the shell, which every page loads, and `hc` would add about 2 kB to it.
 */
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Address } from 'viem';
import type { ApiClient } from '../../../chain/api.ts';
import { serviceUrl } from '../../../chain/services.ts';

type Users = ApiClient['api']['users'];
type NameReply = InferResponseType<Users[':address']['$get'], 200>;
type ValidReply = InferResponseType<Users['valid'][':name']['$get']>;
type RegisterBody = InferRequestType<Users['register']['$post']>['json'];
type RegisterRefusal = Exclude<InferResponseType<Users['register']['$post']>, { registeredAt: string }>;

export function apiUrl(): string | undefined {
  return serviceUrl('api');
}

/** The username of `address`, '' when none or on failure (spec: non-OK gives an empty name). */
export async function fetchUsername(address: Address, base = apiUrl()): Promise<string> {
  if (!base) return '';
  try {
    const res = await fetch(`${base}/api/users/${address}`);
    if (!res.ok) return '';
    const body = (await res.json()) as NameReply;
    return typeof body.username === 'string' ? body.username : '';
  } catch {
    return '';
  }
}

export type NameCheck = { status: 'idle' | 'checking' | 'valid' } | { status: 'invalid'; message: string } | { status: 'error' };

export async function checkUsernameAvailable(name: string, base = apiUrl()): Promise<NameCheck> {
  if (!base) return { status: 'error' };
  try {
    const res = await fetch(`${base}/api/users/valid/${encodeURIComponent(name)}`);
    const body = (await res.json()) as ValidReply;
    if (res.ok && body.valid) return { status: 'valid' };
    return { status: 'invalid', message: ('error' in body ? body.error : undefined) ?? 'Unable to verify username' };
  } catch {
    return { status: 'error' };
  }
}

export async function registerUsername(body: RegisterBody & { address: Address; message: string }, base = apiUrl()): Promise<void> {
  if (!base) throw new Error('Unable to verify username');
  const res = await fetch(`${base}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const b = (await res.json().catch(() => ({}))) as Partial<RegisterRefusal>;
    throw new Error(b.error ?? res.statusText);
  }
}

const COOKIE_DAYS = 30;

/** The profile cookie `profile_{address}` (30 days, secure on https) for a fast first paint of the chip. */
export function readProfileCookie(address: Address): { username: string; variationId?: number } | undefined {
  const key = `profile_${address.toLowerCase()}=`;
  const raw = document.cookie.split('; ').find((c) => c.startsWith(key));
  if (!raw) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw.slice(key.length))) as { username: string; variationId?: number };
  } catch {
    return undefined;
  }
}

export function writeProfileCookie(address: Address, v: { username: string; variationId?: number }): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `profile_${address.toLowerCase()}=${encodeURIComponent(JSON.stringify(v))}; max-age=${COOKIE_DAYS * 86400}; path=/; samesite=lax${secure}`;
}

/** Usernames and name checks are cached under this prefix. */
const USERNAME_KEY = 'username';

/** The username of `address`, '' while loading or when none. */
export function useUsername(address: Address | undefined): { username: string; loaded: boolean } {
  const q = useQuery({
    queryKey: [USERNAME_KEY, apiUrl(), address?.toLowerCase()],
    queryFn: () => fetchUsername(address as Address),
    enabled: !!address,
  });
  return { username: q.data ?? '', loaded: q.isSuccess };
}

/** How long typing must pause before a name's availability is asked. */
const NAME_CHECK_DELAY_MS = 200;

/**
 * Whether `name` is free, asked `NAME_CHECK_DELAY_MS` after the last keystroke ('checking' meanwhile); 'idle' when
 * `enabled` is false (no service, an empty name, or one the rules refuse before any request).
 */
export function useUsernameCheck(name: string, enabled: boolean): NameCheck {
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name), NAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const ready = enabled && settled === name;
  const q = useQuery({
    queryKey: [USERNAME_KEY, 'available', apiUrl(), settled],
    queryFn: () => checkUsernameAvailable(settled),
    enabled: ready,
  });
  if (!enabled) return { status: 'idle' };
  return ready && q.data ? q.data : { status: 'checking' };
}
