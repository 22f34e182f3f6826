import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paginate, sortBy, type SortDirection } from '@fuelswap/sdk';
import { Button, Table, Text } from '../../../ui/index.ts';
import styles from '../info.module.css';

export interface SortableColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Present when the column sorts. */
  sortValue?: (row: T) => bigint | number | string;
  align?: 'start' | 'end';
  rowHeader?: boolean;
}

/** A table whose sortable headers are buttons, paged below; the tokens and pairs lists. */
export function SortableTable<T>({
  rows,
  columns,
  rowKey,
  label,
  initialSort,
  pageSize = 10,
  empty,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<SortableColumn<T>>;
  rowKey: (row: T) => string;
  label: string;
  initialSort: string;
  pageSize?: number;
  empty: string;
}) {
  const { t } = useTranslation();
  const [sortKey, setSortKey] = useState(initialSort);
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(1);
  const table = useMemo(() => {
    const col = columns.find((c) => c.key === sortKey && c.sortValue);
    const sorted = col?.sortValue ? sortBy(rows, col.sortValue, direction) : [...rows];
    return paginate(sorted, page, pageSize);
  }, [rows, columns, sortKey, direction, page, pageSize]);

  return (
    <>
      <Table
        aria-label={label}
        rows={table.rows}
        rowKey={rowKey}
        empty={empty}
        columns={columns.map((c) => ({
          key: c.key,
          align: c.align,
          rowHeader: c.rowHeader,
          render: c.render,
          header: c.sortValue ? (
            <button
              type="button"
              className={styles.sortButton}
              aria-label={t('Sort by {{column}}', { column: c.header })}
              aria-pressed={sortKey === c.key}
              onClick={() => {
                if (sortKey === c.key) setDirection(direction === 'desc' ? 'asc' : 'desc');
                else {
                  setSortKey(c.key);
                  setDirection('desc');
                }
                setPage(1);
              }}
            >
              {c.header}
              {sortKey === c.key ? (direction === 'desc' ? ' ↓' : ' ↑') : ''}
            </button>
          ) : (
            c.header
          ),
        }))}
      />
      {table.pages > 1 && (
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
      )}
    </>
  );
}
