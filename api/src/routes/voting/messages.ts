/**
 * POST /msg: a signed Snapshot message (`{ address, sig, data: { domain, types, message } }`, what snapshot.js's
 * Client712 sends). The per-IP rate limit counts every request before anything else is read; the envelope is
 * validated by schema (@fuelswap/sdk's parseEnvelope); acceptance is services/voting/accept.ts.
 */
import { EnvelopeError, parseEnvelope, type ProposalMessage, type VoteMessage } from '@fuelswap/sdk';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type createAcceptor, rateRefusal, type VotingRateLimits } from '../../services/voting/accept.ts';
import type { RateLimiter } from '../../services/rate-limit.ts';
import { jsonBody, requireJson } from '../validate.ts';
import { refuse } from './refuse.ts';

/** What a client sends (the typed client's input); the server checks it field for field with parseEnvelope. */
export interface EnvelopeBody {
  address: string;
  sig: string;
  data: { domain: { name: string; version: string }; types: unknown; message: ProposalMessage | VoteMessage };
}

const envelope = z
  .custom<EnvelopeBody>(() => true)
  .transform((v, ctx) => {
    try {
      return parseEnvelope(v);
    } catch (e) {
      if (!(e instanceof EnvelopeError)) throw e;
      ctx.addIssue({ code: 'custom', message: e.message });
      return z.NEVER;
    }
  });

export interface MessageRouteDeps {
  acceptor: ReturnType<typeof createAcceptor>;
  rateLimit: RateLimiter;
  limits: VotingRateLimits;
  /** The client's IP address (the socket's, or the proxy's forwarded one). */
  clientIp: (c: Context) => string;
}

export function messageRoutes(deps: MessageRouteDeps) {
  return new Hono()
    .use('/msg', async (c, next) => {
      const verdict = await deps.rateLimit(`ip:${deps.clientIp(c)}`, deps.limits.perIp);
      if (!verdict.ok) return refuse(c, rateRefusal('IP address', deps.limits.perIp, verdict.retryAfterS));
      return next();
    })
    .post('/msg', requireJson('Body must be JSON'), jsonBody(envelope, 'Malformed message'), async (c) => {
      try {
        const { id } = await deps.acceptor.accept(c.req.valid('json'));
        return c.json({ id, ipfs: id, relayer: { address: '', receipt: '' } }, 200);
      } catch (e) {
        return refuse(c, e);
      }
    });
}
