/**
 * The chart's price sources on a public chain: Chainlink publishes a feed as a proxy that emits nothing, so the
 * indexer must follow the aggregator behind it. Against anvil as chain 97, with Chainlink's V3 aggregator mock behind
 * the project's stand-in for the proxy (the shape e2e/rehearsal places at the testnet's address).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { findFreePort, startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { deployFrom } from '../../contracts/scripts/chainlink-mocks.ts';
import { feedSources } from '../src/feed.ts';

// anvil's first account.
const deployer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
let anvil: AnvilInstance;
let aggregator: Address;
let proxy: Address;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 97 });
  aggregator = await deployFrom(anvil.url, deployer, 'ChainlinkAggregatorMock', [8, 600_00000000n]);
  proxy = await deployFrom(anvil.url, deployer, 'ChainlinkFeedProxyMock', [aggregator]);
});
afterAll(() => anvil?.stop());

describe('feedSources', () => {
  it('follows a proxy and the aggregator behind it', async () => {
    expect(await feedSources(proxy, anvil.url, false)).toEqual([proxy, aggregator]);
  });

  it('follows an aggregator (no aggregator() of its own) alone', async () => {
    expect(await feedSources(aggregator, anvil.url, false)).toEqual([aggregator]);
  });

  it('asks nothing on the devnet, whose own feed emits its prices', async () => {
    expect(await feedSources(proxy, 'http://127.0.0.1:1', true)).toEqual([proxy]);
  });

  it('names the feed and the endpoint when the endpoint keeps failing, rather than start without the aggregator', async () => {
    const dead = `http://127.0.0.1:${await findFreePort()}`;
    await expect(feedSources(proxy, dead, false, { attempts: 2, retryMs: 10 })).rejects.toThrow(
      new RegExp(`could not ask the price feed ${proxy} for its aggregator at ${dead}`),
    );
  });
});
