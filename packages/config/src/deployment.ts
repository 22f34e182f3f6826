/**
 * The shape of `deployments/31337.json`, written by the devnet deployer and
 * read by the app (served at /devnet/deployment.json), the e2e tests, the
 * keepers and every later tool. Addresses for the devnet come only from here.
 *
 * `parseDeployment` validates the whole file at once (the Node tools); the app
 * validates the core at boot and each feature section where it is first read
 * (deploymentCore.ts, issue 18), with the same functions and so the same errors.
 */
import { parseDeployedFarms } from './farms.ts';
import { parseDeployedPrediction } from './prediction.ts';
import { parseDeployedLottery } from './lottery.ts';
import { parseDeployedProfile } from './profile.ts';
import { parseDeployedIfos } from './ifo.ts';
import { parseDeployedCompetition } from './competition.ts';
import { parseDeployedAuction } from './auction.ts';
import { parseDeployedVoting } from './voting.ts';
import {
  DEPLOYMENT_SECTIONS,
  parseDeploymentCore,
  parseDeploymentSection,
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
  return { ...core, ...sections };
}
