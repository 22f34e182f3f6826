/**
 * The voting hub (mounted at /api/voting): proposals and votes as Snapshot's own EIP-712 messages, verified
 * and stored by services/voting/accept.ts, served through a GraphQL endpoint shaped like Snapshot's hub.
 *
 *   POST /msg       a signed proposal or vote (messages.ts)
 *   POST /graphql   proposals, proposal, votes (graphql.ts)
 *   GET  /config, GET /power/:address?block=N, POST /verify (power.ts)
 *
 * Strict as Snapshot's sequencer, on any number of processes sharing one PostgreSQL: a body over
 * VOTING_BODY_LIMIT_BYTES is a 413; a message dated more than MESSAGE_CLOCK_SKEW_S ahead of (or behind) the
 * server clock, or a vote outside its proposal's window, is refused; the same message twice is refused by the
 * `used_signatures` primary key; per-IP and per-address rate limits count in `api_rate_limits`. Every refusal
 * is a 4xx `{ error }` and stores nothing. Voting power always comes from the chain at the proposal's
 * snapshot block (voting/power.ts), never from the message.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db/index.ts';
import { createRateLimiter } from '../../services/rate-limit.ts';
import { createAcceptor, DEFAULT_VOTING_RATE_LIMITS, type VotingConfig, type VotingRateLimits } from '../../services/voting/accept.ts';
import type { TypedDataVerifier } from '../../verify.ts';
import type { PowerSource } from '../../voting/power.ts';
import { graphqlRoutes } from './graphql.ts';
import { messageRoutes } from './messages.ts';
import { powerRoutes } from './power.ts';

/** The hub's body limit: Snapshot's sequencer refuses bodies over 100 kB; a proposal's Markdown body fits well inside. */
export const VOTING_BODY_LIMIT_BYTES = 100 * 1024;

export interface VotingDeps {
  db: Db;
  power: PowerSource;
  config: VotingConfig;
  verifyTypedData: TypedDataVerifier;
  /** Milliseconds since the epoch. */
  now: () => number;
  limits?: VotingRateLimits | undefined;
  /** Take the client's IP address from the last X-Forwarded-For hop (behind a load balancer that sets it). */
  trustProxy?: boolean | undefined;
}

/** The socket's address; behind a trusted proxy, the address the proxy saw. In-process requests (tests) have none. */
function clientIp(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
      const last = hops.filter(Boolean).at(-1);
      if (last) return last;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

export function votingRoutes(deps: VotingDeps) {
  const limits = deps.limits ?? DEFAULT_VOTING_RATE_LIMITS;
  const rateLimit = createRateLimiter(deps.db, deps.now);
  const acceptor = createAcceptor({ ...deps, rateLimit, limits });
  return new Hono()
    .use(
      '*',
      bodyLimit({
        maxSize: VOTING_BODY_LIMIT_BYTES,
        onError: (c) => c.json({ error: `Body too large: at most ${VOTING_BODY_LIMIT_BYTES} bytes` }, 413),
      }),
    )
    .route('/', messageRoutes({ acceptor, rateLimit, limits, clientIp: clientIp(deps.trustProxy ?? false) }))
    .route('/', graphqlRoutes(deps))
    .route('/', powerRoutes(deps));
}
