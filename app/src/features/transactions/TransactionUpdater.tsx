/**
 * Tracks pending transactions to completion. Mount once, inside the chain
 * providers (wagmi + react-query). On every new block it checks the pending
 * transactions the polling rule allows, records receipts and
 * replacements, and shows the "Transaction receipt" toast. Transactions
 * restored from storage after a reload are tracked the same way.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import type { Hash } from 'viem';
import type { TransactionDetails } from '@fuelswap/sdk';
import { useToasts } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { useCurrentBlock } from '../../chain/blocks.ts';
import { checkTransaction, type CheckDeps } from './checkTransaction.ts';
import { receiptToInfo, transactionsToCheck } from './updaterLogic.ts';
import { addTransaction, useTransactionsStore } from '../../chain/transactions.ts';
import { TransactionToastBody } from './TransactionToastBody.tsx';

const actions = () => import('../../chain/updaterActions.ts');

const isNamed = (e: unknown, name: string) => e instanceof Error && e.name === name;

export function TransactionUpdater() {
  const config = useConfig();
  const { t } = useTranslation();
  const chainId = runtime().chainId;
  const block = useCurrentBlock(chainId);
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    if (block === undefined) return;
    const toasts = useToasts.getState();
    const deps: CheckDeps = {
      getReceipt: async (hash) => {
        try {
          const { getTransactionReceipt } = await actions();
          return receiptToInfo(await getTransactionReceipt(config, { hash: hash as Hash, chainId }));
        } catch (e) {
          if (isNamed(e, 'TransactionReceiptNotFoundError')) return null;
          throw e;
        }
      },
      getNonce: async (hash) => {
        try {
          const { getTransaction } = await actions();
          return (await getTransaction(config, { hash: hash as Hash, chainId })).nonce;
        } catch (e) {
          if (isNamed(e, 'TransactionNotFoundError')) return null;
          throw e;
        }
      },
      getConfirmedCount: async (address) => {
        const { getTransactionCount } = await actions();
        return getTransactionCount(config, { address: address as Hash, blockTag: 'latest', chainId });
      },
      getLatestBlockNumber: async () => {
        const { getBlockNumber } = await actions();
        return Number(await getBlockNumber(config, { chainId, cacheTime: 0 }));
      },
      getBlockTransactions: async (blockNumber) => {
        const { getBlock } = await actions();
        const b = await getBlock(config, { blockNumber: BigInt(blockNumber), includeTransactions: true, chainId });
        return b.transactions.map((x) => ({ hash: x.hash, from: x.from, nonce: x.nonce }));
      },
      dispatch: (action) => useTransactionsStore.getState().dispatch(action),
      addReplacement: (original: TransactionDetails, hash, foundInBlock) => {
        if (useTransactionsStore.getState().transactions[chainId]?.[hash]) return;
        addTransaction({
          chainId,
          hash,
          from: original.from,
          ...(original.summary !== undefined ? { summary: original.summary } : {}),
          ...(original.approval ? { approval: original.approval } : {}),
          ...(original.claim ? { claim: original.claim } : {}),
          ...(original.nonce !== undefined ? { nonce: original.nonce } : {}),
          addedBlock: foundInBlock,
        });
      },
      onReceipt: (tx, receipt) => {
        const body = <TransactionToastBody summary={tx.summary} hash={tx.hash} />;
        if (receipt.status === 1) toasts.toastSuccess(t('Transaction receipt'), body);
        else toasts.toastError(t('Transaction receipt'), body);
      },
      onReplaced: (tx, replacementHash) => {
        toasts.toastInfo(t('Transaction replaced'), <TransactionToastBody summary={tx.summary} hash={replacementHash ?? tx.hash} />);
      },
      now: () => Date.now(),
    };

    const txs = useTransactionsStore.getState().transactions[chainId] ?? {};
    for (const tx of transactionsToCheck(txs, block, Date.now())) {
      if (inFlight.current.has(tx.hash)) continue;
      inFlight.current.add(tx.hash);
      checkTransaction(deps, chainId, tx, block)
        .catch((e: unknown) => console.error(`Failed to check transaction ${tx.hash}`, e))
        .finally(() => inFlight.current.delete(tx.hash));
    }
  }, [block, chainId, config, t]);

  return null;
}
