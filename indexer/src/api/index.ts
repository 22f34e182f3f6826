/**
 * The indexer's HTTP API (Ponder requires this file): GraphQL at / and
 * /graphql, and the SQL-over-HTTP client at /sql. Ponder itself adds /health,
 * /ready, /status and /metrics, caps a page at 1000 rows ("Invalid limit")
 * and sends CORS headers for any origin (the browser app calls it from
 * another port). `guard.ts` refuses malformed addresses and hashes with a
 * clear 400 before they reach Ponder, which would answer them with no rows.
 * `cache.ts` answers a repeat from memory while the index has not moved, with
 * an ETag and a Cache-Control of about half a block (INDEXER_BLOCK_TIME,
 * seconds, default 3), so a balancer's cache may keep GET answers that long.
 */
import { Hono, type Context, type Next } from 'hono';
import { client, graphql, sql } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { createGraphqlCache, maxAgeForBlockTime } from './cache.ts';
import { checkGraphqlRequest } from './guard.ts';

// Ponder's own checkpoint table (in the served schema: a reader's views schema has a view of it). Its text is the
// version; digits 27-42 are the block number (Ponder's checkpoint layout: timestamp 10, chain id 16, block 16, ...).
const cache = createGraphqlCache({
  maxAgeSeconds: maxAgeForBlockTime(Number(process.env.INDEXER_BLOCK_TIME) || 3),
  readVersion: async () => {
    const res = (await db.execute(sql`SELECT max(latest_checkpoint) AS c FROM _ponder_checkpoint`)) as unknown as
      | { rows: { c: string | null }[] }
      | { c: string | null }[];
    const c = (Array.isArray(res) ? res : res.rows)[0]?.c;
    return c ? { version: c, block: Number(c.slice(26, 42)) } : undefined;
  },
});

async function guard(c: Context, next: Next) {
  let query: unknown;
  let variables: unknown;
  if (c.req.method === 'GET') {
    query = c.req.query('query');
    try {
      variables = JSON.parse(c.req.query('variables') ?? 'null');
    } catch {
      variables = undefined;
    }
  } else if (c.req.method === 'POST') {
    try {
      const body = (await c.req.raw.clone().json()) as { query?: unknown; variables?: unknown };
      query = body?.query;
      variables = body?.variables;
    } catch {
      // Not JSON: the GraphQL server explains that itself.
    }
  }
  const problem = checkGraphqlRequest(query, variables);
  if (problem) return c.json({ errors: [{ message: problem, extensions: { code: 'BAD_USER_INPUT' } }] }, 400);
  return next();
}

const app = new Hono();
app.use('/sql/*', client({ db, schema }));
app.use('/', cache.middleware, guard, graphql({ db, schema }));
app.use('/graphql', cache.middleware, guard, graphql({ db, schema }));

export default app;
