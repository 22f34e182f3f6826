/**
 * CREATE2 address of a pair contract. THE ONLY MODULE OF THE SWAP DOMAIN THAT
 * USES viem: keccak256 is not worth re-implementing. Everything else is plain code.
 */
import { encodePacked, getCreate2Address, keccak256, type Address, type Hex } from 'viem';
import type { Token } from './currency.ts';

/**
 * The pair address the factory deploys for two tokens (in either order):
 * create2(factory, keccak256(token0 ‖ token1), initCodeHash). The init code hash
 * depends on the compiled pair bytecode: take it from the deployment, never hard-code it.
 */
export function computePairAddress(factory: string, tokenA: Token, tokenB: Token, initCodeHash: string): Address {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return getCreate2Address({
    from: factory as Address,
    salt: keccak256(encodePacked(['address', 'address'], [token0.address as Address, token1.address as Address])),
    bytecodeHash: initCodeHash as Hex,
  });
}
