/**
 * Deploys the exchange core: WBNB, Multicall3, FuelFactory (feeToSetter = deployer) + setFeeTo, FuelRouter.
 * Then checks router.pairCodeHash() == PAIR_INIT_CODE_HASH (this build) == factory.INIT_CODE_PAIR_HASH()
 * and throws a clear error if they differ (a stale build or a different compiler would otherwise make the
 * router compute wrong pair addresses).
 *
 * Transactions are pipelined with explicit nonces, so with interval mining (--block-time 3) the whole
 * deployment takes two blocks: (WBNB, Multicall3, Factory) then (Router, setFeeTo[, setFeeToSetter]).
 */
import {
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  isAddressEqual,
  zeroAddress,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { artifacts, PAIR_INIT_CODE_HASH } from '../generated/artifacts.ts';
import { isJournaled } from './sender.ts';
import { receiptOf } from './receipt.ts';

export interface DeployCoreOptions {
  /** Receiver of the protocol fee (0.08% of 0.25%). Omitted or the zero address: protocol fee off. */
  feeTo?: Address;
  /** Hand the factory's feeToSetter role to this address after setting feeTo (default: keep the deployer). */
  feeToSetter?: Address;
  /** Progress messages (default: silent). */
  log?: (message: string) => void;
}

export interface CoreDeployment {
  chainId: number;
  deployer: Address;
  wbnb: Address;
  multicall3: Address;
  factory: Address;
  router: Address;
  feeTo: Address;
  feeToSetter: Address;
  /** keccak256 of FuelPair's creation code, as checked against the factory and the router. */
  pairInitCodeHash: Hex;
  /** Block of each deployment (multicall3's is viem's `contracts.multicall3.blockCreated`). */
  blocks: { wbnb: bigint; multicall3: bigint; factory: bigint; router: bigint };
}

type AnyWalletClient = WalletClient<Transport, Chain | undefined, Account | undefined>;

export async function deployCore(
  walletClient: AnyWalletClient,
  publicClient: PublicClient<Transport, Chain | undefined>,
  opts: DeployCoreOptions = {},
): Promise<CoreDeployment> {
  const log = opts.log ?? (() => {});
  // Its pipelined, explicitly numbered sends would bypass the deploy journal: the launch deploy sends the core itself.
  if (isJournaled()) throw new Error('deployCore pipelines its own nonces: inside withJournal deploy the core through sender');
  const account = walletClient.account;
  if (!account) throw new Error('deployCore: the wallet client needs an account');
  const deployer = account.address;
  const chain = walletClient.chain ?? null;
  const chainId = await publicClient.getChainId();
  let nonce = await publicClient.getTransactionCount({ address: deployer, blockTag: 'pending' });

  const deploy = async (name: keyof typeof artifacts, args: readonly unknown[] = []): Promise<{ hash: Hash; address: Address }> => {
    const { abi, bytecode } = artifacts[name];
    const myNonce = nonce++;
    const address = getContractAddress({ from: deployer, nonce: BigInt(myNonce) });
    // Gas is estimated here (without a nonce) so pipelined transactions do not trip the node's estimator.
    const data = encodeDeployData({ abi: abi as Abi, bytecode, args: args as unknown[] });
    const gas = ((await publicClient.estimateGas({ account, data })) * 12n) / 10n;
    const hash = await walletClient.sendTransaction({ account, chain, data, gas, nonce: myNonce });
    log(`deploy ${name} -> ${address} (tx ${hash})`);
    return { hash, address };
  };

  const call = async (to: Address, abi: Abi, functionName: string, args: readonly unknown[], gasEstimateFrom?: Address): Promise<Hash> => {
    const data = encodeFunctionData({ abi, functionName, args: args as unknown[] });
    const gas = ((await publicClient.estimateGas({ account: gasEstimateFrom ?? deployer, to, data })) * 12n) / 10n;
    const hash = await walletClient.sendTransaction({ account, chain, to, data, gas, nonce: nonce++ });
    log(`${functionName}(${args.join(', ')}) on ${to} (tx ${hash})`);
    return hash;
  };

  const confirm = async (label: string, hash: Hash): Promise<bigint> => {
    // Ten minutes: on a public chain a low gas price can keep a transaction waiting that long.
    const receipt = await receiptOf(publicClient, hash, { intervalMs: 100, timeoutMs: 600_000 });
    if (receipt.status !== 'success') throw new Error(`deployCore: ${label} failed (tx ${hash})`);
    return receipt.blockNumber;
  };

  // Round 1: contracts without dependencies.
  const wbnb = await deploy('WBNB');
  const multicall3 = await deploy('Multicall3');
  const factory = await deploy('FuelFactory', [deployer]);
  const [wbnbBlock, multicallBlock, factoryBlock] = await Promise.all([
    confirm('WBNB deployment', wbnb.hash),
    confirm('Multicall3 deployment', multicall3.hash),
    confirm('FuelFactory deployment', factory.hash),
  ]);

  // Round 2: the router reads INIT_CODE_PAIR_HASH from the factory in its constructor.
  const router = await deploy('FuelRouter', [factory.address, wbnb.address]);
  const feeTo = getAddress(opts.feeTo ?? zeroAddress);
  const pending: Promise<bigint>[] = [confirm('FuelRouter deployment', router.hash)];
  if (!isAddressEqual(feeTo, zeroAddress)) {
    pending.push(confirm('setFeeTo', await call(factory.address, artifacts.FuelFactory.abi, 'setFeeTo', [feeTo])));
  }
  const feeToSetter = getAddress(opts.feeToSetter ?? deployer);
  if (!isAddressEqual(feeToSetter, deployer)) {
    pending.push(confirm('setFeeToSetter', await call(factory.address, artifacts.FuelFactory.abi, 'setFeeToSetter', [feeToSetter])));
  }
  const [routerBlock] = await Promise.all(pending);
  if (routerBlock === undefined) throw new Error('deployCore: router receipt missing');

  // Checks: one init code hash everywhere, and the factory configured as asked.
  const [routerHash, factoryHash, onChainFeeTo, onChainSetter, routerFactory, routerWeth] = await Promise.all([
    publicClient.readContract({ address: router.address, abi: artifacts.FuelRouter.abi, functionName: 'pairCodeHash' }),
    publicClient.readContract({
      address: factory.address,
      abi: artifacts.FuelFactory.abi,
      functionName: 'INIT_CODE_PAIR_HASH',
    }),
    publicClient.readContract({ address: factory.address, abi: artifacts.FuelFactory.abi, functionName: 'feeTo' }),
    publicClient.readContract({
      address: factory.address,
      abi: artifacts.FuelFactory.abi,
      functionName: 'feeToSetter',
    }),
    publicClient.readContract({ address: router.address, abi: artifacts.FuelRouter.abi, functionName: 'factory' }),
    publicClient.readContract({ address: router.address, abi: artifacts.FuelRouter.abi, functionName: 'WETH' }),
  ]);
  if (routerHash !== PAIR_INIT_CODE_HASH || factoryHash !== PAIR_INIT_CODE_HASH) {
    throw new Error(
      'deployCore: pair init code hash mismatch: ' +
        `router.pairCodeHash()=${routerHash}, factory.INIT_CODE_PAIR_HASH()=${factoryHash}, ` +
        `build PAIR_INIT_CODE_HASH=${PAIR_INIT_CODE_HASH}. Rebuild with \`npm run build:contracts\` and redeploy.`,
    );
  }
  if (!isAddressEqual(routerFactory, factory.address) || !isAddressEqual(routerWeth, wbnb.address)) {
    throw new Error(
      `deployCore: router wired to factory ${routerFactory} / WETH ${routerWeth}, expected ${factory.address} / ${wbnb.address}`,
    );
  }
  if (!isAddressEqual(onChainFeeTo, feeTo)) {
    throw new Error(`deployCore: factory.feeTo() is ${onChainFeeTo}, expected ${feeTo}`);
  }
  if (!isAddressEqual(onChainSetter, feeToSetter)) {
    throw new Error(`deployCore: factory.feeToSetter() is ${onChainSetter}, expected ${feeToSetter}`);
  }
  log(`core deployed; pair init code hash ${PAIR_INIT_CODE_HASH}`);

  return {
    chainId,
    deployer,
    wbnb: wbnb.address,
    multicall3: multicall3.address,
    factory: factory.address,
    router: router.address,
    feeTo,
    feeToSetter,
    pairInitCodeHash: PAIR_INIT_CODE_HASH,
    blocks: { wbnb: wbnbBlock, multicall3: multicallBlock, factory: factoryBlock, router: routerBlock },
  };
}
