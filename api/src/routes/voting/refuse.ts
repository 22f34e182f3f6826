import type { Context } from 'hono';
import { Refusal } from '../../services/voting/accept.ts';
import { ChainReadError } from '../../voting/power.ts';

/** A refusal as the hub's 4xx `{ error }` (with Retry-After on 429), a chain that does not answer as 503; anything else is a bug. */
export function refuse(c: Context, e: unknown) {
  if (e instanceof Refusal) {
    if (e.retryAfterS !== undefined) c.header('Retry-After', String(e.retryAfterS));
    return c.json({ error: e.message }, e.status);
  }
  if (e instanceof ChainReadError) return c.json({ error: e.message }, 503);
  throw e;
}
