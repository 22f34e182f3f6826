import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits, type Address } from 'viem';
import { Button, Modal, Text } from '../../../ui/index.ts';
import { useChainHealth } from '../../../chain/blocks.ts';
import type { OwnedCollectible, useProfileAction } from '../../profile/index.ts';
import { sendTradeIn, tradeInCall } from '../hooks/useTradeIn.ts';
import { tradeInOffer, type TradeInTerms } from '../logic.ts';
import { LazyLivePreview } from './LazyPreview.tsx';

const FUEL_DECIMALS = 9;

/**
 * Trade a collectible in: says what the trade-in pays (the contract's value for the variation, read every block)
 * and that the collectible is burned, shows the call's simulated result, and confirms. Confirm is disabled while
 * the value is unknown or not funded, while the simulation says it would revert, and while the chain is stale.
 * Closes once the trade-in's receipt is in.
 */
export function TradeInModal({
  name,
  token,
  terms,
  account,
  tradeIn,
  action,
  onDismiss,
}: {
  name: string;
  token: OwnedCollectible;
  terms: TradeInTerms | undefined;
  account: Address;
  tradeIn: Address;
  action: ReturnType<typeof useProfileAction>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const [blocked, setBlocked] = useState(false);
  const tokenId = token.tokenId;
  const offer = tradeInOffer(terms, token.variationId);
  const pending = action.pending === 'trade-in';
  const onConfirm = async () => {
    const summary = t('Trade in {{name}} #{{id}}', { name, id: String(tokenId) });
    const ok = await action.run('trade-in', sendTradeIn(tradeIn, tokenId, summary), {
      success: { title: t('NFT traded in!'), description: t('Your FUEL is in your wallet.') },
      failure: { title: t('Error'), description: t('Unable to trade in NFT') },
    });
    if (ok) onDismiss();
  };
  const amount = offer.kind === 'tradeable' || offer.kind === 'unfunded' ? offer.amount : undefined;
  return (
    <Modal open onDismiss={onDismiss} title={t('Trade in NFT')}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 'min(360px, 80vw)' }}>
        <Text>{t('Trade in {{name}} #{{id}} for FUEL', { name, id: String(tokenId) })}</Text>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Text color="subtle">{t('You will receive')}</Text>
          <Text bold data-testid="trade-in-amount" data-amount={amount === undefined ? '' : amount.toString()}>
            {amount === undefined ? '-' : t('{{amount}} FUEL', { amount: formatUnits(amount, FUEL_DECIMALS) })}
          </Text>
        </div>
        {offer.kind === 'unfunded' && (
          <Text size="sm" color="danger" role="alert">
            {t('The trade-in has run out of FUEL for now. Please try again later.')}
          </Text>
        )}
        <Text size="sm" color="warning">
          {t('When you trade in this NFT to receive FUEL, you will lose access to it forever!')}
        </Text>
        {offer.kind === 'tradeable' && !pending && (
          <LazyLivePreview
            account={account}
            queryKey={['nft-trade-in', account, String(tokenId)]}
            build={async () => ({ call: { account, ...tradeInCall(tradeIn, tokenId) } })}
            onBlocked={setBlocked}
          />
        )}
        <Button
          onClick={() => void onConfirm()}
          loading={pending}
          disabled={pending || offer.kind !== 'tradeable' || blocked || stale}
          fullWidth
        >
          {t('Confirm')}
        </Button>
      </div>
    </Modal>
  );
}
