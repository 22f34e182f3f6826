import { useTranslation } from 'react-i18next';
import { PageHeader, Text, TradeFrame } from '../../ui/index.ts';

/** Placeholder: import a pool (/find). */
export function FindPage() {
  const { t } = useTranslation();
  return (
    <TradeFrame>
      <PageHeader title={t('Import Pool')} subtitle={t('Import an existing pool')} backTo="/liquidity" />
      <Text color="subtle" style={{ padding: 24 }}>
        {t('Finding a pool by its two tokens is coming to this card.')}
      </Text>
    </TradeFrame>
  );
}
