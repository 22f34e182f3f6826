/**
 * Usernames: read one, check one, register one with
 * a signed message. Every refusal is a 4xx `{ error }` and stores nothing.
 * The exact shapes are documented in api/README.md.
 */
import {
  buildRegistrationMessage,
  checkIssuedAt,
  checkUsername,
  isAddressText,
  parseRegistrationMessage,
  REGISTRATION_MAX_AGE_MS,
  type RegistrationFields,
  USERNAME_MESSAGES,
  usernameKey,
} from '@fuelswap/sdk';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Address, getAddress, type Hex, hashMessage } from 'viem';
import { z } from 'zod';
import { type Db, pgErrorCode, schema } from '../db/index.ts';
import { jsonBody, requireJson } from './validate.ts';
import { ChainUnavailableError, type SignatureVerifier } from '../verify.ts';

export interface UsersDeps {
  db: Db;
  /** The chain the signed messages must name. */
  chainId: number;
  verify: SignatureVerifier;
  /** Milliseconds since the epoch (tests move it). */
  now: () => number;
}

export const REGISTER_PURPOSE = 'register-username';

// The body: either the signed `message` itself, or its fields (the server then
// builds the same text with the SDK). Unknown keys are refused.
const registerBody = z
  .object({
    address: z.string().max(64),
    username: z.string().max(64),
    signature: z.string().regex(/^0x([0-9a-fA-F]{2}){1,2048}$/, 'signature must be 0x-prefixed hex'),
    message: z.string().max(2048).optional(),
    chainId: z.number().int().positive().optional(),
    nonce: z.string().max(64).optional(),
    issuedAt: z.string().max(64).optional(),
  })
  .strict();

const bad = (error: string) => ({ error });

/**
 * Registered names by lower-case address. A name never changes once registered,
 * so a name read once stays true for the life of the process, on any number of
 * instances sharing one PostgreSQL (unregistered addresses are never cached: one
 * may register on another instance). Bounded: the oldest entry goes first.
 */
class NameCache {
  private readonly map = new Map<string, { username: string; registeredAt: string }>();
  constructor(private readonly max = 50_000) {}
  get(key: string) {
    return this.map.get(key);
  }
  set(key: string, value: { username: string; registeredAt: string }) {
    if (this.map.size >= this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, value);
  }
}

export function usersRoutes(deps: UsersDeps) {
  const { db } = deps;
  const names = new NameCache();
  // The hot reads as prepared statements: about 40% less time per request on PGlite.
  const nameOwner = db
    .select({ address: schema.usernames.address })
    .from(schema.usernames)
    .where(eq(schema.usernames.usernameKey, sql.placeholder('key')))
    .limit(1)
    .prepare('users_name_owner');
  const byAddress = db
    .select()
    .from(schema.usernames)
    .where(eq(schema.usernames.address, sql.placeholder('address')))
    .limit(1)
    .prepare('users_by_address');

  return new Hono()
    .get('/valid/:name', async (c) => {
      const name = c.req.param('name');
      const format = checkUsername(name);
      if (!format.ok) return c.json({ username: name, valid: false, reason: format.problem, error: format.message }, 400);
      const taken = await nameOwner.execute({ key: usernameKey(name) });
      if (taken.length > 0) return c.json({ username: name, valid: false, reason: 'taken', error: USERNAME_MESSAGES.taken }, 409);
      return c.json({ username: name, valid: true as boolean }, 200);
    })
    .get('/:address', async (c) => {
      const text = c.req.param('address');
      if (!isAddressText(text)) return c.json(bad('Invalid address: expected 0x and 40 hex digits'), 400);
      const address = getAddress(text.toLowerCase());
      const key = address.toLowerCase();
      let found = names.get(key);
      if (!found) {
        const rows = await byAddress.execute({ address: key });
        const row = rows[0];
        // No name is not an error: 200 with username null (the app shows "no name").
        if (!row) return c.json({ address: address as string, username: null as string | null }, 200);
        found = { username: row.username, registeredAt: row.registeredAt.toISOString() };
        names.set(key, found);
      }
      return c.json({ address: address as string, username: found.username as string | null, registeredAt: found.registeredAt }, 200);
    })
    .post('/register', requireJson('Malformed body: expected JSON'), jsonBody(registerBody, 'Malformed body'), async (c) => {
      const body = c.req.valid('json');
      if (!isAddressText(body.address)) return c.json(bad('Invalid address: expected 0x and 40 hex digits'), 400);
      const address = getAddress(body.address.toLowerCase());
      const format = checkUsername(body.username);
      if (!format.ok) return c.json(bad(format.message), 400);

      // The signed text: as sent, or built from its fields.
      let message: string;
      let fields: RegistrationFields | null;
      if (body.message !== undefined) {
        if (body.chainId !== undefined || body.nonce !== undefined || body.issuedAt !== undefined) {
          return c.json(bad('Malformed body: send either message or chainId, nonce and issuedAt, not both'), 400);
        }
        message = body.message;
        fields = parseRegistrationMessage(message);
        if (!fields) return c.json(bad('Malformed message: not a username registration message (see api/README.md)'), 400);
      } else {
        if (body.chainId === undefined || body.nonce === undefined || body.issuedAt === undefined) {
          return c.json(bad('Malformed body: message, or chainId, nonce and issuedAt, are required'), 400);
        }
        fields = { username: body.username, address: body.address, chainId: body.chainId, nonce: body.nonce, issuedAt: body.issuedAt };
        try {
          message = buildRegistrationMessage(fields);
        } catch (e) {
          return c.json(bad(`Malformed body: ${(e as Error).message}`), 400);
        }
      }
      if (fields.username !== body.username) return c.json(bad('The signed message names another username'), 400);
      if (fields.address.toLowerCase() !== address.toLowerCase()) return c.json(bad('The signed message names another address'), 400);
      if (fields.chainId !== deps.chainId)
        return c.json(bad(`The signed message is for chain ${fields.chainId}; this service serves chain ${deps.chainId}`), 400);
      const age = checkIssuedAt(fields.issuedAt, deps.now());
      if (age === 'expired')
        return c.json(
          bad(`Signed message expired: it must be used within ${REGISTRATION_MAX_AGE_MS / 60_000} minutes of its issued-at time`),
          401,
        );
      if (age === 'future') return c.json(bad('Signed message is dated in the future'), 401);

      const signature = body.signature as Hex;
      let valid: boolean;
      try {
        valid = await deps.verify({ address: address as Address, message, signature });
      } catch (e) {
        if (e instanceof ChainUnavailableError) return c.json(bad('Unable to verify the signature now: the chain does not answer'), 503);
        throw e;
      }
      if (!valid) return c.json(bad('Invalid signature: the message was not signed by this address'), 401);

      const messageHash = hashMessage(message);
      const key = address.toLowerCase();
      // Friendly answers first; the constraints below still decide a race.
      const [used, mine, taken] = await Promise.all([
        db
          .select({ h: schema.usedSignatures.messageHash })
          .from(schema.usedSignatures)
          .where(eq(schema.usedSignatures.messageHash, messageHash))
          .limit(1),
        byAddress.execute({ address: key }),
        nameOwner.execute({ key: usernameKey(body.username) }),
      ]);
      if (used.length > 0) return c.json(bad('Signature already used: sign a new message'), 409);
      if (mine.length > 0) return c.json(bad('This address already has a username, and a username can never be changed'), 409);
      if (taken.length > 0) return c.json(bad(USERNAME_MESSAGES.taken), 409);

      let registeredAt: Date;
      try {
        registeredAt = await db.transaction(async (tx) => {
          await tx
            .insert(schema.usedSignatures)
            .values({ messageHash, signature: body.signature.toLowerCase(), address: key, purpose: REGISTER_PURPOSE });
          const [row] = await tx
            .insert(schema.usernames)
            .values({ address: key, username: body.username, usernameKey: usernameKey(body.username) })
            .returning({ registeredAt: schema.usernames.registeredAt });
          if (!row) throw new Error('insert returned no row');
          return row.registeredAt;
        });
      } catch (e) {
        const { code, constraint } = pgErrorCode(e);
        if (code === '23505') {
          if (constraint === 'usernames_username_key_unique') return c.json(bad(USERNAME_MESSAGES.taken), 409);
          if (constraint === 'usernames_pkey')
            return c.json(bad('This address already has a username, and a username can never be changed'), 409);
          return c.json(bad('Signature already used: sign a new message'), 409);
        }
        throw e;
      }
      return c.json({ address: address as string, username: body.username, registeredAt: registeredAt.toISOString() }, 201);
    });
}
