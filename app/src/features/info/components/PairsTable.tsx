import { useTranslation } from 'react-i18next';
import { feesUsd, formatUsdCompact } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Link } from '../../../ui/index.ts';
import type { PairRow } from '../api/schemas.ts';
import { useVolumes24h } from '../api/derived.ts';
import { SortableTable } from './SortableTable.tsx';
import styles from '../info.module.css';

export function PairsTable({ pairs, pageSize }: { pairs: readonly PairRow[]; pageSize?: number }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const v = useVolumes24h();
  return (
    <SortableTable
      label={t('Pairs')}
      rows={pairs}
      rowKey={(r) => r.id}
      initialSort="liquidity"
      pageSize={pageSize}
      empty={t('No pairs indexed yet.')}
      columns={[
        {
          key: 'name',
          header: t('Name'),
          rowHeader: true,
          sortValue: (r) => r.name.toLowerCase(),
          render: (r) => (
            <Link to={`/info/pairs/${r.id}`}>
              <span className={styles.nowrap}>{r.name.replace('-', ' / ')}</span>
            </Link>
          ),
        },
        {
          key: 'liquidity',
          header: t('Liquidity'),
          align: 'end',
          sortValue: (r) => r.reserveUSD,
          render: (r) => n(formatUsdCompact(r.reserveUSD)),
        },
        {
          key: 'volume',
          header: t('Volume 24H'),
          align: 'end',
          sortValue: (r) => v.pair(r.id).current,
          render: (r) => n(formatUsdCompact(v.pair(r.id).current)),
        },
        {
          key: 'fees',
          header: t('LP reward fees 24H'),
          align: 'end',
          sortValue: (r) => v.pair(r.id).current,
          render: (r) => n(formatUsdCompact(feesUsd(v.pair(r.id).current).lp)),
        },
        {
          key: 'total',
          header: t('Total volume'),
          align: 'end',
          sortValue: (r) => r.volumeUSD,
          render: (r) => n(formatUsdCompact(r.volumeUSD)),
        },
      ]}
    />
  );
}
