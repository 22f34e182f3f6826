/**
 * zod schemas of the indexer's rows (indexer/ponder.schema.ts): bigints come
 * as decimal strings and become bigint here; addresses are lower-case hex.
 * Only the columns the Info pages ask for.
 */
import * as z from 'zod/mini';

export const big = z.pipe(
  z.string().check(z.regex(/^-?\d{1,78}$/)),
  z.transform((v: string) => BigInt(v)),
);
export const hex = z.string().check(z.regex(/^0x[0-9a-f]*$/));
const int = z.number().check(z.int());

export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), pageInfo: z.optional(z.object({ hasNextPage: z.boolean() })), totalCount: z.optional(int) });

export const tokenRow = z.object({
  id: hex,
  symbol: z.string(),
  name: z.string(),
  decimals: int,
  priceUSD: big,
  tradeVolumeUSD: big,
  totalLiquidity: big,
  totalLiquidityUSD: big,
  txCount: int,
});
export type TokenRow = z.infer<typeof tokenRow>;
export const TOKEN_FIELDS = 'id symbol name decimals priceUSD tradeVolumeUSD totalLiquidity totalLiquidityUSD txCount';

export const pairRow = z.object({
  id: hex,
  token0: hex,
  token1: hex,
  name: z.string(),
  reserve0: big,
  reserve1: big,
  reserveUSD: big,
  totalSupply: big,
  token0Price: big,
  token1Price: big,
  volumeUSD: big,
  txCount: int,
});
export type PairRow = z.infer<typeof pairRow>;
export const PAIR_FIELDS = 'id token0 token1 name reserve0 reserve1 reserveUSD totalSupply token0Price token1Price volumeUSD txCount';

const txBase = { id: z.string(), pair: hex, token0: hex, token1: hex, account: hex, amountUSD: big, timestamp: int, txHash: hex };
export const swapRow = z.object({ ...txBase, amount0In: big, amount1In: big, amount0Out: big, amount1Out: big });
export type SwapRow = z.infer<typeof swapRow>;
export const SWAP_FIELDS = 'id pair token0 token1 account amountUSD timestamp txHash amount0In amount1In amount0Out amount1Out';
export const liquidityRow = z.object({ ...txBase, amount0: big, amount1: big });
export type LiquidityRow = z.infer<typeof liquidityRow>;
export const LIQUIDITY_FIELDS = 'id pair token0 token1 account amountUSD timestamp txHash amount0 amount1';

export const pairHourRow = z.object({ periodStart: int, volumeUSD: big, pair: hex });
export const tokenHourRow = z.object({ periodStart: int, volumeUSD: big, token: hex, priceUSD: big });
export const pairDayRow = z.object({ periodStart: int, volumeUSD: big, reserveUSD: big, token0Price: big, token1Price: big });
export const tokenDayRow = z.object({ periodStart: int, volumeUSD: big, totalLiquidityUSD: big, priceUSD: big });
export const overviewRow = z.object({ liquidityUSD: big, volumeUSD: big, txCount: int, pairCount: int });
export const overviewDayRow = z.object({ date: int, liquidityUSD: big, volumeUSD: big, txCount: int });
export const positionRow = z.object({ id: z.string(), pair: hex, account: hex, lpBalance: big });
export const accountRow = z.object({ id: hex, swapVolumeUSD: big, swapCount: int, lastSwapAt: int });
