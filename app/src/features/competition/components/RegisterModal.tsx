/**
 * The register dialog (spec 001 §2 Team Battle entry, §5: a profile is needed): without a profile it sends the
 * user to make one; with a paused profile to reactivate it; otherwise it warns that the public address will be
 * shown on the leaderboard and asks for the checkbox before Confirm.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamInfo } from '@fuelswap/config';
import { Button, ButtonLink, Checkbox, Modal, Text } from '../../../ui/index.ts';
import styles from '../competition.module.css';

export interface RegisterModalProps {
  profile: { exists: boolean; active: boolean } | undefined;
  teamId: number | undefined;
  pending: boolean;
  onConfirm: () => Promise<boolean>;
  onDismiss: () => void;
}

export function RegisterModal({ profile, teamId, pending, onConfirm, onDismiss }: RegisterModalProps) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
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
            <Button
              fullWidth
              disabled={!understood}
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
