/**
 * The wrap or unwrap call on the chain's WBNB, with its ABI: loaded when a wrap is previewed or sent
 * (hooks/useWrap.ts, the page's preview), not with /swap's first paint.
 */
import { wbnbAbi } from '@fuelswap/contracts';
import { runtime } from '../../chain/runtime.ts';

/** What Wrap sends and the page previews. */
export function wrapCall(wrapType: 'WRAP' | 'UNWRAP', amount: bigint) {
  const address = runtime().exchange.wrappedNative.address;
  return wrapType === 'WRAP'
    ? ({ address, abi: wbnbAbi, functionName: 'deposit', value: amount } as const)
    : ({ address, abi: wbnbAbi, functionName: 'withdraw', args: [amount] } as const);
}
