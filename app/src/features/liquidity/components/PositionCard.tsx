/**
 * A liquidity position: a
 * collapsible row naming the pair; opened, "Pooled {{symbol}}" for each token,
 * the LP held and the share of the pool ('<0.01' below 0.01%, else 6
 * decimals), and Remove / "Add liquidity instead" when the LP balance is above
 * the minimum. WBNB is shown as BNB (its links use BNB) unless `showUnwrapped`.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CurrencyAmount,
  currencyId,
  formatPoolShare,
  hasPositionActions,
  positionInfo,
  type Currency,
  type Pair,
  type Token,
} from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { ButtonLink, ChevronDownIcon, cx } from '../../../ui/index.ts';
import { nativeCurrency } from '../../../chain/tokens.ts';
import { CurrencyLogo, displaySymbol } from '../../tokens/index.ts';
import type { PairStats } from '../hooks/pairReads.ts';
import { DoubleCurrencyLogo } from './DoubleCurrencyLogo.tsx';
import styles from '../liquidity.module.css';

/** WBNB as BNB, other tokens as themselves. */
export function unwrappedCurrency(token: Token): Currency {
  const native = nativeCurrency();
  return native.wrapped.equals(token) ? native : token;
}

export interface PositionCardProps {
  /** The pair's tokens (any order; shown in this order). */
  tokens: readonly [Token, Token];
  pair: Pair | null | undefined;
  /** LP balance (raw). */
  balance: bigint | undefined;
  stats: Pick<PairStats, 'totalSupply' | 'fee'> | undefined;
  showUnwrapped?: boolean;
  defaultOpen?: boolean;
  /** Hide "Add liquidity instead" (the card under the add screen). */
  hideAdd?: boolean;
}

export function PositionCard({
  tokens,
  pair,
  balance,
  stats,
  showUnwrapped = false,
  defaultOpen = false,
  hideAdd = false,
}: PositionCardProps) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const [tokenA, tokenB] = tokens;
  const currencyA = showUnwrapped ? tokenA : unwrappedCurrency(tokenA);
  const currencyB = showUnwrapped ? tokenB : unwrappedCurrency(tokenB);
  const symbolA = displaySymbol(currencyA.symbol);
  const symbolB = displaySymbol(currencyB.symbol);
  const info =
    pair && stats?.totalSupply !== undefined && balance !== undefined
      ? positionInfo(pair, stats.totalSupply, balance, stats.fee)
      : undefined;
  const pooled = (token: Token) => (info ? (info.pooled0.currency.equals(token) ? info.pooled0 : info.pooled1) : undefined);
  const lp = pair && balance !== undefined ? CurrencyAmount.fromRaw(pair.liquidityToken, balance) : undefined;
  const dash = '—';

  return (
    <section className={styles.position} aria-label={t('{{symbolA}}/{{symbolB}} position', { symbolA, symbolB })}>
      <button
        type="button"
        className={styles.positionHeader}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <DoubleCurrencyLogo a={currencyA} b={currencyB} />
        <span className={styles.positionTitle}>
          {symbolA}/{symbolB}
        </span>
        <span className="fs-tabular">{lp ? n(lp.toSignificant(6)) : dash}</span>
        <ChevronDownIcon size={16} aria-hidden="true" className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <div id={bodyId} className={styles.positionBody} hidden={!open}>
        <dl className={styles.rows}>
          {[
            [tokenA, currencyA, symbolA],
            [tokenB, currencyB, symbolB],
          ].map(([token, currency, symbol]) => (
            <div className={styles.row} key={(token as Token).key}>
              <dt>{t('Pooled {{symbol}}', { symbol: symbol as string })}</dt>
              <dd className="fs-tabular">
                {n(pooled(token as Token)?.toSignificant(6) ?? dash)}
                <CurrencyLogo currency={currency as Currency} size={16} />
              </dd>
            </div>
          ))}
          <div className={styles.row}>
            <dt>{t('Your pool tokens')}</dt>
            <dd className="fs-tabular">{lp ? n(lp.toSignificant(6)) : dash}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('Share of pool')}</dt>
            <dd className="fs-tabular">{info ? `${n(formatPoolShare(info.share, 6))}%` : dash}</dd>
          </div>
        </dl>
        {hasPositionActions(balance) && (
          <div className={styles.buttons}>
            <ButtonLink to={`/remove/${currencyId(currencyA)}/${currencyId(currencyB)}`} variant="secondary">
              {t('Remove')}
            </ButtonLink>
            {!hideAdd && (
              <ButtonLink to={`/add/${currencyId(currencyA)}/${currencyId(currencyB)}`} variant="tertiary">
                {t('Add liquidity instead')}
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
