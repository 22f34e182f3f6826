/**
 * Smart accounts (ERC-1271) can register too: the API asks the contract's
 * isValidSignature through viem's publicClient.verifyMessage on RPC_URL. The
 * account here is a minimal test-only contract (compiled with solc-js below)
 * that accepts signatures by its owner; a real anvil runs it.
 */
import { buildRegistrationMessage } from '@fuelswap/sdk';
import { type Abi, createWalletClient, type Hex, http, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilInstance, startAnvil } from '../../contracts/scripts/anvil.ts';
import { createApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import { createVerifier } from '../src/verify.ts';

const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract TestSmartAccount {
  address public immutable owner;
  constructor(address o) { owner = o; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r = bytes32(sig[0:32]);
    bytes32 s = bytes32(sig[32:64]);
    uint8 v = uint8(sig[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`;

async function compile(): Promise<{ abi: Abi; bytecode: Hex }> {
  const mod = (await import('solc')) as unknown as { default?: { compile(i: string): string }; compile(i: string): string };
  const solc = mod.default ?? mod;
  const out = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'A.sol': { content: SOURCE } },
        settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: Array<{ severity: string; formattedMessage: string }>;
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = out.errors?.filter((e) => e.severity === 'error') ?? [];
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts['A.sol']?.TestSmartAccount;
  if (!c) throw new Error('no TestSmartAccount');
  return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
}

describe('smart-account (ERC-1271) registration', () => {
  let anvil: AnvilInstance;
  let database: Database;
  let account: Hex;
  const now = Date.parse('2026-11-24T05:00:00.000Z');

  beforeAll(async () => {
    const [node, db, artifact] = await Promise.all([startAnvil(), openDatabase({}), compile()]);
    anvil = node;
    database = db;
    const wallet = createWalletClient({ account: owner, chain: foundry, transport: http(anvil.url) }).extend(publicActions);
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: [owner.address] });
    const receipt = await wallet.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('not deployed');
    account = receipt.contractAddress;
  });

  afterAll(async () => {
    await database?.close();
    await anvil?.stop();
  });

  const body = async (signer: typeof owner, username: string) => {
    const message = buildRegistrationMessage({
      username,
      address: account,
      chainId: 31337,
      nonce: `n${username}00000`,
      issuedAt: new Date(now).toISOString(),
    });
    return { address: account, username, message, signature: await signer.signMessage({ message }) };
  };
  const post = (app: ReturnType<typeof createApp>, b: unknown) =>
    app.request('/api/users/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });

  it('refuses a signature by someone the account does not accept', async () => {
    const app = createApp({ database, chainId: 31337, verify: createVerifier(anvil.url), now: () => now });
    const res = await post(app, await body(stranger, 'Smart1'));
    expect(res.status).toBe(401);
  });

  it('cannot check a smart account without a chain: 401 without RPC_URL, 503 when the chain is down', async () => {
    const offline = createApp({ database, chainId: 31337, verify: createVerifier(), now: () => now });
    expect((await post(offline, await body(owner, 'Smart1'))).status).toBe(401);
    const down = createApp({ database, chainId: 31337, verify: createVerifier('http://127.0.0.1:9'), now: () => now });
    const res = await post(down, await body(owner, 'Smart1'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/chain does not answer/) });
  });

  it("registers the account with its owner's signature", async () => {
    const app = createApp({ database, chainId: 31337, verify: createVerifier(anvil.url), now: () => now });
    const res = await post(app, await body(owner, 'Smart1'));
    expect(res.status).toBe(201);
    expect(await (await app.request(`/api/users/${account}`)).json()).toMatchObject({ username: 'Smart1' });
  });
});
