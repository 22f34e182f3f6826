/**
 * The profile tables against a real anvil with the harness's deployment plus the profile
 * contracts (costs 0: the harness's FUEL is not burnable): three profiles in two teams, user points from
 * two campaigns and a removal, team points up and down, the lottery-winner bunny's campaign points, a
 * change of team, a pause, a collectible transferred and used to reactivate, a renamed and a closed team;
 * then, with the indexer live, one more campaign and a picture change. Every user, team and collectible row
 * must equal what the contracts answer (getUserProfile, getTeamProfile, ownerOf, bunnyIds), and the point
 * records must be exactly the increases sent.
 */
import { describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, type Abi, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { fuelBunniesAbi, fuelBunnyFactoryAbi, fuelBunnySpecialAbi, fuelProfileAbi } from '@fuelswap/contracts';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deployProfile, SPECIAL_CAMPAIGN_ID, SPECIAL_POINTS } from '../../contracts/scripts/deploy-profile.ts';
import { caughtUp, gql, startChain, startIndexer, tempDir, waitFor } from './harness.ts';

const chainDef = { ...foundry, id: 31337 } as const;
const lc = (a: string) => a.toLowerCase();

function scenario(engine: 'pglite' | 'postgres') {
  return async () => {
    const dir = tempDir(`indexer-profile-${engine}`);
    const stops: (() => Promise<void>)[] = [];
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      const { startPostgres } = await import('../../scripts/testing/postgres.ts');
      const pg = await startPostgres();
      stops.push(() => pg.stop());
      databaseUrl = pg.url;
    }
    const chain = await startChain(dir).catch(async (e: unknown) => {
      for (const s of stops) await s();
      throw e;
    });
    stops.unshift(() => chain.anvil.stop());
    try {
      const transport = http(chain.rpcUrl);
      const pub = createPublicClient({ chain: chainDef, transport, pollingInterval: 50 });
      const accounts = await createWalletClient({ chain: chainDef, transport }).getAddresses();
      const wallet = createWalletClient({ chain: chainDef, transport });
      const [owner, a, b, c] = [accounts[0]!, accounts[3]!, accounts[4]!, accounts[5]!];
      const fuel = chain.deployment.tokens.find((t) => t.symbol === 'FUEL')!.address;
      const p = await deployProfile(createWalletClient({ chain: chainDef, transport, account: owner }) as never, pub as never, {
        fuel,
        chainId: 31337,
        starterPrice: 0n,
        costs: { register: 0n, update: 0n, reactivate: 0n },
      });
      chain.deployment = { ...chain.deployment, profile: p };
      writeFileSync(chain.deploymentFile, JSON.stringify(chain.deployment, null, 2));
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
      const firstToken = async (who: Address) =>
        (await pub.readContract({
          address: p.bunnies,
          abi: fuelBunniesAbi,
          functionName: 'tokenOfOwnerByIndex',
          args: [who, 0n],
        })) as bigint;

      // Starters 0, 1, 2 for a, b, c; profiles in teams 1, 2, 1.
      const starters = new Map<Address, bigint>();
      for (const [i, who] of [a, b, c].entries()) {
        await send(who, p.bunnies, fuelBunniesAbi, 'setApprovalForAll', [p.profile, true]);
        await send(who, p.bunnyFactory, fuelBunnyFactoryAbi, 'mintNFT', [i]);
        starters.set(who, await firstToken(who));
      }
      await send(a, p.profile, fuelProfileAbi, 'createProfile', [1n, p.bunnies, starters.get(a)]);
      await send(b, p.profile, fuelProfileAbi, 'createProfile', [2n, p.bunnies, starters.get(b)]);
      await send(c, p.profile, fuelProfileAbi, 'createProfile', [1n, p.bunnies, starters.get(c)]);
      // Points: a gets two campaigns and loses 5; team 1 up 300 and down 100, team 2 up 40.
      await send(owner, p.profile, fuelProfileAbi, 'increaseUserPoints', [a, 50n, 511_110_000n]);
      await send(owner, p.profile, fuelProfileAbi, 'increaseUserPoints', [a, 20n, 7n]);
      await send(owner, p.profile, fuelProfileAbi, 'removeUserPoints', [a, 5n]);
      await send(owner, p.profile, fuelProfileAbi, 'increaseTeamPoints', [1n, 300n, 9n]);
      await send(owner, p.profile, fuelProfileAbi, 'removeTeamPoints', [1n, 100n]);
      await send(owner, p.profile, fuelProfileAbi, 'increaseTeamPoints', [2n, 40n, 9n]);
      // b wins the lottery-winner bunny (its campaign's points), then moves to team 3.
      await send(owner, p.bunnySpecial, fuelBunnySpecialAbi, 'setEligible', [[b], true]);
      await send(b, p.bunnySpecial, fuelBunnySpecialAbi, 'mintNFT');
      const special = await firstToken(b);
      await send(owner, p.profile, fuelProfileAbi, 'changeTeam', [b, 3n]);
      // c removes its picture (paused, starter back), receives b's special bunny and reactivates with it.
      await send(c, p.profile, fuelProfileAbi, 'pauseProfile');
      await send(b, p.bunnies, fuelBunniesAbi, 'transferFrom', [b, c, special]);
      await send(c, p.profile, fuelProfileAbi, 'reactivateProfile', [p.bunnies, special]);
      // b pauses too; team 3 renamed, team 2 closed.
      await send(b, p.profile, fuelProfileAbi, 'pauseProfile');
      await send(owner, p.profile, fuelProfileAbi, 'renameTeam', [3n, 'Turbo Team', 'Renamed']);
      await send(owner, p.profile, fuelProfileAbi, 'makeTeamNotJoinable', [2n]);

      const ix = await startIndexer({ chain, dataDir: resolve(dir, 'indexer-db'), ...(databaseUrl ? { databaseUrl } : {}) });
      stops.unshift(() => ix.stop());

      // Live: a collects another campaign and changes its picture to c's old starter, sent over by c.
      await send(owner, p.profile, fuelProfileAbi, 'increaseUserPoints', [a, 30n, 511_100_000n]);
      await send(c, p.bunnies, fuelBunniesAbi, 'transferFrom', [c, a, starters.get(c)]);
      await send(a, p.profile, fuelProfileAbi, 'updateProfile', [p.bunnies, starters.get(c)]);
      await caughtUp(ix, await pub.getBlockNumber());

      type Data = {
        profileUsers: {
          items: { id: string; userId: string; teamId: number; nftAddress: string; tokenId: string; isActive: boolean; points: string }[];
        };
        profileTeams: { items: { id: number; name: string; description: string; users: number; points: string; isJoinable: boolean }[] };
        userPoints: { items: { user: string; campaignId: string; points: string }[] };
        teamPoints: { items: { teamId: number; campaignId: string; points: string }[] };
        collectibles: { items: { nftAddress: string; tokenId: string; bunnyId: number | null; owner: string }[] };
      };
      const data = await waitFor(
        'the profile rows',
        async () => {
          const d = await gql<Data>(
            ix,
            `{
              profileUsers(orderBy: "userId") { items { id userId teamId nftAddress tokenId isActive points } }
              profileTeams(orderBy: "id") { items { id name description users points isJoinable } }
              userPoints(orderBy: "block") { items { user campaignId points } }
              teamPoints(orderBy: "block") { items { teamId campaignId points } }
              collectibles(orderBy: "tokenId") { items { nftAddress tokenId bunnyId owner } }
            }`,
          );
          // The last block's rows in every table: the query's tables are read one by one, so one answer can hold
          // the profile update of the last block and the collectibles from before it (seen once in a fresh clone).
          const picture = d.collectibles.items.find((t) => t.tokenId === String(starters.get(c)));
          return d.userPoints.items.length === 4 &&
            d.profileUsers.items[0]?.tokenId === String(starters.get(c)) &&
            picture?.owner === lc(p.profile)
            ? d
            : undefined;
        },
        60_000,
        ix.log,
      );

      // Users: every field as getUserProfile answers it.
      const users: Data['profileUsers']['items'] = [];
      for (const who of [a, b, c]) {
        const [userId, points, teamId, nftAddress, tokenId, isActive] = (await pub.readContract({
          address: p.profile,
          abi: fuelProfileAbi,
          functionName: 'getUserProfile',
          args: [who],
        })) as readonly [bigint, bigint, bigint, Address, bigint, boolean];
        users.push({
          id: lc(who),
          userId: String(userId),
          teamId: Number(teamId),
          nftAddress: lc(nftAddress),
          tokenId: String(tokenId),
          isActive,
          points: String(points),
        });
      }
      expect(data.profileUsers.items).toEqual(users);
      // The scenario's own figures, so the comparison above cannot pass on two equal mistakes.
      expect(users.map((u) => [u.teamId, u.isActive, u.points])).toEqual([
        [1, true, '95'],
        [3, false, String(SPECIAL_POINTS)],
        [1, true, '0'],
      ]);

      // Teams: name, description, active members, points and joinable as getTeamProfile answers them.
      const teams: Data['profileTeams']['items'] = [];
      for (const id of [1, 2, 3]) {
        const [name, description, members, points, isJoinable] = (await pub.readContract({
          address: p.profile,
          abi: fuelProfileAbi,
          functionName: 'getTeamProfile',
          args: [BigInt(id)],
        })) as readonly [string, string, bigint, bigint, boolean];
        teams.push({ id, name, description, users: Number(members), points: String(points), isJoinable });
      }
      expect(data.profileTeams.items).toEqual(teams);
      expect(teams.map((t) => [t.users, t.points, t.isJoinable])).toEqual([
        [2, '200', true],
        [0, '40', false],
        [0, '0', true],
      ]);
      expect(teams[2]!.name).toBe('Turbo Team');

      // Point records: every increase, with its campaign (the removal only lowers the total).
      expect(data.userPoints.items).toEqual([
        { user: lc(a), campaignId: '511110000', points: '50' },
        { user: lc(a), campaignId: '7', points: '20' },
        { user: lc(b), campaignId: String(SPECIAL_CAMPAIGN_ID), points: String(SPECIAL_POINTS) },
        { user: lc(a), campaignId: '511100000', points: '30' },
      ]);
      expect(data.teamPoints.items).toEqual([
        { teamId: 1, campaignId: '9', points: '300' },
        { teamId: 2, campaignId: '9', points: '40' },
      ]);

      // Collectibles: the holder (ownerOf; the registry for a profile picture) and the variation.
      const tokens: Data['collectibles']['items'] = [];
      for (let id = 0n; id < 4n; id++) {
        const holder = (await pub.readContract({
          address: p.bunnies,
          abi: fuelBunniesAbi,
          functionName: 'ownerOf',
          args: [id],
        })) as Address;
        const bunnyId = (await pub.readContract({
          address: p.bunnies,
          abi: fuelBunniesAbi,
          functionName: 'bunnyIds',
          args: [id],
        })) as number;
        tokens.push({ nftAddress: lc(p.bunnies), tokenId: String(id), bunnyId: Number(bunnyId), owner: lc(holder) });
      }
      expect(data.collectibles.items).toEqual(tokens);
      expect(tokens.map((t) => t.owner)).toEqual([lc(a), lc(b), lc(p.profile), lc(p.profile)]);
    } finally {
      for (const s of stops) await s();
    }
  };
}

// Skipped only off CI: in CI (.ci/run installs PostgreSQL) a missing server fails the test instead of hiding it.
const hasPostgres =
  !!process.env.CI || (existsSync('/usr/lib/postgresql') && existsSync(resolve(import.meta.dirname, '../../scripts/testing/postgres.ts')));

describe('profile indexing', () => {
  it('indexes users, teams, points records and collectibles as the contracts hold them (PGlite)', scenario('pglite'), 300_000);
  it.skipIf(!hasPostgres)('does the same on PostgreSQL', scenario('postgres'), 300_000);
});
