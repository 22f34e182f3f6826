/**
 * The prediction deploy on a public chain configuration: anvil answering as BSC (56) or its testnet (97)
 * (`anvil_setChainId`), with a stand-in for Chainlink's feed at its real address where the test needs one.
 * There the deploy must read Chainlink's BNB/USD feed from @fuelswap/config and never deploy a feed of ours;
 * the contracts refuse one too. On the devnet it still deploys the pushed feed with the operator as its keeper.
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  getAddress,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAINLINK_BNB_USD } from '@fuelswap/config';
import { artifacts } from '../generated/artifacts.ts';
import { startAnvil, type AnvilInstance } from '../scripts/anvil.ts';
import { deployPrediction } from '../scripts/deploy-prediction.ts';
import { revertReason } from './farms/helpers.ts';
import { receiptOf } from '../scripts/receipt.ts';

let node: AnvilInstance;
let accounts: Address[];
let baseline: Hex;
const test = () => createTestClient({ chain: foundry, mode: 'anvil', transport: http(node.url, { retryCount: 0 }) });
/** Account 0 signing locally: anvil's own signer keeps chain id 31337 after anvil_setChainId. */
const deployer = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 0 });
const clients = (id: number) => {
  const chain = { ...foundry, id };
  const transport = http(node.url, { retryCount: 0 });
  const account = deployer;
  return {
    pub: createPublicClient({ chain, transport, pollingInterval: 50 }),
    wallet: createWalletClient({ chain, transport, account }),
  };
};
const roles = () => ({
  owner: accounts[0] as Address,
  admin: accounts[1] as Address,
  operator: accounts[2] as Address,
  treasury: accounts[3] as Address,
});
const setChainId = (id: number) => test().request({ method: 'anvil_setChainId' as never, params: [id] as never });

/** Deploys `name` from account 0 and returns the receipt's status and address. */
async function rawDeploy(id: number, name: 'PriceAggregator' | 'FuelPrediction', args: readonly unknown[]) {
  const { pub, wallet } = clients(id);
  const { abi, bytecode } = artifacts[name];
  const data = encodeDeployData({ abi: abi as Abi, bytecode: bytecode as Hex, args: args as unknown[] });
  const hash = await wallet.sendTransaction({ data, gas: 5_000_000n });
  return receiptOf(pub, hash);
}

/** A feed answering 8 decimals at Chainlink's address for chain `id`: a devnet PriceAggregator's code put there. */
async function placeFeedStandIn(id: number) {
  const r = await rawDeploy(31337, 'PriceAggregator', [accounts[0], 'BNB / USD', 300_00000000n]);
  const { pub } = clients(31337);
  const code = await pub.getCode({ address: getAddress(r.contractAddress as Address) });
  await test().setCode({ address: CHAINLINK_BNB_USD[id] as Address, bytecode: code as Hex });
}

beforeAll(async () => {
  node = await startAnvil();
  accounts = await createWalletClient({ chain: foundry, transport: http(node.url) }).getAddresses();
  baseline = await test().snapshot();
});
afterAll(async () => {
  await node?.stop();
});
beforeEach(async () => {
  await test().revert({ id: baseline });
  baseline = await test().snapshot();
  await setChainId(31337);
});

describe('deployPrediction on a public chain', () => {
  it('on BSC reads Chainlink’s feed from the config and deploys no feed of ours', async () => {
    await placeFeedStandIn(56);
    await setChainId(56);
    const { pub, wallet } = clients(56);
    const nonce = await pub.getTransactionCount({ address: accounts[0] as Address });
    const p = await deployPrediction(wallet as never, pub as never, roles());
    expect(p.chainId).toBe(56);
    expect(p.oracle).toBe(CHAINLINK_BNB_USD[56]);
    expect(p.oracle).toBe('0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE');
    expect(await pub.readContract({ address: p.market, abi: artifacts.FuelPrediction.abi, functionName: 'oracle' })).toBe(p.oracle);
    // One transaction: the market. No PriceAggregator, no keeper named on a feed.
    expect(await pub.getTransactionCount({ address: accounts[0] as Address })).toBe(nonce + 1);
  });

  it('on BSC testnet takes the testnet feed, and refuses a feed that does not answer 8 decimals', async () => {
    await setChainId(97);
    const { pub, wallet } = clients(97);
    // Nothing at the configured address: the deploy stops before sending anything.
    await expect(deployPrediction(wallet as never, pub as never, roles())).rejects.toThrow();
    await expect(deployPrediction(wallet as never, pub as never, { ...roles(), initialPrice: 1n })).rejects.toThrow(
      'Chainlink sets the price',
    );
    await setChainId(31337);
    await placeFeedStandIn(97);
    await setChainId(97);
    const p = await deployPrediction(wallet as never, pub as never, roles());
    expect(p.oracle).toBe('0x2514895c72f50D8bd4B4F9b1110F0D6bD2c97526');
  });

  it('the contracts refuse a pushed feed on 56 and 97 (not deployable; not accepted as the market’s oracle)', async () => {
    const feed = (await rawDeploy(31337, 'PriceAggregator', [accounts[0], 'BNB / USD', 300_00000000n])).contractAddress as Address;
    for (const id of [56, 97]) {
      await setChainId(id);
      expect((await rawDeploy(id, 'PriceAggregator', [accounts[0], 'BNB / USD', 300_00000000n])).status).toBe('reverted');
      const r = roles();
      const args = [r.owner, feed, r.admin, r.operator, r.treasury, 100n, 20n, 10n ** 15n, 120n];
      expect((await rawDeploy(id, 'FuelPrediction', args)).status).toBe('reverted');
      const { pub } = clients(id);
      const { abi, bytecode } = artifacts.FuelPrediction;
      const data = encodeDeployData({ abi: abi as Abi, bytecode: bytecode as Hex, args });
      expect(await revertReason(pub.call({ account: r.owner, data }))).toMatch("oracle must be Chainlink's BNB/USD feed");
    }
  });

  it('on the devnet deploys the pushed feed with the operator as its keeper', async () => {
    const { pub, wallet } = clients(31337);
    const p = await deployPrediction(wallet as never, pub as never, roles());
    expect(p.oracle).not.toBe(CHAINLINK_BNB_USD[56]);
    expect(
      await pub.readContract({ address: p.oracle, abi: artifacts.PriceAggregator.abi, functionName: 'isKeeper', args: [roles().operator] }),
    ).toBe(true);
  });
});
