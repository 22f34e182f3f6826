import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '../../ui/index.ts';

/** Placeholder: Weekly auctions for community farm slots are coming to this page. */
export function AuctionPage() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Heading level={1}>{t('Community Farm Auction')}</Heading>
      <Text color="subtle" style={{ marginTop: 8 }}>
        {t('Weekly auctions for community farm slots are coming to this page.')}
      </Text>
    </Page>
  );
}
