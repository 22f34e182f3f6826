import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { formatPoolShare, type Currency, type MintInfo } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, Text } from '../../../ui/index.ts';
import { useChainHealth } from '../../../chain/blocks.ts';
import { displaySymbol } from '../../tokens/index.ts';
import { LivePreview } from '../../transactions/index.ts';
import type { PreviewCall, PreviewOptions } from '../../../chain/preview.ts';
import { DoubleCurrencyLogo } from './DoubleCurrencyLogo.tsx';
import styles from '../liquidity.module.css';

/** The review of the confirm dialog: what is received, what is deposited, rates both ways and the pool share. */
export function ConfirmAddContent({
  info,
  currencyA,
  currencyB,
  slippage,
  onConfirm,
  account,
  previewKey,
  preview,
}: {
  info: MintInfo;
  currencyA: Currency;
  currencyB: Currency;
  slippage: number;
  onConfirm: () => void;
  /** The simulated supply: the connected account, the call's identity and how to build it. */
  account?: Address | undefined;
  previewKey?: readonly unknown[];
  preview?: (() => Promise<{ call: PreviewCall; options?: PreviewOptions }>) | undefined;
}) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const { stale } = useChainHealth();
  const [blocked, setBlocked] = useState(false);
  const symbolA = displaySymbol(currencyA.symbol);
  const symbolB = displaySymbol(currencyB.symbol);
  const { price, noLiquidity, liquidityMinted, poolTokenPercentage, parsedAmounts } = info;
  return (
    <div className={styles.confirm}>
      {noLiquidity ? (
        <div className={styles.confirmAmount}>
          <span>
            {symbolA}/{symbolB}
          </span>
          <DoubleCurrencyLogo a={currencyA} b={currencyB} size={28} />
        </div>
      ) : (
        <>
          <div className={styles.confirmAmount}>
            <span className="fs-tabular">{liquidityMinted ? n(liquidityMinted.toSignificant(6)) : '-'}</span>
            <DoubleCurrencyLogo a={currencyA} b={currencyB} size={28} />
          </div>
          <Text>{t('{{symbolA}}/{{symbolB}} Pool Tokens', { symbolA, symbolB })}</Text>
          <p className={styles.estimate}>
            {t('Output is estimated. If the price changes by more than {{slippage}}% your transaction will revert.', {
              slippage: (slippage / 100).toString(),
            })}
          </p>
        </>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('{{symbol}} Deposited', { symbol: symbolA })}</dt>
          <dd className="fs-tabular">{parsedAmounts.CURRENCY_A && n(parsedAmounts.CURRENCY_A.toSignificant(6))}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('{{symbol}} Deposited', { symbol: symbolB })}</dt>
          <dd className="fs-tabular">{parsedAmounts.CURRENCY_B && n(parsedAmounts.CURRENCY_B.toSignificant(6))}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('Rates')}</dt>
          <dd className="fs-tabular" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
            <span>{price ? `1 ${symbolA} = ${n(price.toSignificant(4))} ${symbolB}` : '-'}</span>
            <span>{price ? `1 ${symbolB} = ${n(price.invert().toSignificant(4))} ${symbolA}` : '-'}</span>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('Share of Pool')}</dt>
          <dd className="fs-tabular">{noLiquidity ? '100' : n(formatPoolShare(poolTokenPercentage))}%</dd>
        </div>
      </dl>
      {account && preview && previewKey && <LivePreview account={account} queryKey={previewKey} build={preview} onBlocked={setBlocked} />}
      <Button fullWidth disabled={stale || blocked} onClick={onConfirm}>
        {noLiquidity ? t('Create Pool & Supply') : t('Confirm Supply')}
      </Button>
    </div>
  );
}
