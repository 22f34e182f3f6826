/**
 * The roles report against a real anvil: a fresh deployment is flagged while the deployer holds its roles, and
 * passes once they are handed to the timelock; AccessControl roles are rebuilt from their events.
 */
import { createPublicClient, createWalletClient, defineChain, http, type PublicClient, keccak256, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../scripts/build.ts';
import { ANVIL_CHAIN_ID, startAnvil, type AnvilInstance } from '../scripts/anvil.ts';

await build({ quiet: true });
const { artifacts } = await import('../generated/artifacts.ts');
const { sender } = await import('../scripts/sender.ts');
const { checkRoles, contractsIn, readRoles } = await import('../scripts/roles.ts');

const deployer = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 4 });
const multisig = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 5 }).address;

let anvil: AnvilInstance;
let pub: PublicClient;

beforeAll(async () => {
  anvil = await startAnvil();
  pub = createPublicClient({ transport: http(anvil.url), pollingInterval: 50 }) as PublicClient;
}, 60_000);
afterAll(() => anvil?.stop());

describe('roles', () => {
  it('flags the deployer, then passes once every role is the timelock', async () => {
    const chain = defineChain({
      id: ANVIL_CHAIN_ID,
      name: 'anvil',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    });
    const wallet = createWalletClient({ account: deployer, chain, transport: http(anvil.url) });
    const tx = sender('roles-test', wallet, pub);
    const { address: timelock } = await tx.deploy('FuelTimelock', [3600n, [multisig], [multisig]]);
    const { address: fuel } = await tx.deploy('FuelToken');
    const { address: bunnies } = await tx.deploy('FuelBunnies', ['ipfs://x/', deployer.address]);
    const deployment = { chainId: ANVIL_CHAIN_ID, governance: { timelock }, tokens: { fuel }, profile: { bunnies }, treasury: multisig };

    const before = await readRoles(pub, contractsIn(deployment));
    const roleId = (name: string) => keccak256(toHex(name));
    expect(before.map((h) => `${h.contract}.${h.role}=${h.holder}`).sort()).toEqual(
      [
        `governance.timelock.${roleId('CANCELLER_ROLE')}=${multisig}`,
        `governance.timelock.${roleId('EXECUTOR_ROLE')}=${multisig}`,
        `governance.timelock.${roleId('PROPOSER_ROLE')}=${multisig}`,
        `profile.bunnies.0x${'0'.repeat(64)}=${deployer.address}`,
        `tokens.fuel.owner=${deployer.address}`,
      ].sort(),
    );
    const expectations = { deployer: deployer.address, byKind: { owner: timelock, accessControl: timelock, timelockMember: multisig } };
    expect(checkRoles(before, expectations).map((p) => `${p.holding.contract}: ${p.problem}`)).toEqual([
      'tokens.fuel: still held by the deployer',
      'profile.bunnies: still held by the deployer',
    ]);

    await tx.write(fuel, artifacts.FuelToken.abi, 'transferOwnership', [timelock]);
    const admin = `0x${'0'.repeat(64)}` as const;
    await tx.write(bunnies, artifacts.FuelBunnies.abi, 'grantRole', [admin, timelock]);
    await tx.write(bunnies, artifacts.FuelBunnies.abi, 'renounceRole', [admin, deployer.address]);

    const after = await readRoles(pub, contractsIn(deployment));
    expect(after.filter((h) => h.kind !== 'timelockMember').every((h) => h.holder === timelock)).toBe(true);
    expect(checkRoles(after, expectations)).toEqual([]);
    // A holder other than the configured one is a problem too.
    expect(checkRoles(after, { ...expectations, byKind: { ...expectations.byKind, timelockMember: deployer.address } }).length).toBe(3);
  }, 120_000);
});
