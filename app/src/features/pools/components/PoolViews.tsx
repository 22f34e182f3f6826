/**
 * The two presentations of a pool: a table row that expands on
 * click into its details and actions (300 ms), and a card. Both show the
 * APR (APY for the vault) with the ROI calculator.
 */
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatEarnings, formatStaked, VAULT_COMPOUNDS_PER_DAY } from '@fuelswap/sdk';
import { Badge, Button, ChevronDownIcon, IconButton } from '../../../ui/index.ts';
import { CurrencyLogo } from '../../tokens/index.ts';
import { Apr, currencyOf, explorerUrl } from '../../yield/index.ts';
import { usePoolsContext } from './context.ts';
import type { PoolItem } from './items.ts';
import { poolSubtitle, poolTitle } from './names.ts';
import { PoolActions } from './PoolActions.tsx';
import { CountdownLine, PoolInfo } from './PoolInfo.tsx';
import { VaultActions, vaultUserProfit } from './VaultActions.tsx';
import styles from '../pools.module.css';

function useItemText(item: PoolItem) {
  const { t } = useTranslation();
  const { config } = usePoolsContext();
  if (item.kind === 'vault') {
    return {
      title: t('Auto {{symbol}}', { symbol: config.fuel.symbol }),
      subtitle: t('Automatic restaking'),
      earning: config.fuel,
      staking: config.fuel,
      stakingNative: false,
    };
  }
  const def = item.pool.def;
  return {
    title: poolTitle(t, def),
    subtitle: poolSubtitle(t, def),
    earning: def.earningToken,
    staking: def.stakingToken,
    stakingNative: def.isNative,
  };
}

function Logos({ item }: { item: PoolItem }) {
  const x = useItemText(item);
  return (
    <span className={styles.logos} aria-hidden>
      <CurrencyLogo currency={currencyOf(x.earning)} size={32} />
      <CurrencyLogo currency={currencyOf(x.staking, x.stakingNative)} size={20} />
    </span>
  );
}

function ItemApr({ item }: { item: PoolItem }) {
  const x = useItemText(item);
  if (item.kind === 'vault') {
    const v = item.vault;
    return (
      <Apr
        value={v.apy}
        apr={v.apr}
        earningSymbol={x.earning.symbol}
        earningPriceUsd={v.fuelPrice}
        compoundsPerDay={VAULT_COMPOUNDS_PER_DAY}
        {...(v.performanceFee !== undefined ? { performanceFeeBps: v.performanceFee } : {})}
        subject={x.title}
      />
    );
  }
  return (
    <Apr
      value={item.pool.apr}
      apr={item.pool.apr}
      earningSymbol={x.earning.symbol}
      earningPriceUsd={item.pool.earningPrice}
      subject={x.title}
    />
  );
}

function Badges({ item }: { item: PoolItem }) {
  if (item.kind === 'vault') return <Badge kind="auto" size="sm" />;
  if (item.pool.isManual) return <Badge kind="manual" size="sm" />;
  if (item.pool.def.poolCategory === 'COMMUNITY') return <Badge kind="community" size="sm" />;
  return <Badge kind="core" size="sm" />;
}

function Earned({ item }: { item: PoolItem }) {
  const x = useItemText(item);
  if (item.kind === 'vault') {
    const p = vaultUserProfit(item.vault);
    return <>{p === undefined ? '0' : formatEarnings(p, x.earning.decimals)}</>;
  }
  const pending = item.pool.user?.pending;
  return <>{pending === undefined ? '0' : formatEarnings(pending, x.earning.decimals)}</>;
}

function TotalStaked({ item }: { item: PoolItem }) {
  const x = useItemText(item);
  const total = item.kind === 'vault' ? item.vault.totalFuel : item.pool.totalStaked;
  return <>{total === undefined ? '-' : `${formatStaked(total, x.staking.decimals)} ${x.staking.symbol}`}</>;
}

function Details({ item }: { item: PoolItem }) {
  const x = useItemText(item);
  if (item.kind === 'vault') {
    return (
      <PoolInfo
        totalStaked={item.vault.totalFuel}
        stakingToken={x.staking}
        performanceFee={item.vault.performanceFee}
        earningToken={x.earning}
        contract={item.vault.address}
      />
    );
  }
  const p = item.pool;
  return (
    <PoolInfo
      totalStaked={p.totalStaked}
      stakingToken={x.staking}
      limit={p.limit}
      countdown={p.countdown}
      earningToken={x.earning}
      contract={p.def.contractAddress}
      isNative={p.def.isNative}
    />
  );
}

function Actions({ item }: { item: PoolItem }) {
  return item.kind === 'vault' ? <VaultActions vault={item.vault} /> : <PoolActions pool={item.pool} />;
}

/** A table row: name, earned, APR, total staked, ends in; a click (or the chevron) expands details and actions. */
export function PoolRow({ item }: { item: PoolItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const x = useItemText(item);
  const detailsId = useId();
  const toggleFromRow = (e: MouseEvent<HTMLDivElement>) => {
    // Only clicks on the row itself, not on its buttons or on dialogs rendered from it (portals bubble through React).
    const target = e.target as HTMLElement;
    if (!e.currentTarget.contains(target) || target.closest('button, a, input')) return;
    setOpen((o) => !o);
  };
  const countdown = item.kind === 'pool' ? item.pool.countdown : undefined;
  return (
    <li className={styles.row} data-testid="pool-row" data-pool={item.key}>
      <div className={styles.rowHead} onClick={toggleFromRow}>
        <div className={styles.name}>
          <Logos item={item} />
          <div className={styles.nameText}>
            <span className={styles.nameTitle}>{x.title}</span>
            <span className={styles.nameSub}>{x.subtitle}</span>
          </div>
        </div>
        <div className={`${styles.cell} ${styles.hideSmall}`}>
          <span className={styles.cellLabel}>
            {item.kind === 'vault' ? t('Recent {{symbol}} profit', { symbol: x.earning.symbol }) : t('Earned')}
          </span>
          <span className={styles.cellValue}>
            <Earned item={item} />
          </span>
        </div>
        <div className={styles.cell}>
          <span className={styles.cellLabel}>{item.kind === 'vault' ? t('APY') : t('APR')}</span>
          <span className={styles.cellValue}>
            <ItemApr item={item} />
          </span>
        </div>
        <div className={`${styles.cell} ${styles.hideSmall}`}>
          <span className={styles.cellLabel}>{t('Total staked')}</span>
          <span className={styles.cellValue}>
            <TotalStaked item={item} />
          </span>
        </div>
        <div className={`${styles.cell} ${styles.hideSmall}`}>
          <span className={styles.cellLabel}>{countdown?.kind === 'start' ? t('Starts in') : t('Ends in')}</span>
          <span className={styles.cellValue}>
            {countdown ? t('{{blocks}} blocks', { count: Number(countdown.blocks), blocks: formatCount(countdown.blocks) }) : '-'}
          </span>
        </div>
        <IconButton
          label={open ? t('Hide details of {{name}}', { name: x.title }) : t('Show details of {{name}}', { name: x.title })}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDownIcon className={styles.chevron} data-open={open} />
        </IconButton>
      </div>
      <div
        id={detailsId}
        className={styles.details}
        data-open={open}
        role="region"
        aria-label={t('Details of {{name}}', { name: x.title })}
      >
        <div className={styles.detailsInner} inert={!open}>
          <div className={styles.detailsGrid}>
            <Details item={item} />
            <Actions item={item} />
          </div>
        </div>
      </div>
    </li>
  );
}

/** A card: title and badge, APR/APY, the actions, and a details toggle. */
export function PoolCard({ item }: { item: PoolItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const x = useItemText(item);
  const detailsId = useId();
  const countdown = item.kind === 'pool' ? item.pool.countdown : undefined;
  return (
    <li className={styles.card} data-testid="pool-card" data-pool={item.key}>
      <div className={styles.cardHead}>
        <div className={styles.name}>
          <Logos item={item} />
          <div className={styles.nameText}>
            <span className={styles.nameTitle}>{x.title}</span>
            <span className={styles.nameSub}>{x.subtitle}</span>
          </div>
        </div>
        <Badges item={item} />
      </div>
      <div className={styles.line}>
        <span>{item.kind === 'vault' ? t('APY') : t('APR')}</span>
        <ItemApr item={item} />
      </div>
      {countdown && <CountdownLine countdown={countdown} explorer={explorerUrl()} />}
      <Actions item={item} />
      <Button
        variant="text"
        size="sm"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        endIcon={<ChevronDownIcon className={styles.chevron} data-open={open} />}
      >
        {open ? t('Hide') : t('Details')}
      </Button>
      <div id={detailsId} className={styles.details} data-open={open}>
        <div className={styles.detailsInner} inert={!open}>
          <Details item={item} />
        </div>
      </div>
    </li>
  );
}
