import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import type { Deployment } from '@fuelswap/config';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import { deployPrediction } from '../../contracts/scripts/deploy-prediction.ts';
import { startAnvil } from '../../contracts/scripts/anvil.ts';
import {
  PREDICTION_BETTOR_INDEXES,
  PREDICTION_HELD_FILE,
  PREDICTION_HOLD_FILE,
  PREDICTION_OPERATOR_INDEX,
  demoBettors,
  nextAction,
  nextPrice,
  predictionKeeperEnabled,
  predictionTiming,
  randomBet,
  startPredictionKeeper,
} from './prediction.ts';

describe('prediction keeper rules', () => {
  it('takes the round length from the environment, spec defaults 100 and 20', () => {
    expect(predictionTiming({})).toEqual({ intervalBlocks: 100, bufferBlocks: 20 });
    expect(predictionTiming({ DEVNET_PREDICTION_INTERVAL_BLOCKS: '20' })).toEqual({ intervalBlocks: 20, bufferBlocks: 4 });
    expect(predictionTiming({ DEVNET_PREDICTION_INTERVAL_BLOCKS: '20', DEVNET_PREDICTION_BUFFER_BLOCKS: '30' })).toEqual({
      intervalBlocks: 20,
      bufferBlocks: 19,
    });
    expect(predictionTiming({ DEVNET_PREDICTION_INTERVAL_BLOCKS: 'x' })).toEqual({ intervalBlocks: 100, bufferBlocks: 20 });
    expect(predictionKeeperEnabled({})).toBe(true);
    expect(predictionKeeperEnabled({ DEVNET_PREDICTION_KEEPER: '0' })).toBe(false);
  });

  it('starts the game, then executes when the next block is the lock block, never while paused', () => {
    const base = { paused: false, genesisStartOnce: true, genesisLockOnce: true, block: 100n, lockBlock: 110n };
    expect(nextAction({ ...base, genesisStartOnce: false, genesisLockOnce: false })).toBe('genesisStartRound');
    expect(nextAction({ ...base, genesisLockOnce: false, block: 109n })).toBe('genesisLockRound');
    expect(nextAction({ ...base, block: 108n })).toBe('none');
    expect(nextAction({ ...base, block: 109n })).toBe('executeRound');
    expect(nextAction({ ...base, block: 200n })).toBe('executeRound'); // late: the market cancels
    expect(nextAction({ ...base, paused: true, block: 200n })).toBe('none');
  });

  it('never bets from the market’s roles', () => {
    expect(PREDICTION_BETTOR_INDEXES).not.toContain(PREDICTION_OPERATOR_INDEX);
    expect(PREDICTION_BETTOR_INDEXES).not.toContain(0); // the devnet's owner and admin
    const [a, b, c] = [
      '0x00000000000000000000000000000000000000aa',
      '0x00000000000000000000000000000000000000Bb',
      '0x00000000000000000000000000000000000000cc',
    ] as const;
    expect(demoBettors([a, b, undefined, c], ['0x00000000000000000000000000000000000000BB', c])).toEqual([a]);
  });

  it('walks the price at most 0.3% a step and bets 0.01 to 0.5 BNB', () => {
    const p = 300_00000000n;
    expect(nextPrice(p, () => 0)).toBe(p - (p * 30n) / 10_000n);
    expect(nextPrice(p, () => 0.5)).toBe(p);
    expect(nextPrice(p, () => 0.9999999)).toBe(p + (p * 30n) / 10_000n);
    expect(nextPrice(50_00000000n, () => 0)).toBe(50_00000000n);
    expect(randomBet(() => 0)).toBe(10n ** 16n);
    expect(randomBet(() => 0.9999999)).toBe(5n * 10n ** 17n);
  });
});

describe('prediction keeper on a chain', () => {
  it('keeps rounds going with bets, holds back on request, and survives a dead RPC', async () => {
    const node = await startAnvil({ blockTime: 1, args: ['--accounts', '20'] });
    const chain = { ...foundry, id: 31337 } as const;
    const pub = createPublicClient({ chain, transport: http(node.url) });
    try {
      const accounts = await createWalletClient({ chain, transport: http(node.url) }).getAddresses();
      const deployer = accounts[0]!;
      const wallet = createWalletClient({ chain, transport: http(node.url), account: deployer });
      const prediction = await deployPrediction(wallet as never, pub as never, {
        owner: deployer,
        admin: deployer,
        operator: accounts[PREDICTION_OPERATOR_INDEX]!,
        treasury: accounts[9]!,
        intervalBlocks: 6,
        bufferBlocks: 2,
      });
      const dir = mkdtempSync(join(tmpdir(), 'prediction-keeper-'));
      const lines: string[] = [];
      const deployment = { chainId: 31337, prediction } as unknown as Deployment;
      // The environment asks for 4-block rounds: the keeper changes the market's timing first.
      const keeper = startPredictionKeeper(
        { rpcUrl: node.url, deployment, blockTime: 1, dir, log: (l) => lines.push(l) },
        { DEVNET_PREDICTION_INTERVAL_BLOCKS: '4', DEVNET_PREDICTION_BUFFER_BLOCKS: '2' },
      );
      const read = <T>(functionName: string, args: readonly unknown[] = []) =>
        pub.readContract({
          address: prediction.market,
          abi: fuelPredictionAbi,
          functionName: functionName as 'currentEpoch',
          args: args as never,
        }) as Promise<T>;
      const until = Date.now() + 40_000;
      while (Date.now() < until && (await read<bigint>('currentEpoch')) < 5n) await new Promise((r) => setTimeout(r, 500));
      expect(await read<bigint>('intervalBlocks')).toBe(4n);
      expect(await read<bigint>('currentEpoch')).toBeGreaterThanOrEqual(5n);
      const closed = await read<{ oracleCalled: boolean; totalAmount: bigint; lockOracleId: bigint; closeOracleId: bigint }>('rounds', [
        2n,
      ]);
      expect(closed.oracleCalled).toBe(true);
      expect(closed.closeOracleId).toBeGreaterThan(closed.lockOracleId);
      const bets = await Promise.all(PREDICTION_BETTOR_INDEXES.map((i) => read<bigint>('getUserRoundsLength', [accounts[i] as Address])));
      expect(bets.reduce((a, b) => a + b, 0n)).toBeGreaterThan(0n);
      // No stake from the keys that run the game, and the keeper's settling executions earned the keeper reward.
      for (const role of [prediction.operator, prediction.admin, prediction.owner])
        expect(await read<bigint>('getUserRoundsLength', [role])).toBe(0n);
      const rewards = await pub.getContractEvents({
        address: prediction.market,
        abi: fuelPredictionAbi,
        eventName: 'KeeperReward',
        fromBlock: 0n,
      });
      expect(rewards.every((e) => e.args.keeper === prediction.operator)).toBe(true);

      // Held back past the buffer: on release, the late execution cancels the rounds and the game goes on.
      writeFileSync(join(dir, PREDICTION_HOLD_FILE), '');
      // The keeper acknowledges the hold once a tick has seen it (tests wait for this, e2e/keepers.ts).
      while (!existsSync(join(dir, PREDICTION_HELD_FILE))) await new Promise((r) => setTimeout(r, 100));
      const heldEpoch = await read<bigint>('currentEpoch');
      const lockBlock = (await read<{ lockBlock: bigint }>('rounds', [heldEpoch])).lockBlock;
      while ((await pub.getBlockNumber({ cacheTime: 0 })) <= lockBlock + 3n) await new Promise((r) => setTimeout(r, 300));
      expect(await read<bigint>('currentEpoch')).toBe(heldEpoch);
      const { rmSync } = await import('node:fs');
      rmSync(join(dir, PREDICTION_HOLD_FILE));
      while ((await read<bigint>('currentEpoch')) === heldEpoch) await new Promise((r) => setTimeout(r, 300));
      expect((await read<{ canceled: boolean }>('rounds', [heldEpoch])).canceled).toBe(true);
      expect(existsSync(join(dir, PREDICTION_HELD_FILE))).toBe(false);
      await keeper.stop();
      expect(lines.some((l) => l.startsWith('holding back'))).toBe(true);

      // A dead RPC: the loop logs and keeps going; stop() still returns.
      const dead: string[] = [];
      const k2 = startPredictionKeeper(
        { rpcUrl: 'http://127.0.0.1:9', deployment, blockTime: 0.2, dir: mkdtempSync(join(tmpdir(), 'pk-')), log: (l) => dead.push(l) },
        {},
      );
      await new Promise((r) => setTimeout(r, 1200));
      await k2.stop();
      expect(dead.filter((l) => l.startsWith('tick failed')).length).toBeGreaterThanOrEqual(2);
    } finally {
      await node.stop();
    }
  }, 90_000);
});
