/** The launch configurations: every chain file validates, and the rules a public chain needs are enforced; the deployer's key. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLaunchConfig, parseLaunchConfig } from '../deploy/config.ts';
import testnet from '../deploy/chains/97.ts';

describe('launch configuration', () => {
  it('validates the file of each chain', async () => {
    for (const id of [56, 97, 31337]) expect((await loadLaunchConfig(id)).chainId).toBe(id);
    await expect(loadLaunchConfig(1)).rejects.toThrow(/no launch configuration for chain 1/);
  });

  it("refuses the devnet's random source and pushed feed on 97, shared operator keys and a short delay", () => {
    const bad = {
      ...testnet,
      lottery: { random: { kind: 'devCommitReveal' } },
      prediction: { ...testnet.prediction, oracle: { kind: 'pushed', initialPrice: 1n } },
      operators: { ...testnet.operators, lottery: testnet.operators.prediction },
      timelock: { minDelaySeconds: 60 },
    };
    const message = (() => {
      try {
        parseLaunchConfig(bad);
        return '';
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    })();
    expect(message).toMatch(/lottery\.random: chain 97 draws with Chainlink VRF/);
    expect(message).toMatch(/prediction\.oracle: chain 97 prices with Chainlink's feed/);
    expect(message).toMatch(/operators\.lottery: same key as prediction/);
    expect(message).toMatch(/timelock\.minDelaySeconds: a public chain waits at least an hour/);
  });

  it('refuses a BNB/USD feed other than the published one and a malformed address', () => {
    expect(() =>
      parseLaunchConfig({
        ...testnet,
        prediction: { ...testnet.prediction, oracle: { kind: 'chainlink', address: '0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE' } },
      }),
    ).toThrow(/prediction\.oracle\.address: chain 97's BNB\/USD feed is 0x2514895c72f50D8bd4B4F9b1110F0D6bD2c97526/);
    expect(() => parseLaunchConfig({ ...testnet, owner: '0x1234' })).toThrow(/owner: not an address/);
  });
});

describe('the deployer key', () => {
  const key = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('comes from DEPLOYER_PRIVATE_KEY, or a keystore with its password, and never into an error message', async () => {
    const { deployerAccount } = await import('../scripts/deploy.ts');
    const { encryptKeystore } = await import('@ethersproject/json-wallets');
    expect((await deployerAccount(undefined, { DEPLOYER_PRIVATE_KEY: key })).address).toBe(address);
    await expect(deployerAccount(undefined, {})).rejects.toThrow(/set DEPLOYER_PRIVATE_KEY/);
    await expect(deployerAccount(undefined, { DEPLOYER_PRIVATE_KEY: '0x12' })).rejects.toThrow(/not a 32-byte hex key/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuelswap-keystore-'));
    try {
      const file = path.join(dir, 'deployer.json');
      // A light scrypt cost: the format is the point here, not the cost.
      fs.writeFileSync(file, await encryptKeystore({ address, privateKey: key }, 'correct horse', { scrypt: { N: 1024 } }));
      expect((await deployerAccount(file, { DEPLOYER_KEYSTORE_PASSWORD: 'correct horse' })).address).toBe(address);
      const wrong = await deployerAccount(file, { DEPLOYER_KEYSTORE_PASSWORD: 'wrong' }).catch((e: unknown) => e as Error);
      expect(wrong).toBeInstanceOf(Error);
      expect((wrong as Error).message).toMatch(/could not decrypt .*deployer\.json: wrong password/);
      expect((wrong as Error).message).not.toContain(key.slice(2, 12));
      await expect(deployerAccount(file, {})).rejects.toThrow(/DEPLOYER_KEYSTORE_PASSWORD/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('address overrides (npm run deploy --addresses)', () => {
  const mine = {
    owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    treasury: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    operators: { prediction: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' },
  };

  it('replaces only the named placeholders, wherever they appear, and leaves every other parameter as the file says', async () => {
    const { overrideAddresses } = await import('../deploy/config.ts');
    const base = await loadLaunchConfig(97);
    const c = overrideAddresses(base, mine);
    expect(c.owner).toBe(mine.owner);
    expect(c.treasury).toBe(mine.treasury);
    expect(c.operators.prediction).toBe(mine.operators.prediction);
    // The 97 file's fee receiver and premint receiver are its treasury placeholder: they follow it.
    expect(c.exchange.kind === 'own' && c.exchange.feeTo).toBe(mine.treasury);
    expect(c.fuel.premint).toEqual([{ to: mine.treasury, amount: 1_000_000_000_000_000n }]);
    // Not named: unchanged.
    expect(c.operators.lottery).toBe(base.operators.lottery);
    // Put back what was replaced: the rest is the file's own.
    const back = { ...c, owner: base.owner, treasury: base.treasury, operators: base.operators, exchange: base.exchange, fuel: base.fuel };
    expect(back).toEqual(base);
  });

  it('refuses an unknown field, a bad address and two operators on one key', async () => {
    const { overrideAddresses } = await import('../deploy/config.ts');
    const base = await loadLaunchConfig(97);
    expect(() => overrideAddresses(base, { deployer: mine.owner })).toThrow(/invalid address overrides/);
    expect(() => overrideAddresses(base, { owner: '0x12' })).toThrow(/owner: not an address/);
    expect(() => overrideAddresses(base, { operators: { prediction: mine.owner, lottery: mine.owner } })).toThrow(
      /operators\.lottery: same key as prediction/,
    );
  });
});
