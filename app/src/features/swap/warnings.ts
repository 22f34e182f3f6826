/**
 * Warnings for particular tokens on the swap page (spec 2.4 "warnings for
 * certain taxed or compromised tokens"):
 * - taxed: tokens tagged "taxed" in the chain config (on the devnet, the
 *   deployment file marks SAFEMOON) or in their token list entry. They take
 *   10% of every transfer, so a slippage tolerance of 12% or more is needed.
 * - compromised: a per-chain list of token addresses whose contracts are
 *   known to be compromised. Empty on every chain today (the devnet has none
 *   and no entry is confirmed for 56/97); add an address here to warn about
 *   it. The swap stays possible: the warning informs, it does not block.
 */
import type { Currency } from '@fuelswap/sdk';

export const COMPROMISED_TOKENS: Readonly<Record<number, readonly string[]>> = {
  56: [],
  97: [],
  31337: [],
};

/** Slippage (bps) the taxed-token notice asks for. */
const TAXED_TOKEN_MIN_SLIPPAGE_BPS = 1200;

export interface TokenWarning {
  kind: 'taxed' | 'compromised';
  symbol: string;
  address: string;
}

export interface WarningSources {
  /** Lower-case addresses of tokens tagged "taxed" in the chain config. */
  taxed: ReadonlySet<string>;
  /** Lower-case addresses of compromised tokens. */
  compromised: ReadonlySet<string>;
}

/** The warnings for the chosen currencies, in order, one per token and kind. */
export function tokenWarnings(currencies: readonly (Currency | null | undefined)[], sources: WarningSources): TokenWarning[] {
  const out: TokenWarning[] = [];
  const seen = new Set<string>();
  for (const c of currencies) {
    if (!c?.isToken || seen.has(c.key)) continue;
    seen.add(c.key);
    if (sources.compromised.has(c.key)) out.push({ kind: 'compromised', symbol: c.symbol, address: c.address });
    if (sources.taxed.has(c.key) || c.tags.includes('taxed')) out.push({ kind: 'taxed', symbol: c.symbol, address: c.address });
  }
  return out;
}

export function warningSources(
  chainId: number,
  configTokens: readonly { address: string; tags?: readonly string[] | undefined }[],
): WarningSources {
  return {
    taxed: new Set(configTokens.filter((t) => t.tags?.includes('taxed')).map((t) => t.address.toLowerCase())),
    compromised: new Set((COMPROMISED_TOKENS[chainId] ?? []).map((a) => a.toLowerCase())),
  };
}
