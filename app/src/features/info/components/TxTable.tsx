import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdCompact, transactionsTable, type SortDirection, type TxFilter, type TxSortKey } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, Card, Heading, Link, Table, Tabs, Text, type TableColumn } from '../../../ui/index.ts';
import { useTransactions, type TxRow, type TxScope } from '../api/queries.ts';
import type { TokenRow } from '../api/schemas.ts';
import { QueryState } from './QueryState.tsx';
import { ago, formatAmount, shortAddress } from './format.ts';
import styles from '../info.module.css';

export const TX_PAGE_SIZE = 10;

/** The transactions table of a scope (all, a pair, a token, an account): filter All/Swaps/Adds/Removes, sort, page. */
export function TxTable({
  scope,
  tokens,
  title,
  idPrefix,
}: {
  scope: TxScope;
  tokens: ReadonlyMap<string, TokenRow>;
  title: string;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const q = useTransactions(scope);
  const [filter, setFilter] = useState<TxFilter>('all');
  const [sortKey, setSortKey] = useState<TxSortKey>('timestamp');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(1);
  const table = useMemo(
    () => (q.rows ? transactionsTable(q.rows, { filter, sortKey, direction, page, pageSize: TX_PAGE_SIZE }) : undefined),
    [q.rows, filter, sortKey, direction, page],
  );
  const sym = (address: string) => tokens.get(address)?.symbol ?? shortAddress(address);
  const dec = (address: string) => tokens.get(address)?.decimals ?? 18;

  const sortHeader = (key: TxSortKey, label: string) => {
    const active = sortKey === key;
    const arrow = active ? (direction === 'desc' ? ' ↓' : ' ↑') : '';
    return (
      <button
        type="button"
        className={styles.sortButton}
        aria-label={t('Sort by {{column}}', { column: label })}
        aria-pressed={active}
        onClick={() => {
          if (active) setDirection(direction === 'desc' ? 'asc' : 'desc');
          else {
            setSortKey(key);
            setDirection('desc');
          }
          setPage(1);
        }}
      >
        {label}
        {arrow}
      </button>
    );
  };

  const describe = (r: TxRow) => {
    const a = sym(r.token0);
    const b = sym(r.token1);
    if (r.kind === 'swap')
      return r.sold0 ? t('Swap {{from}} for {{to}}', { from: a, to: b }) : t('Swap {{from}} for {{to}}', { from: b, to: a });
    return r.kind === 'add' ? t('Add {{a}} and {{b}}', { a, b }) : t('Remove {{a}} and {{b}}', { a, b });
  };

  const columns: TableColumn<TxRow>[] = [
    { key: 'action', header: t('Action'), rowHeader: true, render: (r) => <span className={styles.nowrap}>{describe(r)}</span> },
    { key: 'value', header: sortHeader('valueUsd', t('Total value')), align: 'end', render: (r) => n(formatUsdCompact(r.valueUsd)) },
    {
      key: 'amount0',
      header: t('Token amount'),
      align: 'end',
      render: (r) => <span className={styles.nowrap}>{`${n(formatAmount(r.amount0, dec(r.token0)))} ${sym(r.token0)}`}</span>,
    },
    {
      key: 'amount1',
      header: t('Token amount'),
      align: 'end',
      render: (r) => <span className={styles.nowrap}>{`${n(formatAmount(r.amount1, dec(r.token1)))} ${sym(r.token1)}`}</span>,
    },
    { key: 'account', header: t('Account'), render: (r) => <Link to={`/info/accounts/${r.account}`}>{shortAddress(r.account)}</Link> },
    {
      key: 'time',
      header: sortHeader('timestamp', t('Time')),
      align: 'end',
      render: (r) => {
        const a = ago(r.timestamp);
        return (
          <time dateTime={new Date(r.timestamp * 1000).toISOString()} className={styles.nowrap}>
            {a.unit === 'seconds'
              ? t('{{count}} seconds ago', { count: a.value })
              : a.unit === 'minutes'
                ? t('{{count}} minutes ago', { count: a.value })
                : a.unit === 'hours'
                  ? t('{{count}} hours ago', { count: a.value })
                  : t('{{count}} days ago', { count: a.value })}
          </time>
        );
      },
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={`${idPrefix}-title`} data-testid={`${idPrefix}-transactions`}>
      <div className={styles.toolbar}>
        <Heading level={2} size="lg" id={`${idPrefix}-title`}>
          {title}
        </Heading>
        <Tabs
          idPrefix={`${idPrefix}-filter`}
          label={t('Filter transactions')}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          items={[
            { value: 'all', label: t('All') },
            { value: 'swap', label: t('Swaps') },
            { value: 'add', label: t('Adds') },
            { value: 'remove', label: t('Removes') },
          ]}
        />
      </div>
      <Card padded={false} id={`${idPrefix}-filter-panel-${filter}`} role="tabpanel" aria-labelledby={`${idPrefix}-filter-tab-${filter}`}>
        <QueryState q={q} height={200}>
          {() =>
            table && (
              <>
                <Table columns={columns} rows={table.rows} rowKey={(r) => r.id} aria-label={title} empty={t('No transactions yet.')} />
                <div className={styles.pager}>
                  <Button
                    size="sm"
                    variant="text"
                    disabled={table.page <= 1}
                    onClick={() => setPage(table.page - 1)}
                    aria-label={t('Previous page')}
                  >
                    ←
                  </Button>
                  <Text size="sm" numeric>
                    {t('Page {{page}} of {{pages}}', { page: table.page, pages: table.pages })}
                  </Text>
                  <Button
                    size="sm"
                    variant="text"
                    disabled={table.page >= table.pages}
                    onClick={() => setPage(table.page + 1)}
                    aria-label={t('Next page')}
                  >
                    →
                  </Button>
                </div>
              </>
            )
          }
        </QueryState>
      </Card>
    </section>
  );
}
