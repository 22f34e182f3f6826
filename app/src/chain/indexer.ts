/**
 * The app's side of the one indexer client (`@fuelswap/sdk/indexer`: fetch, timeout, zod check, InfoError, cursor
 * pages): the same `gql`, whose URL defaults to the runtime's indexer (`serviceUrl('indexer')`). Every feature's
 * query goes through it; the queries the indexer's tests also run live in the SDK beside the client.
 */
import type * as z from 'zod/mini';
import { gql as indexerGql, type GqlOptions } from '@fuelswap/sdk/indexer';
import { serviceUrl } from './services.ts';

export { InfoError, fetchAllPages, nextCursor, pageInfoSchema, type Page } from '@fuelswap/sdk/indexer';

/** One query to the indexer; `opts.url` absent (or undefined): the runtime's indexer. */
export function gql<S extends z.ZodMiniType>(
  query: string,
  variables: Record<string, unknown>,
  schema: S,
  opts: GqlOptions = {},
): Promise<z.infer<S>> {
  return indexerGql(query, variables, schema, { ...opts, url: opts.url ?? serviceUrl('indexer') });
}
