/**
 * Badges and trade-ins as the indexer records them, against a real anvil with the harness's deployment plus the
 * profile contracts and FuelAchievements reading a stand-in chef and market (AchievementSourcesMock): a profile
 * collects Syrup Soaker and Clairvoyant, and a second account trades its starter in. The point records must carry
 * the badges' campaigns exactly once each (the achievements the app shows), and the traded-in collectible must be
 * held by nobody (burned), while the other keeps its holder.
 */
import { describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, zeroAddress, type Abi, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { fuelAchievementsAbi, fuelBunnyFactoryAbi, fuelBunniesAbi, fuelBunnyTradeInAbi, fuelProfileAbi } from '@fuelswap/contracts';
import { artifacts } from '@fuelswap/contracts/artifacts';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deployProfile } from '../../contracts/scripts/deploy-profile.ts';
import { caughtUp, gql, startChain, startIndexer, tempDir, waitFor } from './harness.ts';

const chainDef = { ...foundry, id: 31337 } as const;
const lc = (a: string) => a.toLowerCase();

describe('badge and trade-in indexing', () => {
  it('records each collected badge once with its campaign and a traded-in collectible as burned', async () => {
    const dir = tempDir('indexer-achievements');
    const chain = await startChain(dir);
    const stops: (() => Promise<void>)[] = [() => chain.anvil.stop()];
    try {
      const transport = http(chain.rpcUrl);
      const pub = createPublicClient({ chain: chainDef, transport, pollingInterval: 50 });
      const accounts = await createWalletClient({ chain: chainDef, transport }).getAddresses();
      const wallet = createWalletClient({ chain: chainDef, transport });
      const [owner, , , a, b] = accounts;
      if (!owner || !a || !b) throw new Error('anvil has too few accounts');
      const fuel = chain.deployment.tokens.find((t) => t.symbol === 'FUEL')?.address;
      if (!fuel) throw new Error('the harness deployment has no FUEL');
      const send = async (
        from: Address,
        address: Address,
        abi: Abi | readonly unknown[],
        functionName: string,
        args: readonly unknown[] = [],
      ) => {
        const hash = await wallet.writeContract({
          account: from,
          chain: chainDef,
          address,
          abi: abi as Abi,
          functionName,
          args: args as unknown[],
          gas: 3_000_000n,
        });
        const r = await pub.waitForTransactionReceipt({ hash });
        if (r.status !== 'success') throw new Error(`${functionName} reverted`);
      };
      const mockHash = await wallet.deployContract({
        account: owner,
        chain: chainDef,
        abi: artifacts.AchievementSourcesMock.abi,
        bytecode: artifacts.AchievementSourcesMock.bytecode,
      });
      const mock = (await pub.waitForTransactionReceipt({ hash: mockHash })).contractAddress;
      if (!mock) throw new Error('AchievementSourcesMock was not deployed');
      const p = await deployProfile(createWalletClient({ chain: chainDef, transport, account: owner }) as never, pub as never, {
        fuel,
        chainId: 31337,
        starterPrice: 0n,
        costs: { register: 0n, update: 0n, reactivate: 0n },
        tradeInValue: 5n,
        achievements: { chef: mock, prediction: mock, clairvoyantBeforeEpoch: 100n },
      });
      if (!p.achievements || !p.tradeIn) throw new Error('deployProfile made no achievements or trade-in');
      chain.deployment = { ...chain.deployment, profile: p };
      writeFileSync(chain.deploymentFile, JSON.stringify(chain.deployment, null, 2));
      const mockAbi = artifacts.AchievementSourcesMock.abi;

      // a: a profile with FUEL staked in pool 0 and a bet in round 7 (before the cutoff of 100).
      await send(a, p.bunnies, fuelBunniesAbi, 'setApprovalForAll', [p.profile, true]);
      await send(a, p.bunnyFactory, fuelBunnyFactoryAbi, 'mintNFT', [0]);
      await send(a, p.profile, fuelProfileAbi, 'createProfile', [1n, p.bunnies, 0n]);
      await send(owner, mock, mockAbi, 'setStake', [0n, a, 1n]);
      await send(owner, mock, mockAbi, 'addRound', [a, 7n]);
      await send(a, p.achievements, fuelAchievementsAbi, 'claimSyrupSoaker');
      // b: trades its starter in (the trade-in funded with 5 units by the deployer).
      await send(owner, fuel, artifacts.TestToken.abi, 'mint', [owner, 5n]);
      await send(owner, fuel, artifacts.TestToken.abi, 'approve', [p.tradeIn, 5n]);
      await send(owner, p.tradeIn, fuelBunnyTradeInAbi, 'fund', [5n]);
      await send(b, p.bunnyFactory, fuelBunnyFactoryAbi, 'mintNFT', [1]);

      const ix = await startIndexer({ chain, dataDir: resolve(dir, 'indexer-db') });
      stops.unshift(() => ix.stop());
      // Live: Clairvoyant and the trade-in.
      await send(a, p.achievements, fuelAchievementsAbi, 'claimClairvoyant');
      await send(b, p.tradeIn, fuelBunnyTradeInAbi, 'getCakeBack', [1n]);
      await caughtUp(ix, await pub.getBlockNumber());

      type Data = {
        userPoints: { items: { user: string; campaignId: string; points: string }[] };
        collectibles: { items: { tokenId: string; bunnyId: number | null; owner: string }[] };
      };
      const data = await waitFor(
        'the badge rows',
        async () => {
          const d = await gql<Data>(
            ix,
            `{
              userPoints(orderBy: "block") { items { user campaignId points } }
              collectibles(orderBy: "tokenId") { items { tokenId bunnyId owner } }
            }`,
          );
          return d.userPoints.items.length === 2 && d.collectibles.items[1]?.owner === zeroAddress ? d : undefined;
        },
        60_000,
        ix.log,
      );
      expect(data.userPoints.items).toEqual([
        { user: lc(a), campaignId: '513000000', points: '100' },
        { user: lc(a), campaignId: '514000000', points: '100' },
      ]);
      // The registry's total agrees with the records.
      const [, points] = await pub.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'getUserProfile', args: [a] });
      expect(points).toBe(200n);
      expect(data.collectibles.items).toEqual([
        { tokenId: '0', bunnyId: 0, owner: lc(p.profile) },
        { tokenId: '1', bunnyId: 1, owner: zeroAddress },
      ]);
    } finally {
      for (const s of stops) await s();
    }
  }, 300_000);
});
