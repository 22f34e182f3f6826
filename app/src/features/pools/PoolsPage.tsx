import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: the staking pools ("Syrup Pools"); `view` is "live" on /pools and "finished" on /pools/history. */
export function PoolsPage({ view }: { view: 'live' | 'finished' }) {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Syrup Pools')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {view === 'live'
          ? t('Staking tokens to earn, including the auto-compounding FUEL vault, is coming to this page.')
          : t('Finished pools, and unstaking from them, are coming to this page.')}
      </Text>
    </Page>
  );
}
