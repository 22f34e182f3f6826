import type { Currency, Token } from './currency.ts';

/**
 * Tokens that may only trade against specific bases, by lower-case token address
 * (the chain config's CUSTOM_BASES). A token listed here pairs only with its own
 * bases, which replace the common bases for it.
 */
export type CustomBases = Readonly<Record<string, readonly Token[]>>;

function customBasesOf(custom: CustomBases | undefined, token: Token): readonly Token[] | undefined {
  return custom?.[token.key] ?? custom?.[token.address];
}

/**
 * The pairs worth fetching to route between two currencies (spec 5 "Swap
 * routing"): the direct pair, each side against every base, and every base
 * against every other base — minus pairs a custom-bases restriction forbids.
 * BNB is replaced by WBNB. Each pair is [token0, token1] in contract order
 * (sorted by address); the list has no duplicates and keeps the order above
 * (direct pair first), which is the order the best-trade search breaks ties in.
 */
export function allCommonPairCombinations(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  bases: readonly Token[],
  customBases?: CustomBases,
): [Token, Token][] {
  if (!currencyA || !currencyB) return [];
  const tokenA = currencyA.wrapped;
  const tokenB = currencyB.wrapped;
  if (tokenA.chainId !== tokenB.chainId) return [];
  const chainBases = bases.filter((b) => b.chainId === tokenA.chainId);
  const basesFor = (t: Token): readonly Token[] => customBasesOf(customBases, t) ?? chainBases;

  const candidates: [Token, Token][] = [[tokenA, tokenB]];
  for (const b of basesFor(tokenA)) candidates.push([tokenA, b]);
  for (const b of basesFor(tokenB)) candidates.push([tokenB, b]);
  for (const b1 of chainBases) for (const b2 of chainBases) candidates.push([b1, b2]);

  const allowed = ([x, y]: [Token, Token]): boolean => {
    const cx = customBasesOf(customBases, x);
    const cy = customBasesOf(customBases, y);
    if (cx && !cx.some((b) => b.equals(y))) return false;
    if (cy && !cy.some((b) => b.equals(x))) return false;
    return true;
  };

  const seen = new Set<string>();
  const out: [Token, Token][] = [];
  for (const [x, y] of candidates) {
    if (x.equals(y) || !allowed([x, y])) continue;
    const sorted: [Token, Token] = x.sortsBefore(y) ? [x, y] : [y, x];
    const key = `${sorted[0].key}:${sorted[1].key}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(sorted);
  }
  return out;
}
