import { describe, expect, it, vi } from 'vitest';
import { getAddress } from 'viem';
import { deploymentSection, parseDeploymentCore } from './deploymentCore.ts';
import { parseDeployment } from './deployment.ts';
import { parseDeployedAuction } from './auction.ts';
import { parseDeployedLottery } from './lottery.ts';
import { parseDeployedPrediction } from './prediction.ts';

const A = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

const core = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  startBlock: 1,
  initCodeHash: `0x${'ab'.repeat(32)}`,
  sourceHash: 'h',
  contracts: { WBNB: A(0x10), Factory: A(0x11), Router: A(0x12), Multicall3: A(0x13) },
  tokens: [{ symbol: 'WBNB', name: 'Wrapped BNB', address: A(0x10), decimals: 18 }],
  pairs: [],
  accounts: { deployer: A(0x21), feeTo: A(0x22), devWallet: A(0x23), devWalletPrivateKey: `0x${'11'.repeat(32)}` },
  deployedAt: '2024-01-01T00:00:00.000Z',
};
const lottery = {
  chainId: 31337,
  lottery: A(0xa1),
  randomGenerator: A(0xa2),
  randomKind: 'dev',
  token: A(0xa3),
  owner: A(0xa4),
  operator: A(0xa5),
  treasury: A(0xa6),
  injector: A(0xa7),
  startBlock: 3,
};
const auction = { chainId: 31337, address: A(0xb1), operator: A(0xb2), startBlock: 4, projects: [] };

/** The error the full parse gives for this file (every section at once, as the Node tools parse it). */
function fullError(json: unknown): string {
  try {
    parseDeployment(json);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('parseDeployment accepted the file');
}

describe('the deployment core and its lazily parsed sections', () => {
  it('validates the core at once, with the errors of parseDeployment', () => {
    for (const bad of [
      { ...core, chainId: '31337' },
      { ...core, rpcUrl: undefined },
      { ...core, contracts: { ...core.contracts, Router: 'nope' } },
      { ...core, contracts: { WBNB: A(0x10) } },
      { ...core, tokens: [{ symbol: 'X' }] },
      { ...core, pairs: [{ address: A(1), token0: 'x', token1: A(2) }] },
      { ...core, accounts: { ...core.accounts, devWalletPrivateKey: undefined } },
    ]) {
      const message = fullError(bad);
      expect(message).toMatch(/^Invalid deployment file: /);
      expect(() => parseDeploymentCore(bad)).toThrow(message);
    }
    const d = parseDeploymentCore(core);
    expect(d.contracts.Router).toBe(getAddress(A(0x12)));
    expect(d.unparsed).toEqual({});
  });

  it('keeps the sections as they are in the file, a malformed one included, until one is read', () => {
    const d = parseDeploymentCore({ ...core, lottery, auction: { ...auction, address: 'nope' } });
    expect(d.unparsed.lottery).toBe(lottery);
    expect(d.unparsed.auction).toEqual({ ...auction, address: 'nope' });
    // What parseDeployment returns is the core with the sections parsed: the same values as the lazy reads.
    const { unparsed: _, ...rest } = parseDeploymentCore({ ...core, lottery });
    expect(parseDeployment({ ...core, lottery })).toEqual({ ...rest, lottery: parseDeployedLottery(lottery) });
  });

  it('parses a valid section once per deployment and remembers it', () => {
    const parse = vi.fn(parseDeployedLottery);
    const d = parseDeploymentCore({ ...core, lottery });
    const first = deploymentSection(d, 'lottery', parse);
    expect(first).toEqual(parseDeployment({ ...core, lottery }).lottery);
    expect(deploymentSection(d, 'lottery', parse)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    // Another deployment (a new runtime) parses its own.
    const other = parseDeploymentCore({ ...core, lottery: { ...lottery, lottery: A(0xaa) } });
    expect(deploymentSection(other, 'lottery', parse)?.lottery).toBe(getAddress(A(0xaa)));
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('says a missing section is not deployed, without parsing anything', () => {
    const parse = vi.fn(parseDeployedAuction);
    const d = parseDeploymentCore({ ...core, lottery });
    expect(deploymentSection(d, 'auction', parse)).toBeUndefined();
    expect(parse).not.toHaveBeenCalled();
  });

  it("gives a malformed section's error where it is read, the one parseDeployment gives, at every read", () => {
    const cases: [unknown, RegExp][] = [
      [{ ...core, lottery, auction: { ...auction, address: 'nope' } }, /^Invalid deployment file: auction: address is not an address$/],
      [
        { ...core, lottery, auction: { ...auction, chainId: 56 } },
        /^Invalid deployment file: auction.chainId 56 is not the deployment's chain 31337$/,
      ],
      [{ ...core, auction: 'x' }, /^Invalid deployment file: auction: not an object$/],
    ];
    for (const [json, expected] of cases) {
      const message = fullError(json);
      expect(message).toMatch(expected);
      const parse = vi.fn(parseDeployedAuction);
      const d = parseDeploymentCore(json);
      expect(() => deploymentSection(d, 'auction', parse)).toThrow(message);
      expect(() => deploymentSection(d, 'auction', parse)).toThrow(message);
      expect(parse).toHaveBeenCalledTimes(1);
    }
    // The other sections of that file still read.
    const d = parseDeploymentCore({ ...core, lottery, auction: 'x' });
    expect(deploymentSection(d, 'lottery', parseDeployedLottery)?.startBlock).toBe(3);
  });

  it('treats a null section as present and malformed, as parseDeployment does', () => {
    const json = { ...core, prediction: null };
    const d = parseDeploymentCore(json);
    expect(() => deploymentSection(d, 'prediction', parseDeployedPrediction)).toThrow(fullError(json));
  });
});

describe('the governance of a launch deployment', () => {
  const governance = {
    timelock: A(0xb1),
    owner: A(0xb2),
    minDelaySeconds: 21_600,
    operators: { prediction: A(0xb3), lottery: A(0xb4), vaultHarvester: A(0xb5), auctionFarm: A(0xb6) },
    vrf: { coordinator: A(0xb7), subscriptionId: '123456789012345678901234567890' },
  };

  it('parses with the launch fields, and a file without it (the devnet) has none', () => {
    const d = parseDeployment({
      ...core,
      chainId: 97,
      accounts: { ...core.accounts, devWallet: A(0), devWalletPrivateKey: '0x' },
      governance,
    });
    expect(d.governance?.timelock).toBe(getAddress(A(0xb1)));
    expect(d.governance?.vrf?.subscriptionId).toBe('123456789012345678901234567890');
    expect(parseDeployment(core).governance).toBeUndefined();
  });

  it('names a malformed field', () => {
    expect(() => parseDeployment({ ...core, governance: { ...governance, timelock: 'nope' } })).toThrow(
      'Invalid deployment file: governance.timelock is not an address',
    );
    expect(() => parseDeployment({ ...core, governance: { ...governance, vrf: { coordinator: A(1), subscriptionId: 12 } } })).toThrow(
      /governance\.vrf\.subscriptionId missing/,
    );
  });
});
