import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeEventLog, getAddress, parseEther, type Address, type Hex } from 'viem';
import {
  approveAll,
  artifacts,
  balanceOf,
  deadline,
  deployContract,
  deployTestToken,
  mined,
  pairOf,
  reservesFor,
  setupEnv,
  type Env,
  type Wallet,
} from './fixtures.ts';
import { getAmountOut, TaxedTokenModel } from './model.ts';

const taxAbi = artifacts.TaxedToken.abi;
const routerAbi = artifacts.FuelRouter.abi;

let env: Env;
let router: Address;
let wbnb: Address;
let TAX: Address;
let A: Address;
let owner: Wallet;
let holder: Wallet;
let snapshot: Hex;

const SUPPLY = parseEther('1000000000'); // 1e9 tokens
const E = (n: number) => parseEther(String(n));

async function modelFromChain(accounts: Address[]): Promise<TaxedTokenModel> {
  const [rTotal, liquidityWallet] = await Promise.all([
    env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'reflectionTotal' }),
    env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'liquidityWallet' }),
  ]);
  const model = new TaxedTokenModel(SUPPLY, rTotal, liquidityWallet);
  for (const a of new Set([...accounts, liquidityWallet])) {
    model.setReflection(a, await env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'reflectionOf', args: [a] }));
    if (await env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'isExcludedFromFee', args: [a] })) {
      model.excluded.add(a.toLowerCase());
    }
  }
  return model;
}

async function transferTax(from: Wallet, to: Address, amount: bigint) {
  return mined(env, from.writeContract({ address: TAX, abi: taxAbi, functionName: 'transfer', args: [to, amount] }));
}

beforeAll(async () => {
  env = await setupEnv();
  router = env.core.router;
  wbnb = env.core.wbnb;
  owner = env.deployer;
  holder = env.wallets[1]!;
  TAX = await deployContract(env, owner, taxAbi, artifacts.TaxedToken.bytecode, ['Safe Tax', 'TAX', SUPPLY]);
  A = await deployTestToken(env, 'AAA', { mintTo: [owner.account.address, holder.account.address] });
  await approveAll(env, TAX, router, [owner, holder, env.wallets[2]!]);
  await approveAll(env, A, router, [owner, holder]);
  // The owner is excluded from fees, so its liquidity arrives in full.
  const dl = await deadline(env);
  await mined(
    env,
    owner.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [TAX, A, E(1_000_000), E(1000), 0n, 0n, owner.account.address, dl],
    }),
  );
  await mined(
    env,
    owner.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [TAX, E(1_000_000), 0n, 0n, owner.account.address, dl],
      value: E(100),
    }),
  );
  await transferTax(owner, holder.account.address, E(100_000));
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

describe('TaxedToken transfers', () => {
  it('has 18 decimals, the full supply, and the owner and the contract excluded from fees', async () => {
    const read = <F extends 'decimals' | 'totalSupply' | 'name' | 'symbol' | 'liquidityWallet'>(functionName: F) =>
      env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName });
    expect(await read('decimals')).toBe(18);
    expect(await read('totalSupply')).toBe(SUPPLY);
    expect(await read('name')).toBe('Safe Tax');
    expect(await read('symbol')).toBe('TAX');
    expect(await read('liquidityWallet')).toBe(getAddress(TAX));
    for (const a of [owner.account.address, TAX]) {
      expect(await env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'isExcludedFromFee', args: [a] })).toBe(true);
    }
    // fee-free transfer from the owner: exact amount
    expect(await balanceOf(env, TAX, holder.account.address)).toBe(E(100_000));
  });

  it('takes exactly 10%: 90% credited, 5% to the liquidity wallet, 5% reflected to every holder', async () => {
    const observer = env.accounts[4]!;
    const recipient = env.accounts[5]!;
    await transferTax(owner, observer, E(50_000));
    const pair = await pairOf(env, TAX, A);
    const watched = [holder.account.address, recipient, observer, owner.account.address, pair];
    const model = await modelFromChain(watched);
    const observerBefore = await balanceOf(env, TAX, observer);
    const feesBefore = await env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'totalFees' });

    const amount = E(1234.56789);
    const receipt = await transferTax(holder, recipient, amount);
    const split = model.transfer(holder.account.address, recipient, amount);
    expect(split.reflected + split.toLiquidity).toBe((amount * 10n) / 100n);
    expect(split.credited).toBe(amount - (amount * 10n) / 100n);

    const events = receipt.logs.map((l) => decodeEventLog({ abi: taxAbi, data: l.data, topics: l.topics }));
    expect(events.map((e) => [e.eventName, e.args])).toEqual([
      ['Transfer', { from: holder.account.address, to: recipient, value: split.credited }],
      ['Transfer', { from: holder.account.address, to: getAddress(TAX), value: split.toLiquidity }],
      ['Reflected', { from: holder.account.address, amount: split.reflected }],
    ]);
    expect(await env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'totalFees' })).toBe(
      feesBefore + split.reflected,
    );
    expect(await env.publicClient.readContract({ address: TAX, abi: taxAbi, functionName: 'reflectionTotal' })).toBe(model.rTotal);
    // every balance matches the reflection model to the wei
    for (const a of [...watched, TAX]) expect(await balanceOf(env, TAX, a)).toBe(model.balanceOf(a));
    // a holder not involved in the transfer gained its share of the 5%
    const observerAfter = await balanceOf(env, TAX, observer);
    expect(observerAfter).toBeGreaterThan(observerBefore);
    const expectedGain = (split.reflected * observerBefore) / SUPPLY; // first-order share of the reflection
    expect(observerAfter - observerBefore - expectedGain).toBeLessThanOrEqual(expectedGain / 1000n + 1n);
    expect(observerAfter - observerBefore).toBeGreaterThanOrEqual(expectedGain);
    // the recipient got at least its 90% (plus its own share of the reflection)
    expect(await balanceOf(env, TAX, recipient)).toBeGreaterThanOrEqual(split.credited);
  });

  it('skips the fee for excluded senders or recipients, which only the owner can set', async () => {
    await expect(
      env.publicClient.simulateContract({
        account: holder.account,
        address: TAX,
        abi: taxAbi,
        functionName: 'excludeFromFee',
        args: [holder.account.address],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    const recipient = env.accounts[6]!;
    await mined(env, owner.writeContract({ address: TAX, abi: taxAbi, functionName: 'excludeFromFee', args: [recipient] }));
    await transferTax(holder, recipient, E(1000));
    expect(await balanceOf(env, TAX, recipient)).toBe(E(1000));
    await mined(env, owner.writeContract({ address: TAX, abi: taxAbi, functionName: 'includeInFee', args: [recipient] }));
    await transferTax(holder, recipient, E(1000));
    expect(await balanceOf(env, TAX, recipient)).toBeLessThan(E(2000));
    await expect(
      env.publicClient.simulateContract({
        account: holder.account,
        address: TAX,
        abi: taxAbi,
        functionName: 'transfer',
        args: [recipient, (await balanceOf(env, TAX, holder.account.address)) + 1n],
      }),
    ).rejects.toThrow('TaxedToken: TRANSFER_EXCEEDS_BALANCE');
  });

  it('keeps the sum of balances within the total supply over many taxed transfers', async () => {
    const people = [1, 2, 3, 4].map((i) => env.wallets[i]!);
    for (let i = 0; i < 12; i++) {
      const from = people[i % 4]!;
      const bal = await balanceOf(env, TAX, from.account.address);
      if (bal === 0n) continue;
      await transferTax(from, people[(i + 1) % 4]!.account.address, bal / 3n);
    }
    const pairs = [await pairOf(env, TAX, A), await pairOf(env, TAX, wbnb)];
    const everyone = [...env.accounts, TAX, ...pairs];
    let sum = 0n;
    for (const a of everyone) sum += await balanceOf(env, TAX, a);
    expect(sum).toBeLessThanOrEqual(SUPPLY);
    expect(SUPPLY - sum).toBeLessThan(100n); // only rounding dust is unaccounted
  });
});

describe('TaxedToken through the router', () => {
  it('standard swapExactTokensForTokens and swapExactTokensForETH revert (the pair receives 10% less)', async () => {
    const dl = await deadline(env);
    const to = holder.account.address;
    await expect(
      env.publicClient.simulateContract({
        account: holder.account,
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [E(1000), 0n, [TAX, A], to, dl],
      }),
    ).rejects.toThrow('Fuel: K');
    await expect(
      env.publicClient.simulateContract({
        account: holder.account,
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [E(1000), 0n, [TAX, wbnb], to, dl],
      }),
    ).rejects.toThrow('Fuel: K');
  });

  it('swapExactTokensForTokensSupportingFeeOnTransferTokens prices what the pair actually received', async () => {
    const [rTax, rA] = await reservesFor(env, TAX, A);
    const to = env.accounts[7]!;
    await mined(
      env,
      holder.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [E(1000), 1n, [TAX, A], to, await deadline(env)],
      }),
    );
    const [rTaxAfter, rAAfter] = await reservesFor(env, TAX, A);
    const received = rTaxAfter - rTax;
    // 90% credited plus the pair's own share of the 5% reflection
    expect(received).toBeGreaterThanOrEqual(E(900));
    expect(received).toBeLessThan(E(901));
    const out = getAmountOut(received, rTax, rA);
    expect(await balanceOf(env, A, to)).toBe(out);
    expect(rAAfter).toBe(rA - out);
  });

  it('swapExactTokensForETHSupportingFeeOnTransferTokens pays native coin', async () => {
    const [rTax, rW] = await reservesFor(env, TAX, wbnb);
    const to = env.accounts[7]!;
    const before = await env.publicClient.getBalance({ address: to });
    await mined(
      env,
      holder.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [E(5000), 1n, [TAX, wbnb], to, await deadline(env)],
      }),
    );
    const [rTaxAfter] = await reservesFor(env, TAX, wbnb);
    const out = getAmountOut(rTaxAfter - rTax, rTax, rW);
    expect((await env.publicClient.getBalance({ address: to })) - before).toBe(out);
    // and its minimum is enforced on what arrives
    await expect(
      env.publicClient.simulateContract({
        account: holder.account,
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [E(5000), out, [TAX, wbnb], to, await deadline(env)],
      }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT');
  });

  it('swapExactETHForTokensSupportingFeeOnTransferTokens checks the minimum against the taxed amount received', async () => {
    const [rW, rTax] = await reservesFor(env, wbnb, TAX);
    const out = getAmountOut(E(1), rW, rTax);
    const to = env.accounts[8]!;
    const dl = await deadline(env);
    // asking for the untaxed amount fails: only ~90% arrives
    await expect(
      env.publicClient.simulateContract({
        account: holder.account,
        address: router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [out, [wbnb, TAX], to, dl],
        value: E(1),
      }),
    ).rejects.toThrow('FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    const minOut = (out * 90n) / 100n;
    await mined(
      env,
      holder.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [minOut, [wbnb, TAX], to, dl],
        value: E(1),
      }),
    );
    const got = await balanceOf(env, TAX, to);
    expect(got).toBeGreaterThanOrEqual(minOut);
    expect(got).toBeLessThan(out);
  });

  it('a taxed multi-hop path works with the supporting variant', async () => {
    const to = env.accounts[7]!;
    const before = await env.publicClient.getBalance({ address: to });
    await mined(
      env,
      holder.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [E(10), 1n, [A, TAX, wbnb], to, await deadline(env)],
      }),
    );
    expect(await env.publicClient.getBalance({ address: to })).toBeGreaterThan(before);
  });

  it('removeLiquidityETH fails for a taxed token but the SupportingFeeOnTransferTokens variant succeeds', async () => {
    const dl = await deadline(env);
    await mined(
      env,
      holder.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [TAX, E(10_000), 0n, 0n, holder.account.address, dl],
        value: E(1),
      }),
    );
    const pair = await pairOf(env, TAX, wbnb);
    await approveAll(env, pair, router, [holder]);
    const liquidity = await balanceOf(env, pair, holder.account.address);
    expect(liquidity).toBeGreaterThan(0n);
    await expect(
      env.publicClient.simulateContract({
        account: holder.account,
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityETH',
        args: [TAX, liquidity, 0n, 0n, holder.account.address, dl],
      }),
    ).rejects.toThrow('TransferHelper: TRANSFER_FAILED');
    const to = env.accounts[8]!;
    const ethBefore = await env.publicClient.getBalance({ address: to });
    await mined(
      env,
      holder.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens',
        args: [TAX, liquidity, 0n, 0n, to, dl],
      }),
    );
    expect(await env.publicClient.getBalance({ address: to })).toBeGreaterThan(ethBefore);
    expect(await balanceOf(env, TAX, to)).toBeGreaterThan(0n);
    expect(await balanceOf(env, TAX, router)).toBe(0n);
    expect(await balanceOf(env, pair, holder.account.address)).toBe(0n);
  });
});
