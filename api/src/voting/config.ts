/**
 * The hub's configuration from the deployment file's `voting` section (contracts/scripts/deploy-voting.ts):
 * the view contract, the space, the Core admins and the minimum power to publish. Without the section (or
 * without RPC_URL) the service runs without the hub.
 */
import { parseDeployment } from '@fuelswap/config';
import type { VotingConfig } from '../services/voting/accept.ts';
import { chainPowerSource, type PowerSource } from './power.ts';

export function votingFromDeployment(json: unknown, rpcUrl: string | undefined): { power: PowerSource; config: VotingConfig } | undefined {
  const d = parseDeployment(json);
  if (!d.voting) return undefined;
  const url = rpcUrl ?? d.rpcUrl;
  const fuel = d.tokens.find((t) => t.symbol === 'FUEL');
  return {
    power: chainPowerSource(url, d.voting.votingPower),
    config: {
      space: d.voting.space,
      admins: d.voting.admins,
      minProposalPower: BigInt(d.voting.minProposalPower),
      startBlock: d.voting.startBlock,
      votingPower: d.voting.votingPower,
      decimals: fuel?.decimals ?? 9,
    },
  };
}
