/**
 * The devnet's token-safety test tokens (a 5% tax both ways, a honeypot, a paused token, a rebasing one) and the
 * app's probe of them (app/src/chain/tokenSafety.ts: one eth_call of TokenProbe's creation code with a state
 * override), each against a real anvil.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEther, type Abi, type Address, type Hex } from 'viem';
import {
  artifacts,
  balanceOf,
  deadline,
  deployContract,
  deployTestToken,
  mined,
  pairOf,
  setupEnv,
  type Env,
  type Wallet,
} from './fixtures.ts';
import { measureTokenSafety, probeToken, PROBE_CALLER } from '../../app/src/chain/tokenSafety.ts';

const E = (n: number | string) => parseEther(String(n));
const routerAbi = artifacts.FuelRouter.abi;

let env: Env;
let owner: Wallet;
let user: Wallet;
let router: Address;
let wbnb: Address;
let TAX5: Address;
let HONEY: Address;
let PAUSE: Address;
let REBASE: Address;
let PLAIN: Address;
let SAFEMOON: Address;
let snapshot: Hex;

async function send(w: Wallet, address: Address, abi: Abi, functionName: string, args: readonly unknown[] = [], value?: bigint) {
  return mined(env, w.writeContract({ address, abi, functionName, args: args as unknown[], ...(value ? { value } : {}) } as never));
}

/** Seeds token/BNB with 1,000,000 tokens and 100 BNB from the owner. */
async function seed(token: Address, abi: Abi) {
  await send(owner, token, abi, 'approve', [router, 2n ** 256n - 1n]);
  await send(
    owner,
    router,
    routerAbi,
    'addLiquidityETH',
    [token, E(1_000_000), 0n, 0n, owner.account.address, await deadline(env)],
    E(100),
  );
}

const probe = (token: Address) => ({ router, wrappedNative: wbnb, bases: [] as Address[], token });

beforeAll(async () => {
  env = await setupEnv();
  owner = env.deployer;
  user = env.wallets[1]!;
  router = env.core.router;
  wbnb = env.core.wbnb;
  const a = artifacts;
  TAX5 = await deployContract(env, owner, a.FeeOnTransferToken.abi, a.FeeOnTransferToken.bytecode as Hex, ['Tax Five', 'TAX5', 500n]);
  HONEY = await deployContract(env, owner, a.HoneypotToken.abi, a.HoneypotToken.bytecode as Hex, [
    'Honey Pot',
    'HONEY',
    env.core.factory,
    wbnb,
  ]);
  PAUSE = await deployContract(env, owner, a.PausableTestToken.abi, a.PausableTestToken.bytecode as Hex, ['Paused Token', 'PAUSE']);
  REBASE = await deployContract(env, owner, a.RebasingToken.abi, a.RebasingToken.bytecode as Hex, [
    'Rebase Token',
    'REBASE',
    E(10_000_000),
  ]);
  SAFEMOON = await deployContract(env, owner, a.TaxedToken.abi, a.TaxedToken.bytecode as Hex, ['SafeMoon', 'SAFEMOON', E(10_000_000)]);
  PLAIN = await deployTestToken(env, 'PLAIN', { mintTo: [owner.account.address], amount: E(10_000_000) });
  for (const [t, abi] of [
    [TAX5, a.FeeOnTransferToken.abi],
    [HONEY, a.HoneypotToken.abi],
    [PAUSE, a.PausableTestToken.abi],
  ] as const) {
    await send(owner, t, abi as Abi, 'mint', [owner.account.address, E(10_000_000)]);
    await send(owner, t, abi as Abi, 'mint', [user.account.address, E(10_000)]);
  }
  for (const [t, abi] of [
    [TAX5, a.FeeOnTransferToken.abi],
    [HONEY, a.HoneypotToken.abi],
    [PAUSE, a.PausableTestToken.abi],
    [REBASE, a.RebasingToken.abi],
    [SAFEMOON, a.TaxedToken.abi],
    [PLAIN, a.TestToken.abi],
  ] as const)
    await seed(t, abi as Abi);
  await send(owner, REBASE, a.RebasingToken.abi, 'transfer', [user.account.address, E(10_000)]);
  await send(owner, PAUSE, a.PausableTestToken.abi, 'pause');
  await send(owner, REBASE, a.RebasingToken.abi, 'rebase', [100n]);
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

describe('the test tokens', () => {
  it('FeeOnTransferToken keeps exactly 5% of a transfer for its owner, and nothing from the owner', async () => {
    const to = env.accounts[5]!;
    await send(user, TAX5, artifacts.FeeOnTransferToken.abi, 'transfer', [to, E(1000)]);
    expect(await balanceOf(env, TAX5, to)).toBe(E(950));
    expect(await balanceOf(env, TAX5, user.account.address)).toBe(E(9000));
    const ownerBefore = await balanceOf(env, TAX5, owner.account.address);
    await send(owner, TAX5, artifacts.FeeOnTransferToken.abi, 'transfer', [to, E(100)]);
    expect(await balanceOf(env, TAX5, to)).toBe(E(1050));
    expect(await balanceOf(env, TAX5, owner.account.address)).toBe(ownerBefore - E(100));
  });

  it('HoneypotToken can be bought and sent on, but not sold into its pool', async () => {
    const pool = await pairOf(env, HONEY, wbnb);
    expect(await env.publicClient.readContract({ address: HONEY, abi: artifacts.HoneypotToken.abi, functionName: 'market' })).toBe(pool);
    const dl = await deadline(env);
    await send(user, router, routerAbi, 'swapExactETHForTokens', [0n, [wbnb, HONEY], user.account.address, dl], E(1));
    await send(user, HONEY, artifacts.HoneypotToken.abi, 'transfer', [env.accounts[5]!, E(1)]);
    expect(await balanceOf(env, HONEY, env.accounts[5]!)).toBe(E(1));
    await send(user, HONEY, artifacts.HoneypotToken.abi, 'approve', [router, E(1000)]);
    await expect(
      env.publicClient.simulateContract({
        account: user.account,
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [E(1000), 0n, [HONEY, wbnb], user.account.address, dl],
      }),
    ).rejects.toThrow('TransferHelper: TRANSFER_FROM_FAILED');
    // the router's transfer helper hides the token's own reason, which a direct send to the pool shows
    await expect(
      env.publicClient.simulateContract({
        account: user.account,
        address: HONEY,
        abi: artifacts.HoneypotToken.abi,
        functionName: 'transfer',
        args: [pool, E(1)],
      }),
    ).rejects.toThrow('HoneypotToken: SELL_BLOCKED');
  });

  it('PausableTestToken refuses every transfer while paused, and only the owner unpauses', async () => {
    await expect(
      env.publicClient.simulateContract({
        account: user.account,
        address: PAUSE,
        abi: artifacts.PausableTestToken.abi,
        functionName: 'transfer',
        args: [env.accounts[5]!, 0n],
      }),
    ).rejects.toThrow('EnforcedPause');
    await expect(
      env.publicClient.simulateContract({
        account: user.account,
        address: PAUSE,
        abi: artifacts.PausableTestToken.abi,
        functionName: 'unpause',
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    await send(owner, PAUSE, artifacts.PausableTestToken.abi, 'unpause');
    await send(user, PAUSE, artifacts.PausableTestToken.abi, 'transfer', [env.accounts[5]!, E(3)]);
    expect(await balanceOf(env, PAUSE, env.accounts[5]!)).toBe(E(3));
  });

  it('RebasingToken scales every balance by a rebase, and moves exact amounts between rebases', async () => {
    // seeded with 10,000 then rebased +1%
    expect(await balanceOf(env, REBASE, user.account.address)).toBe(E(10_100));
    const pool = await pairOf(env, REBASE, wbnb);
    expect(await balanceOf(env, REBASE, pool)).toBe(E(1_010_000));
    await send(user, REBASE, artifacts.RebasingToken.abi, 'transfer', [env.accounts[5]!, E(100)]);
    expect(await balanceOf(env, REBASE, env.accounts[5]!)).toBe(E(100));
    expect(await balanceOf(env, REBASE, user.account.address)).toBe(E(10_000));
    await send(owner, REBASE, artifacts.RebasingToken.abi, 'rebase', [-5000n]);
    expect(await balanceOf(env, REBASE, env.accounts[5]!)).toBe(E(50));
    await expect(
      env.publicClient.simulateContract({
        account: user.account,
        address: REBASE,
        abi: artifacts.RebasingToken.abi,
        functionName: 'transfer',
        args: [env.accounts[5]!, E(5001)],
      }),
    ).rejects.toThrow('RebasingToken: TRANSFER_EXCEEDS_BALANCE');
  });
});

describe('the probe', () => {
  it('measures the 5% tax both ways: 500 bps on the buy, the transfer and the sell', async () => {
    expect(await measureTokenSafety(env.publicClient, probe(TAX5))).toEqual({
      verdict: 'taxed',
      buyTaxBps: 500,
      sellTaxBps: 500,
      transferTaxBps: 500,
      driftBps: 0,
    });
  });

  it("measures SafeMoon's 10% (less the reflections the probe and the pool get back)", async () => {
    const s = await measureTokenSafety(env.publicClient, probe(SAFEMOON));
    expect(s.verdict).toBe('taxed');
    for (const bps of [s.buyTaxBps, s.transferTaxBps, s.sellTaxBps]) {
      expect(bps).toBeGreaterThanOrEqual(900);
      expect(bps).toBeLessThanOrEqual(1000);
    }
  });

  it('reports the honeypot: bought without tax, the sell reverted with its reason', async () => {
    expect(await measureTokenSafety(env.publicClient, probe(HONEY))).toEqual({
      verdict: 'honeypot',
      buyTaxBps: 0,
      sellTaxBps: null,
      transferTaxBps: 0,
      driftBps: 0,
      reason: 'TransferHelper: TRANSFER_FROM_FAILED',
    });
    const m = await probeToken(env.publicClient, probe(HONEY));
    expect([m.buyOk, m.transferOk, m.sellOk]).toEqual([true, true, false]);
  });

  it('reports the paused token as paused: the buy and even a zero transfer revert', async () => {
    const m = await probeToken(env.publicClient, probe(PAUSE));
    expect([m.routed, m.buyOk, m.zeroTransferOk]).toEqual([true, false, false]);
    expect((await measureTokenSafety(env.publicClient, probe(PAUSE))).verdict).toBe('paused');
  });

  it("reports the rebasing token's drift: the pool holds 1% more than its reserve", async () => {
    expect(await measureTokenSafety(env.publicClient, probe(REBASE))).toEqual({
      verdict: 'rebasing',
      buyTaxBps: 0,
      sellTaxBps: 0,
      transferTaxBps: 0,
      driftBps: 100,
    });
  });

  it('a plain token is clean; a token without a BNB pool is unmeasured; a base path is found', async () => {
    expect((await measureTokenSafety(env.publicClient, probe(PLAIN))).verdict).toBe('clean');
    const LONE = await deployTestToken(env, 'LONE', { mintTo: [owner.account.address] });
    expect((await measureTokenSafety(env.publicClient, probe(LONE))).verdict).toBe('unmeasured');
    // LONE paired only with TAX5's neighbour PLAIN: reached through PLAIN as a base
    await send(owner, LONE, artifacts.TestToken.abi, 'approve', [router, 2n ** 256n - 1n]);
    await send(owner, PLAIN, artifacts.TestToken.abi, 'approve', [router, 2n ** 256n - 1n]);
    await send(owner, router, routerAbi, 'addLiquidity', [
      LONE,
      PLAIN,
      E(1000),
      E(1000),
      0n,
      0n,
      owner.account.address,
      await deadline(env),
    ]);
    const m = await probeToken(env.publicClient, { ...probe(LONE), bases: [PLAIN] });
    expect([m.routed, m.pathIndex, m.sellOk]).toEqual([true, 1n, true]);
  });

  it('changes nothing on chain and needs no funds of its own', async () => {
    const block = await env.publicClient.getBlockNumber();
    const pool = await pairOf(env, TAX5, wbnb);
    const before = await balanceOf(env, TAX5, pool);
    await measureTokenSafety(env.publicClient, probe(TAX5));
    expect(await env.publicClient.getBalance({ address: PROBE_CALLER })).toBe(0n);
    expect(await balanceOf(env, TAX5, pool)).toBe(before);
    expect(await env.publicClient.getBlockNumber()).toBe(block);
  });
});
