import { useTranslation } from 'react-i18next';
import { formatPriceUsd, formatUsdCompact } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Link } from '../../../ui/index.ts';
import type { TokenRow } from '../api/schemas.ts';
import { useVolumes24h } from '../api/derived.ts';
import { Change } from './Stat.tsx';
import { SortableTable } from './SortableTable.tsx';
import styles from '../info.module.css';

export function TokensTable({ tokens, pageSize }: { tokens: readonly TokenRow[]; pageSize?: number }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const v = useVolumes24h();
  return (
    <SortableTable
      label={t('Tokens')}
      rows={tokens}
      rowKey={(r) => r.id}
      initialSort="liquidity"
      pageSize={pageSize}
      empty={t('No tokens indexed yet.')}
      columns={[
        {
          key: 'name',
          header: t('Name'),
          rowHeader: true,
          sortValue: (r) => r.symbol.toLowerCase(),
          render: (r) => (
            <Link to={`/info/tokens/${r.id}`}>
              <span className={styles.nowrap}>{`${r.name} (${r.symbol})`}</span>
            </Link>
          ),
        },
        { key: 'price', header: t('Price'), align: 'end', sortValue: (r) => r.priceUSD, render: (r) => n(formatPriceUsd(r.priceUSD)) },
        { key: 'change', header: t('Price change'), align: 'end', render: (r) => <Change bps={v.priceChange(r)} /> },
        {
          key: 'volume',
          header: t('Volume 24H'),
          align: 'end',
          sortValue: (r) => v.token(r.id).current,
          render: (r) => n(formatUsdCompact(v.token(r.id).current)),
        },
        {
          key: 'liquidity',
          header: t('Liquidity'),
          align: 'end',
          sortValue: (r) => r.totalLiquidityUSD,
          render: (r) => n(formatUsdCompact(r.totalLiquidityUSD)),
        },
      ]}
    />
  );
}
