/**
 * Deploys the FuelVotingPower view contract on top of deployFarms()'s contracts and returns the deployment
 * file's `voting` section (packages/config/src/voting.ts):
 *
 *   const voting = await deployVoting(wallet, pub, { farms, fuel, admins: [deployer] });
 *
 * The counted Syrup pools are those of `farms.pools` (other than pool 0) whose staking token is FUEL; the
 * FUEL-BNB LP is the farm `farms.keyFarms.fuelBnb`. One transaction (pass `mine` when block production is
 * paused). The contract checks every address it is given (vault, pair and pools all about FUEL).
 */
import {
  getAddress,
  isAddressEqual,
  type Account,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { DEFAULT_MIN_PROPOSAL_POWER, GOVERNANCE_SPACE, type DeployedFarms, type DeployedVoting } from '@fuelswap/config';
import { sender } from './sender.ts';

export interface DeployVotingOptions {
  farms: DeployedFarms;
  fuel: Address;
  /** Authors of Core proposals (the configuration's admin addresses). */
  admins: Address[];
  /** Default DEFAULT_MIN_PROPOSAL_POWER (10 FUEL). */
  minProposalPower?: bigint;
  space?: string;
  mine?: () => Promise<void>;
  log?: (line: string) => void;
}

export async function deployVoting(
  wallet: WalletClient<Transport, Chain, Account>,
  pub: PublicClient,
  o: DeployVotingOptions,
): Promise<DeployedVoting> {
  const fuelBnb = o.farms.farms.find((f) => f.pid === o.farms.keyFarms.fuelBnb);
  if (!fuelBnb) throw new Error(`deployVoting: no farm with pid ${o.farms.keyFarms.fuelBnb} (FUEL-BNB)`);
  const fuelPools = o.farms.pools
    .filter((p) => p.sousId !== 0 && isAddressEqual(p.stakingToken, o.fuel))
    .map((p) => getAddress(p.contractAddress));
  // Through `sender`: one journaled step inside the launch deploy, a plain send (then `mine`) on the devnet.
  const r = await sender('deployVoting', wallet, pub, o.mine).deploy('FuelVotingPower', [
    o.fuel,
    o.farms.chef,
    o.farms.vault,
    fuelBnb.lpAddress,
    BigInt(fuelBnb.pid),
    fuelPools,
  ]);
  const votingPower = getAddress(r.address);
  o.log?.(
    `voting: FuelVotingPower ${votingPower} counting ${fuelPools.length} FUEL Syrup pools and farm ${fuelBnb.pid} (${fuelBnb.lpSymbol})`,
  );
  return {
    chainId: wallet.chain.id,
    votingPower,
    space: o.space ?? GOVERNANCE_SPACE,
    admins: o.admins.map((a) => getAddress(a)),
    minProposalPower: (o.minProposalPower ?? DEFAULT_MIN_PROPOSAL_POWER).toString(),
    fuelPools,
    startBlock: Number(r.blockNumber),
  };
}
