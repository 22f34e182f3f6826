import { useTranslation } from 'react-i18next';
import { formatUsdCompact, normalizeAddress } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Card, Heading, Link, Page, Table, Text } from '../../../ui/index.ts';
import { useAccount, useAllPairs } from '../api/queries.ts';
import { useTokenMap } from '../api/derived.ts';
import { AddressProblem } from '../components/BadAddress.tsx';
import { InfoNav } from '../components/InfoNav.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { Stat } from '../components/Stat.tsx';
import { TxTable } from '../components/TxTable.tsx';
import { formatAmount, shortAddress } from '../components/format.ts';
import styles from '../info.module.css';

/** /info/accounts/:address: an account's swaps, adds, removes and liquidity positions. */
export function InfoAccountPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const id = normalizeAddress(address);
  if (!id) return <AddressProblem title={t('Account')} message={t('This is not a valid account address.')} address={address} />;
  return <AccountView key={id} id={id} />;
}

function AccountView({ id }: { id: string }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const q = useAccount(id);
  const pairs = useAllPairs();
  const tokens = useTokenMap();
  const pairById = new Map((pairs.data?.pairs.items ?? []).map((p) => [p.id, p]));
  const positions = (q.data?.liquidityPositions.items ?? []).map((pos) => {
    const p = pairById.get(pos.pair);
    const share = p && p.totalSupply > 0n ? { num: pos.lpBalance, den: p.totalSupply } : undefined;
    return {
      ...pos,
      name: p?.name.replace('-', ' / ') ?? shortAddress(pos.pair),
      valueUsd: p && share ? (p.reserveUSD * share.num) / share.den : undefined,
      amount0: p && share ? (p.reserve0 * share.num) / share.den : undefined,
      amount1: p && share ? (p.reserve1 * share.num) / share.den : undefined,
      token0: p?.token0,
      token1: p?.token1,
    };
  });
  const sym = (a: string | undefined) => (a ? (tokens.map.get(a)?.symbol ?? shortAddress(a)) : '');
  const dec = (a: string | undefined) => (a ? (tokens.map.get(a)?.decimals ?? 18) : 18);

  return (
    <Page className={styles.page}>
      <InfoNav />
      <div className={styles.headerRow}>
        <Heading level={1}>{t('Account')}</Heading>
        <Text size="sm" color="subtle" className={styles.mono}>
          {id}
        </Text>
      </div>
      <QueryState q={q}>
        {(d) => (
          <div className={styles.stats}>
            <Stat
              testId="account-volume"
              label={t('Total swap volume')}
              value={formatUsdCompact(d.account?.swapVolumeUSD ?? 0n)}
              usd={d.account?.swapVolumeUSD ?? 0n}
            />
            <Stat testId="account-swaps" label={t('Swaps')} value={String(d.account?.swapCount ?? 0)} />
            <Stat
              testId="account-liquidity"
              label={t('Liquidity')}
              value={formatUsdCompact(positions.reduce((s, p) => s + (p.valueUsd ?? 0n), 0n))}
            />
          </div>
        )}
      </QueryState>
      <section className={styles.section}>
        <Heading level={2} size="lg">
          {t('Positions')}
        </Heading>
        <Card padded={false}>
          <QueryState q={q}>
            {() => (
              <Table
                aria-label={t('Positions')}
                rows={positions}
                rowKey={(r) => r.id}
                empty={t('No liquidity positions.')}
                columns={[
                  { key: 'pair', header: t('Pair'), rowHeader: true, render: (r) => <Link to={`/info/pairs/${r.pair}`}>{r.name}</Link> },
                  {
                    key: 'value',
                    header: t('Value'),
                    align: 'end',
                    render: (r) => (r.valueUsd === undefined ? '-' : n(formatUsdCompact(r.valueUsd))),
                  },
                  {
                    key: 'tokens',
                    header: t('Pooled tokens'),
                    align: 'end',
                    render: (r) =>
                      r.amount0 === undefined || r.amount1 === undefined
                        ? '-'
                        : `${n(formatAmount(r.amount0, dec(r.token0)))} ${sym(r.token0)} + ${n(formatAmount(r.amount1, dec(r.token1)))} ${sym(r.token1)}`,
                  },
                ]}
              />
            )}
          </QueryState>
        </Card>
      </section>
      <TxTable scope={{ kind: 'account', address: id }} tokens={tokens.map} title={t('Transactions')} idPrefix="info-account" />
    </Page>
  );
}
