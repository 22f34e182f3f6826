import { useTranslation } from 'react-i18next';
import { PageHeader, Text, TradeFrame } from '../../ui/index.ts';
import { CurrencyIds } from './CurrencyIds.tsx';

export interface RemoveLiquidityPageProps {
  /** Route params of /remove/{currencyIdA}/{currencyIdB}. */
  currencyIdA: string;
  currencyIdB: string;
}

/** Placeholder: remove liquidity (/remove/A/B). */
export function RemoveLiquidityPage({ currencyIdA, currencyIdB }: RemoveLiquidityPageProps) {
  const { t } = useTranslation();
  return (
    <TradeFrame>
      <PageHeader title={t('Remove Liquidity')} subtitle={t('To receive your tokens back')} backTo="/liquidity" />
      <div style={{ padding: 24 }}>
        <Text color="subtle">{t('Withdrawing your share of a pool is coming to this card.')}</Text>
        <CurrencyIds ids={[currencyIdA, currencyIdB]} />
      </div>
    </TradeFrame>
  );
}
