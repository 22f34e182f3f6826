import type { Config } from 'wagmi';
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem';

export interface ContractTransactionParams<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<
    abi,
    'nonpayable' | 'payable',
    functionName
  >,
> {
  address: Address;
  abi: abi;
  functionName: functionName;
  args?: args;
  /** Native coin sent with the call, in wei. */
  value?: bigint;
  /** The connected account sending the transaction. */
  account: Address;
  /** Margin added to the gas estimate, in basis points (default 1000 = 10%). */
  gasMarginBps?: bigint;
  /** The text of the transaction in Recent Transactions and its receipt toast. */
  summary: string;
  /** Marks an approval, for the pending-approval rule. */
  approval?: { tokenAddress: string; spender: string };
  claim?: { recipient: string };
  /** Defaults to the runtime chain. */
  chainId?: number;
}

/** A write not yet sent: the sender is given when it runs (useWriteAction passes the connected account). */
export type Send = (config: Config, account: Address) => Promise<Hash>;

/** A toast's text (translated). */
export interface ToastText {
  title: string;
  description?: string;
  /** Show it as an error although the transaction succeeded (e.g. a bounty someone else collected first). */
  isError?: boolean;
}

/** i18next's `t` as the write layer uses it. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
