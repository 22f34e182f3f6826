import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { STARTER_BUNNY_IDS, bunnyInfo } from '@fuelswap/config';
import { checkFuel } from '@fuelswap/sdk';
import { Button, Heading, Text } from '../../../../ui/index.ts';
import { profileCalls, sends } from '../../data/actions.ts';
import { BunnyImage } from '../BunnyImage.tsx';
import { LazyLivePreview } from '../LazyPreview.tsx';
import styles from '../profile.module.css';
import { fuelText } from '../fuelText.ts';
import type { SetupCosts, StepProps } from './types.ts';

/** Step 1: choose a starter collectible, enable FUEL for the factory, and claim it (its mint previewed first). */
export function StarterStep({
  data,
  user: u,
  account,
  action,
  costs,
  starterId,
  onStarter,
  enableFuel,
  blocked,
  onBlocked,
}: StepProps & {
  costs: SetupCosts;
  starterId: number | undefined;
  onStarter: (id: number) => void;
  enableFuel: (spender: Address, amount: bigint) => unknown;
  blocked: boolean;
  onBlocked: (blocked: boolean) => void;
}) {
  const { t } = useTranslation();
  const status = () => {
    if (u.hasClaimedStarter) return <Text color="success">{t('Starter claimed!')}</Text>;
    const fc = checkFuel(costs.starter, u.fuelBalance ?? 0n, u.allowanceFactory ?? 0n);
    if (!fc.ok) return <Text color="danger">{t('A minimum of {{amount}} FUEL is required', { amount: fuelText(costs.starter) })}</Text>;
    // The mint's simulated result, once it can be sent (FUEL enabled, a starter chosen).
    const previewable = starterId !== undefined && !fc.needsApproval && !action.pending;
    return (
      <>
        {previewable && (
          <LazyLivePreview
            account={account}
            queryKey={['profile-starter', account, data.contracts.bunnyFactory, starterId, String(u.allowanceFactory)]}
            build={async () => ({
              call: { account, ...profileCalls.claimStarter(data.contracts, starterId) },
              ...(data.fuel ? { options: { tokens: [data.fuel] } } : {}),
            })}
            onBlocked={onBlocked}
          />
        )}
        <div className={styles.row}>
          <Button
            onClick={() => void enableFuel(data.contracts.bunnyFactory, costs.starter)}
            disabled={!fc.needsApproval || !!action.pending}
            loading={action.pending === 'enable'}
          >
            {fc.needsApproval ? t('Enable') : t('Enabled')}
          </Button>
          <Button
            disabled={fc.needsApproval || starterId === undefined || !!action.pending || (previewable && blocked)}
            loading={action.pending === 'claim'}
            onClick={() =>
              starterId !== undefined &&
              void action.run(
                'claim',
                sends.claimStarter(data.contracts, starterId, t('Claim {{name}}', { name: bunnyInfo(starterId)?.name ?? '' })),
                {
                  success: { title: t('Collectible claimed!') },
                  failure: { title: t('Error'), description: t('Unable to claim NFT, please try again.') },
                },
              )
            }
          >
            {t('Confirm')}
          </Button>
        </div>
      </>
    );
  };
  return (
    <div className={styles.stack}>
      <Heading level={2}>{t('Get Starter Collectible')}</Heading>
      <Text>{t('Every profile starts by making a “starter” collectible (NFT).')}</Text>
      <Text>{t('This starter will also become your first profile picture.')}</Text>
      <Text color="subtle">{t('Cost: {{amount}} FUEL', { amount: fuelText(costs.starter) })}</Text>
      <div className={styles.row} role="radiogroup" aria-label={t('Choose your Starter!')}>
        {STARTER_BUNNY_IDS.map((id) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={starterId === id}
            className={styles.choice}
            onClick={() => onStarter(id)}
            disabled={u.hasClaimedStarter === true}
          >
            <BunnyImage variationId={id} small />
            <div>{t(bunnyInfo(id)?.name ?? '')}</div>
          </button>
        ))}
      </div>
      {status()}
    </div>
  );
}
