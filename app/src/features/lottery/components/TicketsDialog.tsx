/** A round's tickets for the connected account (the winning number and matches once drawn), with Collect Prizes. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { decodeTicket, highestBracket } from '@fuelswap/sdk';
import { Button, Modal, Text } from '../../../ui/index.ts';
import type { LotteryData, LotteryRound } from '../hooks/useLotteryData.ts';
import { useUserTickets } from '../hooks/queries.ts';
import type { useLotteryActions } from '../hooks/useLotteryActions.ts';
import { LotteryStatus, formatFuel, perClaimOf, prizesOf } from '../logic.ts';
import { WinningNumber } from './WinningNumber.tsx';
import styles from '../lottery.module.css';

export function TicketsDialog({
  data,
  round,
  actions,
  onDismiss,
}: {
  data: LotteryData;
  round: LotteryRound;
  actions: ReturnType<typeof useLotteryActions>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const wagmi = useConfig();
  const { address } = useConnection();
  const q = useUserTickets(wagmi, data.config.lottery, address, round.lotteryId);
  const tickets = q.data;
  const failed = q.isError;
  const [claiming, setClaiming] = useState(false);
  const drawn = round.status === LotteryStatus.Claimable;
  const prizes = drawn && tickets ? prizesOf(tickets, round) : undefined;
  const collect = async () => {
    if (!prizes) return;
    setClaiming(true);
    await actions.claim(round.lotteryId, prizes.items, perClaimOf(data.maxNumberTicketsPerBuyOrClaim));
    setClaiming(false);
    // Read again, so the claimed tickets say so and the button goes.
    void q.refetch();
  };
  return (
    <Modal open title={t('Round {{id}}', { id: round.lotteryId.toString() })} onDismiss={onDismiss}>
      {drawn && <WinningNumber number={round.finalNumber} />}
      {failed ? (
        <Text role="alert">{t('Unable to load your tickets.')}</Text>
      ) : !tickets ? (
        <Text color="subtle">{t('Loading...')}</Text>
      ) : (
        <>
          <Text>
            {t('Your tickets')}: {tickets.length}
          </Text>
          {prizes && prizes.items.length > 0 && (
            <Button fullWidth loading={claiming} onClick={() => void collect()}>
              {t('Collect Prizes')} ({t('{{amount}} FUEL', { amount: formatFuel(prizes.total, 4) })})
            </Button>
          )}
          <ol className={styles.tickets} data-testid="lottery-ticket-list">
            {tickets.map((tk) => {
              const matched = drawn ? highestBracket(tk.number, round.finalNumber) + 1 : 0;
              return (
                <li key={tk.id.toString()} className={styles.ticketRow} data-matched={matched}>
                  <span className={styles.ticketNumber}>{decodeTicket(tk.number).join('')}</span>
                  {drawn && matched > 0 && <span>{t('Matched first {{count}}', { count: matched })}</span>}
                  {tk.claimed && <span>{t('Claimed')}</span>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Modal>
  );
}
