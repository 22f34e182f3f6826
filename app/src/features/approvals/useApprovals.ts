/**
 * The connected account's allowances to the project's contracts: which (token, spender) pairs it
 * ever approved, from the indexer's `allowance` table (indexer/src/approvals.ts), each confirmed by reading
 * allowance() on the chain in the page's one batched read per block, with each token's symbol and decimals.
 */
import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Address } from 'viem';
import { erc20Abi } from '@fuelswap/contracts';
import type { Spender } from '@fuelswap/config';
import { liveAllowances, type AllowanceRow } from '@fuelswap/sdk';
import { runtime } from '../../chain/runtime.ts';
import { gql } from '../../chain/indexer.ts';
import { readValue, ReadPlan, useBatchedReads, type ReadHandle } from '../../chain/reads.ts';
import { spendersOf } from './spenders.ts';

/** More than any account approves; the page says so if an account ever reaches it. */
export const APPROVALS_LIMIT = 1000;

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const schema = z.object({
  allowances: z.object({
    items: z.array(
      z.object({
        token: hex,
        spender: hex,
        amount: z.pipe(
          z.string().check(z.regex(/^\d{1,78}$/)),
          z.transform((v: string) => BigInt(v)),
        ),
      }),
    ),
  }),
});

export interface ApprovalRow extends AllowanceRow<Spender> {
  symbol: string | undefined;
  decimals: number | undefined;
  /** The pair's name ("BUSD-WBNB") when the token is one of the deployment's LP tokens. */
  pairName: string | undefined;
}

export function useApprovals(owner: Address | undefined) {
  const rt = runtime();
  const spenders = useMemo(() => spendersOf(rt), [rt]);
  const indexed = useQuery({
    queryKey: ['perBlock', 'approvals', rt.chainId, owner],
    retry: false,
    queryFn:
      owner !== undefined
        ? async ({ signal }) => {
            const data = await gql(
              `query Approvals($owner: String!) {
          allowances(where: { owner: $owner, amount_gt: "0" }, limit: ${APPROVALS_LIMIT}) { items { token spender amount } }
        }`,
              { owner: owner.toLowerCase() },
              schema,
              { signal },
            );
            return data.allowances.items;
          }
        : skipToken,
  });
  const found = indexed.data;

  const { plan, allowances, meta } = useMemo(() => {
    const plan = new ReadPlan();
    const allowances = new Map<string, ReadHandle<bigint>>();
    const meta = new Map<string, { symbol: ReadHandle<string>; decimals: ReadHandle<number> }>();
    for (const f of found ?? []) {
      const token = f.token.toLowerCase();
      if (!meta.has(token))
        meta.set(token, {
          symbol: plan.add(f.token as Address, erc20Abi, 'symbol'),
          decimals: plan.add(f.token as Address, erc20Abi, 'decimals'),
        });
      if (owner)
        allowances.set(
          `${token}/${f.spender.toLowerCase()}`,
          plan.add(f.token as Address, erc20Abi, 'allowance', [owner, f.spender as Address]),
        );
    }
    return { plan, allowances, meta };
  }, [found, owner]);
  const reads = useBatchedReads(plan, { keepPrevious: false });

  const rows: ApprovalRow[] | undefined = useMemo(() => {
    if (!found) return undefined;
    const pairs = new Map((rt.deployment?.pairs ?? []).map((p) => [p.address.toLowerCase(), p.name] as const));
    const allowanceOf = (token: string, spender: string) =>
      readValue(reads.results, allowances.get(`${token.toLowerCase()}/${spender.toLowerCase()}`));
    return liveAllowances(found, allowanceOf, spenders).map((r) => {
      const m = meta.get(r.token.toLowerCase());
      return {
        ...r,
        symbol: readValue(reads.results, m?.symbol),
        decimals: readValue(reads.results, m?.decimals),
        pairName: pairs.get(r.token.toLowerCase()),
      };
    });
  }, [found, reads.results, allowances, meta, spenders, rt.deployment]);

  return {
    rows,
    /** The indexer's failure (its message is a t() key with params), when the list could not be found. */
    error: indexed.error,
    isLoading: indexed.isLoading,
    truncated: (found?.length ?? 0) >= APPROVALS_LIMIT,
    refresh: async () => {
      await indexed.refetch();
      await reads.refetch();
    },
  };
}
