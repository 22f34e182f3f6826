/**
 * The API as a Hono app built from its dependencies, so tests run it in-process
 * (`app.request(...)`) and main.ts serves the same app over HTTP. Each route group
 * is its own file under routes/ (bodies and queries validated there by schema,
 * routes/validate.ts); the rules and storage of a signed message are services/.
 * The routes are chained so that `AppType` carries every route's input and
 * output: the app's API clients are typed from it with hono/client (type-only).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Database } from './db/index.ts';
import { usersRoutes } from './routes/users.ts';
import { votingRoutes } from './routes/voting/index.ts';
import type { VotingConfig, VotingRateLimits } from './services/voting/accept.ts';
import type { PowerSource } from './voting/power.ts';
import { createTypedDataVerifier, type SignatureVerifier, type TypedDataVerifier } from './verify.ts';

export const BODY_LIMIT_BYTES = 8 * 1024;

export interface AppDeps {
  database: Database;
  chainId: number;
  verify: SignatureVerifier;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /** Allowed web origins; undefined allows any loopback origin (the devnet). */
  corsOrigins?: string[] | undefined;
  /** The voting hub: mounted at /api/voting when the deployment has a voting section. */
  voting?:
    | {
        power: PowerSource;
        config: VotingConfig;
        /** EIP-712 signatures; default: offline ecrecover only (no smart accounts). */
        verifyTypedData?: TypedDataVerifier | undefined;
        limits?: VotingRateLimits | undefined;
        trustProxy?: boolean | undefined;
      }
    | undefined;
}

const LOOPBACK_ORIGIN = /^https?:\/\/(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d{1,5})?$/;

/** An origin the API answers with CORS headers, or null. */
export function allowedOrigin(origin: string, list: string[] | undefined): string | null {
  if (list) return list.includes(origin) ? origin : null;
  return LOOPBACK_ORIGIN.test(origin) ? origin : null;
}

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) => allowedOrigin(origin, deps.corsOrigins),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );
  const defaultLimit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: `Body too large: at most ${BODY_LIMIT_BYTES} bytes` }, 413),
  });
  // The voting hub sets its own (larger) limit: a proposal carries a Markdown body.
  app.use('/api/*', (c, next) => (deps.voting && c.req.path.startsWith('/api/voting/') ? next() : defaultLimit(c, next)));

  const now = deps.now ?? Date.now;
  const voting = deps.voting;
  const routes = app
    .get('/health', async (c) => {
      const started = performance.now();
      try {
        await deps.database.ping();
        return c.json({
          status: 'ok',
          db: { status: 'ok', engine: deps.database.engine, ms: Math.round(performance.now() - started) },
          chainId: deps.chainId,
        });
      } catch (e) {
        return c.json({ status: 'error', db: { status: 'down', engine: deps.database.engine, error: (e as Error).message } }, 503);
      }
    })
    .route('/api/users', usersRoutes({ db: deps.database.db, chainId: deps.chainId, verify: deps.verify, now }))
    // Always in the type (clients are typed against a hub that may be there); mounted only with a voting section.
    .route(
      '/api/voting',
      voting
        ? votingRoutes({
            db: deps.database.db,
            power: voting.power,
            config: voting.config,
            verifyTypedData: voting.verifyTypedData ?? createTypedDataVerifier(),
            limits: voting.limits,
            trustProxy: voting.trustProxy,
            now,
          })
        : (new Hono() as unknown as ReturnType<typeof votingRoutes>),
    );

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((e, c) => {
    console.error(`[api] ${c.req.method} ${c.req.path}: ${e.stack ?? e.message}`);
    return c.json({ error: 'Internal error' }, 500);
  });
  return routes;
}

/** Every route's input and output, for `hc<AppType>(url)` (hono/client). */
export type AppType = ReturnType<typeof createApp>;
