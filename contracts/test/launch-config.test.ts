/** The launch configurations: every chain file validates, and the rules a public chain needs are enforced. */
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
