import { describe, expect, it, vi } from 'vitest';
import { parseDeployedAuction, parseDeployedIfos, parseDeployedLottery, parseDeployment } from '@fuelswap/config';
import { loadRuntime } from './runtime.ts';
import { deployedSection } from './deployment.ts';
import { address as A, deploymentCore, servingDeployment as serving } from './runtime.test-helpers.ts';

const core = deploymentCore;
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
const badAuction = { chainId: 31337, address: 'nope', operator: A(0xb2), startBlock: 4, projects: [] };

describe('the deployment sections of the runtime (parsed where a feature reads them)', () => {
  it('boots on a valid core even with a malformed section, whose error comes where it is read', async () => {
    const file = { ...core, lottery, auction: badAuction };
    const rt = await loadRuntime(serving(file));
    expect(rt.deployment?.contracts.Router).toBe(parseDeployment(core).contracts.Router);
    const expected = (() => {
      try {
        parseDeployment(file);
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error('parseDeployment accepted the file');
    })();
    expect(expected).toBe('Invalid deployment file: auction: address is not an address');
    expect(() => deployedSection('auction', parseDeployedAuction)).toThrow(expected);
    expect(() => deployedSection('auction', parseDeployedAuction, rt)).toThrow(expected);
  });

  it('parses a valid section once per runtime; a missing one is not deployed', async () => {
    const rt = await loadRuntime(serving({ ...core, lottery }));
    const parse = vi.fn(parseDeployedLottery);
    const first = deployedSection('lottery', parse, rt);
    expect(first?.lottery).toBe(parseDeployedLottery(lottery).lottery);
    expect(deployedSection('lottery', parse)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    const next = await loadRuntime(serving({ ...core, lottery }));
    expect(deployedSection('lottery', parse, next)).not.toBe(first);
    expect(parse).toHaveBeenCalledTimes(2);
    expect(deployedSection('ifo', parseDeployedIfos, rt)).toBeUndefined();
    // A build without a deployment file (56/97) has no section at all.
    expect(deployedSection('lottery', parse, { ...rt, deployment: undefined })).toBeUndefined();
  });

  it('still refuses a malformed core at boot', async () => {
    await expect(loadRuntime(serving({ ...core, contracts: { ...core.contracts, Router: 'nope' } }))).rejects.toThrow(
      'Invalid deployment file: contracts.Router is not an address',
    );
  });
});
