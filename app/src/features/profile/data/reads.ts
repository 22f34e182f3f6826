/**
 * Everything the profile, teams and collectibles screens read from the chain, in ONE batched read per
 * block (the chain layer's ReadPlan like farms and pools: one Multicall3 aggregate3, refreshed by the block
 * watcher, each read typed from its ABI): the teams (getTeamProfile 1..numberTeams), the costs, and with a wallet its profile,
 * claim status, FUEL balance and allowances, the registry's approval for its collectibles and the tokens it
 * holds (tokenOfOwnerByIndex, bunnyIds). Reads that depend on another read (team ids on numberTeams,
 * token indexes on balanceOf, variations on token ids) use the previous block's answer, so a change shows
 * one block later instead of costing a second request per block. One failed read never blanks the page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Address } from 'viem';
import { erc20Abi, fuelBunnyFactoryAbi, fuelBunnySpecialAbi, fuelBunniesAbi, fuelProfileAbi } from '@fuelswap/contracts';
import { TEAMS, parseDeployedProfile, type DeployedProfile } from '@fuelswap/config';
import {
  parseTeamProfile,
  parseUserProfile,
  profileCosts,
  profileState,
  teamIds,
  type ChainProfile,
  type ProfileCosts,
  type ProfileState,
  type TeamStanding,
} from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { deployedSection } from '../../../chain/deployment.ts';
import { readValue, ReadPlan, useBatchedReads, type ReadHandle } from '../../../chain/reads.ts';

export type Team = TeamStanding & { description: string };

export interface OwnedCollectible {
  tokenId: bigint;
  variationId: number | undefined;
}

export interface ProfileData {
  wanted?: { teams: number; tokens: number; ids: bigint[] } | undefined;
  contracts: DeployedProfile;
  fuel: Address | undefined;
  isLoading: boolean;
  teams: Team[] | undefined;
  costs: ProfileCosts | undefined;
  /** The costs' reads answered without them (a call failed) or the batch failed: the setup says so instead of loading. */
  costsFailed?: boolean;
  user:
    | {
        hasRegistered: boolean | undefined;
        profile: ChainProfile | undefined;
        state: ProfileState | undefined;
        hasClaimedStarter: boolean | undefined;
        canClaimStarter: boolean | undefined;
        canClaimSpecial: boolean | undefined;
        fuelBalance: bigint | undefined;
        allowanceProfile: bigint | undefined;
        allowanceFactory: bigint | undefined;
        nftApproved: boolean | undefined;
        collectibleCount: number | undefined;
        owned: OwnedCollectible[];
        /** The locked picture's variation (undefined without an active profile). */
        pictureVariation: number | undefined;
      }
    | undefined;
  refetch: () => unknown;
}

/** What the profile data holds for the connected wallet. */
export type ProfileUser = NonNullable<ProfileData['user']>;

/**
 * The connected wallet's reads, for the screens ProfilePage shows only once they have answered (it picks
 * the setup or the profile view from `data.user.state`).
 */
export function profileUser(data: ProfileData): ProfileUser {
  if (!data.user) throw new Error("The profile screens need the connected wallet's reads, and they are missing.");
  return data.user;
}

/** The deployment's profile section, or undefined where it is not deployed (a 56/97 build without it, an old devnet). */
export function profileContracts(): DeployedProfile | undefined {
  return deployedSection('profile', parseDeployedProfile);
}

function fuelAddress(): Address | undefined {
  return runtime().deployment?.tokens.find((t) => t.symbol === 'FUEL')?.address;
}

export type Result = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };
type ChainUserProfile = readonly [bigint, bigint, bigint, Address, bigint, boolean];

export function useProfileData(account: Address | undefined): ProfileData | undefined {
  const c = profileContracts();
  const fuel = fuelAddress();
  const chainId = runtime().chainId;
  // What the previous answer said: how many teams and tokens to read, and which token ids' variations.
  const [shape, setShape] = useState({ teams: TEAMS.length, tokens: 0, ids: [] as bigint[] });

  const plan = useMemo(() => {
    if (!c) return undefined;
    const p = new ReadPlan(chainId);
    const m = shape;
    const idx = {
      numberTeams: p.add(c.profile, fuelProfileAbi, 'numberTeams'),
      teams: teamIds(m.teams).map((id) => p.add(c.profile, fuelProfileAbi, 'getTeamProfile', [BigInt(id)])),
      register: p.add(c.profile, fuelProfileAbi, 'numberCakeToRegister'),
      update: p.add(c.profile, fuelProfileAbi, 'numberCakeToUpdate'),
      reactivate: p.add(c.profile, fuelProfileAbi, 'numberCakeToReactivate'),
      price: p.add(c.bunnyFactory, fuelBunnyFactoryAbi, 'tokenPrice'),
      user: account
        ? {
            hasRegistered: p.add(c.profile, fuelProfileAbi, 'hasRegistered', [account]),
            profile: p.add(c.profile, fuelProfileAbi, 'getUserProfile', [account]),
            hasClaimed: p.add(c.bunnyFactory, fuelBunnyFactoryAbi, 'hasClaimed', [account]),
            canClaim: p.add(c.bunnyFactory, fuelBunnyFactoryAbi, 'canClaim', [account]),
            canClaimSpecial: p.add(c.bunnySpecial, fuelBunnySpecialAbi, 'canClaim', [account]),
            balance: fuel ? p.add(fuel, erc20Abi, 'balanceOf', [account]) : undefined,
            allowanceProfile: fuel ? p.add(fuel, erc20Abi, 'allowance', [account, c.profile]) : undefined,
            allowanceFactory: fuel ? p.add(fuel, erc20Abi, 'allowance', [account, c.bunnyFactory]) : undefined,
            approved: p.add(c.bunnies, fuelBunniesAbi, 'isApprovedForAll', [account, c.profile]),
            count: p.add(c.bunnies, fuelBunniesAbi, 'balanceOf', [account]),
            tokens: Array.from({ length: m.tokens }, (_, i) =>
              p.add(c.bunnies, fuelBunniesAbi, 'tokenOfOwnerByIndex', [account, BigInt(i)]),
            ),
            variations: m.ids.map((id) => p.add(c.bunnies, fuelBunniesAbi, 'bunnyIds', [id])),
          }
        : undefined,
    };
    return { p, idx, ids: m.ids, account };
  }, [c, fuel, account, chainId, shape]);

  const empty = useMemo(() => new ReadPlan(chainId), [chainId]);
  const q = useBatchedReads(plan?.p ?? empty);
  // A placeholder answer belongs to the previous plan (the reads differ when the shape changed): read it
  // with the plan that produced it, never with the new indexes; another account's answer is not used.
  // A cached answer OLDER than the one shown is not used either (see acceptAnswer): that was the
  // pause -> reactivate update loop.
  const settled = useRef<{ plan: NonNullable<typeof plan>; r: readonly Result[]; at: number } | undefined>(undefined);
  if (plan && q.results && !q.isPlaceholderData) {
    const next = { plan, r: q.results, at: q.dataUpdatedAt };
    if (
      acceptAnswer(settled.current && { account: settled.current.plan.account, at: settled.current.at }, {
        account: plan.account,
        at: next.at,
      })
    )
      settled.current = next;
  }
  const view = settled.current && plan && settled.current.plan.account === plan.account ? settled.current : undefined;
  const shown = view?.plan;
  const r = view?.r;

  const data = useMemo(() => {
    if (!c || !plan) return undefined;
    const { idx } = shown ?? plan;
    const numberTeams = readValue(r, idx.numberTeams);
    const teams: Team[] = [];
    idx.teams.forEach((i, k) => {
      const t = readValue(r, i);
      if (t) teams.push(parseTeamProfile(k + 1, t));
    });
    const register = readValue(r, idx.register);
    const update = readValue(r, idx.update);
    const reactivate = readValue(r, idx.reactivate);
    const price = readValue(r, idx.price);
    const costs =
      register !== undefined && update !== undefined && reactivate !== undefined && price !== undefined
        ? profileCosts({
            numberCakeToRegister: register,
            numberCakeToUpdate: update,
            numberCakeToReactivate: reactivate,
            tokenPrice: price,
          })
        : undefined;

    let user: ProfileData['user'];
    if (idx.user) {
      const u = idx.user;
      const hasRegistered = readValue(r, u.hasRegistered);
      const rawProfile = readValue(r, u.profile);
      const profile = rawProfile ? parseUserProfile(rawProfile) : undefined;
      const count = readValue(r, u.count);
      const ids = u.tokens.map((i) => readValue(r, i)).filter((x): x is bigint => x !== undefined);
      const variationById = new Map<bigint, number>();
      // One variation read per id of the plan, in the same order.
      (shown ?? plan).ids.forEach((id, k) => {
        const v = readValue(r, u.variations[k]);
        if (v !== undefined) variationById.set(id, Number(v));
      });
      user = {
        hasRegistered,
        profile,
        state: hasRegistered === undefined ? undefined : profileState(hasRegistered, profile),
        hasClaimedStarter: readValue(r, u.hasClaimed),
        canClaimStarter: readValue(r, u.canClaim),
        canClaimSpecial: readValue(r, u.canClaimSpecial),
        fuelBalance: readValue(r, u.balance),
        allowanceProfile: readValue(r, u.allowanceProfile),
        allowanceFactory: readValue(r, u.allowanceFactory),
        nftApproved: readValue(r, u.approved),
        collectibleCount: count === undefined ? undefined : Number(count),
        owned: ids.map((tokenId) => ({ tokenId, variationId: variationById.get(tokenId) })),
        pictureVariation: profile?.isActive ? variationById.get(profile.tokenId) : undefined,
      };
    }
    return {
      wanted: shown ? wantedShape(r, shown, numberTeams) : undefined,
      contracts: c,
      fuel,
      isLoading: q.isLoading,
      teams: r ? teams : undefined,
      costs,
      costsFailed: costs === undefined && (r !== undefined || q.isError),
      user,
      refetch: q.refetch,
    };
  }, [c, plan, shown, r, fuel, q.isLoading, q.isError, q.refetch]);

  const wanted = data?.wanted;
  useEffect(() => {
    if (!wanted) return;
    setShape((s) => (s.teams === wanted.teams && s.tokens === wanted.tokens && s.ids.join(',') === wanted.ids.join(',') ? s : wanted));
  }, [wanted]);
  return data;
}

/**
 * Whether a (non-placeholder) answer may replace the one shown. The shape switches between plans, and each
 * plan is its own cached query: switching back to a plan used a few blocks ago first returns that plan's
 * cached answer from back then (isPlaceholderData false, refetched in the background). Decoding it would
 * steer the shape by an old chain state: after pause -> reactivate, the {0 tokens, [id]} plan's cache
 * still says "1 token, paused", which asks for the {1 token, [id]} plan, whose fresh answer asks for
 * {0 tokens, [id]} again, and both answers are already cached, so the shape flipped on every render
 * (React #185). So an answer older than the one shown waits for its refetch; another account's always wins.
 */
export function acceptAnswer(
  shown: { account: Address | undefined; at: number } | undefined,
  next: { account: Address | undefined; at: number },
): boolean {
  return !shown || shown.account !== next.account || next.at >= shown.at;
}

/** The reads the next request should make, from this answer (teams, token indexes, ids to look up). */
export function wantedShape(
  r: readonly Result[] | undefined,
  plan: {
    idx: {
      teams: number[];
      user?: { count: ReadHandle<bigint>; tokens: ReadHandle<bigint>[]; profile: ReadHandle<ChainUserProfile> } | undefined;
    };
    ids: bigint[];
  },
  numberTeams: bigint | undefined,
): { teams: number; tokens: number; ids: bigint[] } | undefined {
  if (!r) return undefined;
  const teams = numberTeams === undefined ? plan.idx.teams.length : Number(numberTeams);
  const u = plan.idx.user;
  if (!u) return { teams, tokens: 0, ids: [] };
  const count = readValue(r, u.count);
  const tokens = count === undefined ? u.tokens.length : Number(count);
  const ids = u.tokens.map((i) => readValue(r, i)).filter((x): x is bigint => x !== undefined);
  const profile = readValue(r, u.profile);
  if (profile?.[5]) ids.push(profile[4]);
  return { teams, tokens, ids: ids.length > 0 || tokens === 0 ? ids : plan.ids };
}
