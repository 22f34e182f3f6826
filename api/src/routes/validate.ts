/**
 * Request validation at the route, by schema (`@hono/zod-validator`), with the API's error shape: a refused
 * body or query is a 400 `{ error }` naming the first problem, and the handler only ever sees
 * `c.req.valid(...)`. Every route that reads a body or a query goes through these (api/test/routes.test.ts
 * checks that no route file reads `c.req.json()`, `.text()`, `.query()` and the like itself).
 */
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The first issue of a failed parse, as "path: message". */
function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * Refuses a body that is not JSON with `message` (zod-validator itself would see no body at all without a
 * JSON Content-Type, and throws a generic exception on a JSON syntax error).
 */
export function requireJson(message: string): MiddlewareHandler {
  return async (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
    if (!JSON_TYPE.test(type)) return c.json({ error: `${message} (Content-Type must be application/json)` }, 400);
    try {
      // Hono keeps the parsed body: the validator after this reads the same value without parsing again.
      await c.req.json();
    } catch {
      return c.json({ error: message }, 400);
    }
    return next();
  };
}

/** The JSON body, checked by `schema`; a refusal reads `${prefix}: <first problem>`. */
export function jsonBody<T extends z.ZodType>(schema: T, prefix: string) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json({ error: `${prefix}: ${firstIssue(result.error)}` }, 400);
  });
}

/** The query string, checked by `schema`. */
export function query<T extends z.ZodType>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssue(result.error) }, 400);
  });
}
