/**
 * Lottery (decisions README point 4): where the
 * lottery and its random-number source are, and who runs it.
 *
 * - `DeployedLottery` is the optional `lottery` section of a deployment file,
 *   exactly what `deployLottery()` (contracts/scripts/deploy-lottery.ts)
 *   returns; `parseDeployedLottery` validates it.
 * - `randomKind` says which source draws: `dev` is the devnet's commit-reveal
 *   stand-in fulfilled by the keeper, `vrf` a VRF-coordinator adapter (56/97).
 *
 * The live values (current round, ticket price, per-transaction maximum) are
 * always read from the chain.
 */
import type { Address } from 'viem';
import { sectionValidator, type SectionValidator } from './validate.ts';

const check = sectionValidator('lottery');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr, int } = check;

/** The product's constants. */
export const LOTTERY_DEFAULTS = {
  /** Round length on 56/97: a draw every 12 hours. */
  roundSeconds: 12 * 60 * 60,
  /** Ticket price set at each round start, in dollars. */
  ticketPriceUsd: 5,
  maxNumberTicketsPerBuyOrClaim: 100,
  /** 0.05% off at 2 tickets, 2.45% at 50, 4.95% at 100. */
  discountDivisor: 2000,
  /** Share of the winners' pot per bracket (match first 1..6), basis points. */
  rewardsBreakdown: [250, 375, 625, 1250, 2500, 5000] as const,
  /** The burn/treasury share of the pot, basis points. */
  treasuryFee: 2000,
  /** Injected every other day on 56/97, whole tokens. */
  injectionTokens: 10_000,
} as const;

export interface DeployedLottery {
  chainId: number;
  /** FuelLottery. */
  lottery: Address;
  /** The IRandomNumberGenerator the lottery draws from. */
  randomGenerator: Address;
  randomKind: 'dev' | 'vrf';
  /** The token tickets are bought in (FUEL). */
  token: Address;
  owner: Address;
  operator: Address;
  treasury: Address;
  injector: Address;
  /** Block of the lottery's deployment (indexers start here). */
  startBlock: number;
}

export function parseDeployedLottery(json: unknown): DeployedLottery {
  if (typeof json !== 'object' || json === null) fail('not an object');
  const o = json as Record<string, unknown>;
  if (o.randomKind !== 'dev' && o.randomKind !== 'vrf') fail('randomKind must be "dev" or "vrf"');
  return {
    chainId: int(o.chainId, 'chainId', 1),
    lottery: addr(o.lottery, 'lottery'),
    randomGenerator: addr(o.randomGenerator, 'randomGenerator'),
    randomKind: o.randomKind,
    token: addr(o.token, 'token'),
    owner: addr(o.owner, 'owner'),
    operator: addr(o.operator, 'operator'),
    treasury: addr(o.treasury, 'treasury'),
    injector: addr(o.injector, 'injector'),
    startBlock: int(o.startBlock, 'startBlock'),
  };
}
