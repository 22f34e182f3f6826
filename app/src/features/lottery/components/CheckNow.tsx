/**
 * "Are you a winner?": Check Now reads the user's tickets in the latest claimable rounds (logic.ts findWinnings: all
 * of them, 100 a query, page after page), works out each ticket's highest bracket, and either says there is nothing
 * to collect or opens the claim dialog ("You won", FUEL and dollars, Claim in batches of the per-claim maximum; a
 * batch that fails leaves its tickets and the later ones in the dialog to claim again).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { claimBatches } from '@fuelswap/sdk';
import { Button, Heading, Modal, Text } from '../../../ui/index.ts';
import { fetchRound, fetchUserTickets, type LotteryData } from '../hooks/useLotteryData.ts';
import { LotteryStatus, findWinnings, formatFuel, formatUsd, fuelToUsd, perClaimOf, type Winnings } from '../logic.ts';
import { LivePreview } from '../../transactions/index.ts';
import { useChainHealth } from '../../../chain/blocks.ts';
import { claimTicketsCall } from '../hooks/useLotteryActions.ts';
import type { useLotteryActions } from '../hooks/useLotteryActions.ts';
import styles from '../lottery.module.css';

export function CheckNow({ data, actions }: { data: LotteryData; actions: ReturnType<typeof useLotteryActions> }) {
  const { t } = useTranslation();
  const wagmi = useConfig();
  const { address } = useConnection();
  const [state, setState] = useState<'idle' | 'checking' | 'none' | 'error'>('idle');
  const [wins, setWins] = useState<Winnings[]>([]);
  const [claiming, setClaiming] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const { stale } = useChainHealth();

  const check = async () => {
    if (!address || data.currentLotteryId === undefined) return;
    setState('checking');
    try {
      const lottery = data.config.lottery;
      const found = await findWinnings(
        data.currentLotteryId,
        async (id) => {
          const round = await fetchRound(wagmi, lottery, id);
          return round?.status === LotteryStatus.Claimable ? round : undefined;
        },
        (id) => fetchUserTickets(wagmi, lottery, address, id),
      );
      setWins(found);
      setState(found.length ? 'idle' : 'none');
    } catch (e) {
      console.error('Lottery check failed', e);
      setState('error');
    }
  };

  const claimAll = async () => {
    setClaiming(true);
    const perClaim = perClaimOf(data.maxNumberTicketsPerBuyOrClaim);
    const left: Winnings[] = [];
    for (const w of wins) {
      const batches = claimBatches(w.items, perClaim);
      const done = await actions.claim(w.lotteryId, w.items, perClaim);
      // What a failed or refused batch left: its tickets and the later batches', offered again with their prizes.
      if (done < batches.length) {
        const items = batches.slice(done).flat();
        left.push({ lotteryId: w.lotteryId, items, total: items.reduce((s, it) => s + it.amount, 0n) });
      }
    }
    setWins(left);
    setClaiming(false);
  };

  const total = wins.reduce((s, w) => s + w.total, 0n);
  // The dialog previews the first transaction Claim sends: the first batch of the first round.
  const perClaim = perClaimOf(data.maxNumberTicketsPerBuyOrClaim);
  const transactions = wins.reduce((n, w) => n + claimBatches(w.items, perClaim).length, 0);
  const firstRound = wins[0];
  const firstBatch = firstRound ? claimBatches(firstRound.items, perClaim)[0] : undefined;
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
          {address && firstRound && firstBatch && !claiming && (
            <LivePreview
              account={address}
              queryKey={['lottery-claim', address, firstRound.lotteryId.toString(), firstBatch.map((i) => i.id.toString()).join(',')]}
              build={async () => ({
                call: { account: address, ...claimTicketsCall(data.config.lottery, firstRound.lotteryId, firstBatch) },
                options: { tokens: [data.config.token] },
              })}
              onBlocked={setBlocked}
            />
          )}
          {transactions > 1 && (
            <Text size="sm" color="subtle">
              {t('The preview shows the first of {{n}} transactions.', { n: transactions })}
            </Text>
          )}
          <Button fullWidth loading={claiming} disabled={stale || (!claiming && blocked)} onClick={() => void claimAll()}>
            {t('Claim')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
