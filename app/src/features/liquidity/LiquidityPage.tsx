import { useTranslation } from 'react-i18next';
import { ButtonLink, Link, PageHeader, Text, TradeFrame } from '../../ui/index.ts';

/** Placeholder: the liquidity overview (/liquidity). */
export function LiquidityPage() {
  const { t } = useTranslation();
  return (
    <TradeFrame>
      <PageHeader title={t('Your Liquidity')} subtitle={t('Remove liquidity to receive tokens back')} />
      <div style={{ padding: 24, display: 'grid', gap: 16 }}>
        <Text color="subtle">{t('Your liquidity positions are coming to this card.')}</Text>
        <ButtonLink to="/add" fullWidth>
          {t('Add Liquidity')}
        </ButtonLink>
        <Text size="sm" color="subtle" style={{ textAlign: 'center' }}>
          {t("Don't see a pool you joined?")} <Link to="/find">{t('Import it.')}</Link>
        </Text>
      </div>
    </TradeFrame>
  );
}
