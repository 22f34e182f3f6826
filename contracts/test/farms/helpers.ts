/**
 * Shared plumbing for the farms tests: one anvil per test file (automine: every transaction is its own
 * block), viem clients for anvil's unlocked accounts, small deploy/write/read helpers that return receipts,
 * snapshot/revert, and the standard fixture (FUEL, LP stand-ins, FuelChef owning FUEL, FuelVault).
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  getAddress,
  http,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { foundry } from 'viem/chains';
import { artifacts } from '../../generated/artifacts.ts';
import { startAnvil, type AnvilInstance } from '../../scripts/anvil.ts';
import { receiptOf as anvilReceipt } from '../../scripts/receipt.ts';

export const chain = { ...foundry, id: 31337 } as const;

/** Every custom error of every contract, so a revert inside a called contract (ERC20 errors, ...) decodes. */
const ALL_ERRORS = Object.values(artifacts).flatMap((a) =>
  (a.abi as readonly { type: string }[]).filter((item) => item.type === 'error'),
) as unknown as Abi;
export type ContractName = keyof typeof artifacts;

export const FUEL = (whole: string | number): bigint => parseUnits(String(whole), 9);
export const E18 = (whole: string | number): bigint => parseUnits(String(whole), 18);

export interface Env {
  node: AnvilInstance;
  pub: ReturnType<typeof makePublic>;
  test: ReturnType<typeof makeTest>;
  accounts: Address[];
  deploy(name: ContractName, args?: readonly unknown[], from?: Address): Promise<Address>;
  write(
    address: Address,
    abi: Abi | readonly unknown[],
    functionName: string,
    args?: readonly unknown[],
    opts?: { from?: Address; value?: bigint },
  ): Promise<TransactionReceipt>;
  read<T = bigint>(address: Address, abi: Abi | readonly unknown[], functionName: string, args?: readonly unknown[]): Promise<T>;
  blockNumber(): Promise<bigint>;
  mine(blocks: number | bigint): Promise<void>;
  increaseTime(seconds: number | bigint): Promise<void>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /** Reverts to the state `reset()` saw first (the fixture), ready for the next test. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

function makePublic(url: string) {
  return createPublicClient({ chain, transport: http(url, { retryCount: 0 }), pollingInterval: 50 });
}
function makeTest(url: string) {
  return createTestClient({ chain, mode: 'anvil', transport: http(url, { retryCount: 0 }) });
}

export async function startEnv(): Promise<Env> {
  const node = await startAnvil();
  const pub = makePublic(node.url);
  const test = makeTest(node.url);
  const wallet = createWalletClient({ chain, transport: http(node.url, { retryCount: 0 }) });
  const accounts = await wallet.getAddresses();
  const deployer = accounts[0]!;

  const receiptOf = async (hash: Hex): Promise<TransactionReceipt> => {
    const r = await anvilReceipt(pub, hash);
    if (r.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return r;
  };

  let baseline: Hex | undefined;
  const env: Env = {
    node,
    pub,
    test,
    accounts,
    async deploy(name, args = [], from = deployer) {
      const { abi, bytecode } = artifacts[name];
      const data = encodeDeployData({ abi: abi as Abi, bytecode: bytecode as Hex, args: args as unknown[] });
      const hash = await wallet.sendTransaction({ account: from, data, chain });
      const r = await receiptOf(hash);
      if (!r.contractAddress) throw new Error(`deploy ${name}: no address`);
      return getAddress(r.contractAddress);
    },
    async write(address, abi, functionName, args = [], opts = {}) {
      const request = {
        address,
        abi: [...(abi as Abi), ...ALL_ERRORS] as Abi,
        functionName,
        args: args as unknown[],
        account: opts.from ?? deployer,
        ...(opts.value !== undefined ? { value: opts.value } : {}),
      };
      // The node estimates against the latest block, the transaction runs in the next one, where pool
      // updates may do more work (as a wallet would, leave a margin).
      const gas = await pub.estimateContractGas(request);
      const hash = await wallet.writeContract({ ...request, chain, gas: (gas * 3n) / 2n + 30_000n });
      return receiptOf(hash);
    },
    async read<T>(address: Address, abi: Abi | readonly unknown[], functionName: string, args: readonly unknown[] = []) {
      return (await pub.readContract({ address, abi: abi as Abi, functionName, args: args as unknown[] })) as T;
    },
    blockNumber: () => pub.getBlockNumber({ cacheTime: 0 }),
    async mine(blocks) {
      if (BigInt(blocks) > 0n) await test.mine({ blocks: Number(blocks) });
    },
    async increaseTime(seconds) {
      await test.increaseTime({ seconds: Number(seconds) });
    },
    snapshot: () => test.snapshot(),
    async revert(id) {
      await test.revert({ id });
    },
    async reset() {
      if (baseline) await test.revert({ id: baseline });
      baseline = await test.snapshot();
    },
    stop: () => node.stop(),
  };
  return env;
}

/** Resolves with the error text when `p` rejects; fails the test when it resolves. */
export async function revertReason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { shortMessage?: string; message?: string; cause?: unknown };
    return [err.shortMessage, err.message, JSON.stringify(err.cause ?? null, (_, v) => (typeof v === 'bigint' ? v.toString() : v))]
      .filter(Boolean)
      .join('\n');
  }
  throw new Error('expected the call to revert, it succeeded');
}

export interface Fixture {
  fuel: Address;
  chef: Address;
  bar: Address;
  vault: Address;
  lpA: Address;
  lpB: Address;
  owner: Address;
  admin: Address;
  treasury: Address;
  users: Address[];
  fuelPerBlock: bigint;
}

export const abi = {
  fuel: artifacts.FuelToken.abi,
  token: artifacts.TestToken.abi,
  chef: artifacts.FuelChef.abi,
  bar: artifacts.FuelBar.abi,
  vault: artifacts.FuelVault.abi,
  sous: artifacts.SousChef.abi,
  sousBnb: artifacts.SousChefBNB.abi,
} as const;

/**
 * FUEL with 1,000,000 FUEL minted to users[0..4] (accounts 3..7), two LP stand-ins (TestToken, 18 decimals)
 * with 1,000,000 each to the same users, a FuelChef at 40 FUEL/block owning FUEL, and a FuelVault
 * (owner = account 0, admin = account 1, treasury = account 2). Users approve chef and vault for everything.
 */
export async function deployFixture(env: Env, opts: { fuelPerBlock?: bigint; startBlock?: bigint } = {}): Promise<Fixture> {
  const [owner, admin, treasury, ...rest] = env.accounts as [Address, Address, Address, ...Address[]];
  const users = rest.slice(0, 5);
  const fuelPerBlock = opts.fuelPerBlock ?? FUEL(40);
  const fuel = await env.deploy('FuelToken');
  const lpA = await env.deploy('TestToken', ['LP A', 'LPA', 18]);
  const lpB = await env.deploy('TestToken', ['LP B', 'LPB', 18]);
  const chef = await env.deploy('FuelChef', [fuel, fuelPerBlock, opts.startBlock ?? (await env.blockNumber())]);
  const bar = await env.read<Address>(chef, abi.chef, 'syrup');
  const vault = await env.deploy('FuelVault', [chef, admin, treasury]);
  const max = 2n ** 256n - 1n;
  for (const u of users) {
    await env.write(fuel, abi.fuel, 'mint', [u, FUEL(1_000_000)]);
    await env.write(lpA, abi.token, 'mint', [u, E18(1_000_000)]);
    await env.write(lpB, abi.token, 'mint', [u, E18(1_000_000)]);
    for (const spender of [chef, vault]) await env.write(fuel, abi.fuel, 'approve', [spender, max], { from: u });
    await env.write(lpA, abi.token, 'approve', [chef, max], { from: u });
    await env.write(lpB, abi.token, 'approve', [chef, max], { from: u });
  }
  await env.write(fuel, abi.fuel, 'transferOwnership', [chef]);
  return { fuel, chef, bar, vault, lpA, lpB, owner, admin, treasury, users, fuelPerBlock };
}
