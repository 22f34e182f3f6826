import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { formatUnits, type Address } from 'viem';
import { STARTER_BUNNY_IDS, bunnyInfo } from '@fuelswap/config';
import {
  buildRegistrationMessage,
  checkFuel,
  checkUsername,
  initialSetupStep,
  newRegistrationNonce,
  nextSetupStep,
  previousSetupStep,
  SETUP_STEPS,
  setupBlocker,
  shuffleTeams,
  type SetupStep,
} from '@fuelswap/sdk';
import { Button, ButtonLink, Card, Checkbox, Heading, Input, Text } from '../../../ui/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import type { ProfileData } from '../data/reads.ts';
import { profileCalls, sends, useProfileAction } from '../data/actions.ts';
import { LazyLivePreview } from './LazyPreview.tsx';
import { apiUrl, registerUsername, useUsername, useUsernameCheck } from '../data/api.ts';
import { BunnyImage } from './BunnyImage.tsx';
import styles from './profile.module.css';

const fuelText = (v: bigint) => formatUnits(v, 9);

/**
 * /profile for an address without a profile: the four steps with their breadcrumbs. Starts at
 * step 2 when the address already has a starter (claimed or any collectible in the wallet).
 */
export function ProfileSetup({ data, account }: { data: ProfileData; account: Address }) {
  const { t } = useTranslation();
  const u = data.user!;
  const action = useProfileAction(() => data.refetch());
  const [first, setFirst] = useState<SetupStep | undefined>(undefined);
  const [step, setStep] = useState<SetupStep>(1);
  const [starterId, setStarterId] = useState<number | undefined>(undefined);
  const [tokenId, setTokenId] = useState<bigint | undefined>(undefined);
  const [teamId, setTeamId] = useState<number | undefined>(undefined);
  const [name, setName] = useState('');
  const [nameConfirmed, setNameConfirmed] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [signError, setSignError] = useState<string | undefined>(undefined);
  // The step's transaction would revert (its preview says so): its confirm button stays disabled.
  const [blocked, setBlocked] = useState(false);
  const config = useConfig();
  const hasApi = !!apiUrl();
  // A name registered before (names can never change): shown, not asked again.
  const existing = useUsername(account).username;

  // The first step, once, from the first answer.
  useEffect(() => {
    if (first !== undefined || u.hasClaimedStarter === undefined || u.collectibleCount === undefined) return;
    const s = initialSetupStep({ hasClaimedStarter: u.hasClaimedStarter, ownedCollectibles: u.collectibleCount });
    setFirst(s);
    setStep(s);
  }, [first, u.hasClaimedStarter, u.collectibleCount]);

  // Shuffled once per visit (spec: the team step lists the teams shuffled).
  const teamOrder = useMemo(() => shuffleTeams((data.teams ?? []).map((x) => x.id)), [data.teams?.length]); // eslint-disable-line react-hooks/exhaustive-deps

  // Live name validation: the rules at once, availability 200 ms after the last keystroke.
  const format = name === '' ? undefined : checkUsername(name);
  const nameCheck = useUsernameCheck(name, hasApi && name !== '' && checkUsername(name).ok);
  // A name confirmed and then changed is to confirm again.
  useEffect(() => setNameConfirmed(false), [name]);

  // A failed cost read would otherwise leave the setup loading for ever: every step needs the costs.
  if (!data.costs && data.costsFailed)
    return (
      <Text color="danger" role="alert">
        {t('Could not retrieve FUEL costs for profile')}
      </Text>
    );
  if (first === undefined || !data.costs) return <Text color="subtle">{t('Loading...')}</Text>;
  const costs = data.costs;
  const team = data.teams?.find((x) => x.id === teamId);
  const blocker = setupBlocker(step, {
    starterClaimed: u.hasClaimedStarter === true || (u.collectibleCount ?? 0) > 0,
    ...(starterId !== undefined ? { starterId } : {}),
    ...(tokenId !== undefined ? { tokenId } : {}),
    nftApproved: u.nftApproved === true,
    ...(teamId !== undefined ? { teamId } : {}),
    teamJoinable: team?.isJoinable === true,
    // Without a username service on this network the name step only shows the cost.
    usernameConfirmed: nameConfirmed || !hasApi || existing !== '',
    acknowledged: acknowledged || !hasApi || existing !== '',
    fuelBalance: u.fuelBalance ?? 0n,
    fuelAllowance: u.allowanceProfile ?? 0n,
    registerCost: costs.register,
  });
  const next = nextSetupStep(step);
  // Step 4's create profile: simulated once every check before it passes.
  const createPreviewable = step === 4 && blocker === null && tokenId !== undefined && teamId !== undefined && !action.pending;
  const prev = previousSetupStep(step, first);

  const enableFuel = (spender: Address, amount: bigint) =>
    data.fuel &&
    action.run('enable', sends.approveFuel(data.fuel, spender, amount, t('Enable FUEL')), {
      success: { title: t('Enabled') },
      failure: { title: t('Error'), description: t('An error occurred approving transaction') },
    });

  const confirmName = async () => {
    setSignError(undefined);
    try {
      const message = buildRegistrationMessage({
        username: name,
        address: account,
        chainId: runtime().chainId,
        nonce: newRegistrationNonce(),
        issuedAt: new Date().toISOString(),
      });
      let signature: string;
      try {
        signature = await signMessage(config, { account, message });
      } catch {
        setSignError(t('Unable to sign payload'));
        return;
      }
      // The names' queries are not invalidated here: the step keeps its Confirmed name rather than turning into "Your
      // name", and the profile reads the name afresh when it opens (the query is stale at once).
      await registerUsername({ address: account, username: name, signature, message });
      setNameConfirmed(true);
    } catch (e) {
      setSignError(e instanceof Error && e.message ? e.message : t('Unable to verify username'));
    }
  };

  return (
    <div>
      <Heading level={1}>{t('Profile Setup')}</Heading>
      <Text color="subtle">{t('Show off your stats and collectibles with your unique profile')}</Text>
      <ol className={styles.breadcrumbs} aria-label={t('Profile setup steps')}>
        {SETUP_STEPS.map((s) => (
          <li key={s.step} aria-current={s.step === step ? 'step' : undefined}>
            {s.step > 1 ? '› ' : ''}
            {t(s.title)}
          </li>
        ))}
      </ol>
      <Card>
        <Text size="sm" color="secondary" bold>
          {t('Step {{n}}', { n: String(step) })}
        </Text>
        {step === 1 && (
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
                  onClick={() => setStarterId(id)}
                  disabled={u.hasClaimedStarter === true}
                >
                  <BunnyImage variationId={id} small />
                  <div>{t(bunnyInfo(id)?.name ?? '')}</div>
                </button>
              ))}
            </div>
            {(() => {
              if (u.hasClaimedStarter) return <Text color="success">{t('Starter claimed!')}</Text>;
              const fc = checkFuel(costs.starter, u.fuelBalance ?? 0n, u.allowanceFactory ?? 0n);
              if (!fc.ok)
                return <Text color="danger">{t('A minimum of {{amount}} FUEL is required', { amount: fuelText(costs.starter) })}</Text>;
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
                      onBlocked={setBlocked}
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
            })()}
          </div>
        )}
        {step === 2 && (
          <div className={styles.stack}>
            <Heading level={2}>{t('Set Profile Picture')}</Heading>
            <Text>{t('Choose a profile picture from the eligible collectibles (NFT) in your wallet, shown below.')}</Text>
            {u.owned.length === 0 ? (
              <Text>
                {t('Oops! We couldn’t find any collectibles in your wallet.')}{' '}
                <ButtonLink to="/collectibles" variant="text">
                  {t('See the list')}
                </ButtonLink>
              </Text>
            ) : (
              <div className={styles.row} role="radiogroup" aria-label={t('Choose collectible')}>
                {u.owned.map((o) => (
                  <button
                    key={String(o.tokenId)}
                    type="button"
                    role="radio"
                    aria-checked={tokenId === o.tokenId}
                    className={styles.choice}
                    onClick={() => setTokenId(o.tokenId)}
                  >
                    <BunnyImage variationId={o.variationId} small />
                    <div>{o.variationId !== undefined ? t(bunnyInfo(o.variationId)?.name ?? '') : `#${o.tokenId}`}</div>
                  </button>
                ))}
              </div>
            )}
            <Text size="sm" color="subtle">
              {t('Allow the collectible to be locked in your profile while it is your picture.')}
            </Text>
            <Button
              onClick={() =>
                void action.run('approve-nft', sends.approveCollectibles(data.contracts, t('Enable collectibles for your profile')), {
                  success: { title: t('Enabled') },
                  failure: { title: t('Error'), description: t('An error occurred approving transaction') },
                })
              }
              disabled={u.nftApproved === true || tokenId === undefined || !!action.pending}
              loading={action.pending === 'approve-nft'}
            >
              {u.nftApproved ? t('Enabled') : t('Enable')}
            </Button>
          </div>
        )}
        {step === 3 && (
          <div className={styles.stack}>
            <Heading level={2}>{t('Join Team')}</Heading>
            <Text>{t('It won’t be possible to undo the choice you make for the foreseeable future!')}</Text>
            <div className={styles.stack} role="radiogroup" aria-label={t('Teams')}>
              {teamOrder.map((id) => {
                const tm = data.teams?.find((x) => x.id === id);
                if (!tm) return null;
                return (
                  <button
                    key={id}
                    type="button"
                    role="radio"
                    aria-checked={teamId === id}
                    className={styles.choice}
                    disabled={!tm.isJoinable}
                    onClick={() => setTeamId(id)}
                    style={{ textAlign: 'left' }}
                  >
                    <strong>{t(tm.name)}</strong> · {t('{{members}} members', { count: Number(tm.users), members: String(tm.users) })}
                    {!tm.isJoinable && ` · ${t('Full')}`}
                  </button>
                );
              })}
            </div>
            <Text size="sm" color="warning">
              {t(
                "There's currently no big difference between teams, and no benefit of joining one team over another for now. So pick whichever you like!",
              )}
            </Text>
          </div>
        )}
        {step === 4 && (
          <div className={styles.stack}>
            <Heading level={2}>{t('Set Your Name')}</Heading>
            {existing ? (
              <Text data-testid="existing-name">{t('Your name: @{{name}}', { name: existing })}</Text>
            ) : hasApi ? (
              <>
                <Text>{t('This name will be shown in team leaderboards and search results as long as your profile is active.')}</Text>
                <Input
                  label={t('Your name')}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  maxLength={15}
                  disabled={nameConfirmed}
                  error={
                    format && !format.ok
                      ? t(format.message)
                      : nameCheck.status === 'invalid'
                        ? t(nameCheck.message)
                        : nameCheck.status === 'error'
                          ? t('Unable to verify username')
                          : undefined
                  }
                  hint={
                    nameCheck.status === 'valid'
                      ? t('Available')
                      : t('Your name must be at least 3 and at most 15 standard letters and numbers long.')
                  }
                  autoComplete="off"
                />
                <Text size="sm" color="subtle">
                  {t('You can’t change this once you click Confirm.')}
                </Text>
                <Checkbox
                  checked={acknowledged}
                  onChange={setAcknowledged}
                  label={t('I understand that people can view my wallet if they know my username')}
                />
                {signError && (
                  <Text color="danger" role="alert" data-testid="name-error">
                    {signError}
                  </Text>
                )}
                <Button onClick={() => void confirmName()} disabled={nameConfirmed || nameCheck.status !== 'valid' || !acknowledged}>
                  {nameConfirmed ? t('Confirmed') : t('Confirm')}
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
                onBlocked={setBlocked}
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
                disabled={
                  blocker !== null || tokenId === undefined || teamId === undefined || !!action.pending || (createPreviewable && blocked)
                }
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
        )}
      </Card>
      <div className={styles.between} style={{ marginTop: 16 }}>
        <Button variant="secondary" onClick={() => prev && setStep(prev)} disabled={!prev}>
          {t('Previous Step')}
        </Button>
        {next && (
          <Button onClick={() => setStep(next)} disabled={blocker !== null}>
            {t('Next Step')}
          </Button>
        )}
      </div>
    </div>
  );
}
