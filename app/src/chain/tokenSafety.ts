/**
 * Token safety measured, not guessed: runs the TokenProbe contract's creation code in one eth_call (nothing is
 * sent, nothing stays on chain) from a throwaway address that a state override gives the BNB to spend. The probe
 * buys a little of the token through the router, sends half on, sells the rest back, and returns what arrived
 * at each step; the SDK's rule turns that into the verdict. Loaded with import() where a token is checked: the
 * probe's bytecode is not part of any page's first load.
 */
import { decodeFunctionResult, encodeFunctionData, maxUint256, numberToHex, type Address, type Client, type Hex } from 'viem';
import { tokenSafetyFromProbe, probePaths, type ProbeMeasurement, type TokenSafety } from '@fuelswap/sdk';
import { tokenProbeBytecode } from '@fuelswap/contracts/probe';

/** The simulated buy: small enough for any pool, large enough that a 0.01% tax shows in whole token units. */
export const PROBE_AMOUNT_IN = 10n ** 16n; // 0.01 BNB

/** The throwaway caller: an address nobody holds a key to, given BNB only inside the simulation. */
export const PROBE_CALLER: Address = '0x00000000000000000000000000000000005afe00';

/**
 * The constructor's arguments and the measurement, written as one function's inputs and outputs: the app's reads
 * already load viem's function encoder and decoder, so the probe adds no ABI code of its own to the bundle.
 */
const probeAbi = [
  {
    type: 'function',
    name: 'probe',
    stateMutability: 'payable',
    inputs: [
      { name: 'router', type: 'address' },
      { name: 'token', type: 'address' },
      { name: 'paths', type: 'address[][]' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [
      {
        name: 'm',
        type: 'tuple',
        components: [
          { name: 'routed', type: 'bool' },
          { name: 'pathIndex', type: 'uint256' },
          { name: 'pool', type: 'address' },
          { name: 'poolBalance', type: 'uint256' },
          { name: 'poolReserve', type: 'uint256' },
          { name: 'buyOk', type: 'bool' },
          { name: 'buyError', type: 'bytes' },
          { name: 'zeroTransferOk', type: 'bool' },
          { name: 'quotedBuy', type: 'uint256' },
          { name: 'bought', type: 'uint256' },
          { name: 'transferOk', type: 'bool' },
          { name: 'transferError', type: 'bytes' },
          { name: 'transferSent', type: 'uint256' },
          { name: 'transferArrived', type: 'uint256' },
          { name: 'sellOk', type: 'bool' },
          { name: 'sellError', type: 'bytes' },
          { name: 'sellSent', type: 'uint256' },
          { name: 'sellArrivedInPool', type: 'uint256' },
          { name: 'sellOut', type: 'uint256' },
        ],
      },
    ],
  },
] as const;

export interface ProbeParams {
  router: Address;
  wrappedNative: Address;
  /** The chain's routing bases: the probe also tries BNB → base → token. */
  bases: readonly Address[];
  token: Address;
  amountIn?: bigint;
}

/** The probe's raw measurement (throws when the RPC fails: the caller says so, it never guesses). */
export async function probeToken(client: Client, p: ProbeParams): Promise<ProbeMeasurement> {
  const amountIn = p.amountIn ?? PROBE_AMOUNT_IN;
  const paths = probePaths(p.wrappedNative, p.token, p.bases) as Address[][];
  // Creation code, then the constructor's arguments (the encoded call without its 4-byte selector).
  const args = encodeFunctionData({ abi: probeAbi, functionName: 'probe', args: [p.router, p.token, paths, maxUint256] });
  const data: Hex = `${tokenProbeBytecode}${args.slice(10)}`;
  // eth_call with no `to` runs creation code; the state override (third parameter) funds the caller. A raw
  // request rather than viem's call action keeps this chunk to the encoders the app already loads. A gas price
  // of 0 is what eth_call charges by default: the balance covers the value alone.
  const value = numberToHex(amountIn);
  const out = (await client.request({
    method: 'eth_call',
    params: [{ from: PROBE_CALLER, data, value }, 'latest', { [PROBE_CALLER]: { balance: value } }],
  } as never)) as Hex | null;
  if (!out || out === '0x') throw new Error('The token check returned nothing');
  return decodeFunctionResult({ abi: probeAbi, functionName: 'probe', data: out });
}

/** The verdict for `token`, measured now. */
export async function measureTokenSafety(client: Client, p: ProbeParams): Promise<TokenSafety> {
  return tokenSafetyFromProbe(await probeToken(client, p));
}
