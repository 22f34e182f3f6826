/**
 * The prediction keeper in the service on BSC's testnet (97) as anvil plays it: the market reads Chainlink's
 * BNB/USD feed (Chainlink's own aggregator mock put at the pinned address), so the keeper runs the rounds and never
 * pushes a price; the test moves the feed, as Chainlink would.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPublicClient, createTestClient, createWalletClient, http, pad, toHex, type Abi, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAINLINK_BNB_USD } from '@fuelswap/config';
import { artifacts } from '@fuelswap/contracts/artifacts';
import { startAnvil, type AnvilInstance } from '../../contracts/scripts/anvil.ts';
import { deployPrediction } from '../../contracts/scripts/deploy-prediction.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DEPLOYER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'; // anvil #0
const OPERATOR_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'; // anvil #1

describe('keepers service, prediction on a chain with Chainlink’s feed', () => {
  let node: AnvilInstance | undefined;
  afterAll(async () => {
    await node?.stop();
  });

  it('runs the rounds without pushing a price', async () => {
    node = await startAnvil();
    await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setChainId', params: [97] }),
    });
    const chain = { ...foundry, id: 97 } as const;
    const pub = createPublicClient({ chain, transport: http(node.url) }) as PublicClient;
    const test = createTestClient({ chain, transport: http(node.url), mode: 'anvil' });
    // Signed here: anvil's unlocked accounts keep signing for the chain id anvil started with.
    const deployerAccount = privateKeyToAccount(DEPLOYER_KEY);
    const deployer = deployerAccount.address;
    const wallet = createWalletClient({ chain, transport: http(node.url), account: deployerAccount });
    // Chainlink's aggregator mock, its code put at the pinned feed address, 8 decimals (its first storage slot).
    const mockAbi = artifacts.ChainlinkAggregatorMock.abi as Abi;
    const deployed = await pub.waitForTransactionReceipt({
      hash: await wallet.deployContract({
        abi: mockAbi,
        bytecode: artifacts.ChainlinkAggregatorMock.bytecode as Hex,
        args: [8, 300_00000000n],
      }),
    });
    const feed = CHAINLINK_BNB_USD[97]!;
    await test.setCode({ address: feed, bytecode: (await pub.getCode({ address: deployed.contractAddress! }))! });
    await test.setStorageAt({ address: feed, index: 0, value: pad(toHex(8)) });
    let price = 300_00000000n;
    const moveFeed = async () => {
      price += 1_000000n;
      await pub.waitForTransactionReceipt({
        hash: await wallet.writeContract({ address: feed, abi: mockAbi, functionName: 'updateAnswer', args: [price], chain }),
      });
    };
    await moveFeed();
    const operator = privateKeyToAccount(OPERATOR_KEY).address;
    const prediction = await deployPrediction(wallet as never, pub as never, {
      owner: deployer,
      admin: deployer,
      operator,
      treasury: deployer,
      intervalBlocks: 4,
      bufferBlocks: 2,
    });
    expect(prediction.oracle).toBe(feed);
    await test.setIntervalMining({ interval: 1 });
    const placeholder = '0x000000000000000000000000000000000000dEaD';
    const file = join(mkdtempSync(join(tmpdir(), 'keepers-prediction-')), '97.json');
    writeFileSync(
      file,
      JSON.stringify({
        chainId: 97,
        rpcUrl: node.url,
        startBlock: 0,
        initCodeHash: `0x${'00'.repeat(32)}`,
        contracts: { WBNB: placeholder, Factory: placeholder, Router: placeholder, Multicall3: placeholder },
        tokens: [],
        accounts: { deployer: placeholder, feeTo: placeholder, devWallet: placeholder, devWalletPrivateKey: `0x${'01'.repeat(32)}` },
        prediction,
      }),
    );
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'keepers/src/cli.ts', '--chain', '97', '--rpc', node.url, '--deployment', file, '--port', '0'],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PREDICTION_OPERATOR_KEY: OPERATOR_KEY },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const lines: string[] = [];
    proc.stdout.on('data', (d: Buffer) => lines.push(...d.toString().split('\n')));
    proc.stderr.on('data', (d: Buffer) => lines.push(...d.toString().split('\n')));
    try {
      const epoch = () =>
        pub.readContract({
          address: prediction.market,
          abi: artifacts.FuelPrediction.abi as Abi,
          functionName: 'currentEpoch',
        }) as Promise<bigint>;
      // Chainlink's answers come on their own schedule: here one every two seconds or so, from the test, for as long
      // as the keeper runs. Between two answers the keeper waits rather than send an execution that would revert.
      let feeding = true;
      const feeder = (async () => {
        while (feeding) {
          await moveFeed();
          await new Promise((r) => setTimeout(r, 1500));
        }
      })();
      const deadline = Date.now() + 60_000;
      while ((await epoch()) < 5n) {
        if (Date.now() > deadline) throw new Error(`no rounds: ${lines.join('\n')}`);
        await new Promise((r) => setTimeout(r, 300));
      }
      // SIGTERM: the keeper finishes (and logs) the transaction in hand, so the log and the chain can be compared.
      const exited = new Promise((done) => proc.once('exit', done));
      proc.kill('SIGTERM');
      await exited;
      feeding = false;
      await feeder;
      expect(lines.some((l) => l.includes(`price from Chainlink's feed ${feed} (no push)`))).toBe(true);
      // Every transaction of the operator is a round's: the genesis pair and the executions, no updateAnswer.
      const mined = lines.filter((l) => /genesisStartRound in block|genesisLockRound for round|executeRound for round/.test(l)).length;
      expect(mined).toBeGreaterThanOrEqual(3);
      expect(await pub.getTransactionCount({ address: operator }), lines.join('\n')).toBe(mined);
      expect(lines.some((l) => l.includes('updateAnswer'))).toBe(false);
      expect(lines.some((l) => l.includes('tick failed'))).toBe(false);
    } finally {
      proc.kill('SIGKILL');
    }
  }, 120_000);
});
