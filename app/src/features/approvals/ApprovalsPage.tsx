/**
 * /approvals: every allowance the connected account has given the project's contracts, with the
 * token, the spender by name, the amount (Unlimited at the maximum) and Revoke (approve 0) with its toast.
 * Reached from the account menu. Found by the indexer, confirmed by the chain (useApprovals).
 */
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import type { Address } from 'viem';
import { erc20Abi } from '@fuelswap/contracts';
import { formatAmount, isUnlimitedAllowance } from '@fuelswap/sdk';
import { call, retryFailureText, useWriteAction } from '../../chain/write/index.ts';
import { InfoError } from '../../chain/indexer.ts';
import { useLocalizeNumber } from '../../i18n/numbers.ts';
import { Button, Page, Spinner, Table, Text, type TableColumn } from '../../ui/index.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { spenderName } from './spenders.ts';
import { useApprovals, type ApprovalRow } from './useApprovals.ts';
import styles from './approvals.module.css';

function tokenName(r: ApprovalRow): string {
  if (r.pairName) return `${r.pairName} LP`;
  return r.symbol ?? `${r.token.slice(0, 6)}…${r.token.slice(-4)}`;
}

export function ApprovalsPage() {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const { address } = useConnection();
  const { rows, error, isLoading, truncated, refresh } = useApprovals(address);
  const { run, pending, stale } = useWriteAction(refresh, { failure: retryFailureText });

  const amountText = (r: ApprovalRow) =>
    isUnlimitedAllowance(r.amount) ? t('Unlimited') : r.decimals === undefined ? '…' : n(formatAmount(r.amount, r.decimals, 4));

  const revoke = (r: ApprovalRow) => {
    const token = tokenName(r);
    const spender = spenderName(t, r.spender);
    void run(
      `${r.token}/${r.spender.address}`,
      call({
        address: r.token as Address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [r.spender.address, 0n],
        summary: t('Revoke {{token}} for {{spender}}', { token, spender }),
      }),
      { success: { title: t('Approval revoked'), description: t('{{spender}} can no longer spend your {{token}}.', { token, spender }) } },
    );
  };

  const columns: TableColumn<ApprovalRow>[] = [
    { key: 'token', header: t('Token'), rowHeader: true, render: (r) => tokenName(r) },
    { key: 'spender', header: t('Spender'), render: (r) => spenderName(t, r.spender) },
    {
      key: 'amount',
      header: t('Amount'),
      align: 'end',
      render: (r) => (
        <span
          data-testid="approval-amount"
          data-raw={r.amount.toString()}
          title={r.confirmed ? undefined : t('Not yet confirmed on the chain')}
        >
          {amountText(r)}
        </span>
      ),
    },
    {
      key: 'revoke',
      header: <span className="fs-visually-hidden">{t('Actions')}</span>,
      align: 'end',
      render: (r) => {
        const key = `${r.token}/${r.spender.address}`;
        return (
          <Button
            size="sm"
            variant="secondary"
            disabled={pending !== undefined || stale}
            title={stale ? t('The chain is not responding; figures may be out of date.') : undefined}
            aria-label={t('Revoke {{token}} for {{spender}}', { token: tokenName(r), spender: spenderName(t, r.spender) })}
            onClick={() => revoke(r)}
          >
            {pending === key ? t('Revoking') : t('Revoke')}
          </Button>
        );
      },
    },
  ];

  return (
    <Page>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('Token approvals')}</h1>
        <Text color="subtle">
          {t(
            'Contracts of FuelSwap your wallet allows to spend your tokens. Revoke what you no longer use: it costs a little gas and nothing else.',
          )}
        </Text>
      </header>
      {!address ? (
        <div className={styles.state}>
          <Text>{t('Connect your wallet to see its approvals.')}</Text>
          <ConnectWalletButton />
        </div>
      ) : error ? (
        <Text className={styles.state} role="alert">
          {error instanceof InfoError ? t(error.message, error.params) : t('The indexer cannot be reached.')}
        </Text>
      ) : isLoading || !rows ? (
        <div className={styles.state} aria-busy="true">
          <Spinner />
        </div>
      ) : (
        <>
          <Table
            className={styles.table}
            aria-label={t('Token approvals')}
            columns={columns}
            rows={rows}
            rowKey={(r) => `${r.token}/${r.spender.address}`}
            empty={t('No approvals: no FuelSwap contract can spend your tokens.')}
          />
          {truncated && <Text color="subtle">{t('Showing the first {{count}} approvals.', { count: rows.length })}</Text>}
        </>
      )}
    </Page>
  );
}
