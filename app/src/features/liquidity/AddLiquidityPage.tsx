import { useTranslation } from 'react-i18next';
import { PageHeader, Text, TradeFrame } from '../../ui/index.ts';
import { CurrencyIds } from './CurrencyIds.tsx';

export interface AddLiquidityPageProps {
  /** Route params of /add/{currencyIdA}/{currencyIdB} and /create/...: an address or BNB; the second is optional. */
  currencyIdA?: string;
  currencyIdB?: string;
}

/** Placeholder: add liquidity (/add, /add/A, /add/A/B and the /create forms). */
export function AddLiquidityPage({ currencyIdA, currencyIdB }: AddLiquidityPageProps) {
  const { t } = useTranslation();
  return (
    <TradeFrame>
      <PageHeader title={t('Add Liquidity')} subtitle={t('Add liquidity to receive LP tokens')} backTo="/liquidity" />
      <div style={{ padding: 24 }}>
        <Text color="subtle">{t('Depositing two tokens into a pool is coming to this card.')}</Text>
        <CurrencyIds ids={[currencyIdA, currencyIdB]} />
      </div>
    </TradeFrame>
  );
}
