/**
 * `npm run test:rehearsal`: the chain-97 launch rehearsal. A bare anvil started as BSC testnet (--chain-id 97, none
 * of the devnet's seeding), Chainlink's mocks, WBNB and BUSD at the testnet addresses the 97 file names, then the
 * operator's commands as docs/OPERATING.md gives them: `npm run deploy`, `npm run roles` (must exit 0),
 * `npm run keepers`, the indexer and the API on a throwaway PostgreSQL, the app built with VITE_CHAIN_ID=97 and
 * VITE_RPC_URL naming this node, served statically by `vite preview`. Then the Playwright specs of
 * e2e/rehearsal/tests in Chromium, with the EIP-6963 test wallet on chain 97. Every process it started is stopped
 * whatever the outcome (each runs in a process group of its own, recorded in .rehearsal/pids).
 *
 * While it runs, the rehearsal plays Chainlink's network: it posts a new BNB/USD answer to the feed mock every
 * 2 s (a slow rise), as the real feed's nodes would. Extra arguments go to `playwright test`. Exit code:
 * Playwright's, or 1 when a step before it failed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { placeAt, placeChainlinkMocks } from '../../contracts/scripts/chainlink-mocks.ts';
import { loadLaunchConfig } from '../../contracts/deploy/config.ts';
import { artifacts } from '../../contracts/generated/artifacts.ts';
import { startPostgres, type TestPostgres } from '../../devnet/src/postgres.ts';
import { parseDeployment } from '@fuelswap/config';
import {
  addr,
  alive,
  DIR,
  exitCodes,
  groups,
  KEY,
  key,
  keepersCommand,
  killGroup,
  PORTS,
  root,
  startGroup,
  STATE_FILE,
  type RehearsalState,
} from './env.ts';

const t0 = Date.now();
const log = (l: string) => console.log(`[rehearsal +${((Date.now() - t0) / 1000).toFixed(1)}s] ${l}`);

/** Runs an operator command to its end (not blocking this process: its timers keep mining); output to DIR/<name>.log. */
async function command(name: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const pid = startGroup(name, 'npm', args, env);
  while (alive(pid)) await new Promise((r) => setTimeout(r, 100));
  return exitCodes.get(pid) ?? 1;
}

async function waitHttp(url: string, what: string, ms: number, ok: (s: number) => boolean = (s) => s === 200): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ok(r.status)) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${what} did not answer ${url} within ${ms / 1000} s (see ${DIR}/*.log)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main(): Promise<number> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  let anvil: AnvilInstance | undefined;
  let pg: TestPostgres | undefined;
  let feed: NodeJS.Timeout | undefined;
  const stopAll = async () => {
    if (feed) clearInterval(feed);
    // Keepers, indexer, API, web server (and any keepers a spec started again): SIGTERM, then SIGKILL.
    const all = groups();
    for (const g of all) killGroup(g.pid, 'SIGTERM');
    const until = Date.now() + 5000;
    while (all.some((g) => alive(g.pid)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    for (const g of all) killGroup(g.pid, 'SIGKILL');
    await pg?.stop();
    await anvil?.stop();
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    anvil = await startAnvil({ port: PORTS.rpc, chainId: 97, blockTime: 1 });
    const rpcUrl = anvil.url;
    log(`anvil as chain 97 at ${rpcUrl}`);
    const pub = createPublicClient({ transport: http(rpcUrl), pollingInterval: 100 }) as PublicClient;
    const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
    const config = await loadLaunchConfig(97);
    const mocker = privateKeyToAccount(key(KEY.mocker));
    const mocks = await placeChainlinkMocks(rpcUrl, mocker, config);
    // BUSD, the 97 file's second farm token, exists on the real testnet: a mintable stand-in at its address.
    const busd = config.farms.list.find((f) => typeof f.token === 'object' && f.token.symbol === 'BUSD')?.token;
    if (!busd || typeof busd !== 'object') throw new Error('the 97 file lists no BUSD farm');
    await placeAt(rpcUrl, mocker, 'TestToken', ['BUSD Token', 'BUSD', 18], busd.address);
    log('Chainlink VRF coordinator mock, BNB/USD feed proxy (aggregator mock behind it), WBNB and BUSD placed at the testnet addresses');

    // The keys the rehearsal holds in place of the 97 file's placeholders (deploy --addresses).
    const addresses = resolve(DIR, 'addresses.json');
    writeFileSync(
      addresses,
      JSON.stringify(
        {
          owner: addr(KEY.owner),
          treasury: addr(KEY.treasury),
          operators: {
            prediction: addr(KEY.prediction),
            lottery: addr(KEY.lottery),
            vaultHarvester: addr(KEY.vault),
            auctionFarm: addr(KEY.auction),
          },
        },
        null,
        2,
      ),
    );
    const out = resolve(DIR, 'deployments');
    // The 97 file waits 2 confirmations per step: blocks every 100 ms while the deploy runs, not every second.
    const miner = setInterval(() => void testClient.mine({ blocks: 1 }).catch(() => undefined), 100);
    const deployed = await command(
      'deploy',
      ['run', 'deploy', '--', '--chain', '97', '--rpc', rpcUrl, '--out', out, '--poll', '100', '--addresses', addresses],
      {
        DEPLOYER_PRIVATE_KEY: key(KEY.deployer),
      },
    );
    clearInterval(miner);
    if (deployed !== 0) throw new Error(`npm run deploy exited with ${deployed} (${DIR}/deploy.log)`);
    const deploymentFile = resolve(out, '97.json');
    log(`npm run deploy: done (${deploymentFile})`);
    const roles = await command('roles', ['run', 'roles', '--', '--chain', '97', '--rpc', rpcUrl, '--deployment', deploymentFile], {
      DEPLOYER_ADDRESS: addr(KEY.deployer),
    });
    if (roles !== 0) throw new Error(`npm run roles exited with ${roles} (${DIR}/roles.log)`);
    log('npm run roles: exit 0');
    const d = parseDeployment(JSON.parse(await import('node:fs').then((f) => f.readFileSync(deploymentFile, 'utf8'))));

    const webUrl = `http://127.0.0.1:${PORTS.web}`;
    const indexerUrl = `http://127.0.0.1:${PORTS.indexer}`;
    const apiUrl = `http://127.0.0.1:${PORTS.api}`;
    // The app's build first (the longest step), beside the services starting.
    const build = startGroup('build', 'npm', ['run', 'build', '-w', 'app', '--', '--outDir', resolve(DIR, 'dist'), '--emptyOutDir'], {
      VITE_CHAIN_ID: '97',
      VITE_DEPLOYMENT_FILE: deploymentFile,
      VITE_RPC_URL: rpcUrl,
      VITE_INDEXER_URL: indexerUrl,
      VITE_API_URL: apiUrl,
    });

    await seedLiquidity(rpcUrl, pub, d, busd.address);
    log('liquidity added by the treasury: FUEL-WBNB and BUSD-WBNB');

    pg = await startPostgres({ maxConnections: 100 });
    log(`PostgreSQL at ${pg.url}`);
    startGroup('keepers', 'npm', keepersCommand({ rpcUrl, deploymentFile }).args, keepersCommand({ rpcUrl, deploymentFile }).env);
    startGroup('indexer', process.execPath, ['--import', 'tsx', 'indexer/src/main.ts'], {
      DEPLOYMENT_FILE: deploymentFile,
      RPC_URL: rpcUrl,
      DATABASE_URL: pg.url,
      INDEXER_PORT: String(PORTS.indexer),
      INDEXER_DATA_DIR: resolve(DIR, 'indexer'),
      PONDER_TELEMETRY_DISABLED: 'true',
    });
    startGroup('api', process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      DEPLOYMENT_FILE: deploymentFile,
      RPC_URL: rpcUrl,
      DATABASE_URL: pg.url,
      API_PORT: String(PORTS.api),
      API_CORS_ORIGINS: webUrl,
    });

    // Chainlink's network: a new BNB/USD answer every 2 s, each a little above the last, posted to the aggregator
    // behind the feed's proxy (the app, the keepers and the market read the proxy; the indexer must find the
    // aggregator for the chart's prices).
    const chainlink = createWalletClient({ account: privateKeyToAccount(key(KEY.chainlink)), transport: http(rpcUrl) });
    let price = 600_00000000n;
    feed = setInterval(() => {
      price += 10_000000n;
      void chainlink
        .writeContract({
          address: mocks.aggregator,
          abi: artifacts.ChainlinkAggregatorMock.abi,
          // As a live aggregator's transmission: the answer, and its AnswerUpdated event.
          functionName: 'transmit',
          args: [price],
          chain: null,
        })
        .catch(() => undefined);
    }, 2000);

    await waitHttp(`http://127.0.0.1:${PORTS.keepers}/health`, 'the keepers', 60_000, (s) => s === 200 || s === 503);
    log('keepers up');
    await waitHttp(`${apiUrl}/health`, 'the API', 60_000);
    log('API up');
    while (alive(build)) await new Promise((r) => setTimeout(r, 250));
    if (exitCodes.get(build) !== 0) throw new Error(`the app's build exited with ${exitCodes.get(build)} (${DIR}/build.log)`);
    log('app built for chain 97');
    startGroup(
      'web',
      resolve(root, 'node_modules/.bin/vite'),
      ['preview', '--outDir', resolve(DIR, 'dist'), '--port', String(PORTS.web), '--strictPort', '--host', '127.0.0.1'],
      {},
      resolve(root, 'app'),
    );
    await waitHttp(webUrl, 'the web server', 30_000);
    await waitHttp(`${indexerUrl}/ready`, 'the indexer', 120_000);
    log('indexer ready, app served');

    const state: RehearsalState = {
      rpcUrl,
      webUrl,
      indexerUrl,
      apiUrl,
      keepersUrl: `http://127.0.0.1:${PORTS.keepers}`,
      deploymentFile,
      busd: busd.address,
    };
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
    // Not spawnSync: this process keeps posting the feed's answers while the specs run.
    const pw = spawn(
      resolve(root, 'node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/rehearsal/playwright.config.ts', ...process.argv.slice(2)],
      {
        cwd: root,
        stdio: 'inherit',
        env: process.env,
      },
    );
    const code = await new Promise<number>((done) => pw.once('exit', (c) => done(c ?? 1)));
    log(`playwright exited with ${code}`);
    return code;
  } finally {
    await stopAll();
    log('every process stopped');
  }
}

/** The treasury (holding the 97 file's premint) opens the markets the farms' APRs are priced on. */
async function seedLiquidity(rpcUrl: string, pub: PublicClient, d: ReturnType<typeof parseDeployment>, busd: Address): Promise<void> {
  const treasury = createWalletClient({ account: privateKeyToAccount(key(KEY.treasury)), transport: http(rpcUrl) });
  const mocker = createWalletClient({ account: privateKeyToAccount(key(KEY.mocker)), transport: http(rpcUrl) });
  const router = d.contracts.Router as Address;
  const fuel = d.contracts.FuelToken as Address;
  const send = async (h: Promise<Hex>) => {
    const r = await pub.waitForTransactionReceipt({ hash: await h, pollingInterval: 100 });
    if (r.status !== 'success') throw new Error(`seeding transaction ${r.transactionHash} reverted`);
  };
  const erc20 = artifacts.TestToken.abi;
  await send(
    mocker.writeContract({
      address: busd,
      abi: erc20,
      functionName: 'mint',
      args: [addr(KEY.treasury), parseEther('1000000')],
      chain: null,
    }),
  );
  await send(
    mocker.writeContract({ address: busd, abi: erc20, functionName: 'mint', args: [addr(KEY.user), parseEther('10000')], chain: null }),
  );
  for (const t of [fuel, busd])
    await send(treasury.writeContract({ address: t, abi: erc20, functionName: 'approve', args: [router, maxUint256], chain: null }));
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600 * 24 * 30);
  const ra = artifacts.FuelRouter.abi;
  // 1 BNB = 600 BUSD (the feed's price); 1 FUEL = 0.01 BNB.
  await send(
    treasury.writeContract({
      address: router,
      abi: ra,
      functionName: 'addLiquidityETH',
      args: [busd, parseEther('60000'), 0n, 0n, addr(KEY.treasury), deadline],
      value: parseEther('100'),
      chain: null,
    }),
  );
  await send(
    treasury.writeContract({
      address: router,
      abi: ra,
      functionName: 'addLiquidityETH',
      args: [fuel, parseUnits('10000', 9), 0n, 0n, addr(KEY.treasury), deadline],
      value: parseEther('100'),
      chain: null,
    }),
  );
  // The user's starting FUEL, for a profile (its fee) and the farms' LP.
  await send(
    treasury.writeContract({
      address: fuel,
      abi: erc20,
      functionName: 'transfer',
      args: [addr(KEY.user), parseUnits('1000', 9)],
      chain: null,
    }),
  );
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`rehearsal: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
