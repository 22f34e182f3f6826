/**
 * `npm start`: the devnet from the environment (see devnet/README.md), until
 * Ctrl-C. A failing step exits 1 after stopping what was started; Ctrl-C or
 * SIGTERM stops everything (anvil writes its state first) and exits 0.
 */
import { startDevnet, StepError, type Devnet } from './devnet.ts';

function intEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name}=${raw} must be a whole number ≥ ${min}`);
    process.exit(2);
  }
  return n;
}

const controller = new AbortController();
let devnet: Devnet | undefined;
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the devnet (the chain saves its state)…`);
  const t0 = Date.now();
  if (devnet) {
    await devnet.stop();
    console.log(`stopped in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    process.exit(0);
  }
  controller.abort(); // still starting: startDevnet stops what it started and rejects
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const t0 = Date.now();
startDevnet({
  rpcPort: intEnv('RPC_PORT', 8545, 1),
  webPort: intEnv('WEB_PORT', 5173, 1),
  indexerPort: intEnv('INDEXER_PORT', 42069, 1),
  apiPort: intEnv('API_PORT', 4000, 1),
  blockTime: intEnv('DEVNET_BLOCK_TIME', 3, 1),
  dir: process.env.DEVNET_DIR || '.devnet',
  deploymentFile: process.env.DEPLOYMENT_FILE || 'deployments/31337.json',
  buildApp: process.env.DEVNET_BUILD_APP !== '0',
  stateInterval: intEnv('DEVNET_STATE_INTERVAL', 5, 0),
  ...(process.env.DEVNET_PERSISTED_STATES ? { maxPersistedStates: intEnv('DEVNET_PERSISTED_STATES', 0, 0) } : {}),
  signal: controller.signal,
}).then(
  (d) => {
    devnet = d;
    console.log(`Devnet ready in ${((Date.now() - t0) / 1000).toFixed(1)} s. Ctrl-C to stop.`);
    if (stopping) void d.stop().then(() => process.exit(0));
  },
  (e: unknown) => {
    if (stopping) process.exit(0);
    // A StepError's message was already printed on its ✗ line.
    if (e instanceof StepError) console.error(`\nnpm start failed at step "${e.step}" (see above); everything it started was stopped.`);
    else console.error(`\nnpm start failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
