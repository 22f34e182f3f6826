/**
 * The API's one drizzle schema. Each feature adds its tables here (the voting
 * hub of issue 16, profile data of issue 14), then `npm run db:generate -w api`
 * writes the next migration into api/drizzle/, which the service applies at
 * startup on PGlite and on PostgreSQL alike.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One username per address, set once and never changed (spec 001 section 5). */
export const usernames = pgTable('usernames', {
  /** Lower-case 0x address. */
  address: text('address').primaryKey(),
  /** As the user typed it (letters and digits, 3 to 15). */
  username: text('username').notNull(),
  /** Lower-case: makes names unique whatever the case. */
  usernameKey: text('username_key').notNull().unique('usernames_username_key_unique'),
  registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every signed message the API accepted, keyed by its EIP-191 hash, so no
 * signature is ever accepted twice (for any purpose: later features share it).
 * Keyed by the message, not the signature bytes: an ECDSA signature has a second
 * valid form (s and n - s), and the message is what must not be reused.
 */
export const usedSignatures = pgTable('used_signatures', {
  messageHash: text('message_hash').primaryKey(),
  signature: text('signature').notNull(),
  address: text('address').notNull(),
  purpose: text('purpose').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
