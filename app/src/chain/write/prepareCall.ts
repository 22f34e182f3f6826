import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem';
import type { PreviewCall } from '../preview.ts';
import { call } from './call.ts';
import type { ContractTransactionParams, Send } from './types.ts';

/**
 * A call written once, checked against its ABI where it is written: `send` goes through the write path
 * (as `call` does), `preview` is the same address, function, arguments and value for a dialog's transaction
 * preview (the connected account is added by the dialog). A shared component can take calls of
 * different ABIs (a Syrup pool's, the chef's, the vault's) as one type without losing the check.
 */
export interface PreparedCall {
  send: Send;
  preview: Omit<PreviewCall, 'account'>;
}

/** `call` and its preview from one set of parameters, typed from its ABI like `call`. */
export function prepareCall<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(p: Omit<ContractTransactionParams<abi, functionName, args>, 'account'> & { gas?: bigint }): PreparedCall {
  const { address, abi, functionName, args, value } = p;
  return {
    send: call(p),
    preview: {
      address,
      abi,
      functionName,
      // Widening only (a tuple of arguments is an array), as the send does for viem.
      ...(args ? { args: args as readonly unknown[] } : {}),
      ...(value !== undefined ? { value } : {}),
    },
  };
}
