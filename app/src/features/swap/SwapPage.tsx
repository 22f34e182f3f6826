import { useTranslation } from 'react-i18next';
import { PageHeader, Text, TradeFrame } from '../../ui/index.ts';

/** Placeholder: the exchange card inside the trade frame. */
export function SwapPage() {
  const { t } = useTranslation();
  return (
    <TradeFrame>
      <PageHeader title={t('Exchange')} subtitle={t('Trade tokens in an instant')} />
      <Text color="subtle" style={{ padding: 24 }}>
        {t('Swapping any two tokens is coming to this card.')}
      </Text>
    </TradeFrame>
  );
}
