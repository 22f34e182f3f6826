import { describe, expect, it } from 'vitest';
import { CHAINLINK_BNB_USD, PREDICTION_DEFAULTS, parseDeployedPrediction, predictionConfig } from './prediction.ts';
import type { Deployment } from './deployment.ts';

const A = '0x00000000000000000000000000000000000000a1';
const valid = {
  chainId: 31337,
  market: A,
  oracle: A,
  oracleDecimals: 8,
  owner: A,
  admin: A,
  operator: A,
  treasury: A,
  intervalBlocks: 100,
  bufferBlocks: 20,
  minBetAmount: '1000000000000000',
  rewardRate: 97,
  oracleUpdateAllowance: 120,
  startBlock: 5,
};

describe('prediction config', () => {
  it('has the spec defaults', () => {
    expect(PREDICTION_DEFAULTS).toEqual({ intervalBlocks: 100, bufferBlocks: 20, minBetAmount: 1_000_000_000_000_000n, rewardRate: 97 });
  });

  it('parses the deployment section and refuses bad ones with a clear message', () => {
    expect(parseDeployedPrediction(valid).market).toBe('0x00000000000000000000000000000000000000A1');
    expect(() => parseDeployedPrediction({ ...valid, market: 'nope' })).toThrow('market is not an address');
    expect(() => parseDeployedPrediction({ ...valid, bufferBlocks: 100 })).toThrow('bufferBlocks must be below intervalBlocks');
    expect(() => parseDeployedPrediction({ ...valid, minBetAmount: 1 })).toThrow('minBetAmount must be a decimal string');
    expect(() => parseDeployedPrediction({ ...valid, rewardRate: 101 })).toThrow('rewardRate must be at most 100');
  });

  it('takes the devnet market from the deployment and the real BNB/USD feed on 56/97', () => {
    const d = { prediction: parseDeployedPrediction(valid) } as Deployment;
    expect(predictionConfig(31337, d)?.market).toBe(d.prediction!.market);
    expect(predictionConfig(31337, {} as Deployment)).toBeUndefined();
    expect(predictionConfig(56)).toEqual({ chainId: 56, oracle: CHAINLINK_BNB_USD[56], oracleDecimals: 8 });
    expect(predictionConfig(97)?.oracle).toBe(CHAINLINK_BNB_USD[97]);
    expect(predictionConfig(56)?.market).toBeUndefined();
  });
});
