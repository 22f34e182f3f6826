import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem';
import { sendContractTransaction } from './sendContractTransaction.ts';
import type { ContractTransactionParams, Send } from './types.ts';

/** A contract call through the write path, typed from its ABI (function name, arguments, payability); the sender comes when it runs. */
export function call<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(p: Omit<ContractTransactionParams<abi, functionName, args>, 'account'> & { gas?: bigint }): Send {
  return (config, account) => sendContractTransaction(config, { ...p, account });
}
