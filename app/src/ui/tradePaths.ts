const LIQUIDITY_WORDS = ['pool', 'create', 'add', 'remove', 'find', 'liquidity'] as const;

/** The Liquidity tab is active when the path contains pool, create, add, remove, find or liquidity. */
export function isLiquidityPath(pathname: string): boolean {
  return LIQUIDITY_WORDS.some((word) => pathname.includes(word));
}
