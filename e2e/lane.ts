/**
 * Which devnet this Playwright worker tests against. `e2e/run.ts` may start several devnets (E2E_LANES, each with
 * its own chain, indexer, API and web server) and run one worker per devnet; it passes them as a JSON list in
 * E2E_DEVNETS. Playwright numbers its workers' slots 0..workers-1 (TEST_PARALLEL_INDEX, set in each worker's
 * environment), and a worker started again after a failure keeps its slot, so a slot is a lane. Imported first by
 * the config and the fixtures: it sets the E2E_* variables the specs read (E2E_RPC_URL, E2E_WEB_URL,
 * E2E_DEPLOYMENT_FILE, E2E_INDEXER_PORT, E2E_DEVNET_DIR) to this lane's devnet before any spec reads them.
 * Without E2E_DEVNETS (a devnet started by hand) the variables are left as they are.
 */
export interface LaneDevnet {
  rpcUrl: string;
  webUrl: string;
  deploymentFile: string;
  indexerPort: string;
  apiPort: string;
  dir: string;
}

function applyLane(): void {
  const raw = process.env.E2E_DEVNETS;
  if (!raw) return;
  const lanes = JSON.parse(raw) as LaneDevnet[];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? '0');
  const lane = lanes[index];
  if (!lane) throw new Error(`no devnet for Playwright slot ${index}: E2E_DEVNETS lists ${lanes.length}`);
  process.env.E2E_RPC_URL = lane.rpcUrl;
  process.env.E2E_WEB_URL = lane.webUrl;
  process.env.E2E_DEPLOYMENT_FILE = lane.deploymentFile;
  process.env.E2E_INDEXER_PORT = lane.indexerPort;
  process.env.E2E_API_PORT = lane.apiPort;
  process.env.E2E_DEVNET_DIR = lane.dir;
}

applyLane();
