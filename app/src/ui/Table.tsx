import type { Key, ReactNode } from 'react';
import styles from './Table.module.css';
import { cx } from './cx.ts';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Render this column's cells as row headers (<th scope="row">). */
  rowHeader?: boolean;
  className?: string;
}

export interface TableProps<T> {
  columns: ReadonlyArray<TableColumn<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T, index: number) => Key;
  /** Visible caption, or pass aria-label. */
  caption?: ReactNode;
  'aria-label'?: string;
  /** Shown in one full-width cell when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/** A semantic data table with aligned columns; it scrolls horizontally on narrow screens. */
export function Table<T>({ columns, rows, rowKey, caption, empty, className, 'aria-label': ariaLabel }: TableProps<T>) {
  const alignClass = (align: TableColumn<T>['align']) => (align === 'end' ? styles.end : align === 'center' ? styles.center : undefined);
  return (
    <div className={cx(styles.wrapper, className)}>
      <table className={styles.table} aria-label={ariaLabel}>
        {caption != null && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cx(styles.th, alignClass(c.align))}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty != null ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} className={styles.row}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.key} scope="row" className={cx(styles.td, alignClass(c.align), c.className)}>
                      {c.render(row, i)}
                    </th>
                  ) : (
                    <td key={c.key} className={cx(styles.td, alignClass(c.align), c.className)}>
                      {c.render(row, i)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
