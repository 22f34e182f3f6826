import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keccak256 } from 'viem';
import { build, camelName, GENERATED_DIR } from '../scripts/build.ts';

describe('contracts build', () => {
  it('uses the cache on an unchanged second run', async () => {
    await build({ quiet: true });
    const again = await build({ quiet: true });
    expect(again.cached).toBe(true);
    expect(again.ms).toBeLessThan(1000);
  });

  it('generates camelCase ABIs with aliases, artifacts with the pair init code hash, and an ABI-only index', async () => {
    const abis = (await import('../generated/abis.ts')) as Record<string, unknown>;
    for (const name of [
      'fuelFactoryAbi',
      'fuelPairAbi',
      'fuelRouterAbi',
      'fuelTokenAbi',
      'multicall3Abi',
      'taxedTokenAbi',
      'testTokenAbi',
      'wbnbAbi',
      'erc20Abi',
      'pairAbi',
      'factoryAbi',
      'routerAbi',
    ]) {
      expect(Array.isArray(abis[name]), name).toBe(true);
    }
    expect(abis.erc20Abi).toBe(abis.testTokenAbi);
    expect(abis.routerAbi).toBe(abis.fuelRouterAbi);

    const { artifacts, PAIR_INIT_CODE_HASH, SOURCE_HASH } = await import('../generated/artifacts.ts');
    expect(PAIR_INIT_CODE_HASH).toBe(keccak256(artifacts.FuelPair.bytecode));
    expect(SOURCE_HASH).toMatch(/^[0-9a-f]{64}$/);
    for (const name of ['WBNB', 'Multicall3', 'FuelFactory', 'FuelRouter', 'FuelPair', 'TestToken', 'FuelToken', 'TaxedToken'] as const) {
      expect(artifacts[name].bytecode).toMatch(/^0x6[01][0-9a-f]{100,}$/);
    }
    // interfaces, libraries and abstract contracts are not deployable artifacts
    expect(Object.keys(artifacts)).not.toContain('FuelERC20');
    expect(Object.keys(artifacts)).not.toContain('FuelLibrary');
    expect(Object.keys(artifacts)).not.toContain('IFuelPair');

    // One module per ABI, abis.ts only re-exporting, so a bundle carries just the ABIs a chunk uses.
    const abisText = fs.readFileSync(path.join(GENERATED_DIR, 'abis.ts'), 'utf8');
    expect(abisText).toContain("export { fuelRouterAbi } from './abi/fuelRouter.ts';");
    expect(abisText).not.toContain('"type":"function"');
    expect(fs.readFileSync(path.join(GENERATED_DIR, 'abi', 'fuelRouter.ts'), 'utf8')).toContain('export const fuelRouterAbi = [');

    const index = fs.readFileSync(path.join(GENERATED_DIR, 'index.ts'), 'utf8');
    expect(index).toContain("export * from './abis.ts';");
    expect(index).not.toContain('artifacts');
  });

  it('names ABIs in camelCase', () => {
    expect(camelName('WBNB')).toBe('wbnb');
    expect(camelName('FuelRouter')).toBe('fuelRouter');
    expect(camelName('Multicall3')).toBe('multicall3');
    expect(camelName('ERC20Mock')).toBe('erc20Mock');
    expect(camelName('IFO')).toBe('ifo');
  });
});
