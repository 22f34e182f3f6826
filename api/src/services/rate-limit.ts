/**
 * A fixed-window rate limit whose counts live in the database (`api_rate_limits`), so it holds across every
 * API process on one PostgreSQL: one atomic upsert per request adds a hit and returns the window's total.
 * Written here rather than taken from a library: the Hono rate limiters keep their counts in memory or in
 * Redis/KV stores, and this service's only shared state is its PostgreSQL (or PGlite) database.
 */
import { lt, sql } from 'drizzle-orm';
import { type Db, schema } from '../db/index.ts';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length, seconds. */
  windowS: number;
}

export interface RateVerdict {
  ok: boolean;
  hits: number;
  /** Seconds until the window ends (the Retry-After of a refusal). */
  retryAfterS: number;
}

export type RateLimiter = (key: string, rule: RateRule) => Promise<RateVerdict>;

const { rateLimits } = schema;

/** `now` in milliseconds since the epoch. */
export function createRateLimiter(db: Db, now: () => number): RateLimiter {
  let lastSweep = 0;
  return async (key, rule) => {
    const t = Math.floor(now() / 1000);
    const windowStart = t - (t % rule.windowS);
    const windowEnd = windowStart + rule.windowS;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, windowEnd, hits: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
      .returning({ hits: rateLimits.hits });
    // Ended windows are dead rows: one process sweeps them now and then (at most once a minute each).
    if (t - lastSweep >= 60) {
      lastSweep = t;
      await db.delete(rateLimits).where(lt(rateLimits.windowEnd, t));
    }
    const hits = row?.hits ?? 1;
    return { ok: hits <= rule.limit, hits, retryAfterS: windowEnd - t };
  };
}
