/**
 * The trading battle: the banner with
 * its countdown and steps, the call to action by state, the register dialog, Your Score, the team ranks podium,
 * top traders by team, the prizes, and the rules and FAQ. Volumes come from the indexer (useCompetition).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { fuelTradingCompetitionAbi } from '@fuelswap/contracts';
import { Button, ButtonLink, Heading, Page, Text } from '../../ui/index.ts';
import { call, retryFailureText, useWriteAction } from '../../chain/write/index.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { useCompetition } from './useCompetition.ts';
import { battleAction, registerCall } from './battleAction.ts';
import { RegisterModal } from './components/RegisterModal.tsx';
import { Banner } from './components/Banner.tsx';
import { Prizes } from './components/Prizes.tsx';
import { TeamRanks, TopTraders } from './components/Standings.tsx';
import { YourScore } from './components/YourScore.tsx';
import styles from './competition.module.css';

export function CompetitionPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = useCompetition(address);
  const { run, pending } = useWriteAction(data.refetch, { failure: retryFailureText });
  const [registering, setRegistering] = useState(false);
  const { deployed } = data;

  if (!deployed) {
    return (
      <Page narrow>
        <Heading level={1}>{t('Trading Battle')}</Heading>
        <Text color="subtle">{t('No trading battle is deployed on this network yet.')}</Text>
      </Page>
    );
  }
  const action = battleAction(!!address, data);
  const me = address ? data.standings?.traders.find((x) => x.account === address.toLowerCase()) : undefined;

  const register = () =>
    run('register', call({ ...registerCall(deployed.address), summary: t('Register for the trading battle') }), {
      success: { title: t('Registered!'), description: t('You’re in the battle. Trade on the eligible pairs once it starts.') },
    });
  const claim = () =>
    run(
      'claim',
      call({ address: deployed.address, abi: fuelTradingCompetitionAbi, functionName: 'claimReward', summary: t('Claim battle prizes') }),
      {
        success: { title: t('Prizes Claimed!'), description: t('Your prizes have been sent to your wallet.') },
      },
    );

  return (
    <Page>
      <Banner deployed={deployed} status={data.status} claimEndsAt={data.claimEndsAt} />
      <section className={styles.section} aria-label={t('Take part')}>
        {action === 'connect' && <ConnectWalletButton />}
        {action === 'loading' && <Button disabled>{t('Loading...')}</Button>}
        {action === 'register' && <Button onClick={() => setRegistering(true)}>{t('I want to Battle!')}</Button>}
        {action === 'registered' && <Button disabled>{t('Registered!')}</Button>}
        {action === 'trade' && <ButtonLink to="/swap">{t('Trade Now')}</ButtonLink>}
        {action === 'closedRegistration' && <Text color="subtle">{t('Registration is closed: the battle has started.')}</Text>}
        {action === 'calculating' && <Button disabled>{t('Calculating prizes...')}</Button>}
        {action === 'claim' && (
          <Button loading={pending === 'claim'} onClick={() => void claim()}>
            {t('Claim prizes')}
          </Button>
        )}
        {action === 'claimed' && <Button disabled>{t('Prizes Claimed!')}</Button>}
        {action === 'nothing' && <Button disabled>{t('Nothing to claim')}</Button>}
        {action === 'over' && <Button disabled>{t('Claim period over')}</Button>}
        {data.numberRegistered !== undefined && (
          <Text size="sm" color="subtle">
            {t('{{count}} traders registered', { count: Number(data.numberRegistered) })}
          </Text>
        )}
      </section>
      {registering && (
        <RegisterModal
          profile={data.profile}
          teamId={undefined}
          pending={pending === 'register'}
          onConfirm={register}
          account={address}
          competition={deployed.address}
          onDismiss={() => setRegistering(false)}
        />
      )}
      {data.standingsError && (
        <Text color="danger" role="alert">
          {t('The leaderboard could not be loaded from the indexer.')}
        </Text>
      )}
      <YourScore me={me} standings={data.standings} />
      <TeamRanks standings={data.standings} />
      <TopTraders standings={data.standings} account={address} />
      <Prizes deployed={deployed} />
      <section className={styles.section} aria-labelledby="battle-rules">
        <Heading level={2} id="battle-rules">
          {t('Rules')}
        </Heading>
        <ul>
          <li>{t('You need an active profile to register. You battle for your profile’s team.')}</li>
          <li>{t('Only trades on the eligible pairs made while the battle is live count, in dollars at the time of the trade.')}</li>
          <li>{t('Your rank in your team decides your tier; your team’s rank decides the size of the prizes.')}</li>
          <li>{t('A team’s volume is the combined volume of its top 500 traders.')}</li>
          <li>{t('Prizes are claimed from this page once they are calculated, until the claim period ends.')}</li>
        </ul>
        <Heading level={2}>{t('FAQ')}</Heading>
        <details>
          <summary>{t('Can I change team during the battle?')}</summary>
          <Text size="sm">{t('No. Your team is the one your profile had when you registered.')}</Text>
        </details>
        <details>
          <summary>{t('Does adding liquidity count?')}</summary>
          <Text size="sm">{t('No. Only swaps on the eligible pairs count toward your volume.')}</Text>
        </details>
        <details>
          <summary>{t('Why is my volume not updated yet?')}</summary>
          <Text size="sm">
            {t('Volumes come from the indexer and refresh with every block; a trade shows up a few seconds after it is confirmed.')}
          </Text>
        </details>
      </section>
    </Page>
  );
}
