/**
 * A bare chain standing in for BSC testnet (anvil started with --chain-id 97): Chainlink's own mocks from
 * @chainlink/contracts (the VRF v2.5 coordinator mock, the V3 aggregator mock behind a feed proxy) and WBNB placed at the published
 * addresses a launch configuration names, so that configuration is deployed unchanged. Used by the launch test and by
 * the rehearsal (e2e/rehearsal).
 *
 * `anvil_setCode` runs no constructor: each contract is deployed normally from `from`, then its runtime code and its
 * first storage slots are copied to the published address (the feed proxy's one slot is the aggregator's address).
 */
import {
  type Account,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  zeroHash,
} from 'viem';
import type { LaunchConfig } from '../deploy/config.ts';
import { artifacts } from '../generated/artifacts.ts';
import { receiptOf } from './receipt.ts';

/** The VRF coordinator mock's fee settings: base fee 0.1 LINK, 1 gwei per gas, 4e15 wei per LINK. */
export const VRF_MOCK_ARGS = [100_000_000_000_000_000n, 1_000_000_000n, 4_000_000_000_000_000n] as const;

export interface PlacedMocks {
  coordinator: Address;
  /** The feed's published address: the proxy every reader uses. */
  feed: Address;
  /** The aggregator behind it: where answers are posted, and what emits AnswerUpdated. */
  aggregator: Address;
  wbnb?: Address;
}

/** Deploys `name` of this build from `from` (an account that signs itself); its address, checksummed. */
export async function deployFrom(rpcUrl: string, from: Account, name: keyof typeof artifacts, args: readonly unknown[]): Promise<Address> {
  const pub = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 }) as PublicClient;
  const wallet = createWalletClient({ account: from, transport: http(rpcUrl) });
  const { abi, bytecode } = artifacts[name];
  const hash = await wallet.deployContract({ abi, bytecode: bytecode as Hex, args: args as never, chain: null });
  return getAddress((await receiptOf(pub, hash)).contractAddress as Address);
}

/** Deploys `name` from `from`, then copies its code and first storage slots to `target`. */
export async function placeAt(
  rpcUrl: string,
  from: Account,
  name: keyof typeof artifacts,
  args: readonly unknown[],
  target: Address,
): Promise<void> {
  const pub = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 }) as PublicClient;
  const test = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  const source = await deployFrom(rpcUrl, from, name, args);
  await test.setCode({ address: target, bytecode: (await pub.getCode({ address: source })) as Hex });
  for (let slot = 0; slot < 64; slot++) {
    const value = await pub.getStorageAt({ address: source, slot: numberToHex(slot, { size: 32 }) });
    if (value && value !== zeroHash) await test.setStorageAt({ address: target, index: slot, value });
  }
}

/**
 * Places the coordinator mock, the BNB/USD feed and, when the configuration names an existing WBNB, WBNB, at the
 * addresses `config` names. The feed is shaped as Chainlink publishes it: a proxy at the published address
 * (ChainlinkFeedProxyMock) in front of an aggregator (Chainlink's V3 mock, 8 decimals, answering `initialAnswer`)
 * deployed at an address of its own; answers are posted to the aggregator, which emits AnswerUpdated, while every
 * reader uses the proxy. `from` should be an account the deployment does not use, so the deployer's nonces are the
 * journal's alone.
 */
export async function placeChainlinkMocks(
  rpcUrl: string,
  from: Account,
  config: LaunchConfig,
  initialAnswer = 600_00000000n,
): Promise<PlacedMocks> {
  const vrf = config.lottery.random;
  if (vrf.kind !== 'vrf') throw new Error(`the chain ${config.chainId} configuration does not draw with VRF`);
  const feed = config.prediction.oracle.kind === 'chainlink' ? config.prediction.oracle.address : undefined;
  if (!feed) throw new Error(`the chain ${config.chainId} configuration does not price with Chainlink`);
  await placeAt(rpcUrl, from, 'ChainlinkVRFCoordinatorMock', VRF_MOCK_ARGS, vrf.coordinator);
  const aggregator = await deployFrom(rpcUrl, from, 'ChainlinkAggregatorMock', [8, initialAnswer]);
  await placeAt(rpcUrl, from, 'ChainlinkFeedProxyMock', [aggregator], feed);
  let wbnb: Address | undefined;
  if (config.exchange.kind === 'own' && config.exchange.wbnb !== 'deploy') {
    wbnb = config.exchange.wbnb;
    await placeAt(rpcUrl, from, 'WBNB', [], wbnb);
  }
  return { coordinator: vrf.coordinator, feed, aggregator, ...(wbnb ? { wbnb } : {}) };
}
