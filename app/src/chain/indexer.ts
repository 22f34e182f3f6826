/**
 * A small typed GraphQL client for the indexer (shared by Info, the battle, home and approvals) (Ponder's GraphQL at
 * `runtime().services.indexerUrl`): fetch, then a zod schema check of every
 * answer. Hand-written on purpose: the Info pages send a dozen fixed queries,
 * and a GraphQL client library would add more code than these lines for
 * features (normalized caches, subscriptions) react-query already covers.
 *
 * Every failure becomes an InfoError with a message fit for an inline notice:
 * no indexer configured, unreachable, HTTP error, GraphQL errors, or an answer
 * that does not match the expected shape.
 */
import * as z from 'zod/mini';
import { runtime } from './runtime.ts';

export type InfoErrorKind = 'unconfigured' | 'network' | 'http' | 'graphql' | 'shape';

/** `message` is an English text key for t(), with `params` for its {{placeholders}}. */
export class InfoError extends Error {
  constructor(
    readonly kind: InfoErrorKind,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'InfoError';
  }
}

/** How long one query may take before it counts as failed (no endless spinner). */
export const INFO_TIMEOUT_MS = 10_000;

/**
 * The indexer's GraphQL endpoint (a base URL or the endpoint itself): the
 * runtime config's (the devnet's /devnet/services.json), else the build's
 * VITE_INDEXER_URL (a production build pointing at its own indexer).
 */
export function indexerGraphqlUrl(): string | undefined {
  const services = (runtime() as { services?: { indexerUrl?: string } }).services;
  const base = services?.indexerUrl || (import.meta.env.VITE_INDEXER_URL as string | undefined);
  if (!base) return undefined;
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/graphql') ? trimmed : `${trimmed}/graphql`;
}

const envelope = z.object({
  data: z.optional(z.nullable(z.unknown())),
  errors: z.optional(z.array(z.object({ message: z.string() }))),
});

export async function gql<S extends z.ZodMiniType>(
  query: string,
  variables: Record<string, unknown>,
  schema: S,
  opts: { signal?: AbortSignal; url?: string; fetchImpl?: typeof fetch } = {},
): Promise<z.infer<S>> {
  const url = opts.url ?? indexerGraphqlUrl();
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
    throw new InfoError('network', 'The indexer cannot be reached.');
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
