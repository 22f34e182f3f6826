import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { setupBlocker } from '@fuelswap/sdk';
import { Button, Checkbox, Heading, Input, Text } from '../../../../ui/index.ts';
import { profileCalls, sends } from '../../data/actions.ts';
import { LazyLivePreview } from '../LazyPreview.tsx';
import styles from '../profile.module.css';
import { fuelText } from '../fuelText.ts';
import type { SetupCosts, StepProps } from './types.ts';
import type { UsernameSetup } from './useUsernameSetup.ts';

/** Step 4: the username (signed and registered with the API), then the profile itself, enabled and created. */
export function NameStep({
  data,
  user: u,
  account,
  action,
  costs,
  username: n,
  blocker,
  tokenId,
  teamId,
  enableFuel,
  blocked,
  onBlocked,
}: StepProps & {
  costs: SetupCosts;
  username: UsernameSetup;
  blocker: ReturnType<typeof setupBlocker>;
  tokenId: bigint | undefined;
  teamId: number | undefined;
  enableFuel: (spender: Address, amount: bigint) => unknown;
  blocked: boolean;
  onBlocked: (blocked: boolean) => void;
}) {
  const { t } = useTranslation();
  // Create profile: simulated once every check before it passes.
  const createPreviewable = blocker === null && tokenId !== undefined && teamId !== undefined && !action.pending;
  return (
    <div className={styles.stack}>
      <Heading level={2}>{t('Set Your Name')}</Heading>
      {n.existing ? (
        <Text data-testid="existing-name">{t('Your name: @{{name}}', { name: n.existing })}</Text>
      ) : n.hasApi ? (
        <>
          <Text>{t('This name will be shown in team leaderboards and search results as long as your profile is active.')}</Text>
          <Input
            label={t('Your name')}
            value={n.name}
            onChange={(e) => n.setName(e.target.value)}
            maxLength={15}
            disabled={n.confirmed}
            error={
              n.format && !n.format.ok
                ? t(n.format.message)
                : n.check.status === 'invalid'
                  ? t(n.check.message)
                  : n.check.status === 'error'
                    ? t('Unable to verify username')
                    : undefined
            }
            hint={
              n.check.status === 'valid'
                ? t('Available')
                : t('Your name must be at least 3 and at most 15 standard letters and numbers long.')
            }
            autoComplete="off"
          />
          <Text size="sm" color="subtle">
            {t('You can’t change this once you click Confirm.')}
          </Text>
          <Checkbox
            checked={n.acknowledged}
            onChange={n.setAcknowledged}
            label={t('I understand that people can view my wallet if they know my username')}
          />
          {n.signError && (
            <Text color="danger" role="alert" data-testid="name-error">
              {n.signError}
            </Text>
          )}
          <Button onClick={() => void n.confirm()} disabled={n.confirmed || n.check.status !== 'valid' || !n.acknowledged}>
            {n.confirmed ? t('Confirmed') : t('Confirm')}
          </Button>
        </>
      ) : (
        <Text color="subtle">{t('Usernames are not available on this network yet: your profile will show your address.')}</Text>
      )}
      <Text>{t('Cost: {{amount}} FUEL', { amount: fuelText(costs.register) })}</Text>
      {blocker === 'insufficient-fuel' && (
        <Text color="danger">{t('A minimum of {{amount}} FUEL is required', { amount: fuelText(costs.register) })}</Text>
      )}
      {createPreviewable && (
        <LazyLivePreview
          account={account}
          queryKey={[
            'profile-create',
            account,
            data.contracts.profile,
            teamId,
            tokenId.toString(),
            String(u.allowanceProfile),
            u.nftApproved,
          ]}
          build={async () => ({
            call: { account, ...profileCalls.createProfile(data.contracts, teamId, tokenId) },
            ...(data.fuel ? { options: { tokens: [data.fuel] } } : {}),
          })}
          onBlocked={onBlocked}
        />
      )}
      <div className={styles.row}>
        <Button
          onClick={() => void enableFuel(data.contracts.profile, costs.register)}
          disabled={blocker !== 'approve-fuel' || !!action.pending}
          loading={action.pending === 'enable'}
        >
          {(u.allowanceProfile ?? 0n) >= costs.register ? t('Enabled') : t('Enable')}
        </Button>
        <Button
          disabled={blocker !== null || tokenId === undefined || teamId === undefined || !!action.pending || (createPreviewable && blocked)}
          loading={action.pending === 'create'}
          onClick={() =>
            tokenId !== undefined &&
            teamId !== undefined &&
            void action.run('create', sends.createProfile(data.contracts, teamId, tokenId, t('Create your profile')), {
              success: { title: t('Profile created!'), description: t('Welcome to your new profile.') },
              failure: { title: t('Error'), description: t('An error occurred confirming transaction') },
            })
          }
        >
          {t('Complete Profile')}
        </Button>
      </div>
    </div>
  );
}
