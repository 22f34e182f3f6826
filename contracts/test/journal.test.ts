/**
 * The deploy journal against a real anvil: a deployment killed at any moment and run again ends with the same
 * addresses and sends nothing twice; a finished one run again sends nothing; a changed configuration or code that
 * is not the build's stops the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicClient, createWalletClient, defineChain, http, type Address, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../scripts/build.ts';
import { ANVIL_CHAIN_ID, startAnvil, type AnvilInstance } from '../scripts/anvil.ts';

await build({ quiet: true });
const { artifacts } = await import('../generated/artifacts.ts');
const { sender, withJournal } = await import('../scripts/sender.ts');
const { DeployJournal, GasPriceCeilingError, JournalMismatchError } = await import('../scripts/journal.ts');

const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 });

let anvil: AnvilInstance;
let pub: PublicClient;
let dir: string;

beforeAll(async () => {
  anvil = await startAnvil();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuelswap-journal-'));
  pub = createPublicClient({ transport: http(anvil.url), pollingInterval: 50 }) as PublicClient;
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function wallet() {
  const chain = defineChain({
    id: ANVIL_CHAIN_ID,
    name: 'anvil',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  });
  return createWalletClient({ account, chain, transport: http(anvil.url) });
}

/** A small deployment as the deploy scripts write one: two contracts, then calls on them. */
async function miniDeploy(supply: bigint): Promise<{ fuel: Address; token: Address }> {
  const tx = sender('mini', wallet(), pub);
  const { address: fuel } = await tx.deploy('FuelToken');
  const { address: token } = await tx.deploy('TestToken', ['Test', 'TST', 18]);
  await tx.write(fuel, artifacts.FuelToken.abi, 'mint', [account.address, supply]);
  await tx.write(token, artifacts.TestToken.abi, 'mint', [account.address, supply]);
  return { fuel, token };
}

const nonce = () => pub.getTransactionCount({ address: account.address });

describe('deploy journal', () => {
  it('a run killed between writing a step down and broadcasting it resumes: same addresses, nothing twice', async () => {
    const file = path.join(dir, 'killed.journal.json');
    const before = await nonce();
    // The first run dies as it is about to broadcast the third step (the first mint), after signing it.
    await expect(
      withJournal(
        {
          journal: DeployJournal.open(file, ANVIL_CHAIN_ID),
          pollingInterval: 50,
          beforeBroadcast: (step) => {
            if (step === 2) throw new Error('killed');
          },
        },
        () => miniDeploy(1000n),
      ),
    ).rejects.toThrow('killed');
    expect(await nonce()).toBe(before + 2);
    const halfway = JSON.parse(fs.readFileSync(file, 'utf8')) as { steps: { done?: { contractAddress?: string } }[] };
    expect(halfway.steps).toHaveLength(3);
    expect(halfway.steps[2]?.done).toBeUndefined();

    const resumed = await withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(1000n));
    expect(resumed.fuel).toBe(halfway.steps[0]?.done?.contractAddress);
    expect(resumed.token).toBe(halfway.steps[1]?.done?.contractAddress);
    // Four transactions in all: the signed third step was broadcast once, as written, and the fourth sent.
    expect(await nonce()).toBe(before + 4);
    const balance = await pub.readContract({
      address: resumed.fuel,
      abi: artifacts.FuelToken.abi,
      functionName: 'balanceOf',
      args: [account.address],
    });
    expect(balance).toBe(1000n);

    // A finished deployment run again sends nothing and returns the same addresses.
    const again = await withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(1000n));
    expect(again).toEqual(resumed);
    expect(await nonce()).toBe(before + 4);
  }, 60_000);

  it('a step broadcast before the kill is not sent again: the run waits for the one already on chain', async () => {
    const file = path.join(dir, 'broadcast.journal.json');
    const first = await withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(5n));
    const n = await nonce();
    // Forget that the last step was mined, as a run killed while waiting for its receipt would leave it.
    const j = JSON.parse(fs.readFileSync(file, 'utf8')) as { steps: { done?: unknown }[] };
    delete j.steps[3]?.done;
    fs.writeFileSync(file, JSON.stringify(j));
    const resumed = await withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(5n));
    expect(resumed).toEqual(first);
    expect(await nonce()).toBe(n);
  }, 60_000);

  it('a configuration changed under an unfinished deployment stops the run before it sends', async () => {
    const file = path.join(dir, 'changed.journal.json');
    await withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(7n));
    const n = await nonce();
    await expect(
      withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(8n)),
    ).rejects.toThrow(JournalMismatchError);
    expect(await nonce()).toBe(n);
  }, 60_000);

  it('code on chain that is not what the build creates stops the run', async () => {
    const file = path.join(dir, 'tampered.journal.json');
    const { token } = await withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(9n));
    await pub.request({ method: 'anvil_setCode' as never, params: [token, '0x6000'] as never });
    await expect(
      withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), pollingInterval: 50 }, () => miniDeploy(9n)),
    ).rejects.toThrow(/is not what the build creates/);
  }, 60_000);

  it('a gas price above the ceiling signs nothing', async () => {
    const file = path.join(dir, 'ceiling.journal.json');
    const n = await nonce();
    await expect(
      withJournal({ journal: DeployJournal.open(file, ANVIL_CHAIN_ID), maxGasPrice: 1n, pollingInterval: 50 }, () => miniDeploy(1n)),
    ).rejects.toThrow(GasPriceCeilingError);
    expect(await nonce()).toBe(n);
    expect(fs.existsSync(file)).toBe(false);
  }, 60_000);

  it('a journal of another chain is refused', () => {
    const file = path.join(dir, 'other.journal.json');
    fs.writeFileSync(file, JSON.stringify({ chainId: 97, steps: [] }));
    expect(() => DeployJournal.open(file, ANVIL_CHAIN_ID)).toThrow(/chain 97/);
  });
});
