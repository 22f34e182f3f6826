/** The battle's call to action by status and claim information (spec 001 §4 team battle states), and its register call. */
import type { Address } from 'viem';
import { fuelTradingCompetitionAbi } from '@fuelswap/contracts';
import type { CompetitionData } from './useCompetition.ts';

/** The registration: what the page sends and what the register dialog's preview simulates (issue 19). */
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

/** The call to action for a status and the account's claim information (spec 001 §4). */
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
