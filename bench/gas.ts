/**
 * Gas of the day-to-day exchange operations: FuelSwap's contracts beside
 * Uniswap V2's own, deployed from their published npm build artifacts
 * (@uniswap/v2-core 1.0.1, @uniswap/v2-periphery 1.1.0-beta.0) on the same
 * anvil, with the protocol fee switched on in both, the same tokens (our
 * TestToken), the same reserves and the same trades, each in its own block
 * 3 s after the last (so the price accumulators are written as on a live
 * chain). Prints gas per operation and the ratio ours / Uniswap's.
 *
 *   npx tsx bench/gas.ts
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  maxUint256,
  parseEther,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { createRequire } from 'node:module';
import { build } from '../contracts/scripts/build.ts';
import { startAnvil } from '../contracts/scripts/anvil.ts';

const require = createRequire(import.meta.url);
interface UniArtifact {
  abi: Abi;
  bytecode?: string;
  evm?: { bytecode: { object: string } };
}
function uni(path: string): { abi: Abi; bytecode: Hex } {
  const a = require(path) as UniArtifact;
  const raw = a.bytecode ?? a.evm?.bytecode.object ?? '';
  return { abi: a.abi, bytecode: (raw.startsWith('0x') ? raw : `0x${raw}`) as Hex };
}

const MNEMONIC = 'test test test test test test test test test test test junk';

export async function benchGas(): Promise<string[]> {
  await build({ quiet: true });
  const { artifacts } = await import('../contracts/generated/artifacts.ts');
  const { deployCore } = await import('../contracts/scripts/deploy-core.ts');
  const anvil = await startAnvil({ args: ['--gas-limit', '100000000'] });
  try {
    const chain = defineChain({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    });
    const transport = http(anvil.url, { retryCount: 0 });
    const pub = createPublicClient({ chain, transport, pollingInterval: 20 });
    const test = createTestClient({ chain, transport, mode: 'anvil' });
    const [deployerAcc, userAcc, feeAcc] = [0, 1, 9].map((i) => mnemonicToAccount(MNEMONIC, { addressIndex: i }));
    const deployer = createWalletClient({ chain, transport, account: deployerAcc! });
    const user = createWalletClient({ chain, transport, account: userAcc! });
    const me = userAcc!.address;

    const send = async (p: Promise<Hex>) => {
      const r = await pub.waitForTransactionReceipt({ hash: await p, pollingInterval: 20 });
      if (r.status !== 'success') throw new Error(`transaction ${r.transactionHash} reverted`);
      return r;
    };
    const deploy = async (abi: Abi, bytecode: Hex, args: unknown[] = []): Promise<Address> => {
      const r = await send(deployer.deployContract({ abi, bytecode, args }));
      return r.contractAddress!;
    };

    // Tokens shared by both exchanges.
    const token = artifacts.TestToken;
    const tokens: Address[] = [];
    for (const sym of ['A', 'B', 'C']) tokens.push(await deploy(token.abi as Abi, token.bytecode as Hex, [sym, sym, 18]));
    const [A, B, C] = tokens as [Address, Address, Address];
    for (const t of tokens)
      await send(deployer.writeContract({ address: t, abi: token.abi as Abi, functionName: 'mint', args: [me, 10n ** 30n] }));

    // FuelSwap.
    const ours = await deployCore(deployer, pub, { feeTo: feeAcc!.address });
    // Uniswap V2 from its published build.
    const weth9 = uni('@uniswap/v2-periphery/build/WETH9.json');
    const uFactoryArt = uni('@uniswap/v2-core/build/UniswapV2Factory.json');
    const uRouterArt = uni('@uniswap/v2-periphery/build/UniswapV2Router02.json');
    const uWeth = await deploy(weth9.abi, weth9.bytecode);
    const uFactory = await deploy(uFactoryArt.abi, uFactoryArt.bytecode, [deployerAcc!.address]);
    await send(deployer.writeContract({ address: uFactory, abi: uFactoryArt.abi, functionName: 'setFeeTo', args: [feeAcc!.address] }));
    const uRouter = await deploy(uRouterArt.abi, uRouterArt.bytecode, [uFactory, uWeth]);

    const routerAbi = uRouterArt.abi; // the same Router02 function set on both sides
    const stacks = [
      { name: 'FuelSwap', router: ours.router, weth: ours.wbnb },
      { name: 'Uniswap V2', router: uRouter, weth: uWeth },
    ];
    const gas: Record<string, Record<string, bigint>> = {};
    const tick = async () => {
      await test.increaseTime({ seconds: 3 });
    };

    for (const s of stacks) {
      gas[s.name] = {};
      const r = (functionName: string, args: unknown[], value?: bigint) =>
        send(user.writeContract({ address: s.router, abi: routerAbi, functionName, args, ...(value ? { value } : {}) }));
      const deadline = 2n ** 40n;
      for (const t of tokens)
        await send(user.writeContract({ address: t, abi: token.abi as Abi, functionName: 'approve', args: [s.router, maxUint256] }));
      // Pools: A-B, B-C, A-WETH, each seeded and traded once so every slot is warm, as on a live pair.
      await r('addLiquidity', [A, B, parseEther('1000000'), parseEther('2000000'), 0n, 0n, me, deadline]);
      await r('addLiquidity', [B, C, parseEther('1000000'), parseEther('1000000'), 0n, 0n, me, deadline]);
      await r('addLiquidityETH', [A, parseEther('100000'), 0n, 0n, me, deadline], parseEther('1000'));
      for (const path of [
        [A, B],
        [B, C],
        [s.weth, A],
      ]) {
        await tick();
        if (path[0] === s.weth) await r('swapExactETHForTokens', [0n, path, me, deadline], parseEther('1'));
        else await r('swapExactTokensForTokens', [parseEther('10'), 0n, path, me, deadline]);
      }
      const measure = async (op: string, run: () => Promise<{ gasUsed: bigint }>) => {
        await tick();
        gas[s.name]![op] = (await run()).gasUsed;
      };
      await measure('swap, 1 hop', () => r('swapExactTokensForTokens', [parseEther('100'), 0n, [A, B], me, deadline]));
      await measure('swap, 2 hops', () => r('swapExactTokensForTokens', [parseEther('100'), 0n, [A, B, C], me, deadline]));
      await measure('swap, BNB in', () => r('swapExactETHForTokens', [0n, [s.weth, A], me, deadline], parseEther('1')));
      await measure('swap, BNB out', () => r('swapExactTokensForETH', [parseEther('100'), 0n, [A, s.weth], me, deadline]));
      await measure('add liquidity', () => r('addLiquidity', [A, B, parseEther('1000'), parseEther('2000'), 0n, 0n, me, deadline]));
      const factory = s.name === 'FuelSwap' ? ours.factory : uFactory;
      const pair = (await pub.readContract({ address: factory, abi: uFactoryArt.abi, functionName: 'getPair', args: [A, B] })) as Address;
      const lp = (await pub.readContract({ address: pair, abi: token.abi as Abi, functionName: 'balanceOf', args: [me] })) as bigint;
      await send(user.writeContract({ address: pair, abi: token.abi as Abi, functionName: 'approve', args: [s.router, maxUint256] }));
      await measure('remove liquidity', () => r('removeLiquidity', [A, B, lp / 10n, 0n, 0n, me, deadline]));
    }

    const lines = ['  operation          FuelSwap   Uniswap V2   ratio (≤ 1.00 is the goal)'];
    let worst = 0;
    for (const op of Object.keys(gas.FuelSwap!)) {
      const a = gas.FuelSwap![op]!;
      const b = gas['Uniswap V2']![op]!;
      const ratio = Number((a * 10000n) / b) / 10000;
      worst = Math.max(worst, ratio);
      lines.push(`  ${op.padEnd(18)} ${a.toString().padStart(8)}   ${b.toString().padStart(10)}   ${ratio.toFixed(3)}x`);
    }
    lines.push(`  worst ratio: ${worst.toFixed(3)}x of Uniswap V2's gas`);
    return lines;
  } finally {
    await anvil.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const l of await benchGas()) console.log(l);
}
