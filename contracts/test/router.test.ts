import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  decodeEventLog,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  getCreate2Address,
  keccak256,
  parseEther,
  toHex,
  zeroAddress,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import {
  PAIR_INIT_CODE_HASH,
  approveAll,
  artifacts,
  balanceOf,
  deadline,
  deployTestToken,
  mined,
  pairOf,
  pairState,
  reservesFor,
  setupEnv,
  type Env,
  type Wallet,
} from './fixtures.ts';
import { amountsIn, amountsOut, getAmountIn, getAmountOut, quote, sqrt, MINIMUM_LIQUIDITY } from './model.ts';

const routerAbi = artifacts.FuelRouter.abi;
const pairAbi = artifacts.FuelPair.abi;
const factoryAbi = artifacts.FuelFactory.abi;
const erc20Abi = artifacts.TestToken.abi;

let env: Env;
let router: Address;
let wbnb: Address;
let A: Address;
let B: Address;
let C: Address;
let lp: Wallet; // liquidity provider
let trader: Wallet;
let snapshot: Hex;

const E = (n: number | string) => parseEther(String(n));

function gasCost(r: TransactionReceipt): bigint {
  return r.gasUsed * r.effectiveGasPrice;
}

async function nativeBalance(a: Address): Promise<bigint> {
  return env.publicClient.getBalance({ address: a });
}

async function addLiquidity(w: Wallet, tokenA: Address, tokenB: Address, amountA: bigint, amountB: bigint) {
  return mined(
    env,
    w.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [tokenA, tokenB, amountA, amountB, 0n, 0n, w.account.address, await deadline(env)],
    }),
  );
}

beforeAll(async () => {
  env = await setupEnv();
  router = env.core.router;
  wbnb = env.core.wbnb;
  lp = env.wallets[1]!;
  trader = env.wallets[2]!;
  const holders = [env.accounts[1]!, env.accounts[2]!, env.accounts[3]!];
  A = await deployTestToken(env, 'AAA', { mintTo: holders });
  B = await deployTestToken(env, 'BBB', { mintTo: holders });
  C = await deployTestToken(env, 'CCC', { mintTo: holders });
  for (const t of [A, B, C]) await approveAll(env, t, router, [lp, trader, env.wallets[3]!]);
  // Pools: A/B 1000:2000, B/C 5000:1000, A/WBNB 1000:10
  await addLiquidity(lp, A, B, E(1000), E(2000));
  await addLiquidity(lp, B, C, E(5000), E(1000));
  await mined(
    env,
    lp.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [A, E(1000), 0n, 0n, lp.account.address, await deadline(env)],
      value: E(10),
    }),
  );
});

afterAll(async () => {
  await env?.stop();
});

beforeEach(async () => {
  snapshot = await env.testClient.snapshot();
});

afterEach(async () => {
  await env.testClient.revert({ id: snapshot });
});

describe('deployment', () => {
  it('uses one pair init code hash in the build, the factory and the router', async () => {
    expect(keccak256(artifacts.FuelPair.bytecode)).toBe(PAIR_INIT_CODE_HASH);
    const [routerHash, factoryHash, weth, factory] = await Promise.all([
      env.publicClient.readContract({ address: router, abi: routerAbi, functionName: 'pairCodeHash' }),
      env.publicClient.readContract({ address: env.core.factory, abi: factoryAbi, functionName: 'INIT_CODE_PAIR_HASH' }),
      env.publicClient.readContract({ address: router, abi: routerAbi, functionName: 'WETH' }),
      env.publicClient.readContract({ address: router, abi: routerAbi, functionName: 'factory' }),
    ]);
    expect(routerHash).toBe(PAIR_INIT_CODE_HASH);
    expect(factoryHash).toBe(PAIR_INIT_CODE_HASH);
    expect(weth).toBe(getAddress(wbnb));
    expect(factory).toBe(getAddress(env.core.factory));
  });

  it('sets feeTo and keeps the deployer as feeToSetter', async () => {
    const [feeTo, setter] = await Promise.all([
      env.publicClient.readContract({ address: env.core.factory, abi: factoryAbi, functionName: 'feeTo' }),
      env.publicClient.readContract({ address: env.core.factory, abi: factoryAbi, functionName: 'feeToSetter' }),
    ]);
    expect(feeTo).toBe(env.accounts[9]);
    expect(setter).toBe(env.accounts[0]);
  });
});

describe('factory', () => {
  it('creates pairs at their CREATE2 address and emits PairCreated', async () => {
    const before = await env.publicClient.readContract({
      address: env.core.factory,
      abi: factoryAbi,
      functionName: 'allPairsLength',
    });
    const receipt = await mined(
      env,
      env.deployer.writeContract({ address: env.core.factory, abi: factoryAbi, functionName: 'createPair', args: [C, A] }),
    );
    const [token0, token1] = A.toLowerCase() < C.toLowerCase() ? [A, C] : [C, A];
    const expected = getCreate2Address({
      from: env.core.factory,
      salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
      bytecodeHash: PAIR_INIT_CODE_HASH,
    });
    expect(await pairOf(env, A, C)).toBe(expected);
    expect(await pairOf(env, C, A)).toBe(expected);
    const log = receipt.logs.find((l) => l.address.toLowerCase() === env.core.factory.toLowerCase())!;
    const ev = decodeEventLog({ abi: factoryAbi, data: log.data, topics: log.topics });
    expect(ev.eventName).toBe('PairCreated');
    expect(ev.args).toEqual([getAddress(token0), getAddress(token1), expected, before + 1n]);
    const s = await pairState(env, expected);
    expect([s.token0, s.token1]).toEqual([getAddress(token0), getAddress(token1)]);
  });

  it('rejects duplicate, identical and zero-address pairs', async () => {
    const create = (a: Address, b: Address) =>
      env.publicClient.simulateContract({
        account: env.accounts[0],
        address: env.core.factory,
        abi: factoryAbi,
        functionName: 'createPair',
        args: [a, b],
      });
    await expect(create(B, A)).rejects.toThrow('Fuel: PAIR_EXISTS');
    await expect(create(A, A)).rejects.toThrow('Fuel: IDENTICAL_ADDRESSES');
    await expect(create(A, zeroAddress)).rejects.toThrow('Fuel: ZERO_ADDRESS');
  });

  it('lets only feeToSetter change feeTo and feeToSetter', async () => {
    await expect(
      env.publicClient.simulateContract({
        account: env.accounts[1],
        address: env.core.factory,
        abi: factoryAbi,
        functionName: 'setFeeTo',
        args: [env.accounts[1]!],
      }),
    ).rejects.toThrow('Fuel: FORBIDDEN');
    await mined(
      env,
      env.deployer.writeContract({
        address: env.core.factory,
        abi: factoryAbi,
        functionName: 'setFeeToSetter',
        args: [env.accounts[1]!],
      }),
    );
    await mined(env, lp.writeContract({ address: env.core.factory, abi: factoryAbi, functionName: 'setFeeTo', args: [zeroAddress] }));
    expect(await env.publicClient.readContract({ address: env.core.factory, abi: factoryAbi, functionName: 'feeTo' })).toBe(zeroAddress);
  });
});

describe('LP token', () => {
  it('has the FuelSwap LP metadata and an EIP-712 domain for its own address', async () => {
    const pair = await pairOf(env, A, B);
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'MINIMUM_LIQUIDITY' | 'PERMIT_TYPEHASH' | 'DOMAIN_SEPARATOR'>(
      functionName: F,
    ) => env.publicClient.readContract({ address: pair, abi: pairAbi, functionName });
    expect(await read('name')).toBe('FuelSwap LPs');
    expect(await read('symbol')).toBe('Fuel-LP');
    expect(await read('decimals')).toBe(18);
    expect(await read('MINIMUM_LIQUIDITY')).toBe(1000n);
    expect(await read('PERMIT_TYPEHASH')).toBe(
      keccak256(toHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)')),
    );
    const domain = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
        [
          keccak256(toHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)')),
          keccak256(toHex('FuelSwap LPs')),
          keccak256(toHex('1')),
          31337n,
          pair,
        ],
      ),
    );
    expect(await read('DOMAIN_SEPARATOR')).toBe(domain);
  });
});

describe('liquidity', () => {
  it('mints sqrt(a*b) - MINIMUM_LIQUIDITY on the first deposit and locks the minimum at address(0)', async () => {
    const X = await deployTestToken(env, 'XXX', { mintTo: [lp.account.address] });
    await approveAll(env, X, router, [lp]);
    const receipt = await addLiquidity(lp, X, A, E(4), E(9));
    const pair = await pairOf(env, X, A);
    const expected = sqrt(E(4) * E(9)) - MINIMUM_LIQUIDITY;
    expect(expected).toBe(E(6) - 1000n);
    expect(await balanceOf(env, pair, lp.account.address)).toBe(expected);
    expect(await balanceOf(env, pair, zeroAddress)).toBe(MINIMUM_LIQUIDITY);
    const s = await pairState(env, pair);
    expect(s.totalSupply).toBe(E(6));
    expect(s.token0.toLowerCase() === X.toLowerCase() ? [s.reserve0, s.reserve1] : [s.reserve1, s.reserve0]).toEqual([E(4), E(9)]);
    const names = receipt.logs
      .filter((l) => l.address.toLowerCase() === pair.toLowerCase())
      .map((l) => decodeEventLog({ abi: pairAbi, data: l.data, topics: l.topics }).eventName);
    expect(names).toEqual(['Transfer', 'Transfer', 'Sync', 'Mint']);
  });

  it('rejects a first deposit that does not exceed MINIMUM_LIQUIDITY', async () => {
    const X = await deployTestToken(env, 'XXX', { mintTo: [lp.account.address] });
    await approveAll(env, X, router, [lp]);
    await expect(
      env.publicClient.simulateContract({
        account: lp.account,
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [X, A, 1000n, 1000n, 0n, 0n, lp.account.address, await deadline(env)],
      }),
    ).rejects.toThrow('Fuel: INSUFFICIENT_LIQUIDITY_MINTED');
  });

  it('adds at the pool ratio using quote and enforces the minimums', async () => {
    const [rA, rB] = await reservesFor(env, A, B);
    const pair = await pairOf(env, A, B);
    const before = await pairState(env, pair);
    // B desired is generous: A is used in full and B at the quoted amount
    const amountBOptimal = quote(E(10), rA, rB);
    const sim = await env.publicClient.simulateContract({
      account: trader.account,
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [A, B, E(10), E(100), E(10), amountBOptimal, trader.account.address, await deadline(env)],
    });
    // feeTo is set, but no swap happened since the last mint, so no protocol fee is minted
    const expectedLiquidity = (E(10) * before.totalSupply) / rA;
    expect(sim.result).toEqual([E(10), amountBOptimal, expectedLiquidity]);
    await mined(env, trader.writeContract(sim.request));
    expect(await balanceOf(env, pair, trader.account.address)).toBe(expectedLiquidity);

    const dl = await deadline(env);
    await expect(
      env.publicClient.simulateContract({
        account: trader.account,
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [A, B, E(10), E(100), 0n, E(21), trader.account.address, dl],
      }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_B_AMOUNT');
    await expect(
      env.publicClient.simulateContract({
        account: trader.account,
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [A, B, E(100), E(10), E(6), 0n, trader.account.address, dl],
      }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_A_AMOUNT');
  });

  it('removes liquidity pro rata and enforces the minimums', async () => {
    const pair = await pairOf(env, A, B);
    await approveAll(env, pair, router, [lp]);
    const s = await pairState(env, pair);
    const liquidity = (await balanceOf(env, pair, lp.account.address)) / 4n;
    const tokenAIs0 = s.token0.toLowerCase() === A.toLowerCase();
    const [rA, rB] = tokenAIs0 ? [s.reserve0, s.reserve1] : [s.reserve1, s.reserve0];
    const expectedA = (liquidity * rA) / s.totalSupply;
    const expectedB = (liquidity * rB) / s.totalSupply;
    const dl = await deadline(env);
    await expect(
      env.publicClient.simulateContract({
        account: lp.account,
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidity',
        args: [A, B, liquidity, expectedA + 1n, 0n, lp.account.address, dl],
      }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_A_AMOUNT');
    await expect(
      env.publicClient.simulateContract({
        account: lp.account,
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidity',
        args: [A, B, liquidity, 0n, expectedB + 1n, lp.account.address, dl],
      }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_B_AMOUNT');
    const aBefore = await balanceOf(env, A, env.accounts[5]!);
    const sim = await env.publicClient.simulateContract({
      account: lp.account,
      address: router,
      abi: routerAbi,
      functionName: 'removeLiquidity',
      args: [A, B, liquidity, expectedA, expectedB, env.accounts[5]!, dl],
    });
    expect(sim.result).toEqual([expectedA, expectedB]);
    await mined(env, lp.writeContract(sim.request));
    expect((await balanceOf(env, A, env.accounts[5]!)) - aBefore).toBe(expectedA);
    expect(await balanceOf(env, B, env.accounts[5]!)).toBe(expectedB);
    expect((await pairState(env, pair)).totalSupply).toBe(s.totalSupply - liquidity);
  });

  it('adds and removes native-coin liquidity, refunding unused BNB', async () => {
    const [rA, rW] = await reservesFor(env, A, wbnb);
    const bnbNeeded = quote(E(100), rA, rW); // 1 BNB
    const before = await nativeBalance(trader.account.address);
    const receipt = await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [A, E(100), 0n, 0n, trader.account.address, await deadline(env)],
        value: E(5),
      }),
    );
    expect(before - (await nativeBalance(trader.account.address))).toBe(bnbNeeded + gasCost(receipt));
    expect(await reservesFor(env, A, wbnb)).toEqual([rA + E(100), rW + bnbNeeded]);

    const pair = await pairOf(env, A, wbnb);
    await approveAll(env, pair, router, [trader]);
    const liquidity = await balanceOf(env, pair, trader.account.address);
    const s = await pairState(env, pair);
    const wbnbIs0 = s.token0.toLowerCase() === wbnb.toLowerCase();
    const expectedEth = (liquidity * (wbnbIs0 ? s.reserve0 : s.reserve1)) / s.totalSupply;
    const expectedToken = (liquidity * (wbnbIs0 ? s.reserve1 : s.reserve0)) / s.totalSupply;
    const recipient = env.accounts[6]!;
    const ethBefore = await nativeBalance(recipient);
    const aBefore = await balanceOf(env, A, recipient);
    await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityETH',
        args: [A, liquidity, expectedToken, expectedEth, recipient, await deadline(env)],
      }),
    );
    expect((await nativeBalance(recipient)) - ethBefore).toBe(expectedEth);
    expect((await balanceOf(env, A, recipient)) - aBefore).toBe(expectedToken);
  });
});

describe('pricing', () => {
  it('quote, getAmountOut and getAmountIn give the documented values', async () => {
    const read = async (
      functionName: 'quote' | 'getAmountOut' | 'getAmountIn',
      args: readonly [bigint, bigint, bigint],
    ): Promise<bigint> => {
      const common = { address: router, abi: routerAbi, args } as const;
      if (functionName === 'quote') return env.publicClient.readContract({ ...common, functionName: 'quote' });
      if (functionName === 'getAmountOut') return env.publicClient.readContract({ ...common, functionName: 'getAmountOut' });
      return env.publicClient.readContract({ ...common, functionName: 'getAmountIn' });
    };
    // 0.25% fee: 1000 in against 1e6/1e6 -> 9975000 * 1e6 / (1e10 + 9975000) = 996
    expect(await read('getAmountOut', [1000n, 1_000_000n, 1_000_000n])).toBe(996n);
    // and 996 out needs 1e6 * 996 * 10000 / (999004 * 9975) + 1 = 1000 in
    expect(await read('getAmountIn', [996n, 1_000_000n, 1_000_000n])).toBe(1000n);
    expect(await read('quote', [E(1), E(100), E(250)])).toBe(E(2.5));
    // 1e18 * 9975 * 200e18 / (100e18 * 10000 + 1e18 * 9975)
    expect(await read('getAmountOut', [E(1), E(100), E(200)])).toBe(1_975_296_418_228_173_964n);
    for (const [x, rIn, rOut] of [
      [1n, 10n ** 18n, 10n ** 18n],
      [E(3), E(1000), E(7)],
      [123_456_789n, 987_654_321_000n, 55_555_555_555_555n],
    ] as const) {
      expect(await read('getAmountOut', [x, rIn, rOut])).toBe(getAmountOut(x, rIn, rOut));
      expect(await read('getAmountIn', [x, rOut, rIn])).toBe(getAmountIn(x, rOut, rIn));
      expect(await read('quote', [x, rIn, rOut])).toBe(quote(x, rIn, rOut));
    }
    await expect(read('getAmountOut', [0n, 1n, 1n])).rejects.toThrow('FuelLibrary: INSUFFICIENT_INPUT_AMOUNT');
    await expect(read('getAmountIn', [10n, 100n, 10n])).rejects.toThrow('FuelLibrary: INSUFFICIENT_LIQUIDITY');
    await expect(read('quote', [1n, 0n, 1n])).rejects.toThrow('FuelLibrary: INSUFFICIENT_LIQUIDITY');
  });

  it('getAmountsOut and getAmountsIn chain the hops exactly', async () => {
    const hops = [await reservesFor(env, A, B), await reservesFor(env, B, C)] as const;
    const out = await env.publicClient.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [E(5), [A, B, C]],
    });
    expect(out).toEqual(amountsOut(E(5), hops));
    const inn = await env.publicClient.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsIn',
      args: [E(1), [A, B, C]],
    });
    expect(inn).toEqual(amountsIn(E(1), hops));
    await expect(
      env.publicClient.readContract({ address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [E(1), [A]] }),
    ).rejects.toThrow('FuelLibrary: INVALID_PATH');
  });
});

describe('swaps', () => {
  it('swapExactTokensForTokens over two hops pays exactly getAmountsOut', async () => {
    const expected = amountsOut(E(5), [await reservesFor(env, A, B), await reservesFor(env, B, C)]);
    const to = env.accounts[7]!;
    const aBefore = await balanceOf(env, A, trader.account.address);
    const receipt = await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [E(5), expected[2]!, [A, B, C], to, await deadline(env)],
      }),
    );
    expect(aBefore - (await balanceOf(env, A, trader.account.address))).toBe(E(5));
    expect(await balanceOf(env, C, to)).toBe(expected[2]);
    const pairAB = await pairOf(env, A, B);
    const swapLog = receipt.logs
      .filter((l) => l.address.toLowerCase() === pairAB.toLowerCase())
      .map((l) => decodeEventLog({ abi: pairAbi, data: l.data, topics: l.topics }))
      .find((e) => e.eventName === 'Swap');
    expect(swapLog?.args).toMatchObject({ sender: getAddress(router), to: await pairOf(env, B, C) });
  });

  it('swapTokensForExactTokens takes exactly getAmountsIn', async () => {
    const expected = amountsIn(E(2), [await reservesFor(env, A, B)]);
    const to = env.accounts[7]!;
    const aBefore = await balanceOf(env, A, trader.account.address);
    await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapTokensForExactTokens',
        args: [E(2), expected[0]!, [A, B], to, await deadline(env)],
      }),
    );
    expect(aBefore - (await balanceOf(env, A, trader.account.address))).toBe(expected[0]);
    expect(await balanceOf(env, B, to)).toBe(E(2));
  });

  it('swaps native coin both ways with all four ETH variants', async () => {
    const to = env.accounts[8]!;
    const dl = await deadline(env);
    // swapExactETHForTokens
    let expected = amountsOut(E(0.5), [await reservesFor(env, wbnb, A)]);
    await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [expected[1]!, [wbnb, A], to, dl],
        value: E(0.5),
      }),
    );
    expect(await balanceOf(env, A, to)).toBe(expected[1]);

    // swapETHForExactTokens refunds the excess
    expected = amountsIn(E(10), [await reservesFor(env, wbnb, A)]);
    let before = await nativeBalance(trader.account.address);
    let receipt = await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapETHForExactTokens',
        args: [E(10), [wbnb, A], to, dl],
        value: E(3),
      }),
    );
    expect(before - (await nativeBalance(trader.account.address))).toBe(expected[0]! + gasCost(receipt));

    // swapExactTokensForETH
    expected = amountsOut(E(20), [await reservesFor(env, A, wbnb)]);
    before = await nativeBalance(to);
    await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [E(20), expected[1]!, [A, wbnb], to, dl],
      }),
    );
    expect((await nativeBalance(to)) - before).toBe(expected[1]);

    // swapTokensForExactETH
    expected = amountsIn(E(0.1), [await reservesFor(env, A, wbnb)]);
    before = await nativeBalance(to);
    const aBefore = await balanceOf(env, A, trader.account.address);
    receipt = await mined(
      env,
      trader.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapTokensForExactETH',
        args: [E(0.1), expected[0]!, [A, wbnb], to, dl],
      }),
    );
    expect((await nativeBalance(to)) - before).toBe(E(0.1));
    expect(aBefore - (await balanceOf(env, A, trader.account.address))).toBe(expected[0]);
  });

  it('rejects ETH swaps whose path does not start or end with WBNB', async () => {
    const dl = await deadline(env);
    const base = { account: trader.account, address: router, abi: routerAbi } as const;
    await expect(
      env.publicClient.simulateContract({
        ...base,
        functionName: 'swapExactETHForTokens',
        args: [0n, [A, B], trader.account.address, dl],
        value: E(1),
      }),
    ).rejects.toThrow('FuelRouter: INVALID_PATH');
    await expect(
      env.publicClient.simulateContract({
        ...base,
        functionName: 'swapExactTokensForETH',
        args: [E(1), 0n, [A, B], trader.account.address, dl],
      }),
    ).rejects.toThrow('FuelRouter: INVALID_PATH');
    await expect(
      env.publicClient.simulateContract({
        ...base,
        functionName: 'swapTokensForExactETH',
        args: [E(1), E(1000), [A, B], trader.account.address, dl],
      }),
    ).rejects.toThrow('FuelRouter: INVALID_PATH');
    await expect(
      env.publicClient.simulateContract({
        ...base,
        functionName: 'swapETHForExactTokens',
        args: [E(1), [A, B], trader.account.address, dl],
        value: E(1),
      }),
    ).rejects.toThrow('FuelRouter: INVALID_PATH');
  });
});

describe('deadlines and slippage', () => {
  it('reverts with FuelRouter: EXPIRED once the deadline has passed', async () => {
    const block = await env.publicClient.getBlock();
    const past = block.timestamp - 1n;
    const base = { account: trader.account, address: router, abi: routerAbi } as const;
    const to = trader.account.address;
    const calls = [
      () => env.publicClient.simulateContract({ ...base, functionName: 'swapExactTokensForTokens', args: [E(1), 0n, [A, B], to, past] }),
      () => env.publicClient.simulateContract({ ...base, functionName: 'swapTokensForExactTokens', args: [E(1), E(9), [A, B], to, past] }),
      () =>
        env.publicClient.simulateContract({ ...base, functionName: 'swapExactETHForTokens', args: [0n, [wbnb, A], to, past], value: 1n }),
      () => env.publicClient.simulateContract({ ...base, functionName: 'addLiquidity', args: [A, B, E(1), E(2), 0n, 0n, to, past] }),
      () => env.publicClient.simulateContract({ ...base, functionName: 'removeLiquidity', args: [A, B, 1n, 0n, 0n, to, past] }),
      () =>
        env.publicClient.simulateContract({
          ...base,
          functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
          args: [E(1), 0n, [A, B], to, past],
        }),
    ];
    for (const c of calls) await expect(c()).rejects.toThrow('FuelRouter: EXPIRED');
    // the deadline itself is still valid: a transaction mined at exactly `deadline` succeeds
    const next = block.timestamp + 100n;
    await env.testClient.setNextBlockTimestamp({ timestamp: next });
    await mined(
      env,
      // explicit gas: anvil estimates at the current time, where the price accumulators are not written
      trader.writeContract({ ...base, functionName: 'swapExactTokensForTokens', args: [E(1), 0n, [A, B], to, next], gas: 500_000n }),
    );
  });

  it('reverts with the slippage reasons when limits are not met', async () => {
    const dl = await deadline(env);
    const to = trader.account.address;
    const base = { account: trader.account, address: router, abi: routerAbi } as const;
    const out = amountsOut(E(1), [await reservesFor(env, A, B)])[1]!;
    await expect(
      env.publicClient.simulateContract({ ...base, functionName: 'swapExactTokensForTokens', args: [E(1), out + 1n, [A, B], to, dl] }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    const need = amountsIn(E(1), [await reservesFor(env, A, B)])[0]!;
    await expect(
      env.publicClient.simulateContract({ ...base, functionName: 'swapTokensForExactTokens', args: [E(1), need - 1n, [A, B], to, dl] }),
    ).rejects.toThrow('FuelRouter: EXCESSIVE_INPUT_AMOUNT');
    const needEth = amountsIn(E(1), [await reservesFor(env, wbnb, A)])[0]!;
    await expect(
      env.publicClient.simulateContract({
        ...base,
        functionName: 'swapETHForExactTokens',
        args: [E(1), [wbnb, A], to, dl],
        value: needEth - 1n,
      }),
    ).rejects.toThrow('FuelRouter: EXCESSIVE_INPUT_AMOUNT');
    await expect(
      env.publicClient.simulateContract({
        ...base,
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [E(1), out + 1n, [A, B], to, dl],
      }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    // and the exact limits pass
    await mined(env, trader.writeContract({ ...base, functionName: 'swapExactTokensForTokens', args: [E(1), out, [A, B], to, dl] }));
  });
});

describe('pair', () => {
  it('enforces K with the 0.25% fee: one wei more than getAmountOut reverts with Fuel: K', async () => {
    const pair = await pairOf(env, A, B);
    const s = await pairState(env, pair);
    const aIs0 = s.token0.toLowerCase() === A.toLowerCase();
    const [rA, rB] = aIs0 ? [s.reserve0, s.reserve1] : [s.reserve1, s.reserve0];
    await mined(env, trader.writeContract({ address: A, abi: erc20Abi, functionName: 'transfer', args: [pair, E(1)] }));
    const out = getAmountOut(E(1), rA, rB);
    const args = (o: bigint) =>
      aIs0 ? ([0n, o, trader.account.address, '0x'] as const) : ([o, 0n, trader.account.address, '0x'] as const);
    await expect(
      env.publicClient.simulateContract({
        account: trader.account,
        address: pair,
        abi: pairAbi,
        functionName: 'swap',
        args: args(out + 1n),
      }),
    ).rejects.toThrow('Fuel: K');
    await mined(env, trader.writeContract({ address: pair, abi: pairAbi, functionName: 'swap', args: args(out) }));
    expect(await reservesFor(env, A, B)).toEqual([rA + E(1), rB - out]);
  });

  it('rejects empty, oversized and self-targeted swaps', async () => {
    const pair = await pairOf(env, A, B);
    const s = await pairState(env, pair);
    const sim = (args: readonly [bigint, bigint, Address, Hex]) =>
      env.publicClient.simulateContract({ account: trader.account, address: pair, abi: pairAbi, functionName: 'swap', args });
    await expect(sim([0n, 0n, trader.account.address, '0x'])).rejects.toThrow('Fuel: INSUFFICIENT_OUTPUT_AMOUNT');
    await expect(sim([s.reserve0, 0n, trader.account.address, '0x'])).rejects.toThrow('Fuel: INSUFFICIENT_LIQUIDITY');
    await expect(sim([1n, 0n, s.token0, '0x'])).rejects.toThrow('Fuel: INVALID_TO');
    await expect(sim([1n, 0n, trader.account.address, '0x'])).rejects.toThrow('Fuel: INSUFFICIENT_INPUT_AMOUNT');
  });

  it('skim sends the excess away and sync absorbs it', async () => {
    const pair = await pairOf(env, A, B);
    const [rA, rB] = await reservesFor(env, A, B);
    await mined(env, trader.writeContract({ address: A, abi: erc20Abi, functionName: 'transfer', args: [pair, E(3)] }));
    const to = env.accounts[4]!;
    await mined(env, trader.writeContract({ address: pair, abi: pairAbi, functionName: 'skim', args: [to] }));
    expect(await balanceOf(env, A, to)).toBe(E(3));
    await mined(env, trader.writeContract({ address: A, abi: erc20Abi, functionName: 'transfer', args: [pair, E(2)] }));
    await mined(env, trader.writeContract({ address: pair, abi: pairAbi, functionName: 'sync' }));
    expect(await reservesFor(env, A, B)).toEqual([rA + E(2), rB]);
  });

  it('accumulates price0CumulativeLast as reserve1/reserve0 in UQ112x112 times elapsed seconds', async () => {
    const pair = await pairOf(env, A, B);
    const readState = async () => {
      const [reserves, p0, p1] = await Promise.all([
        env.publicClient.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
        env.publicClient.readContract({ address: pair, abi: pairAbi, functionName: 'price0CumulativeLast' }),
        env.publicClient.readContract({ address: pair, abi: pairAbi, functionName: 'price1CumulativeLast' }),
      ]);
      return { r0: reserves[0], r1: reserves[1], t: BigInt(reserves[2]), p0, p1 };
    };
    const s0 = await readState();
    await env.testClient.setNextBlockTimestamp({ timestamp: s0.t + 1000n });
    await mined(env, trader.writeContract({ address: pair, abi: pairAbi, functionName: 'sync', gas: 300_000n }));
    const s1 = await readState();
    expect(s1.t).toBe(s0.t + 1000n);
    expect(s1.p0 - s0.p0).toBe(((s0.r1 << 112n) / s0.r0) * 1000n);
    expect(s1.p1 - s0.p1).toBe(((s0.r0 << 112n) / s0.r1) * 1000n);
  });
});

describe('Multicall3', () => {
  it('answers viem multicall (aggregate3) with the deployed address', async () => {
    const pair = await pairOf(env, A, B);
    const [reserves, balance, decimals, eth, failing] = await env.publicClient.multicall({
      multicallAddress: env.core.multicall3,
      allowFailure: true,
      contracts: [
        { address: pair, abi: pairAbi, functionName: 'getReserves' },
        { address: A, abi: erc20Abi, functionName: 'balanceOf', args: [lp.account.address] },
        { address: A, abi: erc20Abi, functionName: 'decimals' },
        {
          address: env.core.multicall3,
          abi: artifacts.Multicall3.abi,
          functionName: 'getEthBalance',
          args: [lp.account.address],
        },
        { address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [E(1), [A]] },
      ],
    });
    const s = await pairState(env, pair);
    expect(reserves.status).toBe('success');
    expect(reserves.result?.slice(0, 2)).toEqual([s.reserve0, s.reserve1]);
    expect(balance.result).toBe(await balanceOf(env, A, lp.account.address));
    expect(decimals.result).toBe(18);
    expect(eth.result).toBe(await nativeBalance(lp.account.address));
    expect(failing.status).toBe('failure');
  });

  it('works as the chain contract viem finds on its own, and its block getters answer', async () => {
    const { createPublicClient, http } = await import('viem');
    const chain = {
      ...env.chain,
      contracts: { multicall3: { address: env.core.multicall3, blockCreated: Number(env.core.blocks.multicall3) } },
    };
    const client = createPublicClient({ chain, transport: http(env.anvil.url) });
    const mc = { address: env.core.multicall3, abi: artifacts.Multicall3.abi } as const;
    const results = await client.multicall({
      allowFailure: false,
      contracts: [
        { ...mc, functionName: 'getChainId' },
        { ...mc, functionName: 'getBlockNumber' },
        { ...mc, functionName: 'getCurrentBlockTimestamp' },
        { ...mc, functionName: 'getCurrentBlockGasLimit' },
        { ...mc, functionName: 'getBasefee' },
        { ...mc, functionName: 'getLastBlockHash' },
      ],
    });
    const block = await client.getBlock();
    expect(results[0]).toBe(31337n);
    expect(results[1]).toBe(block.number);
    expect(results[2]).toBe(block.timestamp);
    // eth_call runs with the call's own gas limit and base fee, so only check these answer
    expect(results[3]).toBeGreaterThan(0n);
    expect(typeof results[4]).toBe('bigint');
    expect(results[5]).toBe(block.parentHash);
    // the aggregate functions are payable (as in the reference ABI), so call them through simulateContract
    const { result: agg } = await client.simulateContract({
      ...mc,
      functionName: 'aggregate',
      args: [[{ target: A, callData: '0x313ce567' }]],
    });
    expect(agg[0]).toBe(block.number);
    expect(BigInt(agg[1][0]!)).toBe(18n);
    await expect(
      client.simulateContract({
        ...mc,
        functionName: 'aggregate3',
        args: [[{ target: router, allowFailure: false, callData: '0xdeadbeef' }]],
      }),
    ).rejects.toThrow('Multicall3: call failed');
    const {
      result: [bn, bh, res],
    } = await client.simulateContract({
      ...mc,
      functionName: 'tryBlockAndAggregate',
      args: [false, [{ target: router, callData: '0xdeadbeef' }]],
    });
    expect(bn).toBe(block.number);
    expect(bh).toMatch(/^0x[0-9a-f]{64}$/);
    expect(res[0]?.success).toBe(false);
  });
});
