/**
 * The indexer's HTTP API (Ponder requires this file): GraphQL at / and
 * /graphql, and the SQL-over-HTTP client at /sql. Ponder itself adds /health,
 * /ready, /status and /metrics, caps a page at 1000 rows ("Invalid limit")
 * and sends CORS headers for any origin (the browser app calls it from
 * another port). `guard.ts` refuses malformed addresses and hashes with a
 * clear 400 before they reach Ponder, which would answer them with no rows.
 */
import { Hono, type Context, type Next } from 'hono';
import { client, graphql } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { checkGraphqlRequest } from './guard.ts';

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
app.use('/', guard, graphql({ db, schema }));
app.use('/graphql', guard, graphql({ db, schema }));

export default app;
