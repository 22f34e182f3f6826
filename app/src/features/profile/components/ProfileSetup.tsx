import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { initialSetupStep, nextSetupStep, previousSetupStep, SETUP_STEPS, setupBlocker, shuffleTeams, type SetupStep } from '@fuelswap/sdk';
import { Button, Card, Heading, Text } from '../../../ui/index.ts';
import { profileUser, type ProfileData } from '../data/reads.ts';
import { sends, useProfileAction } from '../data/actions.ts';
import { NameStep } from './setup/NameStep.tsx';
import { PictureStep } from './setup/PictureStep.tsx';
import { StarterStep } from './setup/StarterStep.tsx';
import { TeamStep } from './setup/TeamStep.tsx';
import { useUsernameSetup } from './setup/useUsernameSetup.ts';
import styles from './profile.module.css';

/**
 * /profile for an address without a profile: the four steps with their breadcrumbs, one component per step
 * (./setup/). Starts at step 2 when the address already has a starter (claimed or any collectible in the wallet).
 * The choices live here, since the setup's one rule (`setupBlocker`) needs all of them to allow the next step.
 */
export function ProfileSetup({ data, account }: { data: ProfileData; account: Address }) {
  const { t } = useTranslation();
  const u = profileUser(data);
  const action = useProfileAction(() => data.refetch());
  const [first, setFirst] = useState<SetupStep | undefined>(undefined);
  const [step, setStep] = useState<SetupStep>(1);
  const [starterId, setStarterId] = useState<number | undefined>(undefined);
  const [tokenId, setTokenId] = useState<bigint | undefined>(undefined);
  const [teamId, setTeamId] = useState<number | undefined>(undefined);
  // The step's transaction would revert (its preview says so): its confirm button stays disabled.
  const [blocked, setBlocked] = useState(false);
  const username = useUsernameSetup(account);

  // The first step, once, from the first answer.
  useEffect(() => {
    if (first !== undefined || u.hasClaimedStarter === undefined || u.collectibleCount === undefined) return;
    const s = initialSetupStep({ hasClaimedStarter: u.hasClaimedStarter, ownedCollectibles: u.collectibleCount });
    setFirst(s);
    setStep(s);
  }, [first, u.hasClaimedStarter, u.collectibleCount]);

  // Shuffled once per visit (the team step lists the teams shuffled).
  const teamOrder = useMemo(() => shuffleTeams((data.teams ?? []).map((x) => x.id)), [data.teams?.length]); // eslint-disable-line react-hooks/exhaustive-deps

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
    ...username.done,
    fuelBalance: u.fuelBalance ?? 0n,
    fuelAllowance: u.allowanceProfile ?? 0n,
    registerCost: costs.register,
  });
  const next = nextSetupStep(step);
  const prev = previousSetupStep(step, first);

  const enableFuel = (spender: Address, amount: bigint) =>
    data.fuel &&
    action.run('enable', sends.approveFuel(data.fuel, spender, amount, t('Enable FUEL')), {
      success: { title: t('Enabled') },
      failure: { title: t('Error'), description: t('An error occurred approving transaction') },
    });
  const common = { data, user: u, account, action };

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
          <StarterStep
            {...common}
            costs={costs}
            starterId={starterId}
            onStarter={setStarterId}
            enableFuel={enableFuel}
            blocked={blocked}
            onBlocked={setBlocked}
          />
        )}
        {step === 2 && <PictureStep data={data} user={u} action={action} tokenId={tokenId} onToken={setTokenId} />}
        {step === 3 && <TeamStep teams={data.teams} order={teamOrder} teamId={teamId} onTeam={setTeamId} />}
        {step === 4 && (
          <NameStep
            {...common}
            costs={costs}
            username={username}
            blocker={blocker}
            tokenId={tokenId}
            teamId={teamId}
            enableFuel={enableFuel}
            blocked={blocked}
            onBlocked={setBlocked}
          />
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
