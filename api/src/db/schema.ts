/**
 * The API's one drizzle schema. Each feature adds its tables here (the voting
 * hub, profile data), then `npm run db:generate -w api`
 * writes the next migration into api/drizzle/, which the service applies at
 * startup on PGlite and on PostgreSQL alike.
 */
import { bigint, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** One username per address, set once and never changed. */
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

// ------------------------------------------------------------------ voting hub

/**
 * Proposals accepted by the voting hub. `id` is the EIP-712 digest of the signed Snapshot message (unique:
 * a replayed message is refused); `envelope` keeps the message and signature as received, so anyone can
 * verify it again. Times are Unix seconds, the snapshot a block number, powers FUEL base units.
 */
export const proposals = pgTable(
  'voting_proposals',
  {
    id: text('id').primaryKey(),
    space: text('space').notNull(),
    /** Checksummed address of the signer. */
    author: text('author').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    start: bigint('start', { mode: 'number' }).notNull(),
    end: bigint('end', { mode: 'number' }).notNull(),
    snapshot: bigint('snapshot', { mode: 'number' }).notNull(),
    /** The signed message's timestamp. */
    created: bigint('created', { mode: 'number' }).notNull(),
    /** The author's voting power at the snapshot, as the server read it from the chain. */
    authorPower: numeric('author_power', { precision: 78, scale: 0 }).notNull(),
    envelope: jsonb('envelope').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('voting_proposals_space_end').on(t.space, t.end)],
);

/** One vote per address per proposal; the power and its breakdown are the chain's at the proposal's snapshot. */
export const votes = pgTable(
  'voting_votes',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id')
      .notNull()
      .references(() => proposals.id),
    space: text('space').notNull(),
    /** Checksummed address of the signer. */
    voter: text('voter').notNull(),
    /** Lower-case voter: the one-vote-per-address key whatever the case. */
    voterKey: text('voter_key').notNull(),
    /** 1-based. */
    choice: integer('choice').notNull(),
    reason: text('reason').notNull(),
    created: bigint('created', { mode: 'number' }).notNull(),
    power: numeric('power', { precision: 78, scale: 0 }).notNull(),
    /** { wallet, autoVault, manualPool, otherPools, fuelBnbLp } as decimal strings. */
    breakdown: jsonb('breakdown').$type<Record<string, string>>().notNull(),
    /** keccak256 of (voter, snapshot block, breakdown, total): what /verify recomputes. */
    verificationHash: text('verification_hash').notNull(),
    envelope: jsonb('envelope').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('voting_votes_one_per_voter').on(t.proposalId, t.voterKey),
    index('voting_votes_proposal_created').on(t.proposalId, t.created),
  ],
);

// ------------------------------------------------------------------ rate limits

/**
 * Request counts per key (`ip:<address>`, `address:<0x…>`) per fixed window, shared by every API process on
 * one database: each request adds one with a single upsert, so two processes never both let the same
 * request through. Rows of ended windows are deleted as the service goes (`windowEnd` is indexed for it).
 */
export const rateLimits = pgTable(
  'api_rate_limits',
  {
    key: text('key').notNull(),
    /** Unix seconds: the window's start (a multiple of its length) and end. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ name: 'api_rate_limits_pkey', columns: [t.key, t.windowStart] }),
    index('api_rate_limits_window_end').on(t.windowEnd),
  ],
);
