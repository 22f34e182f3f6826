/**
 * The register dialog (a profile is needed to enter the battle): without a profile it sends the
 * user to make one; with a paused profile to reactivate it; otherwise it warns that the public address will be
 * shown on the leaderboard and asks for the checkbox before Confirm, with the registration's simulated result:
 * Confirm stays disabled while it says the call would revert.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { teamInfo } from '@fuelswap/config';
import { Button, ButtonLink, Checkbox, Modal, Text } from '../../../ui/index.ts';
import { LazyLivePreview } from './LazyPreview.tsx';
import { registerCall } from '../battleAction.ts';
import styles from '../competition.module.css';

export interface RegisterModalProps {
  profile: { exists: boolean; active: boolean } | undefined;
  teamId: number | undefined;
  pending: boolean;
  onConfirm: () => Promise<boolean>;
  onDismiss: () => void;
  /** The connected account and the battle contract: the registration's simulated result shows before signing. */
  account?: Address | undefined;
  competition?: Address | undefined;
}

export function RegisterModal({ profile, teamId, pending, onConfirm, onDismiss, account, competition }: RegisterModalProps) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const previewable = account && competition && profile?.exists && profile.active && !pending;
  const team = teamId !== undefined ? teamInfo(teamId) : undefined;
  return (
    <Modal open onDismiss={onDismiss} title={t('Register')} dismissOnBackdrop={!pending}>
      <div className={styles.modalBody}>
        {profile === undefined && <Text color="subtle">{t('Loading...')}</Text>}
        {profile && !profile.exists && (
          <>
            <Text>{t('You need a profile to participate in the trading battle.')}</Text>
            <ButtonLink to="/profile" fullWidth>
              {t('Make a profile')}
            </ButtonLink>
          </>
        )}
        {profile?.exists && !profile.active && (
          <>
            <Text>{t('Your profile is paused. Reactivate it to participate in the trading battle.')}</Text>
            <ButtonLink to="/profile" fullWidth>
              {t('Reactivate profile')}
            </ButtonLink>
          </>
        )}
        {profile?.exists && profile.active && (
          <>
            {team && <Text>{t('You will battle for {{team}}.', { team: team.name })}</Text>}
            <div className={styles.warning} role="note">
              <Text size="sm">
                {t(
                  'Your wallet address will be shown publicly on the leaderboard, with your trading volume during the battle. You can’t change your team during the battle.',
                )}
              </Text>
            </div>
            <Checkbox checked={understood} onChange={setUnderstood} label={t('I understand')} />
            {previewable && (
              <LazyLivePreview
                account={account}
                queryKey={['battle-register', account, competition]}
                build={async () => ({ call: { account, ...registerCall(competition) } })}
                onBlocked={setBlocked}
              />
            )}
            <Button
              fullWidth
              disabled={!understood || (!!previewable && blocked)}
              loading={pending}
              onClick={async () => {
                if (await onConfirm()) onDismiss();
              }}
            >
              {t('Confirm')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
