/** The chain's farms/pools/vault config, from the deployment file on any chain (none without one). */
import { farmsConfig, parseDeployedFarms, type FarmsConfig, type YieldToken } from '@fuelswap/config';
import type { Currency } from '@fuelswap/sdk';
import { runtime, type Runtime } from '../../chain/runtime.ts';
import { deployedSection } from '../../chain/deployment.ts';
import { nativeCurrency, toToken } from '../../chain/tokens.ts';

let cached: { rt: Runtime; value: FarmsConfig | undefined } | undefined;

export function yieldConfig(): FarmsConfig | undefined {
  const rt = runtime();
  if (cached?.rt !== rt) {
    const d = rt.deployment;
    cached = { rt, value: farmsConfig(d && { tokens: d.tokens, farms: deployedSection('farms', parseDeployedFarms, rt) }) };
  }
  return cached.value;
}

/** The chain's block explorer, if it has one (the devnet has none). */
export function explorerUrl(): string | undefined {
  const rt = runtime();
  return rt.exchange.explorerUrl ?? rt.chain.blockExplorers?.default.url;
}

/** The SDK currency of a config token, for logos (BNB for the native pool's staking token). */
export function currencyOf(token: YieldToken, native = false): Currency {
  if (native) return nativeCurrency();
  const rt = runtime();
  const known = rt.exchange.tokens.find((t) => t.address.toLowerCase() === token.address.toLowerCase());
  return toToken(
    known ?? { chainId: rt.chainId, address: token.address, decimals: token.decimals, symbol: token.symbol, name: token.symbol },
  );
}
