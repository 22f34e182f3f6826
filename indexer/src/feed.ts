/**
 * Where the prediction chart's prices come from: the AnswerUpdated events of the market's feed. The devnet's own
 * feed (PriceAggregator) emits them itself. On 56/97 the market reads Chainlink's published address, a proxy that
 * emits nothing: the aggregator behind it (the proxy's `aggregator()`) emits them. So off the devnet the indexer asks
 * the proxy for its aggregator when it starts and follows both addresses. Chainlink moves a feed to a new aggregator
 * now and then (a new phase); the indexer finds the new one at its next start (docs/OPERATING.md).
 */
import { BaseError, createPublicClient, HttpRequestError, http, isAddressEqual, parseAbi, TimeoutError, type Address } from 'viem';

const proxyAbi = parseAbi(['function aggregator() view returns (address)']);

/** True when the failure is the endpoint's (down, slow), not the contract's answer. */
function isTransport(e: unknown): boolean {
  return e instanceof BaseError && e.walk((c) => c instanceof HttpRequestError || c instanceof TimeoutError) !== null;
}

export interface FeedSourceOptions {
  /** Attempts when the endpoint fails (default 5), a second apart, doubling. */
  attempts?: number;
  retryMs?: number;
}

/**
 * The addresses to follow for the feed at `oracle`: itself, and on a public chain the aggregator behind it when it is
 * a proxy. A contract without `aggregator()` (an aggregator itself, or a mock) gives just itself; an endpoint that
 * keeps failing is an error that names it, since starting without the aggregator would leave the chart empty.
 */
export async function feedSources(oracle: Address, rpcUrl: string, devnet: boolean, o: FeedSourceOptions = {}): Promise<Address[]> {
  if (devnet || isAddressEqual(oracle, '0x0000000000000000000000000000000000000000')) return [oracle];
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) });
  const attempts = o.attempts ?? 5;
  let wait = o.retryMs ?? 1_000;
  for (let i = 1; ; i++) {
    try {
      const aggregator = await client.readContract({ address: oracle, abi: proxyAbi, functionName: 'aggregator' });
      return isAddressEqual(aggregator, oracle) ? [oracle] : [oracle, aggregator];
    } catch (e) {
      if (!isTransport(e)) return [oracle];
      if (i >= attempts) {
        throw new Error(`could not ask the price feed ${oracle} for its aggregator at ${rpcUrl}: ${(e as BaseError).shortMessage}`);
      }
      await new Promise((r) => setTimeout(r, wait));
      wait *= 2;
    }
  }
}
