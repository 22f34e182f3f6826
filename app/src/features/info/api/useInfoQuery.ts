import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { gql } from '../../../chain/indexer.ts';

/**
 * One indexer query through react-query. The key starts with 'perBlock', so
 * the app's BlockWatcher refreshes it on every new block (paused in a hidden
 * tab), the same clock as the chain reads. A failed refresh keeps the last
 * good data on screen (react-query keeps `data` beside `error`).
 */
export function useInfoQuery<S extends z.ZodMiniType>(
  name: string,
  query: string,
  variables: Record<string, unknown>,
  schema: S,
  enabled = true,
): UseQueryResult<z.infer<S>> {
  return useQuery({
    queryKey: ['perBlock', 'info', name, variables],
    queryFn: ({ signal }) => gql(query, variables, schema, { signal }),
    enabled,
    retry: false,
  });
}
