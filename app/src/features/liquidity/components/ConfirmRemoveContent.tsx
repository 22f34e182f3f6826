import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { BurnInfo, Currency, Price } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, Text } from '../../../ui/index.ts';
import { useChainHealth } from '../../../chain/blocks.ts';
import { CurrencyLogo, displaySymbol } from '../../tokens/index.ts';
import { DoubleCurrencyLogo } from './DoubleCurrencyLogo.tsx';
import { PriceRow } from './PriceRow.tsx';
import { LivePreview } from '../../transactions/index.ts';
import type { PreviewCall, PreviewOptions } from '../../../chain/preview.ts';
import styles from '../liquidity.module.css';

/** The review of the remove dialog: what comes back, the LP burned, the price; Confirm once the LP is enabled. */
export function ConfirmRemoveContent({
  info,
  currencyA,
  currencyB,
  lpLabel,
  price,
  slippage,
  canConfirm,
  onConfirm,
  account,
  previewKey,
  preview,
}: {
  info: BurnInfo;
  currencyA: Currency;
  currencyB: Currency;
  lpLabel: string;
  price: Price | undefined;
  slippage: number;
  canConfirm: boolean;
  onConfirm: () => void;
  /** The simulated removal: the connected account, the call's identity and how to build it. */
  account?: Address | undefined;
  previewKey?: readonly unknown[];
  preview?: (() => Promise<{ call: PreviewCall; options?: PreviewOptions }>) | undefined;
}) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const [blocked, setBlocked] = useState(false);
  const { stale } = useChainHealth();
  const symbolA = displaySymbol(currencyA.symbol);
  const symbolB = displaySymbol(currencyB.symbol);
  const { LIQUIDITY: liquidity, CURRENCY_A: amountA, CURRENCY_B: amountB } = info.parsedAmounts;
  return (
    <div className={styles.confirm}>
      <div className={styles.confirmAmount}>
        <span className="fs-tabular">{amountA && n(amountA.toSignificant(6))}</span>
        <span className={styles.fixedCurrency}>
          <span aria-hidden="true">
            <CurrencyLogo currency={currencyA} size={24} />
          </span>
          {symbolA}
        </span>
      </div>
      <div className={styles.plus} aria-hidden="true">
        +
      </div>
      <div className={styles.confirmAmount}>
        <span className="fs-tabular">{amountB && n(amountB.toSignificant(6))}</span>
        <span className={styles.fixedCurrency}>
          <span aria-hidden="true">
            <CurrencyLogo currency={currencyB} size={24} />
          </span>
          {symbolB}
        </span>
      </div>
      <p className={styles.estimate}>
        {t('Output is estimated. If the price changes by more than {{slippage}}% your transaction will revert.', {
          slippage: (slippage / 100).toString(),
        })}
      </p>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('{{symbol}} Burned', { symbol: lpLabel })}</dt>
          <dd className="fs-tabular">
            <DoubleCurrencyLogo a={currencyA} b={currencyB} />
            {liquidity && n(liquidity.toSignificant(6))}
          </dd>
        </div>
        {price && <PriceRow price={price} symbolA={symbolA} symbolB={symbolB} />}
      </dl>
      {!canConfirm && <Text color="danger">{t('Enable the LP token first.')}</Text>}
      {account && preview && previewKey && <LivePreview account={account} queryKey={previewKey} build={preview} onBlocked={setBlocked} />}
      <Button fullWidth disabled={!canConfirm || !liquidity || stale || blocked} onClick={onConfirm}>
        {t('Confirm')}
      </Button>
    </div>
  );
}
