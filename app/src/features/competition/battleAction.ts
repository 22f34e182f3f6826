/** The battle's call to action by status and claim information, and its register call. */
import type { Address } from 'viem';
import { fuelTradingCompetitionAbi } from '@fuelswap/contracts';
import type { CompetitionStatus, DeployedCompetition } from '@fuelswap/config';
import type { CompetitionData } from './useCompetition.ts';

/** The registration: what the page sends and what the register dialog's preview simulates. */
export function registerCall(competition: Address) {
  return { address: competition, abi: fuelTradingCompetitionAbi, functionName: 'register', args: [] } as const;
}

export type BattleAction =
  | 'connect'
  | 'register'
  | 'registered'
  | 'trade'
  | 'closedRegistration'
  | 'calculating'
  | 'claim'
  | 'claimed'
  | 'nothing'
  | 'over'
  | 'loading';

/** The call to action for a status and the account's claim information. */
export function battleAction(connected: boolean, data: Pick<CompetitionData, 'status' | 'claim'>): BattleAction {
  if (!connected) return 'connect';
  const { status, claim } = data;
  if (status === undefined || claim === undefined) return 'loading';
  switch (status) {
    case 'registration':
      return claim.hasRegistered ? 'registered' : 'register';
    case 'open':
      return claim.hasRegistered ? 'trade' : 'closedRegistration';
    case 'close':
      return 'calculating';
    case 'claiming':
      if (!claim.hasRegistered || claim.rewardGroup === 0) return 'nothing';
      return claim.hasClaimed ? 'claimed' : 'claim';
    case 'over':
      return 'over';
  }
}

export type CountdownKind = 'starts' | 'ends' | 'claimEnds';

/**
 * The banner's countdown: to the start while registering, to the end while live, and while prizes are
 * claimed to the contract's `claimEndsAt` (fixed on chain when claiming opens, a week after the end; the
 * deployment's `claimEnd` is only the plan). None while that read is missing or zero: no guessed deadline.
 */
export function bannerCountdown(
  deployed: Pick<DeployedCompetition, 'liveStart' | 'liveEnd'>,
  status: CompetitionStatus | undefined,
  now: number,
  claimEndsAt: bigint | undefined,
): { kind: CountdownKind; at: number } | undefined {
  if (status === 'registration') return deployed.liveStart > now ? { kind: 'starts', at: deployed.liveStart } : undefined;
  if (status === 'open') return { kind: 'ends', at: deployed.liveEnd };
  if (status === 'claiming' && claimEndsAt !== undefined && claimEndsAt > 0n) return { kind: 'claimEnds', at: Number(claimEndsAt) };
  return undefined;
}
