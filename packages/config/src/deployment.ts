/**
 * The shape of `deployments/31337.json`, written by the devnet deployer and
 * read by the app (served at /devnet/deployment.json), the e2e tests, the
 * keepers and every later tool. Addresses for the devnet come only from here.
 *
 * `parseDeployment` validates the whole file at once (the Node tools); the app
 * validates the core at boot and each feature section where it is first read
 * (deploymentCore.ts), with the same functions and so the same errors.
 */
import { parseDeployedFarms } from './farms.ts';
import { parseDeployedPrediction } from './prediction.ts';
import { parseDeployedLottery } from './lottery.ts';
import { parseDeployedProfile } from './profile.ts';
import { parseDeployedIfos } from './ifo.ts';
import { parseDeployedCompetition } from './competition.ts';
import { parseDeployedAuction } from './auction.ts';
import { parseDeployedVoting } from './voting.ts';
import { getAddress, isAddress, type Address } from 'viem';
import {
  DEPLOYMENT_SECTIONS,
  parseDeploymentCore,
  parseDeploymentSection,
  type DeployedGovernance,
  type DeploymentCore,
  type DeploymentSectionName,
  type DeploymentSections,
  type SectionParser,
} from './deploymentCore.ts';

/**
 * A whole deployment file: the core and whichever feature sections it has. A section is optional: files
 * written before its contracts still parse, and that feature's screens then say it is not deployed.
 */
export interface Deployment extends DeploymentCore, Partial<DeploymentSections> {}

const PARSERS: { [K in DeploymentSectionName]: SectionParser<K> } = {
  farms: parseDeployedFarms,
  prediction: parseDeployedPrediction,
  profile: parseDeployedProfile,
  voting: parseDeployedVoting,
  ifo: parseDeployedIfos,
  lottery: parseDeployedLottery,
  competition: parseDeployedCompetition,
  auction: parseDeployedAuction,
};

function parseSection<K extends DeploymentSectionName>(out: Partial<DeploymentSections>, name: K, json: unknown, chainId: number) {
  out[name] = parseDeploymentSection(name, PARSERS[name], json, chainId);
}

/** Validates untrusted JSON (from disk or HTTP) into a Deployment, every section included, or throws with a clear message. */
export function parseDeployment(json: unknown): Deployment {
  const { unparsed, ...core } = parseDeploymentCore(json);
  const sections: Partial<DeploymentSections> = {};
  for (const name of DEPLOYMENT_SECTIONS) if (unparsed[name] !== undefined) parseSection(sections, name, unparsed[name], core.chainId);
  const governance = parseGovernance((json as Record<string, unknown>).governance);
  return { ...core, ...(governance ? { governance } : {}), ...sections };
}

function governanceFail(msg: string): never {
  throw new Error(`Invalid deployment file: ${msg}`);
}

function govAddr(v: unknown, what: string): Address {
  if (typeof v !== 'string' || !isAddress(v, { strict: false })) governanceFail(`${what} is not an address`);
  return getAddress(v);
}

/** Validates a deployment file's `governance` (written by `npm run deploy` on a launch chain). */
export function parseGovernance(v: unknown): DeployedGovernance | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null) governanceFail('governance is not an object');
  const g = v as Record<string, unknown>;
  const ops = (g.operators ?? {}) as Record<string, unknown>;
  if (typeof g.minDelaySeconds !== 'number') governanceFail('governance.minDelaySeconds missing');
  const vrf = g.vrf as Record<string, unknown> | undefined;
  if (vrf && (typeof vrf.subscriptionId !== 'string' || !/^\d+$/.test(vrf.subscriptionId)))
    governanceFail('governance.vrf.subscriptionId missing');
  return {
    timelock: govAddr(g.timelock, 'governance.timelock'),
    owner: govAddr(g.owner, 'governance.owner'),
    minDelaySeconds: g.minDelaySeconds,
    operators: {
      prediction: govAddr(ops.prediction, 'governance.operators.prediction'),
      lottery: govAddr(ops.lottery, 'governance.operators.lottery'),
      vaultHarvester: govAddr(ops.vaultHarvester, 'governance.operators.vaultHarvester'),
      auctionFarm: govAddr(ops.auctionFarm, 'governance.operators.auctionFarm'),
    },
    ...(vrf
      ? { vrf: { coordinator: govAddr(vrf.coordinator, 'governance.vrf.coordinator'), subscriptionId: vrf.subscriptionId as string } }
      : {}),
  };
}
