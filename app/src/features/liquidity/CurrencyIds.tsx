import { useTranslation } from 'react-i18next';
import { Text } from '../../ui/index.ts';

/** Shows the currency ids a liquidity route was opened with (until the real pickers arrive). */
export function CurrencyIds({ ids }: { ids: ReadonlyArray<string | undefined> }) {
  const { t } = useTranslation();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '16px 0 0' }}>
      {ids.map((id, i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>
            <Text as="span" size="sm" color="subtle">
              {i === 0 ? t('Token A') : t('Token B')}
            </Text>
          </dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text as="span" size="sm" numeric>
              {id ?? t('Not selected')}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
