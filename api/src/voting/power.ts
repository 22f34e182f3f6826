/**
 * Voting power from the chain: the FuelVotingPower view contract called with `blockNumber`, so a
 * vote's weight is the chain's state at the proposal's snapshot block, never a figure from the client.
 */
import { createPublicClient, encodeAbiParameters, http, keccak256, type Address, type Hex, type PublicClient } from 'viem';

/** The view's ABI (only what the hub calls): contracts/src/governance/FuelVotingPower.sol. */
const VOTING_POWER_ABI = [
  {
    type: 'function',
    name: 'getVotingPower',
    stateMutability: 'view',
    inputs: [{ name: 'user', type: 'address' }],
    outputs: [
      {
        name: 'p',
        type: 'tuple',
        components: [
          { name: 'wallet', type: 'uint256' },
          { name: 'autoVault', type: 'uint256' },
          { name: 'manualPool', type: 'uint256' },
          { name: 'otherPools', type: 'uint256' },
          { name: 'fuelBnbLp', type: 'uint256' },
          { name: 'total', type: 'uint256' },
        ],
      },
    ],
  },
] as const;

export interface VotingPower {
  wallet: bigint;
  autoVault: bigint;
  manualPool: bigint;
  otherPools: bigint;
  fuelBnbLp: bigint;
  total: bigint;
}

export interface PowerSource {
  currentBlock(): Promise<bigint>;
  /** Throws when the chain cannot answer (the route then answers 503). */
  powerAt(address: Address, blockNumber: bigint): Promise<VotingPower>;
}

export class ChainReadError extends Error {
  override name = 'ChainReadError';
}

export function chainPowerSource(rpcUrl: string, votingPower: Address): PowerSource {
  const client: PublicClient = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) });
  return {
    async currentBlock() {
      try {
        return await client.getBlockNumber({ cacheTime: 0 });
      } catch (e) {
        throw new ChainReadError(`chain unavailable: ${(e as Error).message.split('\n')[0]}`);
      }
    },
    async powerAt(address, blockNumber) {
      try {
        const p = await client.readContract({
          address: votingPower,
          abi: VOTING_POWER_ABI,
          functionName: 'getVotingPower',
          args: [address],
          blockNumber,
        });
        return { ...p };
      } catch (e) {
        throw new ChainReadError(`voting power unavailable at block ${blockNumber}: ${(e as Error).message.split('\n')[0]}`);
      }
    },
  };
}

/** What /verify recomputes: keccak256(abi.encode(voter, block, wallet, autoVault, manualPool, otherPools, fuelBnbLp, total)). */
export function verificationHash(voter: Address, block: bigint, p: VotingPower): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      [voter, block, p.wallet, p.autoVault, p.manualPool, p.otherPools, p.fuelBnbLp, p.total],
    ),
  );
}

/** The breakdown as decimal strings (JSON has no bigint). */
export function breakdownJson(p: VotingPower): {
  wallet: string;
  autoVault: string;
  manualPool: string;
  otherPools: string;
  fuelBnbLp: string;
} {
  return {
    wallet: p.wallet.toString(),
    autoVault: p.autoVault.toString(),
    manualPool: p.manualPool.toString(),
    otherPools: p.otherPools.toString(),
    fuelBnbLp: p.fuelBnbLp.toString(),
  };
}
