import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { formatUnits, type Address } from 'viem';
import { BUNNIES, type BunnyInfo } from '@fuelswap/config';
import { checkFuel } from '@fuelswap/sdk';
import { Button, Card, Heading, Page, Tag, Text } from '../../ui/index.ts';
import {
  BunnyImage,
  sends,
  TransferModal,
  profileCalls,
  useProfileAction,
  useProfileData,
  profileStyles as styles,
  type OwnedCollectible,
} from '../profile/index.ts';
import { useTradeInTerms } from './hooks/useTradeIn.ts';
import { TokenActions } from './components/TokenActions.tsx';

// Only a click opens the trade-in dialog: its code (and its preview's) loads then, not with the page.
const TradeInModal = lazy(() => import('./components/TradeInModal.tsx').then((m) => ({ default: m.TradeInModal })));

/**
 * /collectibles: every collectible of the catalogue with its picture, name, the In Wallet and Profile Pic
 * tags, Claim this NFT when the wallet may claim it (a starter: Enable FUEL, then Claim; the campaign
 * bunny: Claim), Transfer and, for a tradeable variation, Trade in for each token the wallet holds, and details.
 * A profile picture in use is held by the registry, not the wallet: its card says it cannot be traded in.
 */
export function CollectiblesPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = useProfileData(address);
  const action = useProfileAction(() => data?.refetch());
  const [transfer, setTransfer] = useState<{ token: OwnedCollectible; name: string } | undefined>(undefined);
  const [tradeIn, setTradeIn] = useState<{ token: OwnedCollectible; name: string } | undefined>(undefined);
  const terms = useTradeInTerms(data?.contracts);

  if (!data) {
    return (
      <Page>
        <Heading level={1}>{t('Collectibles')}</Heading>
        <Text color="subtle">{t('Collectibles are not deployed on this network.')}</Text>
      </Page>
    );
  }
  const u = data.user;
  const sorted = [...BUNNIES].sort((a, b) => a.sortOrder - b.sortOrder);

  const claimStarter = (b: BunnyInfo) =>
    action.run(`claim-${b.variationId}`, sends.claimStarter(data.contracts, b.variationId, t('Claim {{name}}', { name: b.name })), {
      success: { title: t('Collectible claimed!'), description: t('{{name}} is in your wallet.', { name: b.name }) },
      failure: { title: t('Error'), description: t('Unable to claim NFT, please try again.') },
    });
  const claimSpecial = (b: BunnyInfo) =>
    action.run(`claim-${b.variationId}`, sends.claimSpecial(data.contracts, t('Claim {{name}}', { name: b.name })), {
      success: { title: t('Collectible claimed!'), description: t('{{name}} is in your wallet.', { name: b.name }) },
      failure: { title: t('Error'), description: t('Unable to claim NFT, please try again.') },
    });
  const enable = () =>
    data.fuel &&
    data.costs &&
    action.run('enable', sends.approveFuel(data.fuel, data.contracts.bunnyFactory, data.costs.starter, t('Enable FUEL for collectibles')), {
      success: { title: t('Enabled'), description: t('You can claim your collectible now.') },
      failure: { title: t('Error'), description: t('An error occurred approving transaction') },
    });
  const doTransfer = async (to: Address) => {
    if (!transfer) return;
    const ok = await action.run(
      'transfer',
      sends.transfer(data.contracts, to, transfer.token.tokenId, t('Transfer {{name}}', { name: transfer.name })),
      {
        success: { title: t('NFT successfully transferred!') },
        failure: { title: t('Error'), description: t('Unable to transfer NFT') },
      },
    );
    if (ok) setTransfer(undefined);
  };

  return (
    <Page>
      <Heading level={1}>{t('Collectibles')}</Heading>
      <Text color="subtle">{t('Fuel Bunnies you can claim, hold, trade and use as your profile picture.')}</Text>
      <div className={styles.grid}>
        {sorted.map((b) => {
          const mine = u?.owned.filter((o) => o.variationId === b.variationId) ?? [];
          const isPicture = u?.pictureVariation === b.variationId;
          const canClaim =
            b.kind === 'starter'
              ? u?.canClaimStarter === true
              : u?.canClaimSpecial === true && b.variationId === data.contracts.specialBunnyId;
          const fuelCheck = u && data.costs ? checkFuel(data.costs.starter, u.fuelBalance ?? 0n, u.allowanceFactory ?? 0n) : undefined;
          return (
            <Card
              key={b.variationId}
              className={styles.card}
              as="article"
              aria-label={t(b.name)}
              data-testid={`collectible-${b.variationId}`}
            >
              <BunnyImage variationId={b.variationId} />
              <div className={styles.between}>
                <Heading level={2} size="md">
                  {t(b.name)}
                </Heading>
                <div className={styles.tags}>
                  {mine.length > 0 && (
                    <Tag tone="secondary" size="sm">
                      {t('In Wallet')}
                      {mine.length > 1 ? ` ×${mine.length}` : ''}
                    </Tag>
                  )}
                  {isPicture && (
                    <Tag tone="success" size="sm">
                      {t('Profile Pic')}
                    </Tag>
                  )}
                </div>
              </div>
              <details>
                <summary>{t('Details')}</summary>
                <Text size="sm" color="subtle">
                  {t(b.description)}
                </Text>
              </details>
              {canClaim && b.kind === 'starter' && fuelCheck && data.costs && (
                <>
                  <Text size="sm" color="subtle">
                    {t('Cost: {{amount}} FUEL', { amount: formatUnits(data.costs.starter, 9) })}
                  </Text>
                  {!fuelCheck.ok ? (
                    <Button disabled fullWidth>
                      {t('Insufficient FUEL balance')}
                    </Button>
                  ) : fuelCheck.needsApproval ? (
                    <Button onClick={() => void enable()} loading={action.pending === 'enable'} disabled={!!action.pending} fullWidth>
                      {t('Enable')}
                    </Button>
                  ) : (
                    <Button
                      onClick={() => void claimStarter(b)}
                      loading={action.pending === `claim-${b.variationId}`}
                      disabled={!!action.pending}
                      fullWidth
                    >
                      {t('Claim this NFT')}
                    </Button>
                  )}
                </>
              )}
              {canClaim && b.kind === 'special' && (
                <Button
                  onClick={() => void claimSpecial(b)}
                  loading={action.pending === `claim-${b.variationId}`}
                  disabled={!!action.pending}
                  fullWidth
                >
                  {t('Claim this NFT')}
                </Button>
              )}
              <TokenActions
                variationId={b.variationId}
                tokens={mine}
                isPicture={isPicture}
                terms={terms}
                busy={!!action.pending}
                onTransfer={(token) => setTransfer({ token, name: t(b.name) })}
                onTradeIn={(token) => setTradeIn({ token, name: t(b.name) })}
              />
            </Card>
          );
        })}
      </div>
      {transfer && (
        <TransferModal
          open
          name={transfer.name}
          self={address}
          pending={action.pending === 'transfer'}
          onDismiss={() => setTransfer(undefined)}
          onConfirm={(to) => void doTransfer(to)}
          preview={
            address
              ? (to) => ({ account: address, ...profileCalls.transfer(data.contracts, address, to, transfer.token.tokenId) })
              : undefined
          }
        />
      )}
      {tradeIn && address && data.contracts.tradeIn && (
        <Suspense fallback={null}>
          <TradeInModal
            name={tradeIn.name}
            token={tradeIn.token}
            terms={terms}
            account={address}
            tradeIn={data.contracts.tradeIn}
            action={action}
            onDismiss={() => setTradeIn(undefined)}
          />
        </Suspense>
      )}
    </Page>
  );
}
