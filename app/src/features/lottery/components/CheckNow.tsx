/**
 * "Are you a winner?": Check Now reads the user's tickets in the latest claimable rounds (all pages), works
 * out each ticket's highest bracket, and either says there is nothing to collect or opens the claim dialog
 * ("You won", FUEL and dollars, Claim in batches of the per-claim maximum).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { Button, Heading, Modal, Text } from '../../../ui/index.ts';
import { LotteryStatus, fetchRound, fetchUserTickets, type LotteryData } from '../hooks/useLotteryData.ts';
import { formatFuel, formatUsd, fuelToUsd, prizesOf, type ClaimItem } from '../logic.ts';
import type { useLotteryActions } from '../hooks/useLotteryActions.ts';
import styles from '../lottery.module.css';

/** How many of the latest rounds Check Now looks at. */
export const CHECK_ROUNDS = 3;

interface Winnings {
  lotteryId: bigint;
  total: bigint;
  items: ClaimItem[];
}

export function CheckNow({ data, actions }: { data: LotteryData; actions: ReturnType<typeof useLotteryActions> }) {
  const { t } = useTranslation();
  const wagmi = useConfig();
  const { address } = useConnection();
  const [state, setState] = useState<'idle' | 'checking' | 'none' | 'error'>('idle');
  const [wins, setWins] = useState<Winnings[]>([]);
  const [claiming, setClaiming] = useState(false);

  const check = async () => {
    if (!address || data.currentLotteryId === undefined) return;
    setState('checking');
    try {
      const found: Winnings[] = [];
      let looked = 0;
      for (let id = data.currentLotteryId; id >= 1n && looked < CHECK_ROUNDS; id--) {
        const round = await fetchRound(wagmi, data.config.lottery, id);
        if (!round || round.status !== LotteryStatus.Claimable) continue;
        looked++;
        const { items, total } = prizesOf(await fetchUserTickets(wagmi, data.config.lottery, address, id), round);
        if (items.length) found.push({ lotteryId: id, total, items });
      }
      setWins(found);
      setState(found.length ? 'idle' : 'none');
    } catch (e) {
      console.error('Lottery check failed', e);
      setState('error');
    }
  };

  const claimAll = async () => {
    setClaiming(true);
    const perClaim = Number(data.maxNumberTicketsPerBuyOrClaim);
    const left: Winnings[] = [];
    for (const w of wins) {
      const batches = Math.ceil(w.items.length / perClaim);
      const done = await actions.claim(w.lotteryId, w.items, perClaim);
      if (done < batches) left.push({ ...w, items: w.items.slice(done * perClaim) });
    }
    setWins(left);
    setClaiming(false);
  };

  const total = wins.reduce((s, w) => s + w.total, 0n);
  return (
    <section className={styles.section} aria-labelledby="lottery-winner">
      <Heading level={2} id="lottery-winner">
        {t('Are you a winner?')}
      </Heading>
      {!address ? (
        <Text color="subtle">{t('Connect your wallet to check if you’ve won!')}</Text>
      ) : state === 'none' ? (
        <Text role="status">{t('No prizes to collect... Better luck next time!')}</Text>
      ) : (
        <Button loading={state === 'checking'} onClick={() => void check()}>
          {t('Check Now')}
        </Button>
      )}
      {state === 'error' && <Text role="alert">{t('Unable to check your tickets right now. Please try again.')}</Text>}
      <Modal open={wins.length > 0} title={t('Collect Winnings')} onDismiss={() => setWins([])} dismissOnBackdrop={!claiming}>
        <div className={styles.claim}>
          <Text>{t('You won')}</Text>
          <Text size="xl" bold data-testid="lottery-won">
            {t('{{amount}} FUEL', { amount: formatFuel(total, 4) })}
          </Text>
          {formatUsd(fuelToUsd(total, data.fuelUsdWad)) && <Text color="subtle">~{formatUsd(fuelToUsd(total, data.fuelUsdWad))}</Text>}
          <Text size="sm" color="subtle">
            {t('Rounds: {{ids}}', { ids: wins.map((w) => `#${w.lotteryId}`).join(', ') })}
          </Text>
          <Button fullWidth loading={claiming} onClick={() => void claimAll()}>
            {t('Claim')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
