import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEventLog, getAddress, parseEther, parseSignature, type Address } from 'viem';
import { artifacts, balanceOf, deadline, deployContract, localAccounts, mined, setupEnv, type Env } from './fixtures.ts';

let env: Env;

beforeAll(async () => {
  env = await setupEnv({ feeTo: null });
});

afterAll(async () => {
  await env?.stop();
});

describe('WBNB', () => {
  it('wraps by deposit() or a plain transfer and unwraps by withdraw(), with Deposit/Withdrawal events', async () => {
    const wbnb = env.core.wbnb;
    const abi = artifacts.WBNB.abi;
    const user = env.wallets[1]!;
    expect(await env.publicClient.readContract({ address: wbnb, abi, functionName: 'decimals' })).toBe(18);
    expect(await env.publicClient.readContract({ address: wbnb, abi, functionName: 'symbol' })).toBe('WBNB');
    const dep = await mined(env, user.writeContract({ address: wbnb, abi, functionName: 'deposit', value: parseEther('2') }));
    const depEvents = dep.logs.map((l) => decodeEventLog({ abi, data: l.data, topics: l.topics }));
    expect(depEvents.find((e) => e.eventName === 'Deposit')?.args).toEqual({
      dst: user.account.address,
      wad: parseEther('2'),
    });
    await mined(env, user.sendTransaction({ to: wbnb, value: parseEther('1') }));
    expect(await balanceOf(env, wbnb, user.account.address)).toBe(parseEther('3'));
    expect(await env.publicClient.getBalance({ address: wbnb })).toBe(parseEther('3'));

    const before = await env.publicClient.getBalance({ address: user.account.address });
    const w = await mined(env, user.writeContract({ address: wbnb, abi, functionName: 'withdraw', args: [parseEther('1.5')] }));
    const wEvents = w.logs.map((l) => decodeEventLog({ abi, data: l.data, topics: l.topics }));
    expect(wEvents.find((e) => e.eventName === 'Withdrawal')?.args).toEqual({
      src: user.account.address,
      wad: parseEther('1.5'),
    });
    expect(await env.publicClient.getBalance({ address: user.account.address })).toBe(
      before + parseEther('1.5') - w.gasUsed * w.effectiveGasPrice,
    );
    await expect(
      env.publicClient.simulateContract({
        account: user.account,
        address: wbnb,
        abi,
        functionName: 'withdraw',
        args: [parseEther('2')],
      }),
    ).rejects.toThrow('ERC20InsufficientBalance');
  });
});

describe('FuelToken', () => {
  let fuel: Address;
  const abi = artifacts.FuelToken.abi;

  beforeAll(async () => {
    fuel = await deployContract(env, env.deployer, abi, artifacts.FuelToken.bytecode);
  });

  it('is "Fuel Token" / FUEL with 9 decimals and only the owner mints, also after an ownership transfer', async () => {
    expect(await env.publicClient.readContract({ address: fuel, abi, functionName: 'name' })).toBe('Fuel Token');
    expect(await env.publicClient.readContract({ address: fuel, abi, functionName: 'symbol' })).toBe('FUEL');
    expect(await env.publicClient.readContract({ address: fuel, abi, functionName: 'decimals' })).toBe(9);
    await mined(env, env.deployer.writeContract({ address: fuel, abi, functionName: 'mint', args: [env.accounts[1]!, 5_000_000_000n] }));
    expect(await balanceOf(env, fuel, env.accounts[1]!)).toBe(5_000_000_000n);
    await expect(
      env.publicClient.simulateContract({
        account: env.accounts[1]!,
        address: fuel,
        abi,
        functionName: 'mint',
        args: [env.accounts[1]!, 1n],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    // hand ownership to a "chef": it becomes the only minter
    const chef = env.wallets[2]!;
    await mined(env, env.deployer.writeContract({ address: fuel, abi, functionName: 'transferOwnership', args: [chef.account.address] }));
    await mined(env, chef.writeContract({ address: fuel, abi, functionName: 'mint', args: [env.accounts[3]!, 7n] }));
    expect(await balanceOf(env, fuel, env.accounts[3]!)).toBe(7n);
    await expect(
      env.publicClient.simulateContract({
        account: env.accounts[0]!,
        address: fuel,
        abi,
        functionName: 'mint',
        args: [env.accounts[0]!, 1n],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
  });

  it('supports burn and an EIP-2612 permit signed with viem', async () => {
    const holder = localAccounts[1]!;
    await mined(env, env.wallets[1]!.writeContract({ address: fuel, abi, functionName: 'burn', args: [1_000_000_000n] }));
    expect(await balanceOf(env, fuel, holder.address)).toBe(4_000_000_000n);
    const spender = env.accounts[4]!;
    const dl = await deadline(env);
    const signature = await holder.signTypedData({
      domain: { name: 'Fuel Token', version: '1', chainId: 31337, verifyingContract: fuel },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: holder.address, spender, value: 123n, nonce: 0n, deadline: dl },
    });
    const { r, s, yParity } = parseSignature(signature);
    await mined(
      env,
      env.wallets[5]!.writeContract({
        address: fuel,
        abi,
        functionName: 'permit',
        args: [holder.address, spender, 123n, dl, yParity + 27, r, s],
      }),
    );
    expect(await env.publicClient.readContract({ address: fuel, abi, functionName: 'allowance', args: [holder.address, spender] })).toBe(
      123n,
    );
  });
});

describe('TestToken', () => {
  it('takes its decimals from the constructor and lets only the owner mint', async () => {
    const abi = artifacts.TestToken.abi;
    const token = await deployContract(env, env.deployer, abi, artifacts.TestToken.bytecode, ['Binance USD', 'BUSD', 18]);
    const six = await deployContract(env, env.deployer, abi, artifacts.TestToken.bytecode, ['Six', 'SIX', 6]);
    expect(await env.publicClient.readContract({ address: token, abi, functionName: 'decimals' })).toBe(18);
    expect(await env.publicClient.readContract({ address: six, abi, functionName: 'decimals' })).toBe(6);
    expect(await env.publicClient.readContract({ address: token, abi, functionName: 'owner' })).toBe(getAddress(env.accounts[0]!));
    await mined(env, env.deployer.writeContract({ address: token, abi, functionName: 'mint', args: [env.accounts[2]!, 42n] }));
    expect(await balanceOf(env, token, env.accounts[2]!)).toBe(42n);
    await expect(
      env.publicClient.simulateContract({
        account: env.accounts[2]!,
        address: token,
        abi,
        functionName: 'mint',
        args: [env.accounts[2]!, 1n],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
  });
});

describe('deployCore without a fee receiver', () => {
  it('leaves feeTo unset', async () => {
    expect(await env.publicClient.readContract({ address: env.core.factory, abi: artifacts.FuelFactory.abi, functionName: 'feeTo' })).toBe(
      '0x0000000000000000000000000000000000000000',
    );
  });
});
