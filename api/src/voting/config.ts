/**
 * The hub's configuration from the deployment file's `voting` section (contracts/scripts/deploy-voting.ts):
 * the view contract, the space, the Core admins and the minimum power to publish. Without the section the service
 * runs without the hub; it reads power through RPC_URL, else (devnet only) the deployment's rpcUrl.
 */
import { parseDeployment } from '@fuelswap/config';
import type { VotingConfig } from '../services/voting/accept.ts';
import { votingRpcUrl } from '../settings.ts';
import { chainPowerSource, type PowerSource } from './power.ts';

export function votingFromDeployment(json: unknown, rpcUrl: string | undefined): { power: PowerSource; config: VotingConfig } | undefined {
  const d = parseDeployment(json);
  if (!d.voting) return undefined;
  const url = votingRpcUrl(d.chainId, d.rpcUrl, rpcUrl ? { RPC_URL: rpcUrl } : {});
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
