/**
 * Import a pool (/find): pick two currencies, see
 * whether their pool exists and whether the connected account holds LP in it.
 * A pool that exists is saved to the user's pairs on this chain (as the 2021
 * front end did), so it shows on /liquidity from then on.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { currencyId, type Currency } from '@fuelswap/sdk';
import { Link, PageHeader, Spinner, Text, TradeFrame } from '../../ui/index.ts';
import { nativeCurrency } from '../../chain/tokens.ts';
import { pairAddressOf, usePairs } from '../../chain/usePairs.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { CurrencySelectButton } from '../tokens/index.ts';
import { PositionCard } from './components/PositionCard.tsx';
import { usePairStat } from './hooks/pairReads.ts';
import { savePair } from './hooks/positions.ts';
import styles from './liquidity.module.css';

export function FindPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const [currency0, setCurrency0] = useState<Currency | undefined>(() => nativeCurrency());
  const [currency1, setCurrency1] = useState<Currency | undefined>(undefined);

  const tokenPairs = useMemo(() => [[currency0?.wrapped, currency1?.wrapped] as const], [currency0, currency1]);
  const [result] = usePairs(tokenPairs);
  const pairState = result?.state ?? 'invalid';
  const pair = result?.pair ?? null;
  const pairAddress = useMemo(
    () =>
      currency0 && currency1 && !currency0.wrapped.equals(currency1.wrapped)
        ? pairAddressOf(currency0.wrapped, currency1.wrapped)
        : undefined,
    [currency0, currency1],
  );
  const stats = usePairStat(pairState === 'exists' ? pairAddress : undefined, account);
  const hasPosition = stats.balance !== undefined && stats.balance > 0n;

  // A pool found is imported: saved to the user's pairs (it then shows on /liquidity).
  useEffect(() => {
    if (pairState === 'exists' && pair) savePair(pair.token0, pair.token1);
  }, [pairState, pair]);

  // Choosing the currency of the other side swaps the two.
  const select = (side: 0 | 1, c: Currency) => {
    const [mine, other, setMine, setOther] =
      side === 0 ? [currency0, currency1, setCurrency0, setCurrency1] : [currency1, currency0, setCurrency1, setCurrency0];
    if (other?.equals(c)) setOther(mine);
    setMine(c);
  };

  const addPath = currency0 && currency1 ? `/add/${currencyId(currency0)}/${currencyId(currency1)}` : '/add';

  let status: ReactNode;
  if (!currency0 || !currency1) {
    status = <Text color="subtle">{account ? t('Select a token to find your liquidity.') : t('Connect to a wallet to find pools')}</Text>;
  } else if (pairState === 'loading' || (pairState === 'exists' && account && stats.loading)) {
    status = (
      <Text color="subtle" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', justifyContent: 'center' }}>
        <Spinner size={20} label={t('Loading…')} />
        {t('Loading')}
      </Text>
    );
  } else if (pairState === 'invalid') {
    status = <Text color="subtle">{t('Invalid pair.')}</Text>;
  } else if (pairState === 'not-exists') {
    status = (
      <>
        <Text>{t('No pool found.')}</Text>
        <Link to={addPath}>{t('Create pool.')}</Link>
      </>
    );
  } else if (hasPosition && pair) {
    status = (
      <>
        <Text color="success" bold>
          {t('Pool found!')}
        </Text>
        <Link to="/liquidity">{t('Manage this pool.')}</Link>
      </>
    );
  } else if (!account) {
    status = (
      <>
        <Text>{t('Pool found!')}</Text>
        <Text color="subtle">{t('Connect to a wallet to find pools')}</Text>
      </>
    );
  } else {
    status = (
      <>
        <Text>{t('Pool found!')}</Text>
        <Text color="subtle">{t("You don't have liquidity in this pool yet.")}</Text>
        <Link to={addPath}>{t('Add liquidity.')}</Link>
      </>
    );
  }

  return (
    <TradeFrame>
      <PageHeader title={t('Import Pool')} subtitle={t('Import an existing pool')} backTo="/pool" />
      <div className={styles.body}>
        <div className={styles.findSlot}>
          <span aria-hidden="true">{t('First token')}</span>
          <CurrencySelectButton
            selected={currency0}
            otherSelected={currency1}
            onSelect={(c) => select(0, c)}
            label={t('First token')}
            showCommonBases
          />
        </div>
        <div className={styles.plus} aria-hidden="true">
          +
        </div>
        <div className={styles.findSlot}>
          <span aria-hidden="true">{t('Second token')}</span>
          <CurrencySelectButton
            selected={currency1}
            otherSelected={currency0}
            onSelect={(c) => select(1, c)}
            label={t('Second token')}
            showCommonBases
          />
        </div>
        <div className={`${styles.box} ${styles.center}`} role="status" aria-live="polite">
          {status}
        </div>
        {!account && <ConnectWalletButton fullWidth />}
        {hasPosition && pair && currency0 && currency1 && (
          <PositionCard tokens={[currency0.wrapped, currency1.wrapped]} pair={pair} balance={stats.balance} stats={stats} defaultOpen />
        )}
      </div>
    </TradeFrame>
  );
}
