/**
 * Everything the trading battle shows:
 * - from the chain, in one batched read per block: the status, the number registered, and with a wallet the
 *   account's claimInformation and whether its profile exists and is active;
 * - the registered accounts and their teams from the contract's UserRegister events (the indexer does not
 *   index the battle);
 * - from the indexer, the swaps on the eligible pairs inside the live window, summed per registered account
 *   (tx sender) into dollar volumes, then ranked by the sdk's computeStandings.
 * A failed read leaves its part undefined; the rest of the page stays.
 */
import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useClient } from 'wagmi';
import { getContractEvents } from 'viem/actions';
import type { Address } from 'viem';
import { fuelProfileAbi, fuelTradingCompetitionAbi } from '@fuelswap/contracts';
import {
  COMPETITION_STATUSES,
  TEAMS,
  TEAM_TOP_TRADERS,
  parseDeployedCompetition,
  parseDeployedProfile,
  type CompetitionStatus,
  type DeployedCompetition,
} from '@fuelswap/config';
import { computeStandings, type Standings } from '@fuelswap/sdk';
import { runtime } from '../../chain/runtime.ts';
import { deployedSection } from '../../chain/deployment.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../chain/reads.ts';
import { fetchVolumes as fetchVolumesOf } from '@fuelswap/sdk/indexer';
import { serviceUrl } from '../../chain/services.ts';

export interface ClaimInfo {
  hasRegistered: boolean;
  hasClaimed: boolean;
  rewardGroup: number;
  teamId: number;
  teamRank: number;
  fuel: bigint;
  points: bigint;
  nft: boolean;
}

export interface CompetitionData {
  deployed: DeployedCompetition | undefined;
  status: CompetitionStatus | undefined;
  numberRegistered: bigint | undefined;
  /** The contract's claim deadline (unix seconds; 0 until claiming opens). */
  claimEndsAt: bigint | undefined;
  claim: ClaimInfo | undefined;
  /** The account's profile: undefined while loading; exists = registered in the registry; active = not paused. */
  profile: { exists: boolean; active: boolean } | undefined;
  standings: Standings | undefined;
  standingsError: boolean;
  refetch: () => unknown;
}

/** Dollar volume (18 decimals) per account (lower case) on the pairs between from and to (unix seconds). */
export function fetchVolumes(pairs: readonly Address[], from: number, to: number, signal?: AbortSignal): Promise<Map<string, bigint>> {
  // At most 100 pages (100,000 swaps) for the page; the settlement tool reads them all.
  return fetchVolumesOf({ url: serviceUrl('indexer'), signal }, pairs, from, to, { maxPages: 100 });
}

export function useCompetition(account: Address | undefined): CompetitionData {
  const rt = runtime();
  const deployed = deployedSection('competition', parseDeployedCompetition, rt);
  const profileAddress = deployedSection('profile', parseDeployedProfile, rt)?.profile;
  // The bare client with the one action it needs: usePublicClient bundles all of publicActions.
  const client = useClient({ chainId: rt.chainId });

  const { plan, h } = useMemo(() => {
    const plan = new ReadPlan();
    if (!deployed) return { plan, h: undefined };
    const h = {
      status: plan.add(deployed.address, fuelTradingCompetitionAbi, 'currentStatus'),
      registered: plan.add(deployed.address, fuelTradingCompetitionAbi, 'numberRegistered'),
      claimEndsAt: plan.add(deployed.address, fuelTradingCompetitionAbi, 'claimEndsAt'),
      claim: account ? plan.add(deployed.address, fuelTradingCompetitionAbi, 'claimInformation', [account]) : undefined,
      hasProfile: account && profileAddress ? plan.add(profileAddress, fuelProfileAbi, 'hasRegistered', [account]) : undefined,
      active: account && profileAddress ? plan.add(profileAddress, fuelProfileAbi, 'getUserStatus', [account]) : undefined,
    };
    return { plan, h };
  }, [deployed, account, profileAddress]);
  const { results, refetch } = useBatchedReads(plan);

  // Registered accounts and their teams, from the contract's events (refreshed every block like the reads).
  const registered = useQuery({
    queryKey: ['perBlock', 'competition', 'registered', deployed?.address],
    retry: false,
    queryFn:
      deployed && client
        ? async () => {
            const logs = await getContractEvents(client, {
              address: deployed.address,
              abi: fuelTradingCompetitionAbi,
              eventName: 'UserRegister',
              fromBlock: BigInt(deployed.startBlock),
              toBlock: 'latest',
            });
            return logs.map((l) => ({ account: (l.args.user as Address).toLowerCase(), teamId: Number(l.args.teamId) }));
          }
        : skipToken,
  });
  const volumes = useQuery({
    queryKey: ['perBlock', 'competition', 'volumes', deployed?.address],
    retry: false,
    queryFn: deployed
      ? ({ signal }) =>
          fetchVolumes(
            deployed.eligiblePairs.map((p) => p.address),
            deployed.liveStart,
            deployed.liveEnd,
            signal,
          )
      : skipToken,
  });

  const statusIndex = readValue(results, h?.status);
  const status = statusIndex === undefined ? undefined : COMPETITION_STATUSES[statusIndex];
  const raw = readValue(results, h?.claim);
  const claim: ClaimInfo | undefined = raw
    ? {
        hasRegistered: raw[0],
        hasClaimed: raw[1],
        rewardGroup: raw[2],
        teamId: Number(raw[3]),
        teamRank: Number(raw[4]),
        fuel: raw[5],
        points: raw[6],
        nft: raw[7],
      }
    : undefined;
  const hasProfile = readValue(results, h?.hasProfile);
  const active = readValue(results, h?.active);
  const profile = hasProfile === undefined ? undefined : { exists: hasProfile, active: active === true };

  const standings = useMemo(() => {
    if (!registered.data) return undefined;
    // Before the battle is live, volumes do not count.
    const live = statusIndex !== undefined && statusIndex >= 1;
    const traders = registered.data.map((r) => ({ ...r, volume: live ? (volumes.data?.get(r.account) ?? 0n) : 0n }));
    return computeStandings(
      traders,
      TEAMS.map((t) => t.id),
      TEAM_TOP_TRADERS,
    );
  }, [registered.data, volumes.data, statusIndex]);

  return {
    deployed,
    status,
    numberRegistered: readValue(results, h?.registered),
    claimEndsAt: readValue(results, h?.claimEndsAt),
    claim,
    profile,
    standings,
    standingsError: registered.isError || volumes.isError,
    refetch,
  };
}
