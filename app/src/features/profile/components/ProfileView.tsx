import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { bunnyInfo, teamInfo } from '@fuelswap/config';
import { checkFuel, editActions, maskUsername, type ChainProfile, type ProfileAction } from '@fuelswap/sdk';
import { Button, Card, Checkbox, Heading, Modal, Tag, Text } from '../../../ui/index.ts';
import { profileUser, type ProfileData, type ProfileUser } from '../data/reads.ts';
import { profileCalls, sends, useProfileAction } from '../data/actions.ts';
import { LazyLivePreview } from './LazyPreview.tsx';
import { useUsername } from '../data/api.ts';
import { AchievementsCard } from './Achievements.tsx';
import { BunnyImage } from './BunnyImage.tsx';
import { CollectiblePicker } from './CollectiblePicker.tsx';
import { fuelText } from './fuelText.ts';
import styles from './profile.module.css';

/** The wallet's profile: ProfilePage shows this view only for an active or paused one, which has been read. */
function registeredProfile(u: ProfileUser): ChainProfile {
  if (!u.profile) throw new Error("The profile view needs the wallet's profile, and it has not been read.");
  return u.profile;
}

/** /profile with a profile: the header, stats, achievements, the wallet's collectibles, Edit Profile. */
export function ProfileView({ data, account }: { data: ProfileData; account: Address }) {
  const { t } = useTranslation();
  const u = profileUser(data);
  const p = registeredProfile(u);
  const paused = u.state === 'paused';
  const { username } = useUsername(account);
  const [revealed, setRevealed] = useState(false);
  const [editing, setEditing] = useState(false);
  const team = data.teams?.find((x) => x.id === p.teamId);
  return (
    <div>
      <div className={styles.header}>
        <BunnyImage variationId={u.pictureVariation} small paused={paused} />
        <div className={styles.stack} style={{ gap: 4 }}>
          <Heading level={1}>
            {username ? maskUsername(username, revealed) : t('No username set')}
            {username && (
              <Button variant="text" size="sm" onClick={() => setRevealed((r) => !r)} aria-pressed={revealed}>
                {revealed ? t('Hide') : t('Reveal')}
              </Button>
            )}
          </Heading>
          <Text size="sm" color="subtle" style={{ wordBreak: 'break-all' }}>
            {account}
          </Text>
          <div className={styles.row}>
            <Tag tone={paused ? 'warning' : 'success'} size="sm">
              <span data-testid="profile-status">{paused ? t('Paused') : t('Active')}</span>
            </Tag>
            {team && (
              <Tag tone="secondary" size="sm">
                {t(teamInfo(team.id)?.name ?? team.name)}
              </Tag>
            )}
          </div>
        </div>
        <div style={{ marginLeft: 'auto' }}>
          <Button onClick={() => setEditing(true)}>{t('Edit Profile')}</Button>
        </div>
      </div>
      <div className={styles.row}>
        <Card style={{ flex: 1, minWidth: 140 }}>
          <Text size="sm" color="subtle">
            {t('Points')}
          </Text>
          <Text size="xl" bold numeric data-testid="profile-points">
            {String(p.points)}
          </Text>
        </Card>
        <Card style={{ flex: 1, minWidth: 140 }}>
          <Text size="sm" color="subtle">
            {t('Team')}
          </Text>
          <Text size="xl" bold>
            {team ? t(team.name) : '-'}
          </Text>
        </Card>
      </div>
      <AchievementsCard account={account} />
      <Card style={{ marginTop: 16 }}>
        <Heading level={2} size="lg">
          {t('Collectibles')}
        </Heading>
        {u.owned.length === 0 ? (
          <Text color="subtle">{t('No collectibles in your wallet.')}</Text>
        ) : (
          <div className={styles.row}>
            {u.owned.map((o) => (
              <div key={String(o.tokenId)} style={{ textAlign: 'center' }}>
                <BunnyImage variationId={o.variationId} small />
                <Text size="sm">{o.variationId !== undefined ? t(bunnyInfo(o.variationId)?.name ?? '') : `#${o.tokenId}`}</Text>
              </div>
            ))}
          </div>
        )}
      </Card>
      {editing && <EditProfileModal data={data} onDismiss={() => setEditing(false)} />}
    </div>
  );
}

type Mode = 'menu' | 'change-picture' | 'remove-picture' | 'reactivate';

/** Edit Profile: change picture, remove picture (pause), reactivate; each with its cost, Enable then Confirm. */
function EditProfileModal({ data, onDismiss }: { data: ProfileData; onDismiss: () => void }) {
  const { t } = useTranslation();
  const u = profileUser(data);
  const costs = data.costs;
  const [mode, setMode] = useState<Mode>(u.state === 'paused' ? 'reactivate' : 'menu');
  const [tokenId, setTokenId] = useState<bigint | undefined>(undefined);
  const [understood, setUnderstood] = useState(false);
  const action = useProfileAction(() => data.refetch());
  // The confirmed call would revert (its preview says so): Confirm stays disabled.
  const [blocked, setBlocked] = useState(false);
  const account = action.account;
  if (!costs) return null;
  const actions = editActions(u.state ?? 'none');
  const titles: Record<Mode, string> = {
    menu: t('Edit Profile'),
    'change-picture': t('Change Profile Pic'),
    'remove-picture': t('Remove Profile Pic'),
    reactivate: t('Reactivate Profile'),
  };

  const pickAndConfirm = (kind: Extract<ProfileAction, 'update' | 'reactivate'>) => {
    const cost = costs[kind];
    const fc = checkFuel(cost, u.fuelBalance ?? 0n, u.allowanceProfile ?? 0n);
    // The call's simulated result once it can be sent: FUEL and the collectibles enabled, a picture chosen.
    const previewable = fc.ok && !fc.needsApproval && u.nftApproved === true && tokenId !== undefined && !action.pending;
    return (
      <div className={styles.stack}>
        <Text>{t('Cost: {{amount}} FUEL', { amount: fuelText(cost) })}</Text>
        <CollectiblePicker owned={u.owned} tokenId={tokenId} onToken={setTokenId} />
        {!fc.ok && <Text color="danger">{t('A minimum of {{amount}} FUEL is required', { amount: fuelText(cost) })}</Text>}
        {previewable && account && (
          <LazyLivePreview
            account={account}
            queryKey={[`profile-${kind}`, account, data.contracts.profile, tokenId.toString(), String(u.allowanceProfile)]}
            build={async () => ({
              call: {
                account,
                ...(kind === 'update'
                  ? profileCalls.updateProfile(data.contracts, tokenId)
                  : profileCalls.reactivateProfile(data.contracts, tokenId)),
              },
              ...(data.fuel ? { options: { tokens: [data.fuel] } } : {}),
            })}
            onBlocked={setBlocked}
          />
        )}
        <div className={styles.row}>
          <Button
            disabled={!fc.ok || (!fc.needsApproval && u.nftApproved === true) || !!action.pending}
            loading={action.pending === 'enable'}
            onClick={() =>
              void action.run(
                'enable',
                fc.ok && fc.needsApproval && data.fuel
                  ? sends.approveFuel(data.fuel, data.contracts.profile, cost, t('Enable FUEL'))
                  : sends.approveCollectibles(data.contracts, t('Enable collectibles for your profile')),
                {
                  success: { title: t('Enabled') },
                  failure: { title: t('Error'), description: t('An error occurred approving transaction') },
                },
              )
            }
          >
            {fc.ok && !fc.needsApproval && u.nftApproved ? t('Enabled') : t('Enable')}
          </Button>
          <Button
            disabled={!fc.ok || fc.needsApproval || u.nftApproved !== true || tokenId === undefined || !!action.pending || blocked}
            loading={action.pending === kind}
            onClick={async () => {
              if (tokenId === undefined) return;
              const ok = await action.run(
                kind,
                kind === 'update'
                  ? sends.updateProfile(data.contracts, tokenId, t('Change your profile picture'))
                  : sends.reactivateProfile(data.contracts, tokenId, t('Reactivate your profile')),
                {
                  success:
                    kind === 'update'
                      ? { title: t('Profile Updated!') }
                      : { title: t('Profile reactivated'), description: t('Your profile has been reactivated.') },
                  failure: { title: t('Error'), description: t('An error occurred confirming transaction') },
                },
              );
              if (ok) onDismiss();
            }}
          >
            {t('Confirm')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Modal
      open
      onDismiss={onDismiss}
      title={titles[mode]}
      {...(mode !== 'menu' && actions.length > 1 ? { onBack: () => setMode('menu') } : {})}
    >
      <div style={{ minWidth: 'min(380px, 80vw)' }}>
        {mode === 'menu' && (
          <div className={styles.stack}>
            {actions.includes('change-picture') && <Button onClick={() => setMode('change-picture')}>{t('Change Profile Pic')}</Button>}
            {actions.includes('remove-picture') && (
              <Button variant="danger" onClick={() => setMode('remove-picture')}>
                {t('Remove Profile Pic')}
              </Button>
            )}
          </div>
        )}
        {mode === 'change-picture' && pickAndConfirm('update')}
        {mode === 'reactivate' && pickAndConfirm('reactivate')}
        {mode === 'remove-picture' && (
          <div className={styles.stack}>
            <Text>{t('This will suspend your profile and send the collectible back to your wallet.')}</Text>
            <Text>
              {t(
                "While your profile is suspended, you won't be able to earn points, but your achievements and points will stay associated with your profile.",
              )}
            </Text>
            <Text>{t('Cost to reactivate in the future: {{amount}} FUEL', { amount: fuelText(costs.reactivate) })}</Text>
            <Checkbox checked={understood} onChange={setUnderstood} label={t('I understand')} />
            {account && !action.pending && (
              <LazyLivePreview
                account={account}
                queryKey={['profile-pause', account, data.contracts.profile]}
                build={async () => ({ call: { account, ...profileCalls.pauseProfile(data.contracts) } })}
                onBlocked={setBlocked}
              />
            )}
            <Button
              variant="danger"
              disabled={!understood || !!action.pending || blocked}
              loading={action.pending === 'pause'}
              onClick={async () => {
                const ok = await action.run('pause', sends.pauseProfile(data.contracts, t('Remove your profile picture')), {
                  success: { title: t('Profile Paused!') },
                  failure: { title: t('Error'), description: t('An error occurred confirming transaction') },
                });
                if (ok) onDismiss();
              }}
            >
              {t('Confirm')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
