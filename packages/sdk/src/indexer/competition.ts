/**
 * The trading battle's volumes from the indexer: the swaps on the eligible pairs inside the live window, summed per
 * account (tx sender, lower case) in dollars (18 decimals). One query for the page that shows the standings and the
 * owner's settlement tool, so the contract gets what /competition shows.
 */
import * as z from 'zod/mini';
import { InfoError, fetchAllPages, gql, nextCursor, pageInfoSchema } from './client.ts';
import type { IndexerTarget } from './lottery.ts';

/** Rows per page of the volumes query (the indexer's maximum). */
export const VOLUMES_PAGE = 1000;

const swapsSchema = z.object({
  swaps: z.object({
    items: z.array(
      z.object({
        account: z.string(),
        amountUSD: z.pipe(
          z.string().check(z.regex(/^\d{1,78}$/)),
          z.transform((v: string) => BigInt(v)),
        ),
      }),
    ),
    pageInfo: pageInfoSchema,
  }),
});
const VOLUMES_QUERY = `query V($pairs: [String!], $from: Int!, $to: Int!, $after: String) {
  swaps(where: { pair_in: $pairs, timestamp_gte: $from, timestamp_lte: $to }, orderBy: "timestamp", orderDirection: "asc", limit: ${VOLUMES_PAGE}, after: $after) {
    items { account amountUSD } pageInfo { hasNextPage endCursor }
  }
}`;

/**
 * Dollar volume (18 decimals) per account (lower case) on `pairs` between `from` and `to` (unix seconds, both
 * included), page after page. `maxPages` bounds what a page reads (the settlement reads all); a page that says there
 * are more without a new cursor is an error, never the end (a settlement must not count part of the swaps).
 */
export async function fetchVolumes(
  target: IndexerTarget & { signal?: AbortSignal | undefined },
  pairs: readonly string[],
  from: number,
  to: number,
  opts: { maxPages?: number } = {},
): Promise<Map<string, bigint>> {
  const rows = await fetchAllPages(async (after) => {
    const data = await gql(
      VOLUMES_QUERY,
      { pairs: pairs.map((p) => p.toLowerCase()), from, to, after: after ?? null },
      swapsSchema,
      target,
    );
    const { pageInfo } = data.swaps;
    if (pageInfo.hasNextPage && !pageInfo.endCursor)
      throw new InfoError('shape', 'The indexer sent an answer in an unexpected format.', { missingCursor: 'swaps' });
    return { items: data.swaps.items, next: nextCursor(pageInfo) };
  }, opts);
  const out = new Map<string, bigint>();
  for (const s of rows) out.set(s.account.toLowerCase(), (out.get(s.account.toLowerCase()) ?? 0n) + s.amountUSD);
  return out;
}
