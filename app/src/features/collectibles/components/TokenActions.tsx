import { useTranslation } from 'react-i18next';
import { Button, Text } from '../../../ui/index.ts';
import { profileStyles as styles, type OwnedCollectible } from '../../profile/index.ts';
import { tradeInOffer, type TradeInTerms } from '../logic.ts';

/**
 * A card's actions on the tokens the wallet holds: Transfer each, and Trade in each of a variation the trade-in
 * pays for now. A profile picture in use is not in the wallet (the registry holds it): the card says so instead.
 */
export function TokenActions({
  variationId,
  tokens,
  isPicture,
  terms,
  busy,
  onTransfer,
  onTradeIn,
}: {
  variationId: number;
  tokens: readonly OwnedCollectible[];
  isPicture: boolean;
  terms: TradeInTerms | undefined;
  busy: boolean;
  onTransfer: (token: OwnedCollectible) => void;
  onTradeIn: (token: OwnedCollectible) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isPicture && tradeInOffer(terms, variationId).kind !== 'not-tradeable' && (
        <Text size="sm" color="subtle">
          {t('Your profile picture cannot be traded in: remove it from your profile first.')}
        </Text>
      )}
      {tokens.map((token) => (
        <div key={String(token.tokenId)} className={styles.tags}>
          <Button variant="secondary" size="sm" onClick={() => onTransfer(token)} disabled={busy}>
            {t('Transfer #{{id}}', { id: String(token.tokenId) })}
          </Button>
          {tradeInOffer(terms, token.variationId).kind === 'tradeable' && (
            <Button variant="secondary" size="sm" onClick={() => onTradeIn(token)} disabled={busy}>
              {t('Trade in #{{id}}', { id: String(token.tokenId) })}
            </Button>
          )}
        </div>
      ))}
    </>
  );
}
