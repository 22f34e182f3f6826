/**
 * The one GraphQL client for the project's indexer (Ponder's GraphQL), shared by the app (`app/src/chain/indexer.ts`
 * gives it the runtime's indexer URL) and the indexer's own tests, which query a real Ponder with the app's queries
 * (`./lottery.ts` and the other query files beside this one). fetch, then a zod schema check of every answer;
 * `fetchAllPages` walks Ponder's cursor pages. Hand-written on purpose: the app sends a dozen fixed queries, and a
 * GraphQL client library would add more code than these lines for features (normalized caches, subscriptions)
 * react-query already covers.
 *
 * The SDK's one module that speaks to the network, and only through the `fetch` it is given (the global one by
 * default): a subpath of its own (`@fuelswap/sdk/indexer`), so the SDK's index stays pure.
 *
 * Every failure becomes an InfoError with a message fit for an inline notice:
 * no indexer configured, unreachable, HTTP error, GraphQL errors, or an answer
 * that does not match the expected shape.
 */
import * as z from 'zod/mini';

export type InfoErrorKind = 'unconfigured' | 'network' | 'http' | 'graphql' | 'shape';

/** `message` is an English text key for t(), with `params` for its {{placeholders}}. */
export class InfoError extends Error {
  constructor(
    readonly kind: InfoErrorKind,
    message: string,
    readonly params: Record<string, string | number> = {},
    /** `cause`: what failed underneath (the fetch's own error), for a log line. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'InfoError';
  }
}

/** How long one query may take before it counts as failed (no endless spinner). */
export const INFO_TIMEOUT_MS = 10_000;

/** The indexer's GraphQL endpoint from its base URL or the endpoint itself; undefined when there is none. */
export function indexerGraphqlUrl(base: string | undefined): string | undefined {
  if (!base) return undefined;
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/graphql') ? trimmed : `${trimmed}/graphql`;
}

const envelope = z.object({
  data: z.optional(z.nullable(z.unknown())),
  errors: z.optional(z.array(z.object({ message: z.string() }))),
});

export interface GqlOptions {
  signal?: AbortSignal | undefined;
  url?: string | undefined;
  fetchImpl?: typeof fetch | undefined;
}

export async function gql<S extends z.ZodMiniType>(
  query: string,
  variables: Record<string, unknown>,
  schema: S,
  /** `url`: the indexer's base URL or endpoint (none: the `unconfigured` error, before any request). */
  opts: GqlOptions = {},
): Promise<z.infer<S>> {
  const url = indexerGraphqlUrl(opts.url);
  if (!url) throw new InfoError('unconfigured', 'No indexer is configured for this network.');
  const timeout = AbortSignal.timeout(INFO_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    const timedOut = timeout.aborted;
    if (timedOut) throw new InfoError('network', 'The indexer did not answer within {{seconds}} s.', { seconds: INFO_TIMEOUT_MS / 1000 });
    throw new InfoError('network', 'The indexer cannot be reached.', {}, { cause: e });
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new InfoError('http', 'The indexer answered with HTTP {{status}} and no readable data.', { status: res.status });
  }
  const env = envelope.safeParse(body);
  if (!env.success) throw new InfoError('shape', 'The indexer sent an answer in an unexpected format.');
  if (env.data.errors?.length)
    throw new InfoError('graphql', 'The indexer refused the query: {{reason}}', { reason: env.data.errors[0]!.message });
  if (!res.ok) throw new InfoError('http', 'The indexer answered with HTTP {{status}}.', { status: res.status });
  const parsed = schema.safeParse(env.data.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InfoError('shape', 'The indexer sent data in an unexpected shape (at {{path}}).', { path: issue?.path.join('.') || '-' });
  }
  return parsed.data;
}

/** Ponder's `pageInfo` of a cursor query, for a query's schema. */
export const pageInfoSchema = z.object({ hasNextPage: z.boolean(), endCursor: z.nullable(z.string()) });

/** One page of a cursor query: its rows and the cursor of the next page (undefined on the last). */
export interface Page<T> {
  items: T[];
  next: string | undefined;
}

/** The next page's cursor from Ponder's `pageInfo`: undefined on the last page. */
export function nextCursor(pageInfo: z.infer<typeof pageInfoSchema>): string | undefined {
  return pageInfo.hasNextPage ? (pageInfo.endCursor ?? undefined) : undefined;
}

/**
 * Every row of a cursor query, page after page: `fetchPage(after)` answers one page (Ponder's `pageInfo
 * { hasNextPage endCursor }`), the next asked `after` its end cursor, until a page says it is the last.
 * A page that repeats its cursor would loop forever: that stops it with an error instead (the translated
 * "unexpected format" text, the cursor in its params for the log). `maxPages` bounds a
 * query whose rows may be endless (every swap of a period): it answers the rows of that many pages.
 */
export async function fetchAllPages<T>(
  fetchPage: (after: string | undefined) => Promise<Page<T>>,
  opts: { maxPages?: number } = {},
): Promise<T[]> {
  const out: T[] = [];
  const seen = new Set<string>();
  let after: string | undefined;
  for (let pages = 1; ; pages++) {
    const page = await fetchPage(after);
    out.push(...page.items);
    if (page.next === undefined || pages === opts.maxPages) return out;
    if (seen.has(page.next))
      throw new InfoError('shape', 'The indexer sent an answer in an unexpected format.', { repeatedCursor: page.next });
    seen.add(page.next);
    after = page.next;
  }
}
