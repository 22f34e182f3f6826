/**
 * The devnet deployment's optional feature sections (farms, prediction, lottery, profile, ifo, competition,
 * auction, voting) for the app: the runtime validates only the core at boot; a section is
 * validated where its feature first reads it, with the parser the feature passes (so that parser is in the
 * feature's chunk, not in the shell every page loads first), once per runtime. A missing section is
 * undefined (the feature is not deployed, as on 56/97); a malformed one throws the error `parseDeployment`
 * gives ("Invalid deployment file: farms: chef is not an address") at every read, for the route's error screen.
 */
import { deploymentSection, type DeploymentSectionName, type DeploymentSections, type SectionParser } from '@fuelswap/config';
import { runtime, type Runtime } from './runtime.ts';

export function deployedSection<K extends DeploymentSectionName>(
  name: K,
  parse: SectionParser<K>,
  rt: Runtime = runtime(),
): DeploymentSections[K] | undefined {
  return rt.deployment ? deploymentSection(rt.deployment, name, parse) : undefined;
}
